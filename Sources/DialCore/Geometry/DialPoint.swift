/// A point (or a displacement) in a dial's box: origin at the top-left, y pointing down,
/// in the front's own units (UIKit points, terminal dots).
///
/// ```swift
/// let touch = DialPoint(x: 150, y: 20)     // on a dial of radius 150: 130 above the centre
/// ```
public struct DialPoint: Sendable, Hashable {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards (as UIKit's and a terminal's do).
    public var y: Double

    /// The point `(x, y)`.
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
extension DialPoint: Codable {
    /// The keys of the two coordinates.
    enum CodingKeys: String, CodingKey {
        case x, y
    }

    /// Writes `{"x": …, "y": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }

    /// Reads `{"x": …, "y": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
    }
}
#endif
