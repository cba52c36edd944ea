/// A small, fast, seedable pseudo-random generator (Steele, Lea and Flood's SplitMix64).
///
/// Every property test draws from one of these, so a run is fully determined by its seed:
/// print the seed and the run can be replayed bit for bit.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's whole state; equal states produce equal streams.
    public private(set) var state: UInt64

    /// Creates a generator whose stream is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Mixes `seed` and `index` into a new, well-spread seed: the seed of case `index` of a run.
    public static func derivedSeed(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        var generator = SplitMix64(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}
