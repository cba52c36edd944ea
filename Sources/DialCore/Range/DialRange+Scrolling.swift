/// The input paths a ``Dial`` has beside touches: a fling at a given velocity, and a scroll
/// view's content offsets.
extension DialRange {
    /// The finger lifts at `time` with `velocity` radians per second (clockwise, later,
    /// positive; capped at ``DialConfiguration/maximumVelocity``): the part held flings at that
    /// speed rather than its own tracker's, and comes to rest exactly on a detent or exactly on
    /// the span limit it would pass, as ``release(time:)`` does. A velocity from a gesture
    /// recognizer or a scroll view's end-of-drag goes here (see ``Dial/release(velocity:time:)``
    /// and ``Dial/tangentialRotation(of:at:)``).
    ///
    /// Ends with exactly one ``DialRangeEvent/settled(start:span:)``, at once or when the motion
    /// ends. Outside a drag it only advances to `time`.
    ///
    /// ```swift
    /// _ = try sleep.release(velocity: 4, time: now)    // a clockwise flick: the part moves later
    /// ```
    /// - Throws: ``DialError/nonFiniteVelocity(_:)``, ``DialError/nonFiniteTime(_:)``,
    ///   ``DialError/timeWentBackwards(_:)``; the range is then unchanged.
    /// - Complexity: O(1) plus O(events).
    @discardableResult
    public mutating func release(velocity: Double, time: Double) throws(DialError) -> [DialRangeEvent] {
        guard velocity.isFinite else { throw .nonFiniteVelocity(velocity) }
        let time = try carrier.checked(time)
        guard pendingDrag == nil, mover != nil, carrier.isDragging else { return try release(time: time) }
        var events: [DialRangeEvent] = []
        // The carrier turns mirrored: a handle moving clockwise is the carrier turning back.
        collect(try carrier.release(velocity: -velocity, time: time), into: &events)
        return eventBuffer.keep(events)
    }

    /// The same drag fed as the content offset of an unbounded scroll view: after the first call
    /// of a drag (which sets the baseline) the finger has moved by `−Δoffset`, and the part held
    /// turns by that displacement's tangential component at `touch`, as
    /// ``Dial/scroll(toOffset:touch:time:)`` turns a dial.
    ///
    /// A scroll without ``beginDrag(_:at:time:)`` begins a drag on ``part(at:)`` at `touch` (and
    /// moves nothing where that is nil). On handles lying on each other it decides the part as a
    /// drag does, from where `touch` moves.
    ///
    /// ```swift
    /// _ = try sleep.scroll(toOffset: scrollView.contentOffset, touch: touch, time: now)
    /// ```
    /// - Throws: ``DialError/nonFiniteOffset(_:)``, ``DialError/nonFiniteTouch(_:)``,
    ///   ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``, and
    ///   ``DialError/excessiveTravel(_:limit:)`` for a displacement that would cross more than
    ///   ``Dial/maximumLabelsPerCall`` detents; the range is then unchanged.
    /// - Complexity: O(1) plus O(detents crossed).
    @discardableResult
    public mutating func scroll(toOffset offset: DialPoint, touch: DialPoint, time: Double) throws(DialError) -> [DialRangeEvent] {
        guard offset.isFinite else { throw .nonFiniteOffset(offset) }
        guard touch.isFinite else { throw .nonFiniteTouch(touch) }
        let time = try carrier.checked(time)
        guard pendingDrag == nil, mover != nil, carrier.isDragging else {
            var begun = self
            let events = try begun.drag(to: touch, time: time)
            if begun.mover != nil, begun.carrier.isDragging {
                // The drag has begun: this offset is its baseline.
                _ = try begun.carrier.scroll(toOffset: mirrored(offset: offset), touch: mirrored(touch), time: time)
            }
            self = begun
            return events
        }
        var events: [DialRangeEvent] = []
        collect(try carrier.scroll(toOffset: mirrored(offset: offset), touch: mirrored(touch), time: time), into: &events)
        return eventBuffer.keep(events)
    }

    /// The scroll view's offset was reset to `offset` with no movement (the "jump" that keeps a
    /// small content size from reaching its edge): the next scroll call measures from here.
    /// Nothing moves; outside a scrolled drag it does nothing.
    /// - Throws: ``DialError/nonFiniteOffset(_:)``; the range is then unchanged.
    public mutating func rebaseScroll(toOffset offset: DialPoint) throws(DialError) {
        guard offset.isFinite else { throw .nonFiniteOffset(offset) }
        guard mover != nil, carrier.isDragging else { return }
        try carrier.rebaseScroll(toOffset: mirrored(offset: offset))
    }

    /// The end the range will rest on: `(restingStart + restingSpan) mod detentCount`, the
    /// target of the motion in flight, the end at rest; nil while dragging.
    public var restingEnd: Int? {
        guard let start = restingStart, let span = restingSpan else { return nil }
        return face.detents.wrapped(start + span)
    }

    /// A scroll offset mirrored left to right, as the carrier takes it (its displacements are
    /// then the mirror images of the finger's, as its touches are).
    func mirrored(offset: DialPoint) -> DialPoint {
        DialPoint(x: -offset.x, y: offset.y)
    }
}
