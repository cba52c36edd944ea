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
/// Encoded as Swift encodes a case without payload (left out in Embedded Swift, which has no
/// Codable).
extension DialDirection: Codable {}
#endif
