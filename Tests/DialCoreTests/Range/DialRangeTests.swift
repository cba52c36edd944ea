import DialCore
import Testing

/// Worked examples of a range: a sleep schedule on a 24-hour face of minutes, and a 12-detent
/// face where angles are easy to read (detent d at d o'clock; radius 150, handles on a track of
/// radius 128).
@Suite(.timeLimit(.minutes(3))) struct DialRangeTests {
    static let day = try! DialFace(labelCount: 24, detentsPerLabel: 60)
    static let twelve = try! DialFace(labelCount: 12)

    /// Advances `range` in 60 Hz frames until it rests (at most ten seconds of frames).
    static func settle(_ range: inout DialRange, from time: Double) throws -> [DialRangeEvent] {
        var events: [DialRangeEvent] = []
        var now = time
        for _ in 0..<600 where !range.isSettled {
            now += 1.0 / 60
            events += try range.advance(to: now)
        }
        #expect(range.isSettled, "came to rest within ten seconds")
        return events
    }

    @Test func aSleepScheduleCrossesMidnight() throws {
        let sleep = try DialRange(face: Self.day, radius: 150, start: 22 * 60 + 30, span: 8 * 60 + 15)
        #expect(sleep.start == 1350 && sleep.span == 495 && sleep.end == 405)
        #expect(sleep.spanLimits == 0...1440, "no limits means 0 up to a whole day")
        #expect(sleep.isSettled && !sleep.isDragging && sleep.activePart == nil)
        #expect(sleep.angle(of: .start) == Self.day.angle(ofDetent: 1350))
        #expect(sleep.angle(of: .end) == Self.day.angle(ofDetent: 405))
        #expect(sleep.restingStart == 1350 && sleep.restingSpan == 495)
    }

    @Test func theStartIsTakenModuloTheDetentCount() throws {
        #expect(try DialRange(face: Self.day, radius: 150, start: -30, span: 60).start == 1410)
        #expect(try DialRange(face: Self.day, radius: 150, start: 1440 * 3 + 5, span: 0).start == 5)
        #expect(try DialRange(face: Self.day, radius: 150, start: Int.min, span: 0).start == Self.day.detentCount - 1 - ((-(Int.min + 1)) % 1440))
    }

    @Test func badLimitsSpansAndHandlesAreRefused() {
        #expect(throws: DialError.invalidSpanLimits(lower: -1, upper: 10)) {
            try DialRange(face: Self.day, radius: 150, start: 0, span: 5, spanLimits: -1...10)
        }
        #expect(throws: DialError.invalidSpanLimits(lower: 0, upper: 1441)) {
            try DialRange(face: Self.day, radius: 150, start: 0, span: 5, spanLimits: 0...1441)
        }
        #expect(throws: Never.self) { try DialRange(face: Self.day, radius: 150, start: 0, span: 1440, spanLimits: 0...1440) }
        #expect(throws: Never.self) { try DialRange(face: Self.day, radius: 150, start: 0, span: 0, spanLimits: 0...0) }
        #expect(throws: DialError.spanOutsideLimits(59)) {
            try DialRange(face: Self.day, radius: 150, start: 0, span: 59, spanLimits: 60...120)
        }
        #expect(throws: DialError.spanOutsideLimits(121)) {
            try DialRange(face: Self.day, radius: 150, start: 0, span: 121, spanLimits: 60...120)
        }
        #expect(throws: Never.self) { try DialRange(face: Self.day, radius: 150, start: 0, span: 60, spanLimits: 60...120) }
        #expect(throws: Never.self) { try DialRange(face: Self.day, radius: 150, start: 0, span: 120, spanLimits: 60...120) }
        #expect(throws: DialError.spanOutsideLimits(1441)) { try DialRange(face: Self.day, radius: 150, start: 0, span: 1441) }
        #expect(throws: DialError.spanOutsideLimits(-1)) { try DialRange(face: Self.day, radius: 150, start: 0, span: -1) }

        var wide = DialConfiguration()
        wide.handleRadius = 22
        #expect(throws: DialError.invalidHandleRadius(22)) {
            try DialRange(face: Self.day, radius: 22, configuration: wide, start: 0, span: 0)
        }
        #expect(throws: Never.self) { try DialRange(face: Self.day, radius: 22.000001, configuration: wide, start: 0, span: 0) }
        wide.handleRadius = 0
        #expect(throws: DialError.invalidConfiguration(.handleRadius, 0)) {
            try DialRange(face: Self.day, radius: 150, configuration: wide, start: 0, span: 0)
        }
        wide.handleRadius = .infinity
        #expect(throws: DialError.invalidConfiguration(.handleRadius, .infinity)) {
            try DialRange(face: Self.day, radius: 150, configuration: wide, start: 0, span: 0)
        }
        #expect(throws: DialError.invalidRadius(.nan)) { try DialRange(face: Self.day, radius: .nan, start: 0, span: 0) }
    }

    // MARK: Hit testing

    @Test func aTouchHoldsTheHandleWithinItsRadiusAndTheArcBetween() throws {
        // Start at 12 o'clock, end at 3 o'clock: centres (150, 22) and (278, 150).
        let range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        #expect(range.center(of: .start) == DialPoint(x: 150, y: 22))
        #expect(range.center(of: .end) == DialPoint(x: 278, y: 150))
        #expect(range.part(at: DialPoint(x: 150, y: 22)) == .handle(.start))
        #expect(range.part(at: DialPoint(x: 150, y: 0)) == .handle(.start), "exactly a handle radius away is on it")
        #expect(range.part(at: DialPoint(x: 150, y: -0.001)) == nil, "just past it is not (nor on the track)")
        #expect(range.part(at: DialPoint(x: 278 + 22, y: 150)) == .handle(.end))
        #expect(range.part(at: RangeTouch.onTrack(turns: 1.0 / 8)) == .arc, "half-past one, between them")
        #expect(range.part(at: RangeTouch.at(angle: Double.pi / 4, distance: 128 + 22)) == .arc, "the arc's outer edge")
        #expect(range.part(at: RangeTouch.at(angle: Double.pi / 4, distance: 128 + 22.001)) == nil)
        #expect(range.part(at: RangeTouch.at(angle: Double.pi / 4, distance: 128 - 21.999)) == .arc, "the arc's inner edge")
        #expect(range.part(at: RangeTouch.at(angle: Double.pi / 4, distance: 128 - 22.001)) == nil)
        #expect(range.part(at: RangeTouch.onTrack(turns: 0.5)) == nil, "six o'clock is off the arc")
        #expect(range.part(at: DialPoint(x: 150, y: 150)) == nil, "the centre holds nothing")
        #expect(range.part(at: DialPoint(x: .nan, y: 0)) == nil)
    }

    @Test func theArcIncludesItsEndsAndIsTheWholeCircleAtAFullSpan() throws {
        let sixty = try DialFace(labelCount: 60)
        // A small handle radius, so the track near the handles is the arc's own.
        var small = DialConfiguration()
        small.handleRadius = 1
        let range = try DialRange(face: sixty, radius: 150, configuration: small, start: 10, span: 20)
        let track = 149.0
        let step = sixty.detentStep
        #expect(range.part(at: RangeTouch.at(angle: 10 * step + 0.01, distance: track)) == .arc)
        #expect(range.part(at: RangeTouch.at(angle: 10 * step - 0.01, distance: track)) == nil, "before the start")
        #expect(range.part(at: RangeTouch.at(angle: 30 * step - 0.01, distance: track)) == .arc)
        #expect(range.part(at: RangeTouch.at(angle: 30 * step + 0.01, distance: track)) == nil, "after the end")

        let whole = try DialRange(face: sixty, radius: 150, configuration: small, start: 10, span: 60)
        for turns in stride(from: 0.0, to: 1, by: 0.05) {
            let part = whole.part(at: RangeTouch.at(angle: turns * 2 * Double.pi + 0.001, distance: track))
            #expect(part == .arc || part == .handle(.end), "a whole turn's arc is the whole circle")
        }
        let none = try DialRange(face: sixty, radius: 150, configuration: small, start: 10, span: 0)
        #expect(none.part(at: RangeTouch.at(angle: 40 * step, distance: track)) == nil, "a span of 0 has no arc")
    }

    @Test func handlesOnEachOtherGoToTheEndHandle() throws {
        let range = try DialRange(face: Self.twelve, radius: 150, start: 5, span: 0)
        #expect(range.part(at: range.center(of: .start)) == .handle(.end))
        let whole = try DialRange(face: Self.twelve, radius: 150, start: 5, span: 12)
        #expect(whole.part(at: whole.center(of: .end)) == .handle(.end))
    }

    // MARK: Dragging

    @Test func draggingTheEndKeepsTheStart() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        let grab = RangeTouch.onTrack(turns: 0.25)
        #expect(range.part(at: grab) == .handle(.end))
        try range.beginDrag(.handle(.end), at: grab, time: 0)
        #expect(range.isDragging && range.activePart == .handle(.end) && range.restingSpan == nil)
        var events = try range.drag(to: RangeTouch.onTrack(turns: 0.5), time: 0.1)
        #expect(events == [.changed(.end, 4), .changed(.end, 5), .changed(.end, 6)])
        #expect(range.start == 0 && range.span == 6 && range.end == 6)
        #expect(abs(range.angle(of: .end) - Double.pi) < 1e-12)
        events = try range.drag(to: RangeTouch.onTrack(turns: 0.5), time: 0.5)
        events += try range.release(time: 0.6)
        events += try Self.settle(&range, from: 0.6)
        #expect(events == [.settled(start: 0, span: 6)])
        #expect(range.isSettled && range.angle(of: .end) == Self.twelve.angle(ofDetent: 6))
    }

    @Test func draggingTheStartKeepsTheEnd() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        try range.beginDrag(.handle(.start), at: RangeTouch.onTrack(turns: 0), time: 0)
        let events = try range.drag(to: RangeTouch.onTrack(turns: -2.0 / 12), time: 0.1)
        #expect(events == [.changed(.start, 11), .changed(.start, 10)])
        #expect(range.start == 10 && range.span == 5 && range.end == 3)
    }

    @Test func aHandleStopsExactlyOnALimitAndReportsItOnce() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3, spanLimits: 2...4)
        try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        var events = try range.drag(to: RangeTouch.onTrack(turns: 0.45), time: 0.1)
        #expect(events == [.changed(.end, 4), .limitReached(.end, 4)])
        #expect(range.span == 4 && range.angle(of: .end) == Self.twelve.angle(ofDetent: 4), "exactly on the limit")
        events = try range.drag(to: RangeTouch.onTrack(turns: 0.6), time: 0.2)
        #expect(events.isEmpty, "held past the limit: reported once")
        #expect(range.angle(of: .end) == Self.twelve.angle(ofDetent: 4))
        // The finger comes back past the limit: the handle waits, then follows.
        events = try range.drag(to: RangeTouch.onTrack(turns: 0.34), time: 0.3)
        #expect(events.isEmpty && range.angle(of: .end) == Self.twelve.angle(ofDetent: 4))
        events = try range.drag(to: RangeTouch.onTrack(turns: 0.30), time: 0.4)
        #expect(events == [])
        #expect(range.angle(of: .end) < Self.twelve.angle(ofDetent: 4))
        events = try range.drag(to: RangeTouch.onTrack(turns: 0.5), time: 0.5)
        #expect(events == [.limitReached(.end, 4)], "a new meeting is reported again")
        // Down to the lower limit.
        events = try range.drag(to: RangeTouch.onTrack(turns: 0.05), time: 0.6)
        #expect(events == [.changed(.end, 3), .changed(.end, 2), .limitReached(.end, 2)])
        #expect(range.span == 2)
    }

    @Test func aHandleRestingOnALimitReportsTheFirstPushPastIt() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 4, spanLimits: 2...4)
        try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 4.0 / 12), time: 0)
        var events = try range.drag(to: RangeTouch.onTrack(turns: 4.0 / 12 - 0.01), time: 0.05)
        #expect(events.isEmpty, "inwards: no limit")
        events = try range.drag(to: RangeTouch.onTrack(turns: 4.0 / 12), time: 0.1)
        #expect(events == [.limitReached(.end, 4)], "back onto it")
        var pushed = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 4, spanLimits: 2...4)
        try pushed.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 4.0 / 12), time: 0)
        events = try pushed.drag(to: RangeTouch.onTrack(turns: 5.0 / 12), time: 0.1)
        events += try pushed.drag(to: RangeTouch.onTrack(turns: 6.0 / 12), time: 0.2)
        #expect(events == [.limitReached(.end, 4)], "a push outwards from the limit, once")
    }

    @Test func theHandlesMeetButNeverCross() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        let events = try range.drag(to: RangeTouch.onTrack(turns: 0.05), time: 0.1)
            + range.drag(to: RangeTouch.onTrack(turns: -0.2), time: 0.2)
        #expect(events == [.changed(.end, 2), .changed(.end, 1), .changed(.end, 0), .limitReached(.end, 0)])
        #expect(range.span == 0 && range.angle(of: .end) == range.angle(of: .start))
        _ = try range.release(time: 0.3)
        _ = try Self.settle(&range, from: 0.3)
        #expect(range.start == 0 && range.span == 0)
    }

    @Test func draggingTheArcKeepsTheSpanAcrossTwelveOClock() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 10, span: 3)
        let grab = RangeTouch.onTrack(turns: 11.5 / 12)
        #expect(range.part(at: grab) == .arc)
        try range.beginDrag(.arc, at: grab, time: 0)
        var events: [DialRangeEvent] = []
        var time = 0.0
        // Three quarters of a turn and more, clockwise, in small moves.
        for eighth in 1...10 {
            time += 0.02
            events += try range.drag(to: RangeTouch.onTrack(turns: 11.5 / 12 + Double(eighth) / 8), time: time)
            #expect(range.span == 3)
        }
        // 10/8 of a turn is 15 detents: 10 + 15 = 25 → start 1, end 4.
        #expect(range.start == 1 && range.end == 4)
        #expect(events.count == 30)
        #expect(Array(events.prefix(4)) == [.changed(.start, 11), .changed(.end, 2), .changed(.start, 0), .changed(.end, 3)])
    }

    @Test func handlesOnEachOtherMoveTheOneThatCanMoveThatWay() throws {
        // At a span of 0: clockwise moves the end, counterclockwise the start, whichever handle was named.
        for named in [DialRange.Handle.start, .end] {
            var range = try DialRange(face: Self.twelve, radius: 150, start: 3, span: 0)
            let here = RangeTouch.onTrack(turns: 0.25)
            try range.beginDrag(.handle(named), at: here, time: 0)
            #expect(range.isDragging && range.activePart == nil, "undecided")
            #expect(try range.drag(to: here, time: 0.05).isEmpty)
            let events = try range.drag(to: RangeTouch.onTrack(turns: 5.0 / 12), time: 0.1)
            #expect(events == [.changed(.end, 4), .changed(.end, 5)])
            #expect(range.start == 3 && range.span == 2)

            var back = try DialRange(face: Self.twelve, radius: 150, start: 3, span: 0)
            try back.beginDrag(.handle(named), at: here, time: 0)
            #expect(try back.drag(to: RangeTouch.onTrack(turns: 1.0 / 12), time: 0.1) == [.changed(.start, 2), .changed(.start, 1)])
            #expect(back.start == 1 && back.span == 2 && back.end == 3)
        }
        // At a whole turn, the other way round.
        var whole = try DialRange(face: Self.twelve, radius: 150, start: 3, span: 12)
        try whole.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        #expect(try whole.drag(to: RangeTouch.onTrack(turns: 4.0 / 12), time: 0.1) == [.changed(.start, 4)])
        #expect(whole.start == 4 && whole.span == 11)
        var wholeBack = try DialRange(face: Self.twelve, radius: 150, start: 3, span: 12)
        try wholeBack.beginDrag(.handle(.start), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        #expect(try wholeBack.drag(to: RangeTouch.onTrack(turns: 2.0 / 12), time: 0.1) == [.changed(.end, 2)])
        #expect(wholeBack.start == 3 && wholeBack.span == 11)
        // Limits that allow no change of span: only the arc moves.
        var fixed = try DialRange(face: Self.twelve, radius: 150, start: 3, span: 0, spanLimits: 0...0)
        try fixed.beginDrag(.handle(.start), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        #expect(fixed.activePart == .arc)
        #expect(try fixed.drag(to: RangeTouch.onTrack(turns: 4.0 / 12), time: 0.1) == [.changed(.start, 4), .changed(.end, 4)])
    }

    @Test func aReleaseWithoutMovementRestsWhereItWas() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 3, span: 0)
        try range.beginDrag(.handle(.start), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        #expect(try range.release(time: 0.1) == [.settled(start: 3, span: 0)])
        #expect(range.isSettled)
    }

    @Test func dragWithoutBeginDragTakesThePartThere() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        #expect(try range.drag(to: RangeTouch.onTrack(turns: 0.5), time: 0).isEmpty)
        #expect(range.isSettled, "nothing there: nothing moves")
        _ = try range.drag(to: RangeTouch.onTrack(turns: 0.25), time: 0.1)
        #expect(range.activePart == .handle(.end))
        #expect(try range.drag(to: RangeTouch.onTrack(turns: 4.0 / 12), time: 0.2) == [.changed(.end, 4)])
    }

    // MARK: Releases and steps

    @Test func aFlingIntoALimitRestsExactlyOnIt() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 0, span: 60, spanLimits: 30...600)
        let startTouch = RangeTouch.onTrack(turns: 60.0 / 1440)
        try range.beginDrag(.handle(.end), at: startTouch, time: 0)
        var events: [DialRangeEvent] = []
        for frame in 1...6 {
            events += try range.drag(to: RangeTouch.onTrack(turns: 60.0 / 1440 + Double(frame) * 0.01), time: Double(frame) * 0.01)
        }
        events += try range.release(time: 0.07)
        #expect(range.restingSpan == 600, "a fast fling is aimed at the limit")
        var time = 0.07
        while !range.isSettled && time < 10 {
            time += 1.0 / 60
            events += try range.advance(to: time)
            #expect(range.span <= 600 && range.angle(of: .end) <= Self.day.angle(ofDetent: 600))
        }
        #expect(range.span == 600 && range.angle(of: .end) == Self.day.angle(ofDetent: 600))
        #expect(events.filter { if case .limitReached = $0 { true } else { false } } == [.limitReached(.end, 600)])
        #expect(events.last == .settled(start: 0, span: 600))
        let ticks = events.filter { if case .changed = $0 { true } else { false } }
        #expect(ticks.count == 540 && ticks.last == .changed(.end, 600))
    }

    @Test func stepsMoveAPartAndEndWithOneRest() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 22 * 60, span: 8 * 60, spanLimits: 60...720)
        var events = try range.step(.handle(.end), by: 15, time: 0)
        #expect(range.restingSpan == 495 && range.restingStart == 1320)
        events += try range.step(.handle(.end), by: 15, time: 0.05)
        #expect(range.restingSpan == 510, "a step adds to the target in flight")
        events += try Self.settle(&range, from: 0.05)
        #expect(events.filter { if case .changed = $0 { true } else { false } }.count == 30)
        #expect(events.last == .settled(start: 1320, span: 510))
        #expect(events.filter { if case .settled = $0 { true } else { false } }.count == 1)

        events = try range.step(.arc, by: -60, time: 20)
        events += try Self.settle(&range, from: 20)
        #expect(range.start == 1260 && range.span == 510 && range.end == 330)
        #expect(events.last == .settled(start: 1260, span: 510))

        events = try range.step(.handle(.start), by: 0, time: 40)
        #expect(events == [.settled(start: 1260, span: 510)], "a step of nothing ends where it began")
    }

    @Test func aStepPastALimitRestsOnItAndAStepFromItIsRefused() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 0, span: 100, spanLimits: 60...120)
        var events = try range.step(.handle(.end), by: 50, time: 0)
        #expect(range.restingSpan == 120)
        events += try Self.settle(&range, from: 0)
        #expect(events.contains(.limitReached(.end, 120)) && events.last == .settled(start: 0, span: 120))
        events = try range.step(.handle(.end), by: 1, time: 20)
        #expect(events == [.limitReached(.end, 120), .settled(start: 0, span: 120)], "refused, and reported again")
        events = try range.step(.handle(.start), by: -1, time: 21)
        #expect(events == [.limitReached(.start, 120), .settled(start: 0, span: 120)])
        events = try range.step(.handle(.start), by: 60, time: 22)
        #expect(range.restingStart == 60 && range.restingSpan == 60)
        events += try Self.settle(&range, from: 22)
        #expect(events.contains(.limitReached(.start, 60)))
    }

    @Test func aStepOfAnotherPartFirstBringsTheMovingOneToItsTarget() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        _ = try range.step(.handle(.end), by: 2, time: 0)
        let events = try range.step(.handle(.start), by: 1, time: 0.01)
        #expect(events == [.changed(.end, 4), .changed(.end, 5)], "no rest between: the start moves on at once")
        #expect(range.restingStart == 1 && range.restingSpan == 4)
        let rest = try Self.settle(&range, from: 0.01)
        #expect(rest.last == .settled(start: 1, span: 4))
    }

    @Test func aStepDuringADragEndsTheDrag() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        _ = try range.drag(to: RangeTouch.onTrack(turns: 0.27), time: 0.05)
        _ = try range.step(.handle(.end), by: 1, time: 0.1)
        #expect(!range.isDragging && range.restingSpan == 4)
        _ = try Self.settle(&range, from: 0.1)
        #expect(range.span == 4)
    }

    @Test func aTouchStopsAMotionWhereItIs() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 0, span: 60)
        _ = try range.step(.handle(.end), by: 120, time: 0)
        _ = try range.advance(to: 0.1)
        let midway = range.angle(of: .end)
        let span = range.span
        #expect(span > 60 && span < 180)
        try range.beginDrag(.handle(.end), at: range.center(of: .end), time: 0.1)
        #expect(range.angle(of: .end) == midway && range.span == span && range.isDragging)
        _ = try range.release(time: 0.2)
        _ = try Self.settle(&range, from: 0.2)
        #expect(range.span == span, "released still, it rests on the nearest detent")

        // A touch on the other handle rests the moving one on its nearest detent at once.
        var other = try DialRange(face: Self.day, radius: 150, start: 0, span: 60)
        _ = try other.step(.handle(.end), by: 120, time: 0)
        _ = try other.advance(to: 0.1)
        let reached = other.span
        try other.beginDrag(.handle(.start), at: other.center(of: .start), time: 0.1)
        #expect(other.span == reached && other.activePart == .handle(.start))
        #expect(other.angle(of: .end) == Self.day.angle(ofDetent: reached))
    }

    // MARK: Reduce Motion

    @Test func reducedMotionGoesToTheTargetAtOnceWithTheSameEvents() throws {
        var reduced = DialConfiguration()
        reduced.reducesMotion = true
        var range = try DialRange(face: Self.twelve, radius: 150, configuration: reduced, start: 0, span: 3, spanLimits: 0...5)
        var animated = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3, spanLimits: 0...5)
        let now = try range.step(.handle(.end), by: 4, time: 0)
        let later = try animated.step(.handle(.end), by: 4, time: 0) + Self.settle(&animated, from: 0)
        #expect(now == [.changed(.end, 4), .changed(.end, 5), .limitReached(.end, 5), .settled(start: 0, span: 5)])
        #expect(now == later)
        #expect(range.isSettled && range.span == 5)

        // The same for a dial: a step and a fling arrive at once, on the animated one's target,
        // with its events.
        var dial = try Dial(face: Self.twelve, radius: 150, configuration: reduced, value: 0, bounds: -20...20)
        var moving = try Dial(face: Self.twelve, radius: 150, value: 0, bounds: -20...20)
        let stepped = try dial.step(by: 2, time: 0)
        var steppedSlowly = try moving.step(by: 2, time: 0)
        for frame in 1...120 { steppedSlowly += try moving.advance(to: Double(frame) / 60) }
        #expect(dial.isSettled && dial.value == 2 && moving.value == 2)
        #expect(stepped == steppedSlowly && stepped.last == .settled(2))
        let flung = try dial.release(velocity: -30, time: 10)
        var flungSlowly = try moving.release(velocity: -30, time: 10)
        for frame in 1...600 { flungSlowly += try moving.advance(to: 10 + Double(frame) / 60) }
        #expect(dial.isSettled && moving.isSettled && dial.value == moving.value)
        #expect(flung == flungSlowly && flung.contains(.limitReached(20)), "a fling into the bound, at once")
    }

    /// Reduce Motion turned on while a step is in flight: that motion goes on as it began, the
    /// next one arrives at once. A configuration refused leaves the range as it was.
    @Test func reconfiguringAppliesToTheNextMotion() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3, spanLimits: 0...8)
        _ = try range.step(.handle(.end), by: 2, time: 0)
        var reduced = range.configuration
        reduced.reducesMotion = true
        try range.reconfigure(reduced)
        #expect(range.configuration.reducesMotion && !range.isSettled, "the step in flight goes on")
        _ = try Self.settle(&range, from: 0)
        #expect(range.span == 5)
        let stepped = try range.step(.handle(.end), by: 1, time: 20)
        #expect(range.isSettled && range.span == 6 && stepped.last == .settled(start: 0, span: 6), "at once: \(stepped)")

        let before = range
        var wide = reduced
        wide.handleRadius = 150
        #expect(throws: DialError.invalidHandleRadius(150)) { try range.reconfigure(wide) }
        var bad = reduced
        bad.springResponse = 0
        #expect(throws: DialError.invalidConfiguration(.springResponse, 0)) { try range.reconfigure(bad) }
        #expect(range == before)
    }

    // MARK: Bad input

    @Test func badInputLeavesTheRangeAsItWas() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 0.25), time: 1)
        _ = try range.drag(to: RangeTouch.onTrack(turns: 0.3), time: 1.1)
        let before = range
        #expect(throws: DialError.nonFiniteTime(.nan)) { try range.advance(to: .nan) }
        #expect(throws: DialError.timeWentBackwards(1)) { try range.drag(to: RangeTouch.onTrack(turns: 0.4), time: 1) }
        #expect(throws: DialError.nonFiniteTouch(DialPoint(x: .infinity, y: 0))) {
            try range.drag(to: DialPoint(x: .infinity, y: 0), time: 2)
        }
        #expect(throws: DialError.nonFiniteTouch(DialPoint(x: 0, y: .nan))) {
            try range.beginDrag(.arc, at: DialPoint(x: 0, y: .nan), time: 2)
        }
        #expect(throws: DialError.timeWentBackwards(0)) { try range.release(time: 0) }
        #expect(throws: DialError.timeWentBackwards(0)) { try range.step(.arc, by: 1, time: 0) }
        #expect(throws: DialError.excessiveTravel(Double(Dial.maximumLabelsPerCall + 1), limit: Dial.maximumLabelsPerCall)) {
            try range.step(.arc, by: Dial.maximumLabelsPerCall + 1, time: 2)
        }
        #expect(throws: DialError.excessiveTravel(Double(Int.min).magnitude, limit: Dial.maximumLabelsPerCall)) {
            try range.step(.arc, by: .min, time: 2)
        }
        #expect(range == before)
        #expect(throws: Never.self) { try range.step(.arc, by: Dial.maximumLabelsPerCall, time: 2) }
    }

    /// A step refused after the call has begun: the arc is in flight to a target the cap away
    /// (its spring has barely started), and two more detents on it lie past the cap. The call has
    /// advanced the range to its time by then; it is left as it was before the call all the same.
    @Test func aStepRefusedPastTheCapInFlightLeavesTheRangeAsItWas() throws {
        var range = try DialRange(face: Self.twelve, radius: 150, start: 0, span: 3)
        _ = try range.step(.arc, by: Dial.maximumLabelsPerCall, time: 2)
        let before = range
        let later = 2.000_001
        var refusal: DialError?
        do { _ = try range.step(.arc, by: 2, time: later) } catch { refusal = error }
        guard case .excessiveTravel? = refusal else {
            Issue.record("the step was not refused: \(String(describing: refusal))")
            return
        }
        #expect(range == before)
        var advanced = before
        _ = try advanced.advance(to: later)
        #expect(advanced != before, "advancing to the step's time changes the range")
    }
}
