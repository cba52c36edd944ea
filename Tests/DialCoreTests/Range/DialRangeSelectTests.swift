import DialCore
import Testing

/// `DialRange.select(start:span:time:)`, a range moved to a place given outright, and
/// `DialRange.isMoving`, the frame loop's condition: worked examples on a 24-hour face of minutes
/// and a 12-detent face.
@Suite(.timeLimit(.minutes(3))) struct DialRangeSelectTests {
    static let day = DialRangeTests.day
    static let twelve = DialRangeTests.twelve

    static func ticks(_ events: [DialRangeEvent], of handle: DialRange.Handle) -> [Int] {
        events.compactMap { if case .changed(handle, let detent) = $0 { detent } else { nil } }
    }

    static func rests(_ events: [DialRangeEvent]) -> Int {
        events.filter { if case .settled = $0 { true } else { false } }.count
    }

    /// 22:00 for 8 hours, typed as 23:00-07:15: the whole range an hour later at once, then the
    /// end a quarter of an hour on, animated; one rest.
    @Test func bothEndsChangingTurnTheArcAtOnceThenMoveTheEnd() throws {
        var sleep = try DialRange(face: Self.day, radius: 150, start: 22 * 60, span: 8 * 60, spanLimits: 240...720)
        var events = try sleep.select(start: 23 * 60, span: 8 * 60 + 15, time: 0)
        #expect(Self.ticks(events, of: .start) == Array(1321...1380), "the arc's ticks in the call, in order")
        #expect(Self.ticks(events, of: .end) == Array(361...420))
        #expect(events.first == .changed(.start, 1321) && events[1] == .changed(.end, 361), "both handles tick, the start first")
        #expect(Self.rests(events) == 0, "no rest between the arc and the end")
        #expect(sleep.start == 1380 && sleep.isMoving && sleep.activePart == .handle(.end))
        #expect(sleep.restingStart == 1380 && sleep.restingSpan == 495)
        events += try DialRangeTests.settle(&sleep, from: 0)
        #expect(Self.ticks(events, of: .end) == Array(361...435))
        #expect(Self.rests(events) == 1 && events.last == .settled(start: 1380, span: 495))
        #expect(sleep.start == 1380 && sleep.span == 495 && sleep.end == 435)
    }

    /// The span kept: the arc, the short way round, across midnight.
    @Test func theSpanKeptTurnsTheArcTheShortWayRound() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 23 * 60, span: 60)
        var events = try range.select(start: 30, span: 60, time: 0)
        #expect(range.activePart == .arc && range.restingStart == 30 && range.restingSpan == 60)
        events += try DialRangeTests.settle(&range, from: 0)
        #expect(Self.ticks(events, of: .start) == Array(1381...1439) + Array(0...30), "90 minutes later, through midnight")
        #expect(events.last == .settled(start: 30, span: 60) && Self.rests(events) == 1)

        // Exactly half a turn goes clockwise, as a dial's selection does.
        var half = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 2)
        let turned = try half.select(start: 6, span: 2, time: 0) + DialRangeTests.settle(&half, from: 0)
        #expect(Self.ticks(turned, of: .start) == [1, 2, 3, 4, 5, 6])
        // Any Int names a start.
        var far = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 2)
        _ = try far.select(start: Int.min, span: 2, time: 0)
        #expect(far.restingStart == Self.twelve.detentCount - 1 - ((-(Int.min + 1)) % 12))
        _ = try far.select(start: Int.max, span: 2, time: 0.01)
        #expect(far.restingStart == Int.max % 12)
    }

    /// The start kept: the end moves the way the span says, even the long way round.
    @Test func theStartKeptMovesTheEndTheWayTheSpanSays() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 0, span: 60)
        var events = try range.select(start: 0, span: 1380, time: 0)
        #expect(range.activePart == .handle(.end))
        events += try DialRangeTests.settle(&range, from: 0)
        #expect(Self.ticks(events, of: .end).count == 1320, "clockwise, 22 hours, not two hours back")
        #expect(Self.ticks(events, of: .start).isEmpty && events.last == .settled(start: 0, span: 1380))
    }

    /// The end kept: the start moves.
    @Test func theEndKeptMovesTheStart() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 22 * 60, span: 8 * 60)
        var events = try range.select(start: 21 * 60, span: 9 * 60, time: 0)
        #expect(range.activePart == .handle(.start))
        events += try DialRangeTests.settle(&range, from: 0)
        #expect(Self.ticks(events, of: .start) == Array((1260...1319).reversed()))
        #expect(Self.ticks(events, of: .end).isEmpty && events.last == .settled(start: 1260, span: 540))
    }

    /// A span past a limit is held to it, as a dial's value is held within its bounds: the
    /// handle that moves arrives on the limit and meets it; from the limit, the same asking is a
    /// step refused there.
    @Test func aSpanPastALimitRestsOnItAndMeetsIt() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 0, span: 100, spanLimits: 60...120)
        var events = try range.select(start: 0, span: 5_000, time: 0)
        #expect(range.restingSpan == 120)
        events += try DialRangeTests.settle(&range, from: 0)
        #expect(events.filter { $0 == .limitReached(.end, 120) }.count == 1 && events.last == .settled(start: 0, span: 120))

        events = try range.select(start: 0, span: .max, time: 20)
        #expect(events == [.limitReached(.end, 120), .settled(start: 0, span: 120)], "refused at the limit, as a step is")
        events = try range.select(start: 0, span: .min, time: 21)
        #expect(range.restingSpan == 60)
        events += try DialRangeTests.settle(&range, from: 21)
        #expect(events.contains(.limitReached(.end, 60)) && events.last == .settled(start: 0, span: 60))

        // The end kept, the start moved onto the upper limit.
        events = try range.select(start: -60, span: 120, time: 40)
        #expect(range.activePart == .handle(.start))
        events += try DialRangeTests.settle(&range, from: 40)
        #expect(events.contains(.limitReached(.start, 120)) && events.last == .settled(start: 1380, span: 120))
        // Inside the limits nothing is met.
        events = try range.select(start: 1380, span: 90, time: 60) + DialRangeTests.settle(&range, from: 60)
        #expect(!events.contains { if case .limitReached = $0 { true } else { false } })
    }

    /// Nothing to change: at rest one rest, in flight nothing added, the motion going on.
    @Test func selectingWhereTheRangeIsHeadedAddsNothing() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 600, span: 120)
        #expect(try range.select(start: 600, span: 120, time: 0) == [.settled(start: 600, span: 120)])
        #expect(try range.select(start: 600 + 1440, span: 120, time: 0.5) == [.settled(start: 600, span: 120)])

        _ = try range.step(.handle(.end), by: 30, time: 1)
        let inFlight = range
        #expect(try range.select(start: 600, span: 150, time: 1) == [])
        #expect(range == inFlight && range.isMoving, "the step goes on as it began")
        // Counted from the target in flight, not from where the end is now.
        _ = try range.advance(to: 1.05)
        _ = try range.select(start: 600, span: 120, time: 1.05)
        #expect(range.restingSpan == 120)
        let events = try DialRangeTests.settle(&range, from: 1.05)
        #expect(range.span == 120 && Self.rests(events) == 1)
    }

    /// A selection during a drag ends it, as a step does; one that changes nothing leaves it.
    @Test func aSelectionDuringADragEndsIt() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        _ = try range.drag(to: RangeTouch.onTrack(turns: 0.33), time: 0.05)
        #expect(range.isDragging && range.span == 4)
        #expect(try range.select(start: 0, span: 4, time: 0.06) == [] && range.isDragging)
        _ = try range.select(start: 1, span: 4, time: 0.1)
        #expect(!range.isDragging && range.restingStart == 1 && range.restingSpan == 4)
        let events = try DialRangeTests.settle(&range, from: 0.1)
        #expect(events.last == .settled(start: 1, span: 4) && Self.rests(events) == 1)
    }

    /// Reduce Motion: there at once, with the same events as the animated selection.
    @Test func reducedMotionSelectsAtOnceWithTheSameEvents() throws {
        var reduced = DialConfiguration()
        reduced.reducesMotion = true
        var range = try DialRange(face: Self.day, radius: 150, configuration: reduced, start: 1320, span: 480, spanLimits: 240...720)
        var animated = try DialRange(face: Self.day, radius: 150, start: 1320, span: 480, spanLimits: 240...720)
        let now = try range.select(start: 1380, span: 495, time: 0)
        let later = try animated.select(start: 1380, span: 495, time: 0) + DialRangeTests.settle(&animated, from: 0)
        #expect(range.isSettled && range.start == 1380 && range.span == 495)
        #expect(now == later && Self.rests(now) == 1)
    }

    @Test func badInputLeavesTheRangeAsItWas() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        _ = try range.step(.handle(.end), by: 2, time: 1)
        let before = range
        #expect(throws: DialError.nonFiniteTime(.nan)) { try range.select(start: 1, span: 2, time: .nan) }
        #expect(throws: DialError.nonFiniteTime(.infinity)) { try range.select(start: 1, span: 2, time: .infinity) }
        #expect(throws: DialError.timeWentBackwards(0.5)) { try range.select(start: 1, span: 2, time: 0.5) }
        #expect(range == before)

        // The arc in flight to a target the cap away: one more detent on it lies past the cap.
        var far = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        _ = try far.step(.arc, by: Dial.maximumLabelsPerCall, time: 2)
        let headed = try #require(far.restingStart)
        let farBefore = far
        var refusal: DialError?
        do { _ = try far.select(start: headed + 2, span: 3, time: 2.000_001) } catch { refusal = error }
        guard case .excessiveTravel? = refusal else {
            Issue.record("the selection was not refused: \(String(describing: refusal))")
            return
        }
        #expect(far == farBefore)
    }

    // MARK: isMoving

    /// The frame loop's condition: true only while a part moves on its own.
    @Test func isMovingWhileAPartMovesOnItsOwn() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        #expect(!range.isMoving && range.isSettled)
        _ = try range.step(.handle(.end), by: 1, time: 0)
        #expect(range.isMoving && !range.isSettled && !range.isDragging)
        try range.beginDrag(.handle(.end), at: range.center(of: .end), time: 0.05)
        #expect(!range.isMoving && range.isDragging, "held, it moves with the finger's calls")
        _ = try range.drag(to: RangeTouch.onTrack(turns: 0.45), time: 0.1)   // 5.4 detents: a spring to 5
        #expect(!range.isMoving)
        _ = try range.release(time: 0.2)
        #expect(range.isMoving)
        var frames = 0
        var now = 0.2
        while range.isMoving, frames < 600 {  // at most ten seconds of 60 Hz frames
            now += 1.0 / 60
            _ = try range.advance(to: now)
            frames += 1
        }
        #expect(!range.isMoving && range.isSettled && frames > 1)
        #expect(try range.advance(to: now + 1) == [], "at rest a frame has nothing to do")

        // A touch on handles lying on each other waits for the first movement: held, not moving.
        var met = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 0)
        try met.beginDrag(.handle(.start), at: met.center(of: .start), time: 0)
        #expect(met.isDragging && !met.isMoving && !met.isSettled)
    }
}
