import DialCore
import DialTUI
import Testing

/// A held arrow reported as press, repeats and release (the kitty keyboard protocol) loses no
/// press either: the dial moves at least one label a press and repeat, spins, and coasts on.
@Suite(.timeLimit(.minutes(3))) struct KittyHoldPressTests {
    /// A picker of a hundred labels, so a hold cannot wrap round.
    static func picker() throws -> PickerDriver {
        try PickerDriver([StageSetup(name: "label", face: try PickerFace(labels: (0..<100).map(String.init)))])
    }

    @Test(arguments: [1.0 / 30, 1.0 / 60, 0])
    func repeatsMoveAtLeastOneLabelEach(_ interval: Double) throws {
        var picker = try Self.picker()
        _ = picker.key(.right)
        var time = picker.time + 0.5
        for _ in 0..<30 {
            picker.model.advance(to: time)
            _ = picker.model.handle(.keyRepeat(.right, []), at: time)
            time += interval
        }
        _ = picker.model.handle(.keyRelease(.right, []), at: time)
        picker.time = time
        picker.settle()
        #expect(picker.model.dial.isSettled)
        #expect(picker.model.dial.value >= 31, "a press and 30 repeats, \(interval) s apart: \(picker.model.dial.value) labels")
        #expect(picker.model.dial.value <= 31 + 30 * 2 + 10, "and not wildly more")
    }

    @Test func aReleaseNeverTakesBackWhatTheRepeatsMoved() throws {
        var picker = try Self.picker()
        _ = picker.key(.left)
        for index in 0..<10 {
            _ = picker.model.handle(.keyRepeat(.left, []), at: picker.time + 0.5 + Double(index) * 0.001)
        }
        let headedFor = try #require(picker.model.dial.restingValue)
        #expect(headedFor <= -11)
        _ = picker.model.handle(.keyRelease(.left, []), at: picker.time + 0.52)
        #expect(try #require(picker.model.dial.restingValue) <= headedFor)
    }
}
