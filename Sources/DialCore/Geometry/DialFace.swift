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
///
/// The dial stops at *detents*; labels are what it draws. A face has `detentsPerLabel` detents
/// per label (1 unless given), `detentCount = labelCount · detentsPerLabel` in all, one every
/// ``detentStep``; label `i` sits on detent `i · detentsPerLabel`. A minute dial that shows 12
/// labels and stops on every minute:
///
/// ```swift
/// let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)
/// minutes.detentCount                      // 60
/// minutes.detentOfLabel(7)                 // 35
/// ```
public struct DialFace: Sendable, Hashable {
    /// The most labels a face may have: 2²⁰ (1,048,576).
    public static let maximumLabelCount = 1 << 20

    /// The most detents a face may have: 2²⁰ (1,048,576), however they are made up. It keeps
    /// any one call of a ``Dial`` (half a turn of a drag, say) within
    /// ``Dial/maximumLabelsPerCall`` crossings, and a detent at least 6·10⁻⁶ rad wide.
    public static let maximumDetentCount = 1 << 20

    /// The labels: `labelCount` steps of `angleStep`.
    let labels: CircleDivision
    /// The detents: `detentCount` steps of `detentStep`.
    let detents: CircleDivision

    /// How many labels sit round the face.
    public var labelCount: Int { labels.count }

    /// The angle between neighbouring labels, `2π / labelCount` radians.
    public var angleStep: Double { labels.step }

    /// How many detents each label spans (≥ 1): the dial stops this many times from one label
    /// to the next.
    public var detentsPerLabel: Int { detentCount / labelCount }

    /// How many positions the dial stops at: `labelCount · detentsPerLabel`.
    public var detentCount: Int { detents.count }

    /// The angle between neighbouring detents, `2π / detentCount` radians.
    public var detentStep: Double { detents.step }

    /// A face of `labelCount` labels, one detent each.
    ///
    /// - Throws: ``DialError/invalidLabelCount(_:)`` unless `1 ≤ labelCount ≤ maximumLabelCount`.
    public init(labelCount: Int) throws(DialError) {
        try self.init(labelCount: labelCount, detentsPerLabel: 1)
    }

    /// A face of `labelCount` labels with `detentsPerLabel` detents each.
    ///
    /// ```swift
    /// let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)   // stops on every minute
    /// ```
    /// - Throws: ``DialError/invalidLabelCount(_:)`` unless `1 ≤ labelCount ≤ maximumLabelCount`;
    ///   ``DialError/invalidDetentCount(labelCount:detentsPerLabel:limit:)`` unless
    ///   `detentsPerLabel ≥ 1` and `labelCount · detentsPerLabel ≤ maximumDetentCount` (a
    ///   product that would overflow `Int` is rejected the same way, never trapping).
    public init(labelCount: Int, detentsPerLabel: Int) throws(DialError) {
        guard labelCount >= 1, labelCount <= Self.maximumLabelCount else {
            throw .invalidLabelCount(labelCount)
        }
        let (detentCount, overflow) = labelCount.multipliedReportingOverflow(by: detentsPerLabel)
        guard detentsPerLabel >= 1, !overflow, detentCount <= Self.maximumDetentCount else {
            throw .invalidDetentCount(labelCount: labelCount, detentsPerLabel: detentsPerLabel,
                                      limit: Self.maximumDetentCount)
        }
        self.labels = CircleDivision(count: labelCount)
        self.detents = CircleDivision(count: detentCount)
    }

    /// The angle of label `index`, in `[0, 2π)`. Any `Int` is accepted and wraps round the face
    /// (Euclidean modulo): label −1 is the last label.
    ///
    /// - Complexity: O(1).
    public func angle(ofLabel index: Int) -> Double {
        Double(labels.wrapped(index)) * angleStep
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
        labels.wrapped(position: labels.position(nearest: angle))
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
        labels.stop(selecting: index, near: rotation) * angleStep
    }

    /// The rotation nearest `rotation` that puts label `index` under the pointer: the name that
    /// says it counts labels, beside ``rotation(selectingDetent:near:)``, which counts detents.
    /// The same as ``rotation(selecting:near:)``.
    ///
    /// ```swift
    /// let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)
    /// minutes.rotation(selectingLabel: 1, near: 0)    // −π/6: label 1, detent 5
    /// ```
    /// - Complexity: O(1).
    public func rotation(selectingLabel index: Int, near rotation: Double) -> Double {
        self.rotation(selecting: index, near: rotation)
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

#if !hasFeature(Embedded)
/// Encoded as `{"labelCount": 12, "detentsPerLabel": 5}`. Decoding validates as
/// ``init(labelCount:detentsPerLabel:)`` does: a face out of range is a
/// `DecodingError.dataCorrupted` whose underlying error is the ``DialError``. (Left out in
/// Embedded Swift, which has no Codable.)
extension DialFace: Codable {
    /// The keys of a face's two counts.
    enum CodingKeys: String, CodingKey {
        case labelCount, detentsPerLabel
    }

    /// Writes the label count and the detents per label.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(labelCount, forKey: .labelCount)
        try container.encode(detentsPerLabel, forKey: .detentsPerLabel)
    }

    /// Reads the two counts (a missing `detentsPerLabel` is 1) and validates them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let labelCount = try container.decode(Int.self, forKey: .labelCount)
        let detentsPerLabel = try container.decodeIfPresent(Int.self, forKey: .detentsPerLabel) ?? 1
        do {
            try self.init(labelCount: labelCount, detentsPerLabel: detentsPerLabel)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }
}
#endif
