/// The stream of 64-bit draws a generator reads while it builds one test case.
///
/// Draws are recorded as they are handed out, so a case is fully described by its list of
/// draws (its *tape*). Shrinking edits the tape, not the value: deleting draws and making
/// them smaller, then replaying the generator on the edited tape. Generators are written so
/// that a smaller draw means a simpler value (closer to zero, shorter, earlier in a list), and
/// a replay that runs past the end of its tape reads zeros. That is what lets every generator,
/// however composed, shrink without a shrinker of its own.
public struct Draws {
    private var random: SplitMix64?
    private let replayTape: [UInt64]
    private var replayPosition = 0

    /// The draws handed out so far, in order.
    public private(set) var tape: [UInt64] = []

    /// Draws that come from a seeded random stream.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        replayTape = []
    }

    /// Draws that replay `tape`, then zeros.
    public init(replaying tape: [UInt64]) {
        random = nil
        replayTape = tape
    }

    /// The next draw.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func next() -> UInt64 {
        let draw: UInt64
        if var generator = random {
            draw = generator.next()
            random = generator
        } else if replayPosition < replayTape.count {
            draw = replayTape[replayPosition]
            replayPosition += 1
        } else {
            draw = 0
        }
        tape.append(draw)
        return draw
    }

    /// A draw in `0..<bound` (`bound > 0`), monotone in the raw draw: `⌊draw · bound / 2⁶⁴⌋`.
    ///
    /// Monotonicity is what makes shrinking work: a smaller raw draw never gives a larger result.
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "a bound of zero has no values")
        return next().multipliedFullWidth(by: bound).high
    }

    /// A draw in `[0, 1)` with 53 random bits, monotone in the raw draw.
    public mutating func nextUnitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
