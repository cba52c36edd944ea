/// Detents: the positions a dial stops at, `detentsPerLabel` of them from one label to the next.
///
/// Detent `d` sits at angle `d · detentStep`; label `i` sits on detent `i · detentsPerLabel`.
/// A ``Dial`` counts detents everywhere it selects, steps, snaps and reports; these are the
/// same queries as the label ones, one detent at a time. With one detent per label they give
/// the label answers.
extension DialFace {
    /// The angle of detent `index`, in `[0, 2π)`; any `Int` wraps round the face.
    /// - Complexity: O(1).
    public func angle(ofDetent index: Int) -> Double {
        Double(detents.wrapped(index)) * detentStep
    }

    /// The detent nearest `angle`, circularly, in `0 ..< detentCount`; an exact half-way goes
    /// clockwise, a non-finite angle gives 0 (as ``nearestLabel(to:)``).
    /// - Complexity: O(1).
    public func nearestDetent(to angle: Double) -> Int {
        detents.wrapped(position: detents.position(nearest: angle))
    }

    /// The detent under the pointer when the dial is turned by `rotation`:
    /// `nearestDetent(to: −rotation)`.
    /// - Complexity: O(1).
    public func selectedDetent(forRotation rotation: Double) -> Int {
        nearestDetent(to: -rotation)
    }

    /// The rotation nearest `rotation` that puts detent `index` under the pointer: the
    /// `m · detentStep` with `m ≡ −index (mod detentCount)` nearest it, a tie going to the
    /// larger rotation.
    /// - Complexity: O(1).
    public func rotation(selectingDetent index: Int, near rotation: Double) -> Double {
        detents.stop(selecting: index, near: rotation) * detentStep
    }

    /// The detent label `index` sits on: `index · detentsPerLabel`, the index wrapped first.
    /// - Complexity: O(1).
    public func detentOfLabel(_ index: Int) -> Int {
        labels.wrapped(index) * detentsPerLabel
    }

    /// The label that sits on detent `index` (wrapped), or nil for a detent between labels.
    /// - Complexity: O(1).
    public func labelOnDetent(_ index: Int) -> Int? {
        let detent = detents.wrapped(index)
        return detent % detentsPerLabel == 0 ? detent / detentsPerLabel : nil
    }

    /// The label nearest detent `index` (wrapped), a detent half-way between two labels going
    /// to the next one: what a front shows as selected on a face with more detents than labels.
    /// - Complexity: O(1).
    public func labelNearestDetent(_ index: Int) -> Int {
        let detent = detents.wrapped(index)
        return labels.wrapped((detent + detentsPerLabel / 2) / detentsPerLabel)
    }
}
