/// The direction a dial turns, as seen on screen.
public enum DialDirection: Sendable, Hashable {
    /// Rotation increasing: the previous label (index − 1) comes under the pointer.
    case clockwise
    /// Rotation decreasing: the next label (index + 1) comes under the pointer.
    case counterclockwise
}
