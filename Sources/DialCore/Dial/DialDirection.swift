/// The direction a dial turns, as seen on screen.
public enum DialDirection: Sendable, Hashable {
    /// Rotation increasing: the previous label (index − 1) comes under the pointer.
    case clockwise
    /// Rotation decreasing: the next label (index + 1) comes under the pointer.
    case counterclockwise
}

extension DialDirection: CustomStringConvertible {
    /// The case's name: `clockwise` or `counterclockwise`.
    public var description: String {
        switch self {
        case .clockwise: "clockwise"
        case .counterclockwise: "counterclockwise"
        }
    }
}

#if !hasFeature(Embedded)
/// Encoded as its ``description``, `"clockwise"` or `"counterclockwise"` (left out in Embedded
/// Swift, which has no Codable).
extension DialDirection: Codable {
    /// Writes the case's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Reads the case's name; another string is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(String.self) {
        case "clockwise": self = .clockwise
        case "counterclockwise": self = .counterclockwise
        case let other: throw DecodingError.dataCorruptedError(in: container, debugDescription: "no direction \(other)")
        }
    }
}
#endif
