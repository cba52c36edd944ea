import DialTUI
import Testing

/// The key-repeat intervals, on each side (binary-exact times, so the edges are exact).
@Suite(.timeLimit(.minutes(3))) struct KeyRepeatEdgeTests {
    private let tap = 0.125, burst = 0.0078125

    private func keys() -> KeyRepeat {
        KeyRepeat(tapInterval: tap, burstInterval: burst)
    }

    /// A model that holds: a tap, a delay of 1 s, then three gaps of 1/32 s on the rhythm.
    /// Returns it and the time of its last press.
    private func holding() -> (KeyRepeat, Double) {
        var repeats = keys()
        let times = [0, 1, 1.03125, 1.0625, 1.09375]
        for time in times { _ = repeats.press(.next, at: time) }
        return (repeats, 1.09375)
    }

    @Test func aPressExactlyTheTapIntervalAfterTheLastIsARepeat() {
        var (repeats, last) = holding()
        #expect(repeats.isHeld(at: last))
        _ = repeats.press(.next, at: last + tap)
        #expect(repeats.isHeld(at: last + tap), "held: the press repeated the last")
    }

    @Test func aPressJustLaterIsATapAgain() {
        var (repeats, last) = holding()
        #expect(repeats.press(.next, at: (last + tap).nextUp) == 1)
        #expect(!repeats.isHeld(at: (last + tap).nextUp))
    }

    @Test func aHoldLastsExactlyTheTapIntervalAfterItsLastRepeat() {
        let (repeats, last) = holding()
        #expect(repeats.isHeld(at: last + tap))
        #expect(!repeats.isHeld(at: (last + tap).nextUp))
    }

    @Test func pressesExactlyTheBurstIntervalApartMoveOneLabelEach() {
        var (repeats, last) = holding()
        #expect(repeats.press(.next, at: last + burst) == 1)
        #expect(repeats.isHeld(at: last + burst), "a burst inside a hold keeps it")
        var fresh = keys()
        _ = fresh.press(.next, at: 0)
        #expect(fresh.press(.next, at: burst) == 1)
        #expect(!fresh.isHeld(at: burst), "a burst is not a hold")
    }

    @Test func theAutoRepeatDelayOnEachSide() {
        // A rhythm opens on a tap that comes within the delay range after the last press.
        for (delay, holds) in [(0.15, true), (0.15.nextDown, false), (2.0, true), (2.0.nextUp, false)] {
            var repeats = keys()
            for time in [0, delay, delay + 0.03125, delay + 0.0625, delay + 0.09375] { _ = repeats.press(.next, at: time) }
            #expect(repeats.isHeld(at: delay + 0.09375) == holds, "after a delay of \(delay) s")
        }
    }
}
