/// Something a front reacts to, reported by the ``Dial`` calls in the order it happened.
public enum DialEvent: Sendable, Hashable {
    /// A new detent came under the pointer (its index, `0 ..< detentCount`). Once per detent
    /// crossed, in order: a haptic tick.
    case selectionChanged(Int)
    /// The dial started turning the other way (past the direction hysteresis).
    case directionChanged(DialDirection)
    /// The dial came to rest exactly on this detent. Once per rest.
    case settled(Int)
    /// The dial met a bound: this is the bound's value. Once per meeting: a drag or a motion
    /// that reaches it from inside, a push past it from where it rests on it (a drag, a fling,
    /// a step that is refused). The stronger haptic, as the Digital Crown gives at the end of
    /// its range.
    case limitReached(Int)
}
