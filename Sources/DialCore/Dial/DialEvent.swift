/// Something a front reacts to, reported by the ``Dial`` calls in the order it happened.
public enum DialEvent: Sendable, Hashable {
    /// A new label came under the pointer. Once per label crossed, in order: a haptic tick.
    case selectionChanged(Int)
    /// The dial started turning the other way (past the direction hysteresis).
    case directionChanged(DialDirection)
    /// The dial came to rest exactly on this label. Once per rest.
    case settled(Int)
}
