import DialCore
import DialTUI
import PropertyTesting
import Testing

/// A press is a press: on a terminal that sends no key-up events, quick taps move one stop each
/// however close together they come; only an auto-repeat's signature (the first press, the
/// auto-repeat delay, then a steady rhythm) accelerates.
@Suite(.timeLimit(.minutes(3))) struct KeyTapRhythmTests {
    static func moves(_ times: [Double], _ keys: KeyRepeat = KeyRepeat()) -> [Int] {
        var keys = keys
        return times.map { keys.press(.next, at: $0) }
    }

    @Test(arguments: [0.05, 0.06, 0.07, 0.08])
    func quickTapsMoveOneStopEach(_ gap: Double) {
        let times = (0..<30).map { Double($0) * gap }
        #expect(Self.moves(times) == Array(repeating: 1, count: 30), "taps \(gap) s apart")
    }

    @Test func quickTapsAfterAnEarlierTapMoveOneStopEachToo() {
        // Taps of uneven rhythm, even right after a pause as long as an auto-repeat delay.
        let gaps = [0.5, 0.05, 0.08, 0.055, 0.075, 0.05, 0.08, 0.06, 0.045, 0.08, 0.05, 0.07]
        var time = 0.0
        let times = [0.0] + gaps.map { time += $0; return time }
        #expect(Self.moves(times) == Array(repeating: 1, count: times.count))
    }

    @Test func oneShortGapAfterTheDelayIsNoRepeatYet() {
        #expect(Self.moves([0, 0.5, 0.533]) == [1, 1, 1])
        #expect(Self.moves([0, 0.5, 0.533, 0.566]) == [1, 1, 1, 1])
    }

    @Test func aRealAutoRepeatStillAccelerates() {
        for interval in [1.0 / 30, 1.0 / 25, 1.0 / 12] {
            let times = [0] + Array(stride(from: 0.5, through: 3, by: interval))
            let moves = Self.moves(times)
            #expect(moves.prefix(5).allSatisfy { $0 == 1 }, "\(interval): one stop a press while the rhythm shows")
            #expect(moves.reduce(0, +) > times.count + 10, "\(interval): the hold spins faster than it repeats")
        }
    }

    /// 30 presses of → 80 ms apart on the minute dial of a time picker at 10:00.
    @Test(arguments: [0.08, 0.05])
    func thirtyTapsOnTheMinuteDialMoveThirtyMinutes(_ gap: Double) throws {
        let options = try PickerOptions.parse(["--time", "--clock", "24", "--initial", "10:00"])
        var picker = try PickerDriver(options.stages)
        _ = picker.key(.tab)
        for _ in 0..<30 { _ = picker.key(.right, after: gap) }
        picker.settle()
        #expect(picker.model.result == "10:30")
    }

    @Test func noRhythmOfTapsAccelerates() {
        // Any presses whose short gaps did not start right after a pause an auto-repeat delay can
        // be move one stop each.
        let gaps = Gen.double(in: 0.006...0.1).array(count: 1...60)
        property("taps from rest move one stop each", cases: 300, gaps) { gaps in
            var keys = KeyRepeat()
            var time = 0.0
            try ensureEqual(keys.press(.next, at: time), 1)
            for gap in gaps {
                time += gap
                try ensureEqual(keys.press(.next, at: time), 1, "a press \(gap) s after the last")
            }
        }
    }
}
