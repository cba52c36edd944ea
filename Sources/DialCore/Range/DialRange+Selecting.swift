/// Selecting: a range moved to a start and a span given outright, as a typed range or a key
/// that names a place (not a distance) asks.
extension DialRange {
    /// Moves the range to start on detent `start` with a span of `span` detents, animated as a
    /// step is: from rest by the snapping spring, in flight by adding to the target.
    ///
    /// The start is always the one asked, any `Int` taken modulo `n = detentCount`; the span is
    /// held within ``spanLimits``, as ``Dial/select(value:time:)`` holds a value within a dial's
    /// bounds. Nothing is refused for lying outside the limits: the handle that moves rests
    /// exactly on the limit and reports ``DialRangeEvent/limitReached(_:_:)`` as it arrives,
    /// and a span asked past the limit the end already rests on (the start kept) is a step
    /// refused there, reporting the limit again, as ``step(_:by:time:)`` does.
    ///
    /// The move is counted from where the range is headed, `s` and `p` (the target of a motion
    /// in flight; at rest or held, the detents the handles are nearest), as a dial's selection
    /// is counted from ``Dial/restingValue``. With `s′ = start mod n`,
    /// `p′ = min(max(span, lower), upper)` and `d` the start's shift the short way round,
    /// `(s′ − s) mod n` taken in `(−n/2, n/2]` (a half turn goes clockwise, as
    /// ``Dial/select(detent:time:)`` does), one part moves, as ``step(_:by:time:)`` moves it:
    ///
    ///     s′ = s, span ≠ p            the end, by span − p       (the start kept)
    ///     p′ = p                      the arc, by d              (the span kept)
    ///     s′ + p′ ≡ s + p (mod n)     the start, by p − p′       (the end kept)
    ///     otherwise                   the arc by d at once, then the end by p′ − p
    ///
    /// A handle goes the way its span says (the handles never cross), not the short way. In
    /// the last case the arc's ticks come in this call with no rest between, then the end moves
    /// as a step does: at most one part moves at a time. The call ends with exactly one
    /// ``DialRangeEvent/settled(start:span:)`` (at once, or when the motion ends), as a step
    /// does: a selection of where the range is already headed adds nothing to a motion in
    /// flight or to a drag, and at rest reports that one rest. A move ends a drag as a step does.
    ///
    /// ```swift
    /// // "23:00-07:15" typed on a face of minutes: both ends change.
    /// _ = try sleep.select(start: 23 * 60, span: 8 * 60 + 15, time: now)
    /// // The end alone, to 08:00: the start kept, the span the way round from it.
    /// let from = sleep.restingStart ?? sleep.start
    /// _ = try sleep.select(start: from, span: ((8 * 60 - from) % 1440 + 1440) % 1440, time: now)
    /// ```
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``;
    ///   ``DialError/excessiveTravel(_:limit:)`` when the part's target would lie more than
    ///   ``Dial/maximumLabelsPerCall`` detents from where it is (only where a motion in flight is
    ///   that far from its target: from rest a selection moves at most `n` detents). The range
    ///   is then unchanged.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func select(start: Int, span: Int, time: Double) throws(DialError) -> [DialRangeEvent] {
        let time = try carrier.checked(time)
        let fromStart = restingStart ?? self.start
        let fromSpan = restingSpan ?? self.span
        let lower = spanLimits.lowerBound, upper = spanLimits.upperBound
        let toStart = face.detents.wrapped(start)
        let toSpan = min(max(span, lower), upper)
        // The span's change as asked, at most one detent past a limit: enough for a step to
        // meet it, and no overflow for any `Int`.
        let asked = min(max(span, lower - 1), upper + 1) - fromSpan
        let count = face.detentCount
        var shift = face.detents.wrapped(toStart - fromStart)
        if shift > count / 2 { shift -= count }

        var selected = self
        var events: [DialRangeEvent] = []
        if shift == 0, asked != 0 {
            try selected.step(.handle(.end), by: asked, time: time, into: &events)
        } else if toSpan == fromSpan {
            try selected.step(shift == 0 ? (mover ?? .arc) : .arc, by: shift, time: time, into: &events)
        } else if face.detents.wrapped(shift + toSpan - fromSpan) == 0 {
            try selected.step(.handle(.start), by: fromSpan - toSpan, time: time, into: &events)
        } else {
            try selected.turnArcAtOnce(by: shift, time: time, into: &events)
            try selected.step(.handle(.end), by: toSpan - fromSpan, time: time, into: &events)
        }
        self = selected
        return eventBuffer.keep(events)
    }

    /// Turns the whole range by `detents` at once, from where it is headed: a motion in flight
    /// first goes to its target, a drag ends on the detents nearest it. Reports the ticks of
    /// both handles on the way and no rest (another part moves next).
    private mutating func turnArcAtOnce(by detents: Int, time: Double, into events: inout [DialRangeEvent]) throws(DialError) {
        collect(try advanceCarrier(to: time), into: &events)
        pendingDrag = nil
        stopMover(onTarget: true, into: &events)
        aim(at: .arc)
        var moved: [DialEvent] = []
        carrier.stopAtOnce(onValue: anchorStart + detents, into: &moved)
        collect(moved, into: &events)
    }
}
