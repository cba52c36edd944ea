/// The face of a dial: `labelCount` labels evenly spaced round the circle, label 0 at
/// 12 o'clock and the indices increasing clockwise.
///
/// Angles are radians, 0 at 12 o'clock, positive clockwise as seen on screen. Label `i` sits at
/// `i · angleStep`. The label under the pointer for a dial turned by `rotation` is the label
/// nearest `−rotation`: turning the dial clockwise by one step brings label `i − 1` under the
/// pointer.
///
/// ```swift
/// let face = try DialFace(labelCount: 12)
/// face.nearestLabel(to: .pi / 2)          // 3
/// face.selectedLabel(forRotation: .pi / 2) // 9
/// ```
public struct DialFace: Sendable, Hashable {
    /// The most labels a face may have: 2²⁰ (1,048,576). It keeps any one call of a ``Dial``
    /// (half a turn of a drag, say) within ``Dial/maximumLabelsPerCall`` crossings.
    public static let maximumLabelCount = 1 << 20

    /// How many labels sit round the face.
    public let labelCount: Int

    /// The angle between neighbouring labels, `2π / labelCount` radians.
    public let angleStep: Double

    /// A face of `labelCount` labels.
    ///
    /// - Throws: ``DialError/invalidLabelCount(_:)`` unless `1 ≤ labelCount ≤ maximumLabelCount`.
    public init(labelCount: Int) throws(DialError) {
        guard labelCount >= 1, labelCount <= Self.maximumLabelCount else {
            throw .invalidLabelCount(labelCount)
        }
        self.labelCount = labelCount
        self.angleStep = Elementary.twoPi / Double(labelCount)
    }

    /// The angle of label `index`, in `[0, 2π)`. Any `Int` is accepted and wraps round the face
    /// (Euclidean modulo): label −1 is the last label.
    ///
    /// - Complexity: O(1).
    public func angle(ofLabel index: Int) -> Double {
        Double(wrappedIndex(index)) * angleStep
    }

    /// The label nearest `angle`, circularly, in `0 ..< labelCount`.
    ///
    /// `angle / angleStep` is rounded to the nearest whole step, an exact half-way going
    /// clockwise (to the larger angle), then wrapped round the face. Because a label's own
    /// angle is always within a rounding error of a whole step, every label is found exactly at
    /// its angle (eleven steps of 60 labels is label 11, never 10). A non-finite angle gives 0.
    ///
    /// - Complexity: O(1): arithmetic, whatever `labelCount` is.
    public func nearestLabel(to angle: Double) -> Int {
        wrappedIndex(position: stepPosition(nearest: angle))
    }

    /// The label under the pointer when the dial is turned by `rotation`:
    /// `nearestLabel(to: −rotation)`. A non-finite rotation gives 0.
    ///
    /// - Complexity: O(1).
    public func selectedLabel(forRotation rotation: Double) -> Int {
        nearestLabel(to: -rotation)
    }

    /// The rotation nearest `rotation` that puts label `index` under the pointer.
    ///
    /// The rotations that select label `i` are `m · angleStep` with `m ≡ −i (mod labelCount)`;
    /// this returns the one nearest `rotation`, a tie going to the larger rotation. Any `Int`
    /// index wraps. A non-finite `rotation` gives the one in `[0, 2π)`.
    ///
    /// ```swift
    /// let face = try DialFace(labelCount: 12)
    /// face.rotation(selecting: 1, near: 4 * .pi)   // 4π − π/6: two turns, one step back
    /// ```
    /// - Complexity: O(1).
    public func rotation(selecting index: Int, near rotation: Double) -> Double {
        stopPosition(selecting: index, near: rotation) * angleStep
    }

    /// The angle of `point` seen from `center`, in `[0, 2π)`: 0 straight up (12 o'clock),
    /// increasing clockwise on a screen whose y axis points down.
    ///
    /// It is `atan2(dx, −dy)`, exact at the four cardinal directions. The centre itself, and
    /// any non-finite coordinate, give 0.
    ///
    /// - Complexity: O(1).
    public func angle(of point: DialPoint, around center: DialPoint) -> Double {
        let dx = point.x - center.x
        let dy = point.y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return 0 }
        var angle = Elementary.atan2(dx, -dy) + 0.0 // + 0.0 turns −0 into +0
        if angle < 0 { angle += Elementary.twoPi }
        return angle < Elementary.twoPi ? angle : 0
    }
}

// MARK: - Whole-step positions

extension DialFace {
    /// The whole number of steps nearest `angle / angleStep`, an exact half-way rounding up.
    ///
    /// Returned as a `Double` holding an integer, so that any finite angle works (no `Int`
    /// conversion can trap). Every label computation of the engine goes through this one
    /// function, so a dial's events and its `selectedIndex` always agree.
    func stepPosition(nearest angle: Double) -> Double {
        guard angle.isFinite else { return 0 }
        return Self.roundHalfUp(angle / angleStep)
    }

    /// The unwrapped label position under the pointer at `rotation`: `round(−rotation / step)`.
    func labelPosition(forRotation rotation: Double) -> Double {
        stepPosition(nearest: -rotation)
    }

    /// The whole step `m` nearest `rotation / angleStep` with `m ≡ −index (mod labelCount)`:
    /// the dial rests at rotation `m · angleStep` with label `index` under the pointer.
    func stopPosition(selecting index: Int, near rotation: Double) -> Double {
        let wanted = Double(wrappedIndex(-wrappedIndex(index)))
        guard rotation.isFinite else { return wanted }
        let count = Double(labelCount)
        let turns = Self.roundHalfUp((rotation / angleStep - wanted) / count)
        return wanted + turns * count
    }

    /// `x` rounded to the nearest integer, an exact half rounding up; exact for every finite `x`.
    static func roundHalfUp(_ x: Double) -> Double {
        let down = x.rounded(.down)
        return x - down >= 0.5 ? down + 1 : down
    }

    /// `index` wrapped into `0 ..< labelCount` (Euclidean modulo; safe for every `Int`).
    func wrappedIndex(_ index: Int) -> Int {
        let remainder = index % labelCount
        return remainder < 0 ? remainder + labelCount : remainder
    }

    /// An integer-valued position wrapped into `0 ..< labelCount`; non-finite gives 0.
    func wrappedIndex(position: Double) -> Int {
        guard position.isFinite else { return 0 }
        var remainder = position.truncatingRemainder(dividingBy: Double(labelCount))
        if remainder < 0 { remainder += Double(labelCount) }
        return Int(remainder) % labelCount
    }
}
