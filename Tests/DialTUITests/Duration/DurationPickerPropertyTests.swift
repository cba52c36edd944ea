@testable import DialTUI
import PropertyTesting
import Testing

/// A duration picker under keys (and typed text) at any pace: what Enter prints is the duration
/// the screen shows, always within the bounds.
@Suite(.timeLimit(.minutes(3))) struct DurationPickerPropertyTests {
    struct Scene: CustomStringConvertible, Sendable {
        var step: Int
        var lower: Int
        var upper: Int
        var initial: Int
        var keys: [(text: String, gap: Double)]
        var enterGap: Double

        var arguments: [String] {
            ["--duration", "--step", "\(step)", "--min", "\(lower * step)", "--max", "\(upper * step)", "--initial", "\(initial * step)"]
        }

        var description: String {
            "\(arguments.joined(separator: " ")), keys \(keys.map { "\($0.text.debugDescription)@+\($0.gap)" }), Enter +\(enterGap)"
        }
    }

    static let keyChoices = [KindKeys.right, KindKeys.left, KindKeys.up, KindKeys.down, KindKeys.pageUp, KindKeys.pageDown,
                             KindKeys.home, KindKeys.end, "1", "3", "0", "h", "m", ":", "."]

    static var scenes: Gen<Scene> {
        Gen.element(of: [1, 5, 15, 30]).flatMap { step in
            zip(Gen.int(in: 0...(48 * 60 / step)), Gen.int(in: 0...(48 * 60 / step))).flatMap { a, b in
                let lower = min(a, b), upper = max(a, b)
                let keys = zip(Gen.element(of: keyChoices), Gen.element(of: [0.0, 0.01, 0.05, 0.3, 1.2]))
                    .map { (text: $0.0, gap: $0.1) }.array(count: 0...20)
                return zip(Gen.int(in: lower...upper), keys, Gen.element(of: [0.0, 0.02, 0.2, 1.0])).map { initial, keys, enter in
                    Scene(step: step, lower: lower, upper: upper, initial: initial, keys: keys, enterGap: enter)
                }
            }
        }
    }

    @Test func whatEnterPrintsIsTheDurationOnScreen() {
        property("duration printed is the duration shown", cases: 200, Self.scenes) { scene in
            // A terminal smaller than the default (cheaper frames), wide enough for the header row.
            var run = try KindRun(scene.arguments, columns: 64, rows: 18)
            let terminal = VirtualTerminal(columns: 64, rows: 18)
            var time = 1.0
            for (text, gap) in scene.keys {
                time += gap
                terminal.type(text, at: time)
            }
            terminal.type(KindKeys.enter, at: time + scene.enterGap)
            terminal.at(time + scene.enterGap + 0.01, .hangUp)
            let (ending, shown) = terminal.session(&run.program)
            guard case .chose(let printed) = ending else {
                try ensure(ending == .canceled && shown[0].contains("not understood"), "ended \(ending), header '\(shown[0])'")
                return
            }
            try ensure(shown[0].hasPrefix(" duration \(printed) ") || shown[0] == " duration \(printed)", "printed \(printed), header '\(shown[0])'")
            guard let span = DurationExpression.parse(printed) else { throw PropertyFailure("'\(printed)' is not a duration") }
            try ensure((scene.lower * scene.step...scene.upper * scene.step).contains(span.minutes), "\(printed) outside the bounds")
        }
    }
}
