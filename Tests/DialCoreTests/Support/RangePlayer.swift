import DialCore
import PropertyTesting

/// One thing done to a range in a property test.
enum RangeAction: CustomStringConvertible {
    /// A touch-down on what lies at `turns` of a turn, `distance` from the centre (the part
    /// there, or `part` when nothing is there).
    case touch(turns: Double, distance: Double, part: DialRange.Part)
    /// The finger moves to `turns`, `distance` from the centre, `after` seconds later.
    case move(turns: Double, distance: Double, after: Double)
    case release(after: Double)
    case step(DialRange.Part, Int)
    /// `select(start:span:time:)`.
    case select(start: Int, span: Int)
    /// Frames of `frame` seconds for `duration` seconds.
    case wait(Double)
    /// A call with bad input, which must throw and change nothing.
    case bad(Int)

    var description: String {
        switch self {
        case let .touch(turns, distance, part): "touch(\(turns), \(distance), \(part))"
        case let .move(turns, distance, after): "move(\(turns), \(distance), +\(after))"
        case .release(let after): "release(+\(after))"
        case let .step(part, detents): "step(\(part), \(detents))"
        case let .select(start, span): "select(start: \(start), span: \(span))"
        case .wait(let duration): "wait(\(duration))"
        case .bad(let kind): "bad(\(kind))"
        }
    }
}

/// Plays actions on a range, frame by frame, checking after every call and every frame that
/// the span and the handles keep the rules, and that the events tell the same story as the
/// state: each tick moves its handle one detent, the ticks end on the handles' detents, a
/// rest names where the range rests, a limit met is one of the limits.
struct RangePlayer {
    var range: DialRange
    var time = 0.0
    var frame = 1.0 / 60
    /// The detents the events have taken each handle to.
    var startTick: Int
    var endTick: Int
    var events: [DialRangeEvent] = []

    init(_ range: DialRange) {
        self.range = range
        // The clock starts at 0, so that an earlier time is one that went backwards.
        _ = try? self.range.advance(to: 0)
        startTick = range.start
        endTick = range.end
    }

    var count: Int { range.face.detentCount }

    func wrapped(_ value: Int) -> Int { ((value % count) + count) % count }

    mutating func play(_ action: RangeAction) throws {
        switch action {
        case let .touch(turns, distance, elsewhere):
            let point = RangeTouch.at(angle: turns * 2 * Double.pi, distance: distance, radius: range.radius)
            let held = range.part(at: point)
            try checkHit(at: point, answered: held)
            // Where nothing is (checked just above), the touch takes the part it names instead.
            try absorb(range.beginDrag(held ?? elsewhere, at: point, time: time))
        case let .move(turns, distance, after):
            time += after
            let point = RangeTouch.at(angle: turns * 2 * Double.pi, distance: distance, radius: range.radius)
            try checkHit(at: point, answered: range.part(at: point))
            try absorb(range.drag(to: point, time: time))
        case .release(let after):
            time += after
            try absorb(range.release(time: time))
        case let .step(part, detents):
            try absorb(range.step(part, by: detents, time: time))
        case let .select(start, span):
            try absorb(range.select(start: start, span: span, time: time))
        case .wait(let duration):
            let until = time + duration
            while time < until {
                time = min(time + frame, until)
                try absorb(range.advance(to: time))
            }
        case .bad(let kind):
            try playBadInput(kind)
        }
    }

    /// Frames until the range rests (a release first if it is held), at most a minute of them.
    mutating func settle() throws {
        if range.isDragging { try play(.release(after: 0.01)) }
        for _ in 0..<3_600 where !range.isSettled {
            time += frame
            try absorb(range.advance(to: time))
        }
        try ensure(range.isSettled, "not at rest a minute later: \(range)")
        try checkRest()
    }

    /// A call that must throw the right error and leave the range as it was.
    mutating func playBadInput(_ kind: Int) throws {
        let before = range
        let touch = DialPoint(x: range.radius, y: 1)
        let expected: DialError
        var thrown: DialError?
        do {
            switch kind % 7 {
            case 0:
                expected = .nonFiniteTime(.nan)
                _ = try range.advance(to: .nan)
            case 1:
                expected = .timeWentBackwards(time - 1)
                _ = try range.drag(to: touch, time: time - 1)
            case 2:
                expected = .nonFiniteTouch(DialPoint(x: .infinity, y: 0))
                _ = try range.drag(to: DialPoint(x: .infinity, y: 0), time: time)
            case 3:
                expected = .nonFiniteTouch(DialPoint(x: 0, y: .nan))
                _ = try range.beginDrag(.arc, at: DialPoint(x: 0, y: .nan), time: time)
            case 4:
                expected = .excessiveTravel(Double(Dial.maximumLabelsPerCall + 1), limit: Dial.maximumLabelsPerCall)
                _ = try range.step(.handle(.end), by: -(Dial.maximumLabelsPerCall + 1), time: time)
            case 5:
                expected = .timeWentBackwards(-.infinity)
                _ = try range.release(time: -.infinity)
            default:
                expected = .timeWentBackwards(time - 1)
                _ = try range.select(start: range.start + 1, span: range.span + 1, time: time - 1)
            }
        } catch {
            thrown = error
        }
        if case .timeWentBackwards(-.infinity) = expected { } else {
            try ensureEqual(thrown, expected, "bad input \(kind)")
        }
        try ensure(thrown != nil, "bad input \(kind) was taken")
        try ensure(range == before, "bad input \(kind) changed the range")
    }

