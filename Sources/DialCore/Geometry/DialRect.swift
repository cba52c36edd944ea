/// A width and a height, in the front's units.
public struct DialSize: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// The size `width × height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle: `origin` is its top-left corner (y points down).
public struct DialRect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: DialPoint
    /// The width and height.
    public var size: DialSize

    /// The rectangle whose top-left corner is `origin`.
    public init(origin: DialPoint, size: DialSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle of `size` centred on `center`.
    public init(center: DialPoint, size: DialSize) {
        self.init(origin: DialPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }

    /// The left edge: `origin.x`.
    public var minX: Double { origin.x }
    /// The top edge: `origin.y`.
    public var minY: Double { origin.y }
    /// The right edge: `origin.x + size.width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge: `origin.y + size.height`.
    public var maxY: Double { origin.y + size.height }
    /// The centre: `origin + size / 2`.
    public var center: DialPoint { DialPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
}

#if !hasFeature(Embedded)
/// Encoded as `{"width": …, "height": …}` (left out in Embedded Swift, which has no Codable).
extension DialSize: Codable {
    /// The keys of the two extents.
    enum CodingKeys: String, CodingKey {
        case width, height
    }

    /// Writes `{"width": …, "height": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }

    /// Reads `{"width": …, "height": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
    }
}

/// Encoded as `{"origin": {"x": …, "y": …}, "size": {"width": …, "height": …}}` (left out in
/// Embedded Swift, which has no Codable).
extension DialRect: Codable {
    /// The keys of the corner and the size.
    enum CodingKeys: String, CodingKey {
        case origin, size
    }

    /// Writes the corner and the size.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(origin, forKey: .origin)
        try container.encode(size, forKey: .size)
    }

    /// Reads the corner and the size.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(origin: try container.decode(DialPoint.self, forKey: .origin), size: try container.decode(DialSize.self, forKey: .size))
    }
}
#endif
