/// Dragging: a finger (or a scroll view) holds the dial and turns it; the release flings it.
extension Dial {
    /// A finger touches the dial at `touch` (in the dial's box: origin top-left, centre
    /// `(radius, radius)`). Any motion in flight stops where it is at `time`.
    ///
    /// Returns the events of the motion up to `time`. A touch inside the dead radius holds the
    /// dial but gives no angle until the finger leaves it.
    /// - Throws: ``DialError/nonFiniteTouch(_:)``, ``DialError/nonFiniteTime(_:)``,
    ///   ``DialError/timeWentBackwards(_:)``; the dial is then unchanged.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func beginDrag(at touch: DialPoint, time: Double) throws(DialError) -> [DialEvent] {
        guard touch.isFinite else { throw .nonFiniteTouch(touch) }
        let time = try checked(time)
        var events: [DialEvent] = []
        advanceMotion(to: time, into: &events)
        clock = time
        let finger = range.finger(forRotation: rotation, band: configuration.rubberBand)
        phase = .dragging(DragState(anchorRotation: finger, touchAngle: touchAngle(touch)))
        tracker.reset()
        tracker.add(rotation, at: time)
        return keepEventBuffer(events)
    }

    /// The finger moved to `touch`: the dial turns by the change of the touch's angle round
    /// the centre, taken the short way round (no jump at the 0/2π seam), unwrapped.
    ///
    /// Past a bound the dial follows the finger with resistance: `x` the finger's turn past the
    /// bound, it goes ``RubberBand/offset(forPull:)`` `= (1 − 1/(x·c/e + 1))·e` past it, a
    /// function of where the finger is (bring it back and the dial is exactly where it was). Its
    /// value stays on the bound; reaching the bound reports ``DialEvent/limitReached(_:)``.
    ///
    /// A drag without ``beginDrag(at:time:)`` begins one here. Touches inside the dead radius
    /// are ignored; the next touch outside it takes up from its own angle, so the dial never
    /// jumps when the finger crosses the centre.
    /// - Throws: ``DialError/nonFiniteTouch(_:)``, ``DialError/nonFiniteTime(_:)``,
    ///   ``DialError/timeWentBackwards(_:)``; the dial is then unchanged.
    /// - Complexity: O(1) plus O(labels crossed); a call turns at most half a turn.
    @discardableResult
    public mutating func drag(to touch: DialPoint, time: Double) throws(DialError) -> [DialEvent] {
        guard touch.isFinite else { throw .nonFiniteTouch(touch) }
        let time = try checked(time)
        guard case .dragging(var drag) = phase else { return try beginDrag(at: touch, time: time) }
        clock = time
        var events: [DialEvent] = []
        let angle = touchAngle(touch)
        if let angle, let previous = drag.touchAngle {
            var delta = angle - previous
            if delta > Double.pi { delta -= Elementary.twoPi } else if delta <= -Double.pi { delta += Elementary.twoPi }
            moveFinger(by: delta, drag: &drag, into: &events)
        }
        drag.touchAngle = angle
        phase = .dragging(drag)
        if angle != nil { tracker.add(rotation, at: time) }
        return keepEventBuffer(events)
    }

    /// The same drag fed as the content offset of an unbounded scroll view.
    ///
    /// The first call of a drag sets the baseline. After it the finger has moved by
    /// `−Δoffset`, and the dial turns by that displacement's tangential component at `touch`:
    /// `Δθ = cross(p, Δfinger) / |p|²`, `p` the touch relative to the centre
    /// (``tangentialRotation(of:at:)``). A scroll without ``beginDrag(at:time:)`` begins a drag.
    /// The turns are summed with compensation, so after 10,000 turns the rotation is still exact
    /// to about one rounding.
    /// - Throws: ``DialError/nonFiniteOffset(_:)``, ``DialError/nonFiniteTouch(_:)``,
    ///   ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``, and
    ///   ``DialError/excessiveTravel(_:limit:)`` for a displacement that would cross more than
    ///   ``maximumLabelsPerCall`` labels; the dial is then unchanged.
    /// - Complexity: O(1) plus O(labels crossed).
    @discardableResult
    public mutating func scroll(toOffset offset: DialPoint, touch: DialPoint, time: Double) throws(DialError) -> [DialEvent] {
        guard offset.isFinite else { throw .nonFiniteOffset(offset) }
        guard touch.isFinite else { throw .nonFiniteTouch(touch) }
        let time = try checked(time)
        guard case .dragging(var drag) = phase else {
            let events = try beginDrag(at: touch, time: time)
            setScrollBaseline(offset)
            return keepEventBuffer(events)
        }
        guard let baseline = drag.scrollBaseline else {
            clock = time
            setScrollBaseline(offset)
            return []
        }
        let delta = tangentialRotation(of: baseline - offset, at: touch)
        let detents = abs(delta) / face.detentStep
        guard detents <= Double(Self.maximumLabelsPerCall) else { throw .excessiveTravel(detents, limit: Self.maximumLabelsPerCall) }

        clock = time
        var events: [DialEvent] = []
        if delta != 0 { moveFinger(by: delta, drag: &drag, into: &events) }
        drag.scrollBaseline = offset
        drag.touchAngle = touchAngle(touch)
        phase = .dragging(drag)
        tracker.add(rotation, at: time)
        return keepEventBuffer(events)
    }

    /// The scroll view's offset was reset to `offset` with no movement (the "jump" that keeps a
    /// small content size from reaching its edge): the next scroll call measures from here. The
    /// rotation does not change. Outside a drag it does nothing.
    /// - Throws: ``DialError/nonFiniteOffset(_:)``; the dial is then unchanged.
    public mutating func rebaseScroll(toOffset offset: DialPoint) throws(DialError) {
        guard offset.isFinite else { throw .nonFiniteOffset(offset) }
        guard case .dragging(let drag) = phase, drag.scrollBaseline != nil else { return }
        setScrollBaseline(offset)
    }

    /// The finger lifts at `time`; the dial flings with the velocity of its own tracker (a
    /// least-squares fit of the last ``DialConfiguration/velocityWindow`` seconds, zero if the
    /// finger rested longer than that, capped at ``DialConfiguration/maximumVelocity``), then
    /// snaps onto the detent its fling points at (see ``release(velocity:time:)``). Released
    /// past a bound, it springs back onto the bound.
    ///
    /// Outside a drag it only advances to `time`.
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func release(time: Double) throws(DialError) -> [DialEvent] {
        let time = try checked(time)
        guard isDragging else { return try advance(to: time, coastInPlace: false) }
        clock = time
        var events: [DialEvent] = []
        fling(velocity: clampedVelocity(tracker.velocity(at: time)), at: time, into: &events)
        return keepEventBuffer(events)
    }

    /// Flings the dial at `velocity` radians per second (clockwise positive, capped at
    /// ``DialConfiguration/maximumVelocity``): from a drag, from a motion in flight, or from
    /// rest (a programmatic fling).
    ///
    /// The fling's resting rotation is projected (`x − v/k`), the detent nearest it becomes the
    /// target, and the dial decelerates onto it exactly or springs to it (``DialConfiguration``
    /// holds the thresholds). At rest, a velocity of zero does nothing.
    ///
    /// On a bounded dial a target past a bound becomes the bound: the dial comes to rest exactly
    /// on it, never passing it, and reports ``DialEvent/limitReached(_:)`` as it arrives. A
    /// fling from rest on a bound outwards is refused with the same event.
    /// - Throws: ``DialError/nonFiniteVelocity(_:)``, ``DialError/nonFiniteTime(_:)``,
    ///   ``DialError/timeWentBackwards(_:)``; the dial is then unchanged.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func release(velocity: Double, time: Double) throws(DialError) -> [DialEvent] {
        guard velocity.isFinite else { throw .nonFiniteVelocity(velocity) }
        let time = try checked(time)
        var events: [DialEvent] = []
        advanceMotion(to: time, into: &events)
        clock = time
        if isSettled, velocity == 0 { return keepEventBuffer(events) }
        fling(velocity: clampedVelocity(velocity), at: time, into: &events)
        return keepEventBuffer(events)
    }

    // MARK: Helpers

    /// The angle of a touch round the centre, or nil inside the dead radius.
    func touchAngle(_ touch: DialPoint) -> Double? {
        let lengthSquared = (touch - center).lengthSquared
        guard lengthSquared > 0, lengthSquared >= configuration.deadRadius * configuration.deadRadius else { return nil }
        return face.angle(of: touch, around: center)
    }

    /// Sets the scroll baseline of the drag in progress.
    private mutating func setScrollBaseline(_ offset: DialPoint) {
        guard case .dragging(var drag) = phase else { return }
        drag.scrollBaseline = offset
        phase = .dragging(drag)
    }

    /// Turns the finger of the drag in progress by `delta` and the dial to what it shows.
    ///
    /// With hard edges the dial stays on a bound the finger has gone past. Reaching the bound
    /// from inside reports it (``travel(to:into:)``); so does the first push past it from where
    /// the dial rests on it, once until the dial leaves the bound again.
    private mutating func moveFinger(by delta: Double, drag: inout DragState, into events: inout [DialEvent]) {
        let before = rotation
        drag.travel.add(delta)
        travel(to: draggedRotation(drag), into: &events)
        guard range.hardEdges else { return }
        guard let bound = range.bound(atRotation: rotation) else {
            drag.limitReported = false
            return
        }
        if rotation != before {
            drag.limitReported = true
        } else if !drag.limitReported, range.isPast(finger: drag.anchorRotation + drag.travel.value, boundAt: rotation) {
            record(.limitReached(bound), into: &events)
            drag.limitReported = true
        }
    }

    /// The rotation the drag in progress shows: the finger's position, held by the bounds'
    /// rubber band.
    private func draggedRotation(_ drag: DragState) -> Double {
        range.rotation(forFinger: drag.anchorRotation + drag.travel.value, band: configuration.rubberBand)
    }

    /// Starts the snap of a fling at `velocity` from the current rotation.
    private mutating func fling(velocity: Double, at time: Double, into events: inout [DialEvent]) {
        let planner = SnapPlanner(face: face, configuration: configuration, range: range)
        let stop = planner.projectedStop(from: rotation, velocity: velocity)
        if stop == nearestStop, refusePush(turning: velocity, into: &events) { return }
        startMotion(velocity: velocity, toStop: stop, at: time, into: &events)
    }
}
