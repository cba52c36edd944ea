/// Stepping: keys and accessibility move the dial by whole detents.
extension Dial {
    /// Moves the selection by `detents` (positive: the next detents, index + 1, which turns the
    /// dial counterclockwise and adds to the value), animated: from rest by the snapping spring;
    /// in flight, from where the dial is at the speed it has, by a re-solved deceleration when
    /// the new target lies ahead of a fast enough motion and by the spring otherwise (see
    /// ``release(velocity:time:)``).
    ///
    /// Steps add to the target of a motion in flight, so three quick presses move three detents
    /// from where the first one was headed. A step during a drag ends the drag (a step of zero
    /// leaves it held). On a bounded dial the target stops at the bound: the dial
    /// comes to rest exactly on it, and a step from rest on a bound outwards is refused with
    /// ``DialEvent/limitReached(_:)``.
    ///
    /// One rule, as for a ``DialRange``: every step ends with exactly one
    /// ``DialEvent/settled(_:)``, even where it ends where it began (a step of zero at rest, a
    /// step refused at a bound: reported at once), and a step that adds to a motion in flight
    /// leaves the one rest to that motion's end.
    ///
    /// ```swift
    /// _ = try dial.step(by: 1, time: now)     // accessibilityIncrement
    /// ```
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``;
    ///   ``DialError/excessiveTravel(_:limit:)`` when the new target would lie more than
    ///   ``maximumLabelsPerCall`` detents from the dial. The dial is then unchanged.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func step(by detents: Int, time: Double) throws(DialError) -> [DialEvent] {
        let time = try checked(time)
        return try move(by: Double(detents), time: time)
    }

    /// ``step(by:time:)`` for a whole number of detents held in a `Double`, so that a caller's
    /// difference of two values never overflows `Int` (on 32 bits, `2³⁰ − (−2³⁰)` would): the
    /// new target is the stop `base − detents`, held within the bounds, and the distance to it
    /// is checked against ``maximumLabelsPerCall`` before anything changes.
    private mutating func move(by detents: Double, time: Double) throws(DialError) -> [DialEvent] {
        let base: Double
        let rotationThen: Double
        switch phase {
        case .resting, .dragging:
            base = nearestStop
            rotationThen = rotation
        case .moving:
            base = motion.stop
            rotationThen = motion.rotation(at: time)
        }
        let stop = range.clamp(stop: base - detents)
        let distance = abs(stop - rotationThen / face.detentStep)
        guard distance <= Double(Self.maximumLabelsPerCall) else { throw .excessiveTravel(distance, limit: Self.maximumLabelsPerCall) }

        var events: [DialEvent] = []
        advanceMotion(to: time, into: &events)
        clock = time
        // A step of zero leaves a drag held: it asks for no change.
        if detents == 0, isDragging { return keepEventBuffer(events) }
        if isMoving, motion.stop == stop {
            // Headed there already (a step of zero, or one past the bound it is headed for):
            // the step adds nothing, and the motion's end reports the rest.
            return keepEventBuffer(events)
        }
        if isSettled, stop == nearestStop {
            // Nothing to move (a step of zero, or one refused at a bound): it ends where it
            // began, with its one rest.
            _ = refusePush(turning: -detents, into: &events)
            record(.settled(selectedIndex), into: &events)
            return keepEventBuffer(events)
        }
        let velocity = isMoving ? motion.velocity(at: time) : 0.0
        startMotion(velocity: velocity, toStop: stop, at: time, into: &events)
        return keepEventBuffer(events)
    }

    /// Turns the dial to label `index` (any `Int`, wrapped): to the detent it sits on, as
    /// ``select(detent:time:)``.
    /// - Throws: as ``step(by:time:)``.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func select(label index: Int, time: Double) throws(DialError) -> [DialEvent] {
        try select(detent: face.detentOfLabel(index), time: time)
    }

    /// Turns the dial to detent `index` (any `Int`, wrapped) the short way round from the detent
    /// it is headed for, animated like ``step(by:time:)``. Half-way round goes to the next
    /// detents. On a bounded dial, when the short way leaves the bounds and the long way does
    /// not, it goes the long way.
    /// - Throws: as ``step(by:time:)``.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func select(detent index: Int, time: Double) throws(DialError) -> [DialEvent] {
        let time = try checked(time)
        let count = face.detentCount
        let current = restingValue ?? value
        var detents = face.detents.wrapped(face.detents.wrapped(index) - face.detents.wrapped(current))
        if detents > count / 2 { detents -= count }
        if let bounds, !bounds.contains(current &+ detents) {
            let other = detents > 0 ? detents - count : detents + count
            if bounds.contains(current &+ other) { detents = other }
        }
        return try step(by: detents, time: time)
    }

    /// Turns the dial to `value` (held within the bounds), animated like ``step(by:time:)``:
    /// typing a time into a minute dial, say. The distance `value − restingValue` is taken in
    /// `Double`, exact for every pair of values within ``maximumValueMagnitude`` and never
    /// overflowing, so any `Int` is accepted where `Int` has 32 bits as where it has 64.
    /// - Throws: as ``step(by:time:)``.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func select(value target: Int, time: Double) throws(DialError) -> [DialEvent] {
        let time = try checked(time)
        let current = restingValue ?? value
        return try move(by: Double(target) - Double(current), time: time)
    }

    /// A dial at rest on a bound, pushed past it (turning in the direction of `turning`'s sign,
    /// clockwise positive) by a fling or a step it refuses: reports the bound as met and returns
    /// true; otherwise does nothing and returns false.
    mutating func refusePush(turning: Double, into events: inout [DialEvent]) -> Bool {
        guard isSettled, let bound = range.bound(atStop: nearestStop),
              range.pushesPastBound(rotation: rotation, velocity: turning) else { return false }
        record(.limitReached(bound), into: &events)
        return true
    }
}
