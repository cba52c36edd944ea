/// A mouse button, as reported by xterm's mouse protocols.
public enum MouseButton: Sendable, Hashable {
    /// The primary (usually left) button.
    case left
    /// The middle button (often the wheel pressed).
    case middle
    /// The secondary (usually right) button.
    case right
    /// A further button by the terminal's number, 8 to 11 (8 and 9 are commonly Back and
    /// Forward).
    case other(Int)
}
