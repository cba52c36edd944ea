@testable import DialTUI
import PropertyTesting
import Testing

/// A range picker under keys (and typed text) coming at any pace: what Enter prints is the
/// range the screen shows, the span is within its limits at every frame, and the handles never
/// cross.
@Suite(.timeLimit(.minutes(3))) struct RangePickerPropertyTests {
    /// A range picker's command line and a burst of keys with the gaps between them.
    struct Scene: CustomStringConvertible, Sendable {
        var step: Int
        var lower: Int
        var upper: Int
        var start: Int
        var span: Int
        var keys: [(key: Key, gap: Double)]
        var enterGap: Double

        var arguments: [String] {
            // Spans of 0 to 24 hours by construction: a nil is a defect, never a span of zero.
            let range = "\(TimeOfDay(wrapping: start * step))+\(TimeSpan(minutes: span * step)!)"
            return ["--range", "--step", "\(step)", "--initial", range,
                    "--min-span", "\(TimeSpan(minutes: lower * step)!)", "--max-span", "\(TimeSpan(minutes: upper * step)!)"]
        }

        var description: String {
            "\(arguments.joined(separator: " ")), keys \(keys.map { "\($0.key)@+\($0.gap)" }), Enter +\(enterGap)"
        }
    }

    /// Keys, and characters that type ranges and times (and ones that cannot be).
    static let keyChoices: [Key] = [.right, .left, .up, .down, .tab, .backTab, .pageUp, .pageDown, .home, .end,
                                    .character("2"), .character("0"), .character("7"), .character(":"), .character("-"),
                                    .character("+"), .character("h")]

    static var scenes: Gen<Scene> {
         Gen.element(of: [1, 5, 15, 30]).flatMap { step in
        let count = 1_440 / step
        return zip(Gen.int(in: 0...count), Gen.int(in: 0...count), Gen.int(in: 0...(count - 1))).flatMap { a, b, start in
            let lower = min(a, b), upper = max(a, b)
            let keys = zip(Gen.element(of: keyChoices), Gen.element(of: [0.0, 0.001, 0.016, 0.05, 0.2, 0.6]))
                .map { (key: $0.0, gap: $0.1) }.array(count: 0...30)
            return zip(Gen.int(in: lower...upper), keys, Gen.element(of: [0.0, 0.005, 0.03, 0.1, 1.0])).map { span, keys, enter in
                Scene(step: step, lower: lower, upper: upper, start: start, span: span, keys: keys, enterGap: enter)
            }
        }
        }
    }

    /// The ends the header row of `line` shows, as `HH:MM-HH:MM`.
    static func headerRange(_ line: String) -> String? {
        let words = line.split(separator: " ").map { String($0).replacingOccurrences(of: "▸", with: "") }
        guard let start = words.firstIndex(of: "start"), let end = words.firstIndex(of: "end"),
              start + 1 < words.count, end + 1 < words.count else { return nil }
        return "\(words[start + 1])-\(words[end + 1])"
    }

    @Test func whatEnterPrintsIsTheRangeOnScreen() {
        property("range printed is the range shown", cases: 200, Self.scenes) { scene in
            let options = try PickerOptions.parse(scene.arguments)
            // A terminal smaller than the default (cheaper frames), wide enough for the header row.
            let model = try PickerModel(options: options, columns: 64, rows: 18)
            var settings = ProgramSettings(colorMode: .ansi256)
            settings.frameInterval = 1.0 / 60
            var program = PickerProgram(model: model, settings: settings)
            let terminal = VirtualTerminal(columns: 64, rows: 18)
            var time = 1.0
            for (key, gap) in scene.keys {
                time += gap
                terminal.at(time, .bytes(Self.bytes(of: key)))
            }
            terminal.at(time + scene.enterGap, .bytes([0x0D]))
            // Ended by a hang-up at once when Enter picks nothing, with the reason still on screen.
            terminal.at(time + scene.enterGap + 0.01, .hangUp)
            let (ending, shown) = terminal.session(&program)
            guard case .chose(let printed) = ending else {
                // Enter on a text not understood picks nothing (the run then ends at its hang-up),
                // and the screen says why.
                try ensure(ending == .canceled && shown[0].contains("not understood"), "ended \(ending), header '\(shown[0])'")
                return
            }
            let onScreen = printed.hasSuffix("+24h") ? printed : Self.headerRange(shown[0]) ?? "none"
            if !printed.hasSuffix("+24h") { try ensureEqual(printed, onScreen, "header '\(shown[0])'") }
            guard let range = RangeExpression.parse(printed) else { throw PropertyFailure("'\(printed)' is not a range") }
            let spanStops = range.span.minutes / scene.step
            try ensure((scene.lower...scene.upper).contains(spanStops), "span \(range.span) outside \(scene.lower)...\(scene.upper) stops")
        }
    }

    @Test func theSpanStaysWithinItsLimitsAtEveryFrameAndTheHandlesNeverCross() {
        property("handles never cross", cases: 200, Self.scenes) { scene in
            let options = try PickerOptions.parse(scene.arguments)
            var model = try PickerModel(options: options, columns: 80, rows: 24)
            let count = 1_440 / scene.step
            var time = 1.0
            var previousSpan = scene.span
            // `moving`: a frame of a motion, which turns the handles continuously. (A key may
            // bring a motion to its target at once, so across a key the span may jump.)
            func check(at time: Double, moving: Bool) throws {
                guard let kind = model.kind as? RangeKind else { throw PropertyFailure("not a range") }
                let span = kind.range.span
                try ensure((scene.lower...scene.upper).contains(span), "span \(span) at \(time)")
                try ensure((scene.lower...scene.upper).contains(kind.chosenSpan), "span shown \(kind.chosenSpan) at \(time)")
                // A handle passing the other would make the span jump between near 0 and near a
                // whole day from one frame to the next.
                if moving { try ensure(abs(span - previousSpan) <= count / 2, "span jumped \(previousSpan) → \(span) at \(time)") }
                previousSpan = span
            }
            for (key, gap) in scene.keys {
                // Frames at 60 Hz through the gap, then the key.
                var frame = time
                while frame + 1.0 / 60 < time + gap {
                    frame += 1.0 / 60
                    model.advance(to: frame)
                    try check(at: frame, moving: true)
                }
                time += gap
                _ = model.handle(.key(key, []), at: time)
                try check(at: time, moving: false)
            }
            // Until it rests: a motion ends within a few seconds (bounded: 600 frames).
            for frame in 1...600 where model.isAnimating {
                model.advance(to: time + Double(frame) / 60)
                try check(at: time + Double(frame) / 60, moving: true)
            }
            try ensure(!model.isAnimating, "still moving 10 s after the last key")
        }
    }

    /// A press somewhere on an 80 × 24 screen, drags through a few cells, a release: the mouse
    /// at any pace.
    static var gestures: Gen<[(event: MouseEvent, gap: Double)]> {
        let cell = zip(Gen.int(in: 1...80), Gen.int(in: 1...24))
        let gap = Gen.element(of: [0.0, 0.005, 0.016, 0.05, 0.3])
        let gesture = zip(cell, cell.array(count: 0...6), zip(cell, gap)).map { press, drags, release in
            [(event: MouseEvent(kind: .press(.left), column: press.0, row: press.1), gap: 0.01)]
                + drags.map { (event: MouseEvent(kind: .drag(.left), column: $0.0, row: $0.1), gap: 0.016) }
                + [(event: MouseEvent(kind: .release(.left), column: release.0.0, row: release.0.1), gap: release.1)]
        }
        return gesture.array(count: 1...4).map { $0.flatMap { $0 } }
    }

    @Test func theMouseNeverMakesTheHandlesCrossNorTheSpanLeaveItsLimits() {
        var moved = 0, runs = 0
        property("the mouse keeps the span within its limits", cases: 200, zip(Self.scenes, Self.gestures)) { scene, gestures in
            let options = try PickerOptions.parse(scene.arguments)
            var model = try PickerModel(options: options, columns: 80, rows: 24)
            let before = model.result
            defer { runs += 1; if model.result != before { moved += 1 } }
            var time = 1.0
            func check() throws {
                guard let kind = model.kind as? RangeKind else { throw PropertyFailure("not a range") }
                try ensure((scene.lower...scene.upper).contains(kind.range.span), "span \(kind.range.span) at \(time)")
                try ensure((scene.lower...scene.upper).contains(kind.chosenSpan), "span shown \(kind.chosenSpan) at \(time)")
                try ensure(model.result == kind.setup.format.string(for: kind.chosen), "printed \(model.result)")
            }
            for (event, gap) in gestures {
                time += gap
                model.advance(to: time)
                _ = model.handle(.mouse(event), at: time)
                try check()
            }
            for frame in 1...600 where model.isAnimating {
                model.advance(to: time + Double(frame) / 60)
                try check()
            }
            try ensure(!model.isAnimating, "still moving 10 s after the last gesture")
        }
        // A click on the readout in the middle moves nothing: a quarter of the runs move at least.
        #expect(moved * 4 >= runs, "the gestures moved the range in \(moved) runs of \(runs)")
    }

    /// The bytes a terminal sends for `key`.
    static func bytes(of key: Key) -> [UInt8] {
        let text = switch key {
        case .right: KindKeys.right
        case .left: KindKeys.left
        case .up: KindKeys.up
        case .down: KindKeys.down
        case .tab: KindKeys.tab
        case .backTab: KindKeys.backTab
        case .pageUp: KindKeys.pageUp
        case .pageDown: KindKeys.pageDown
        case .home: KindKeys.home
        case .end: KindKeys.end
        case .character(let character): String(character)
        default: ""
        }
        return Array(text.utf8)
    }
}
