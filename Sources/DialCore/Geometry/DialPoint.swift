/// A point (or a displacement) in a dial's box: origin at the top-left, y pointing down,
/// in the front's own units (UIKit points, terminal dots).
public struct DialPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = DialPoint(x: 0, y: 0)

    /// Whether both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension DialPoint {
    static func - (a: DialPoint, b: DialPoint) -> DialPoint {
        DialPoint(x: a.x - b.x, y: a.y - b.y)
    }

    /// The z component of the cross product `a × b` = `a.x·b.y − a.y·b.x`.
    ///
    /// With y pointing down, it is positive when `b` turns clockwise (as seen on screen)
    /// relative to `a`.
    static func cross(_ a: DialPoint, _ b: DialPoint) -> Double {
        a.x * b.y - a.y * b.x
    }

    /// `x² + y²`.
    var lengthSquared: Double { x * x + y * y }
}

#if !hasFeature(Embedded)
/// Encoded as `{"x": …, "y": …}`. (Codable needs existentials, which Embedded Swift lacks: there
/// the conformance is left out.)
extension DialPoint: Codable {}
#endif
