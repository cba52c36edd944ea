/// A width and a height, in the front's units.
public struct DialSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle: `origin` is its top-left corner (y points down).
public struct DialRect: Sendable, Hashable {
    public var origin: DialPoint
    public var size: DialSize

    public init(origin: DialPoint, size: DialSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle of `size` centred on `center`.
    public init(center: DialPoint, size: DialSize) {
        self.init(origin: DialPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var center: DialPoint { DialPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
}

#if !hasFeature(Embedded)
/// Encoded as `{"width": …, "height": …}` (left out in Embedded Swift, which has no Codable).
extension DialSize: Codable {}

/// Encoded as `{"origin": …, "size": …}` (left out in Embedded Swift, which has no Codable).
extension DialRect: Codable {}
#endif
