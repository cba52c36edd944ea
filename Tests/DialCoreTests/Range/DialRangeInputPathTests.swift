import DialCore
import Testing

/// A range takes the input paths a dial does: a release at a given velocity, a scroll view's
/// offsets with their rebase, and the end it will rest on.
@Suite(.timeLimit(.minutes(3))) struct DialRangeInputPathTests {
    static let day: DialFace = {
        do { return try DialFace(labelCount: 24, detentsPerLabel: 4) } catch { fatalError("\(error)") }
    }()

    static func settle(_ range: inout DialRange, from time: Double) throws -> [DialRangeEvent] {
        var events: [DialRangeEvent] = []
        for frame in 1...600 where !range.isSettled { events += try range.advance(to: time + Double(frame) / 60) }
        return events
    }

    @Test func aReleaseAtAVelocityFlingsThePartHeld() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 0, span: 20)
        let touch = DialRange.handlePoint(range, .end)
        try range.beginDrag(.handle(.end), at: touch, time: 0)
        let released = try range.release(velocity: 6, time: 0.01)
        #expect(range.isMoving)
        #expect(range.restingEnd == range.restingStart.map { ($0 + (range.restingSpan ?? 0)) % 96 })
        let later = try #require(range.restingEnd)
        #expect(later > 20, "a clockwise fling moves the end later")
        let events = released + (try Self.settle(&range, from: 0.01))
        #expect(events.filter { if case .settled = $0 { true } else { false } }.count == 1)
        #expect(range.end == later && range.restingEnd == later && range.start == 0)

        // Counterclockwise, the other way; outside a drag only the time moves on.
        var back = try DialRange(face: Self.day, radius: 150, start: 0, span: 40)
        try back.beginDrag(.handle(.end), at: DialRange.handlePoint(back, .end), time: 0)
        _ = try back.release(velocity: -6, time: 0.01)
        #expect((back.restingSpan ?? 40) < 40)
        let resting = try DialRange(face: Self.day, radius: 150, start: 5, span: 10)
        var still = resting
        #expect(try still.release(velocity: 3, time: 1) == [] && still.start == 5 && still.span == 10)
        #expect(throws: DialError.nonFiniteVelocity(.nan)) { try still.release(velocity: .nan, time: 2) }
    }

    @Test func aScrollTurnsThePartUnderTheTouch() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 0, span: 20)
        let touch = DialRange.handlePoint(range, .end)   // right of the centre: at 75°
        // Begins on the end handle; the first offset is the baseline.
        #expect(try range.scroll(toOffset: DialPoint(x: 0, y: 1000), touch: touch, time: 0) == [])
        #expect(range.activePart == .handle(.end) && range.isDragging)
        // Content scrolled up by 40: the finger moved down by 40, clockwise at the right.
        let events = try range.scroll(toOffset: DialPoint(x: 0, y: 960), touch: DialPoint(x: touch.x, y: touch.y + 40), time: 0.05)
        #expect(range.span > 20 && range.start == 0)
        #expect(events.first == .changed(.end, 21))
        // A rebase moves nothing; the next scroll measures from it.
        let span = range.span
        try range.rebaseScroll(toOffset: DialPoint(x: 0, y: 0))
        #expect(range.span == span)
        _ = try range.scroll(toOffset: DialPoint(x: 0, y: 0), touch: DialPoint(x: touch.x, y: touch.y + 40), time: 0.06)
        #expect(range.span == span)
        #expect(throws: DialError.nonFiniteOffset(DialPoint(x: .nan, y: 0))) {
            try range.scroll(toOffset: DialPoint(x: .nan, y: 0), touch: touch, time: 1)
        }
        // Where no part is, a scroll moves nothing.
        var idle = try DialRange(face: Self.day, radius: 150, start: 0, span: 20)
        #expect(try idle.scroll(toOffset: .zero, touch: DialPoint(x: 150, y: 150), time: 0) == [])
        #expect(idle.isSettled)
    }

    @Test func restingEndIsNilWhileDragging() throws {
        var range = try DialRange(face: Self.day, radius: 150, start: 90, span: 20)
        #expect(range.restingEnd == 14)
        try range.beginDrag(.arc, at: DialRange.handlePoint(range, .start), time: 0)
        #expect(range.restingEnd == nil)
    }
}

extension DialRange {
    /// The centre of `handle` in the range's box.
    static func handlePoint(_ range: DialRange, _ handle: Handle) -> DialPoint {
        let angle = range.angle(of: handle)
        let r = range.radius - range.configuration.handleRadius
        return DialPoint(x: range.radius + r * _sin(angle), y: range.radius - r * _cos(angle))
    }
}
