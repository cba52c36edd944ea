/// The detent position under the pointer, remembered with the span of rotations it stays under
/// the pointer for, so that a frame that crosses no detent decides so with two comparisons
/// instead of a division.
///
/// The position is `p = round(−rotation / detentStep)` (an exact half-way rounding up), as
/// ``DialFace`` computes it. It stays `p` while `−rotation / step` lies in `[p − ½, p + ½)`, that is
/// for rotations in `(−(p + ½)·step, −(p − ½)·step]`. The span kept is that interval shrunk at each
/// end by 2⁻⁴⁸ of the larger end's magnitude: far more than the few roundings of the division
/// and the two products, so every rotation strictly inside it rounds to `p` exactly as the
/// division would. Outside it (a detent may have been crossed) the position is computed again.
struct PointerDetent: Sendable {
    /// `p`, the unwrapped detent position under the pointer (before any bounds).
    private(set) var position: Double
    /// Rotations strictly between these keep `position` under the pointer.
    private var low: Double
    private var high: Double

    /// The detent under the pointer at `rotation` on `detents`.
    init(rotation: Double, detents: CircleDivision) {
        position = 0
        low = 0
        high = 0
        update(rotation: rotation, detents: detents)
    }

    /// Whether `rotation` certainly keeps ``position`` under the pointer.
    @inline(__always) func holds(_ rotation: Double) -> Bool {
        rotation > low && rotation < high
    }

    /// Moves to `rotation`: the position under the pointer there, and its span.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    mutating func update(rotation: Double, detents: CircleDivision) {
        position = detents.position(nearest: -rotation)
        let step = detents.step
        let lowEnd = -(position + 0.5) * step
        let highEnd = -(position - 0.5) * step
        let margin = max(abs(lowEnd), abs(highEnd)) * 0x1p-48
        low = lowEnd + margin
        high = highEnd - margin
    }
}
