/// Moving: drags, releases, steps and frames.
///
/// Every call takes the caller's monotonic time (never going backwards) and returns the events
/// of what happened up to it, in order. A call that throws leaves the range exactly as it was.
extension DialRange {
    /// A finger touches `part` at `touch` (in the range's box). A motion in flight stops where
    /// it is at `time`, as a touch-down does on a ``Dial``: on the part touched it goes on as a
    /// drag from there; a moving part that is not the one touched rests at once on its nearest
    /// detent (at most half a detent away).
    ///
    /// When the two handles lie on each other (a span of 0 or of a whole turn), a touch on
    /// either waits for the finger's first movement: at a span of 0 a clockwise movement drags
    /// the end and a counterclockwise one the start, at a whole turn the other way round, so
    /// the handle that moves is the one that can move that way. When the limits allow no
    /// change of span, such a touch drags the arc.
    ///
    /// - Throws: ``DialError/nonFiniteTouch(_:)``, ``DialError/nonFiniteTime(_:)``,
    ///   ``DialError/timeWentBackwards(_:)``; the range is then unchanged.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func beginDrag(_ part: Part, at touch: DialPoint, time: Double) throws(DialError) -> [DialRangeEvent] {
        guard touch.isFinite else { throw .nonFiniteTouch(touch) }
        let time = try carrier.checked(time)
        var events: [DialRangeEvent] = []
        collect(try advanceCarrier(to: time), into: &events)
        pendingDrag = nil
        if mover != nil, mover != part { stopMover(onTarget: false, into: &events) }
        if mover == nil {
            if case .handle = part, handlesCoincide {
                if spanLimits.lowerBound == spanLimits.upperBound {
                    aim(at: .arc)
                } else {
                    pendingDrag = PendingDrag(touch: touch)
                    return eventBuffer.keep(events)
                }
            } else {
                aim(at: part)
            }
        }
        collect(try carrier.beginDrag(at: mirrored(touch), time: time), into: &events)
        return eventBuffer.keep(events)
    }

    /// The finger moved to `touch`: the part held follows the change of the touch's angle
    /// round the centre, taken the short way round, clockwise meaning later.
    ///
    /// A handle follows the finger up to the span limit it meets, stops exactly on it (reported
    /// once, as ``DialRangeEvent/limitReached(_:_:)``) and stays there until the finger comes
    /// back; it never pushes the other handle. The arc turns both handles and keeps the span.
    /// A drag without ``beginDrag(_:at:time:)`` begins one on ``part(at:)`` there, and moves
    /// nothing where that is nil. Touches inside the dead radius are ignored.
    ///
    /// - Throws: ``DialError/nonFiniteTouch(_:)``, ``DialError/nonFiniteTime(_:)``,
    ///   ``DialError/timeWentBackwards(_:)``; the range is then unchanged.
    /// - Complexity: O(1) plus O(detents crossed).
    @discardableResult
    public mutating func drag(to touch: DialPoint, time: Double) throws(DialError) -> [DialRangeEvent] {
        guard touch.isFinite else { throw .nonFiniteTouch(touch) }
        let time = try carrier.checked(time)
        if let pending = pendingDrag { return try decide(pending, movingTo: touch, time: time) }
        guard mover != nil, carrier.isDragging else {
            var events: [DialRangeEvent] = []
            collect(try advanceCarrier(to: time), into: &events)
            guard let part = part(at: touch) else { return eventBuffer.keep(events) }
            let begun = events + (try beginDrag(part, at: touch, time: time))
            return begun
        }
        var events: [DialRangeEvent] = []
        collect(try carrier.drag(to: mirrored(touch), time: time), into: &events)
        return eventBuffer.keep(events)
    }

    /// The finger lifts at `time`: the part held flings with the velocity of its last tenth of
    /// a second and comes to rest exactly on a detent, or exactly on the span limit it would
    /// have passed; a slow release springs to the nearest detent. Ends with exactly one
    /// ``DialRangeEvent/settled(start:span:)``, at once or when the motion ends.
    ///
    /// Outside a drag it only advances to `time`.
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func release(time: Double) throws(DialError) -> [DialRangeEvent] {
        let time = try carrier.checked(time)
        if pendingDrag != nil {
            // Nothing moved: the range rests where it was.
            pendingDrag = nil
            _ = try advanceCarrier(to: time)
            var events: [DialRangeEvent] = []
            record(.settled(start: start, span: span), into: &events)
            return eventBuffer.keep(events)
        }
        guard mover != nil, carrier.isDragging else { return try advance(to: time) }
        var events: [DialRangeEvent] = []
        collect(try carrier.release(time: time), into: &events)
        return eventBuffer.keep(events)
    }

    /// Moves `part` by `detents` (positive: clockwise, later), animated as a ``Dial`` steps:
    /// from rest by the snapping spring, in flight by adding to the target. A handle stops
    /// exactly on the span limit it would pass, and a step from a limit outwards is refused
    /// with ``DialRangeEvent/limitReached(_:_:)``; the arc keeps the span.
    ///
    /// A step during a drag ends the drag (a release at no velocity) and adds to its target; a
    /// step of another part than the one in flight first brings that one to its target at once.
    /// Ends with exactly one ``DialRangeEvent/settled(start:span:)``, even where nothing moves.
    ///
    /// ```swift
    /// _ = try range.step(.handle(.end), by: 15, time: now)   // a quarter of an hour later
    /// ```
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``;
    ///   ``DialError/excessiveTravel(_:limit:)`` when `|detents|` is more than
    ///   ``Dial/maximumLabelsPerCall``, or the target (added to the one in flight) would lie
    ///   more than that many detents away. The range is then unchanged.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func step(_ part: Part, by detents: Int, time: Double) throws(DialError) -> [DialRangeEvent] {
        let time = try carrier.checked(time)
        guard detents.magnitude <= UInt(Dial.maximumLabelsPerCall) else {
            throw .excessiveTravel(Double(detents).magnitude, limit: Dial.maximumLabelsPerCall)
        }
        var stepped = self
        let events = try stepped.stepAtOnce(part, by: detents, time: time)
        self = stepped
        return events
    }

    /// Moves to `time`: a motion in flight advances along its closed form and comes to rest
    /// exactly on a detent once its end time (decided when it started) is reached. While at
    /// rest or held, nothing happens.
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``.
    /// - Complexity: O(1) plus O(events); no allocation when there is no event.
    @discardableResult
    public mutating func advance(to time: Double) throws(DialError) -> [DialRangeEvent] {
        let dialEvents = try advanceCarrier(to: time)
        // The usual frame: nothing crossed, nothing met, no rest (the carrier rests with an event).
        if dialEvents.isEmpty { return [] }
        var events: [DialRangeEvent] = []
        collect(dialEvents, into: &events)
        return eventBuffer.keep(events)
    }

    /// The carrier advanced to `time`, in one place: ``Dial/advance(to:)`` is written out where
    /// it is called, for the dial's frame in a page, and the range calls it from several.
    @inline(never)
    mutating func advanceCarrier(to time: Double) throws(DialError) -> [DialEvent] {
        try carrier.advance(to: time)
    }

    // MARK: Helpers

    /// The body of ``step(_:by:time:)``, on a copy that the call keeps only if nothing throws.
    private mutating func stepAtOnce(_ part: Part, by detents: Int, time: Double) throws(DialError) -> [DialRangeEvent] {
        var events: [DialRangeEvent] = []
        try step(part, by: detents, time: time, into: &events)
        return eventBuffer.keep(events)
    }

    /// A step's events appended to `events`: ``step(_:by:time:)`` without the check of its
    /// size, on a range the caller drops if it throws (``select(start:span:time:)`` makes one).
    @inline(__always)  // written out in each caller: as a call, the browser module grew by 160 bytes
    mutating func step(_ part: Part, by detents: Int, time: Double, into events: inout [DialRangeEvent]) throws(DialError) {
        collect(try advanceCarrier(to: time), into: &events)
        pendingDrag = nil
        if mover != nil, mover != part { stopMover(onTarget: true, into: &events) }
        if mover == nil { aim(at: part) }
        let before = events.count
        collect(try carrier.step(by: detents, time: time), into: &events)
        if mover == nil, !events[before...].contains(where: { $0.isSettled }) {
            // Refused at a limit, or a step of zero: it ends where it began.
            record(.settled(start: start, span: span), into: &events)
        }
    }

    /// The first movement of a drag on handles lying on each other decides what it drags: see
    /// ``beginDrag(_:at:time:)``. A touch that has not turned yet (or lies in the dead radius)
    /// decides nothing.
    private mutating func decide(_ pending: PendingDrag, movingTo touch: DialPoint, time: Double) throws(DialError) -> [DialRangeEvent] {
        // Undecided, the drag waits at this time: from the last touch outside the dead radius.
        let reference = isOutsideDeadRadius(pending.touch) ? pending.touch : touch
        var turn = 0.0
        if isOutsideDeadRadius(touch), isOutsideDeadRadius(reference) {
            turn = face.angle(of: touch, around: center) - face.angle(of: reference, around: center)
            if turn > Double.pi { turn -= Elementary.twoPi } else if turn <= -Double.pi { turn += Elementary.twoPi }
        }
        guard turn != 0 else {
            _ = try advanceCarrier(to: time)
            pendingDrag = PendingDrag(touch: isOutsideDeadRadius(touch) ? touch : reference)
            return []
        }
        let clockwise = turn > 0
        let handle: Handle = (anchorSpan == 0) == clockwise ? .end : .start
        pendingDrag = nil
        aim(at: .handle(handle))
        var events: [DialRangeEvent] = []
        // The finger has rested at `reference` since the last call: the drag starts there then.
        collect(try carrier.beginDrag(at: mirrored(reference), time: carrier.clock), into: &events)
        collect(try carrier.drag(to: mirrored(touch), time: time), into: &events)
        return eventBuffer.keep(events)
    }
}

extension DialRange {
    /// Whether `point` lies outside the dead radius round the centre, where it has an angle.
    func isOutsideDeadRadius(_ point: DialPoint) -> Bool {
        let lengthSquared = (point - center).lengthSquared
        let deadRadius = configuration.deadRadius
        return lengthSquared > 0 && lengthSquared >= deadRadius * deadRadius
    }
}

extension DialRangeEvent {
    /// Whether this is a ``settled(start:span:)``.
    var isSettled: Bool {
        if case .settled = self { true } else { false }
    }
}
