/// The resistance of a dial pulled past a bound, as `UIScrollView` resists at its edges: the
/// further the finger goes, the less the dial follows, and it never goes further than `extent`.
///
/// With `x ≥ 0` the finger's turn past the bound, `c` the coefficient and `e` the extent (both
/// radians where they are angles), the dial goes
///
///     offset(x) = (1 − 1 / (x·c/e + 1)) · e      (= c·x·e / (c·x + e))
///
/// past it. Its properties, which the property tests check: `offset(0) = 0`; the slope at 0 is
/// `c` (the dial starts by following the finger at `c` of its speed); it increases strictly and
/// stays below `e`; and it is a function of the finger's position alone, so a finger that comes
/// back finds the dial exactly where it was. For `x = 1`, `c = 0.55`, `e = 1`: 0.3548.
///
/// The inverse, ``pull(forOffset:)``, is `x = (e/c) · y / (e − y)`.
///
/// ```swift
/// let band = RubberBand(coefficient: 0.55, extent: 1)
/// band.offset(forPull: 1)        // 0.35483…
/// band.pull(forOffset: 0.35483…) // 1
/// ```
public struct RubberBand: Sendable, Hashable {
    /// `c`: how much of the finger's movement the dial follows at the bound (UIScrollView: 0.55).
    public var coefficient: Double
    /// `e`: the most the dial goes past the bound, in the same unit as the pull.
    public var extent: Double

    /// The band of slope `coefficient` at the bound that approaches `extent` past it. Both are
    /// taken as given (a ``DialConfiguration`` validates its own: `0 < c ≤ 1`, `0 < e ≤ π`).
    public init(coefficient: Double, extent: Double) {
        self.coefficient = coefficient
        self.extent = extent
    }

    /// How far past the bound the dial goes when the finger is `pull` past it: `(1 − 1/(x·c/e + 1))·e`,
    /// written as `c·x·e / (c·x + e)` (one division, no cancellation near 0). A negative or NaN
    /// pull counts as 0; an infinite one gives `e`.
    /// - Complexity: O(1).
    public func offset(forPull pull: Double) -> Double {
        guard pull > 0 else { return 0 }
        guard pull.isFinite else { return extent }
        let scaled = coefficient * pull
        return scaled * extent / (scaled + extent)
    }

    /// The finger's pull that puts the dial `offset` past the bound: `(e/c) · y / (e − y)`, the
    /// inverse of ``offset(forPull:)``. An offset at or beyond the extent is taken as the largest
    /// offset below it; a negative or NaN offset gives 0.
    /// - Complexity: O(1).
    public func pull(forOffset offset: Double) -> Double {
        guard offset > 0 else { return 0 }
        let reachable = min(offset, extent.nextDown)
        let pull = extent * reachable / (coefficient * (extent - reachable))
        return pull.isFinite ? pull : .greatestFiniteMagnitude
    }
}
