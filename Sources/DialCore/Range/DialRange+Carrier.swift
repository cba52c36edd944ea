/// The carrier: the ``Dial`` that moves one part of a range at a time.
///
/// Its value is the moving part's detent counted clockwise without wrapping: the start
/// handle's `s`, the end handle's `s + span`, or the start's for the arc. With the other handle
/// held still, the span limits `lower ... upper` bound it:
///
///     start handle:  e − upper ... e − lower     (e = s + span, the end held)
///     end handle:    s + lower ... s + upper     (s, the start held)
///     arc:           unbounded                   (the span is kept)
///
/// Its edges are hard: a finger past a bound leaves it on the bound, so the span never leaves
/// its limits, not even for a frame. A ``Dial`` turned clockwise by a finger counts its value
/// down, a handle counts up, so the carrier is fed every touch mirrored left to right
/// (`x ↦ 2·radius − x`): a clockwise finger then turns it counterclockwise, its value up, and
/// its rotation is minus the handle's angle. Its nearest-detent rounding (an exact half-way
/// going up) is then the handle's (an exact half-way going clockwise).
extension DialRange {
    /// Points the carrier, at rest, at `part`: at rest on the part's detent, within its bounds.
    mutating func aim(at part: Part) {
        let value: Int
        let bounds: ClosedRange<Int>?
        let lower = spanLimits.lowerBound
        let upper = spanLimits.upperBound
        switch part {
        case .handle(.start):
            let end = anchorStart + anchorSpan
            value = anchorStart
            bounds = (end - upper)...(end - lower)
        case .handle(.end):
            value = anchorStart + anchorSpan
            bounds = (anchorStart + lower)...(anchorStart + upper)
        case .arc:
            value = anchorStart
            bounds = nil
        }
        carrier.rest(onValue: value, bounds: bounds, hardEdges: true)
        mover = part
    }

    /// Hands a carrier that has come to rest back to the anchors: the handles' detents become
    /// the resting start and span, the start wrapped into `0 ..< detentCount`.
    mutating func foldIfSettled() {
        guard mover != nil, carrier.isSettled else { return }
        let (newStart, newSpan) = (start, span)
        anchorStart = newStart
        anchorSpan = newSpan
        mover = nil
    }

    /// Brings the moving part to rest at once, with no `settled` (another part moves next): on
    /// the target of its motion when `onTarget` (a step must not lose the presses before it),
    /// else on the detent nearest where it is (a touch stops a motion where it is).
    mutating func stopMover(onTarget: Bool, into events: inout [DialRangeEvent]) {
        guard mover != nil else { return }
        let value = onTarget ? (carrier.restingValue ?? carrier.value) : carrier.value
        var moved: [DialEvent] = []
        carrier.stopAtOnce(onValue: value, into: &moved)
        collect(moved, into: &events)
        foldIfSettled()
    }

    /// The range's events for the carrier's `dialEvents`, appended to `events`; then, if the
    /// carrier has come to rest, the anchors take its place.
    ///
    /// A detent crossed is the moving handle's tick (both handles' on the arc, the start first);
    /// a bound met is the span limit it stands for; a rest is the range's, with the start and
    /// span it rests on. Direction changes are the carrier's own business.
    mutating func collect(_ dialEvents: [DialEvent], into events: inout [DialRangeEvent]) {
        if let mover, !dialEvents.isEmpty { collect(dialEvents, movedBy: mover, into: &events) }
        foldIfSettled()
    }

    private mutating func collect(_ dialEvents: [DialEvent], movedBy mover: Part, into events: inout [DialRangeEvent]) {
        // By index: in an unoptimised build, `for event in dialEvents` allocated once an event.
        for index in dialEvents.indices {
            switch dialEvents[index] {
            case .selectionChanged(let detent):
                switch mover {
                case .handle(let handle):
                    record(.changed(handle, detent), into: &events)
                case .arc:
                    record(.changed(.start, detent), into: &events)
                    record(.changed(.end, face.detents.wrapped(detent + anchorSpan)), into: &events)
                }
            case .limitReached(let value):
                guard case .handle(let handle) = mover else { break }
                let limit = handle == .start ? anchorStart + anchorSpan - value : value - anchorStart
                record(.limitReached(handle, limit), into: &events)
            case .settled:
                record(.settled(start: start, span: span), into: &events)
            case .directionChanged:
                break
            }
        }
    }

    /// Appends `event` to a call's events, in the range's reused buffer.
    @inline(never)
    mutating func record(_ event: DialRangeEvent, into events: inout [DialRangeEvent]) {
        eventBuffer.append(event, to: &events)
    }

    /// `touch` mirrored left to right in the range's box, as the carrier takes it.
    func mirrored(_ touch: DialPoint) -> DialPoint {
        DialPoint(x: 2 * radius - touch.x, y: touch.y)
    }

    /// Whether the handles lie on each other at rest: a span of 0 or of a whole turn.
    var handlesCoincide: Bool { anchorSpan == 0 || anchorSpan == face.detentCount }
}
