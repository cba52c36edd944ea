/// Where a label sits on the face and how it is turned: AYNCircleView's rotated labels.
///
/// Label `i` sits at angle `a = i · angleStep` on a circle of radius `ρ = radius − inset`, in a
/// box of side `2 · radius` (origin top-left, y down), and is turned by `a`, so its baseline is
/// tangent to the circle and its top points outwards:
///
///     x = radius + sin(π − a) · ρ = radius + ρ · sin a
///     y = radius + cos(π − a) · ρ = radius − ρ · cos a
///
/// For radius 150 and inset 10: label 0 at (150, 10), label 1 of 12 at (220, 28.756), label 3
/// at (290, 150).
public struct LabelPlacement: Sendable, Hashable {
    /// The centre of the label, in the dial's box.
    public var center: DialPoint
    /// How far the label is turned, clockwise, in radians: its angle on the face, plus the
    /// dial's rotation when one was given.
    public var rotation: Double

    /// A placement at `center`, turned by `rotation` radians.
    public init(center: DialPoint, rotation: Double) {
        self.center = center
        self.rotation = rotation
    }

    /// The axis-aligned bounding box of a label of `size`, centred at ``center`` and turned by
    /// ``rotation``:
    ///
    ///     width  = |w · cos θ| + |h · sin θ|
    ///     height = |w · sin θ| + |h · cos θ|
    ///
    /// It is the label's own rectangle at θ = 0 and at half turns, and the transposed one at
    /// quarter turns.
    /// - Complexity: O(1).
    public func boundingBox(ofLabelSize size: DialSize) -> DialRect {
        let (sine, cosine) = Elementary.sinCos(turns: rotation / Elementary.twoPi)
        let width = abs(size.width * cosine) + abs(size.height * sine)
        let height = abs(size.width * sine) + abs(size.height * cosine)
        return DialRect(center: center, size: DialSize(width: width, height: height))
    }
}

extension DialFace {
    /// Where label `index` sits, and how it is turned, on a dial of `radius` with labels `inset`
    /// from the rim (see ``LabelPlacement``). Any `Int` index wraps.
    ///
    /// ```swift
    /// let face = try DialFace(labelCount: 12)
    /// face.placement(ofLabel: 3, radius: 150, inset: 10).center   // (290, 150)
    /// ```
    /// Quarter-turn labels are placed exactly (the sine and cosine are taken of a fraction of a
    /// turn reduced exactly). Non-finite arguments propagate as NaN coordinates; nothing traps.
    /// - Complexity: O(1).
    public func placement(ofLabel index: Int, radius: Double, inset: Double) -> LabelPlacement {
        placement(ofLabel: index, radius: radius, inset: inset, rotation: 0)
    }

    /// Where label `index` sits on a dial turned by `rotation` radians: its angle becomes
    /// `i · angleStep + rotation`. This is what a front draws while the dial spins.
    /// - Complexity: O(1).
    public func placement(ofLabel index: Int, radius: Double, inset: Double, rotation: Double) -> LabelPlacement {
        let wrapped = labels.wrapped(index)
        let turns = Double(wrapped) / Double(labelCount) + rotation / Elementary.twoPi
        let (sine, cosine) = Elementary.sinCos(turns: turns)
        let circle = radius - inset
        return LabelPlacement(
            center: DialPoint(x: radius + circle * sine, y: radius - circle * cosine),
            rotation: Double(wrapped) * angleStep + rotation)
    }

    /// The widest label that fits between its neighbours without overlapping them: the chord
    /// between neighbouring label centres, `2 · (radius − inset) · sin(π / labelCount)`.
    ///
    /// A label turned to its angle has its width along the tangent, so labels no wider than
    /// this chord do not overlap at their baseline. A face of one label has no neighbour and gets
    /// the whole diameter `2 · (radius − inset)`. Zero when `inset ≥ radius` or an argument is
    /// not finite.
    /// - Complexity: O(1).
    public func largestLabelWidth(radius: Double, inset: Double) -> Double {
        let circle = radius - inset
        guard circle.isFinite, circle > 0 else { return 0 }
        if labelCount == 1 { return 2 * circle }
        return 2 * circle * Elementary.sinCos(turns: 0.5 / Double(labelCount)).sin
    }
}
