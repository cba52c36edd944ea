import DialTUI
import Testing

/// The key-repeat intervals, on each side (binary-exact times, so the edges are exact).
@Suite(.timeLimit(.minutes(1))) struct KeyRepeatEdgeTests {
    private let tap = 0.125, burst = 0.0078125

    private func keys() -> KeyRepeat {
        KeyRepeat(tapInterval: tap, burstInterval: burst)
    }

    @Test func aPressExactlyTheTapIntervalAfterTheLastIsARepeat() {
        var repeats = keys()
        _ = repeats.press(.next, at: 1)
        _ = repeats.press(.next, at: 1 + tap)
        #expect(repeats.isHeld(at: 1 + tap), "held: the second press repeated the first")
    }

    @Test func aPressJustLaterIsATapAgain() {
        var repeats = keys()
        _ = repeats.press(.next, at: 1)
        #expect(repeats.press(.next, at: (1 + tap).nextUp) == 1)
        #expect(!repeats.isHeld(at: (1 + tap).nextUp))
    }

    @Test func aHoldLastsExactlyTheTapIntervalAfterItsLastRepeat() {
        var repeats = keys()
        _ = repeats.press(.previous, at: 0)
        _ = repeats.press(.previous, at: 0.0625)
        #expect(repeats.isHeld(at: 0.0625 + tap))
        #expect(!repeats.isHeld(at: (0.0625 + tap).nextUp))
    }

    @Test func pressesExactlyTheBurstIntervalApartMoveOneLabelEach() {
        var repeats = keys()
        _ = repeats.press(.next, at: 0)
        #expect(repeats.press(.next, at: burst) == 1)
        #expect(!repeats.isHeld(at: burst), "a burst is not a hold")
        var later = keys()
        _ = later.press(.next, at: 0)
        _ = later.press(.next, at: burst.nextUp)
        #expect(later.isHeld(at: burst.nextUp), "just past the burst interval, a repeat")
    }
}
