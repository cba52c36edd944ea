/// What a press of a stepping key should do to the dial, as decided by ``KeyRepeat``.
public enum KeyAction: Sendable, Hashable {
    /// A tap: move exactly this many labels, +1 or −1 (`Dial.step(by:time:)`).
    case step(Int)
    /// The key is held: fling the dial from where it is at this signed speed, in labels per
    /// second (positive toward the next label). Each repeat launches a new fling, so when the
    /// key is let go the last one coasts and snaps on its own.
    case spin(labelsPerSecond: Double)
}