    /// Takes a call's events, checking them against the state after the call.
    mutating func absorb(_ callEvents: [DialRangeEvent]) throws {
        let limits = range.spanLimits
        for event in callEvents {
            switch event {
            case let .changed(handle, detent):
                let previous = handle == .start ? startTick : endTick
                try ensure(detent == wrapped(previous + 1) || detent == wrapped(previous - 1),
                           "\(handle) ticked from \(previous) to \(detent)")
                if handle == .start { startTick = detent } else { endTick = detent }
            case let .limitReached(_, limit):
                try ensure(limit == limits.lowerBound || limit == limits.upperBound, "limit \(limit) is not one of \(limits)")
            case let .settled(start, span):
                try ensure(limits.contains(span), "settled on span \(span) outside \(limits)")
                try ensureEqual(start, startTick, "settled start against the ticks")
                try ensureEqual(wrapped(start + span), endTick, "settled end against the ticks")
            }
        }
        events += callEvents
        try ensureEqual([range.isSettled, range.isDragging, range.isMoving].filter { $0 }.count, 1,
                        "exactly one of settled, dragging, moving: \(range)")
        try ensureEqual(startTick, range.start, "the start ticks end on the start")
        try ensureEqual(endTick, range.end, "the end ticks end on the end")
        try checkFrame()
        try checkHitsThisFrame()
        if range.isSettled { try checkRest() }
    }

    /// `part(at:)` at `point` against ``RangeHitOracle``, whatever the range is doing (at rest,
    /// mid-drag, mid-coast, its start wound any number of turns); a point too near an edge to
    /// tell is passed over.
    func checkHit(at point: DialPoint, answered: DialRange.Part?) throws {
        let expected = RangeHitOracle.answer(range, at: point)
        guard expected != .tooCloseToTell else { return }
        try ensureEqual(RangeHitOracle.Answer.part(answered), expected,
                        "part(at: \(point)) with the start at \(range.angle(of: .start)) rad, the end at \(range.angle(of: .end)) rad: \(range)")
    }

    /// Points the frames check ``checkHit(at:answered:)`` at: on the track, and half a handle's
    /// radius either side of it, at angles that move on with the clock (a different three every
    /// frame).
    func checkHitsThisFrame() throws {
        let reach = range.configuration.handleRadius
        for (index, offTrack) in [0, reach / 2, -reach / 2].enumerated() {
            let turns = (time * 7.31 + Double(index) * 0.37).truncatingRemainder(dividingBy: 1)
            let point = RangeTouch.at(angle: turns * 2 * Double.pi, distance: range.trackRadius + offTrack, radius: range.radius)
            try checkHit(at: point, answered: range.part(at: point))
        }
    }

    /// The span within its limits, and the handles' angles no further apart than it allows.
    func checkFrame() throws {
        let limits = range.spanLimits
        try ensure(limits.contains(range.span), "span \(range.span) outside \(limits): \(range)")
        let step = range.face.detentStep
        let twoPi = 2 * Double.pi
        var apart = range.angle(of: .end) - range.angle(of: .start)
        if apart < 0 { apart += twoPi }
        let slack = 1e-9
        let lowest = Double(limits.lowerBound) * step - slack, highest = Double(limits.upperBound) * step + slack
        let fits = (apart >= lowest && apart <= highest) || (apart + twoPi >= lowest && apart + twoPi <= highest)
            || (apart - twoPi >= lowest && apart - twoPi <= highest)
        try ensure(fits, "handles \(apart / step) detents apart, outside \(limits): \(range)")
    }

    /// At rest: both handles exactly on their detents.
    func checkRest() throws {
        try ensureEqual(range.angle(of: .start), range.face.angle(ofDetent: range.start), "start at rest off its detent")
        try ensureEqual(range.angle(of: .end), range.face.angle(ofDetent: range.end), "end at rest off its detent")
        try ensureEqual(range.restingStart, range.start)
        try ensureEqual(range.restingSpan, range.span)
    }
}
