/// Something a front reacts to, reported by the ``DialRange`` calls in the order it happened.
public enum DialRangeEvent: Sendable, Hashable {
    /// The handle crossed onto this detent (`0 ..< detentCount`): a haptic tick. Once per detent
    /// crossed by each handle; on a drag of the arc both tick, the start first.
    case changed(DialRange.Handle, Int)
    /// Moving this handle, the span met this limit (the span value `lower` or `upper` of
    /// ``DialRange/spanLimits``): the stronger haptic. Once per meeting: a drag held past the
    /// limit reports it once, every step or fling pressed against it reports it again.
    case limitReached(DialRange.Handle, Int)
    /// Both handles came to rest exactly on detents, with this start and span. Once per rest:
    /// every release and every step ends with exactly one.
    case settled(start: Int, span: Int)
}
