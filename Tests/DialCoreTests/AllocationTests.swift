import AllocationCounter
import DialCore
import Testing

/// A frame of the dial that emits no event allocates nothing, and a fling makes as many heap
/// allocations (none) run in 1,000 frames as in 100,000. Counted by the interposed allocator of the
/// `AllocationCounter` target (the calling thread's malloc family), on Linux with glibc.
@Suite(.enabled(if: dial_allocation_counting_is_supported() == 1, "allocations are counted on Linux with glibc"), .timeLimit(.minutes(3)))
struct AllocationTests {
    /// The allocations made by `body` on this thread.
    func allocations(_ body: () throws -> Void) rethrows -> UInt64 {
        let before = dial_allocation_count()
        try body()
        return dial_allocation_count() - before
    }

    @Test func theCounterSeesAnAllocation() {
        let counted = allocations {
            let array = Array(repeating: 1, count: 100)
            #expect(array.count == 100)
        }
        #expect(counted >= 1, "the counter must see a heap allocation, or this suite proves nothing")
    }

    @Test func aCallerThatKeepsTheEventsCostsOneCopyPerFrameWithEvents() throws {
        // The first frame in a process that reports an event makes the Swift runtime instantiate
        // the witness tables of `[DialEvent]` (its cache, then one table per conformance: 19
        // allocations, once, on whichever thread gets there first). Warm that up here, so that
        // what is measured is the dial's own cost whatever ran before.
        _ = try fling(frames: 100)
        // Holding on to a returned array makes the next frame with events copy the buffer: the
        // price of keeping them, exactly one allocation a frame. The first frame with events
        // reuses the buffer the release's (discarded) events came in, and a frame with no event
        // allocates nothing.
        var dial = try Dial(face: DialFace(labelCount: 12), radius: 150)
        _ = try dial.release(velocity: 25, time: 0)
        var kept: [[DialEvent]] = []
        kept.reserveCapacity(10_000)
        var keepsABuffer = false
        var framesWithEvents = 0
        var time = 0.0
        while !dial.isSettled, time < 60 {
            time += 1.0 / 60
            var events: [DialEvent] = []
            let counted = try allocations { events = try dial.advance(to: time) }
            let expected: UInt64 = events.isEmpty ? 0 : (keepsABuffer ? 1 : 0)
            #expect(counted == expected, "a frame at \(time) with \(events.count) events allocated \(counted) times")
            if !events.isEmpty {
                keepsABuffer = true
                framesWithEvents += 1
            }
            kept.append(events)
        }
        #expect(dial.isSettled, "still moving after a minute")
        #expect(framesWithEvents > 5, "the fling reports events on several frames")
    }

    @Test func aFrameWithoutEventsAllocatesNothing() throws {
        _ = try fling(frames: 100) // the runtime's one-time setup, as below
        var dial = try Dial(face: DialFace(labelCount: 12), radius: 150)
        _ = try dial.release(velocity: 3, time: 0)
        var quietFrames = 0
        var time = 0.0
        while !dial.isSettled, time < 60 {
            time += 1.0 / 240
            var events: [DialEvent] = []
            let counted = try allocations { events = try dial.advance(to: time) }
            if events.isEmpty {
                quietFrames += 1
                #expect(counted == 0, "a frame at \(time) with no event allocated \(counted) times")
            }
        }
        #expect(dial.isSettled, "still moving after a minute")
        #expect(quietFrames > 100)
    }

    /// Runs a fling (and the events it reports) in `frames` equal frames until it rests: on a
    /// twelve-label dial, or `bounded` on a minute dial into the top of `0...20`.
    func fling(frames: Int, bounded: Bool = false) throws -> (allocations: UInt64, events: [DialEvent]) {
        var dial = bounded
            ? try Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, value: 0, bounds: 0...20)
            : try Dial(face: DialFace(labelCount: 12), radius: 150)
        _ = try dial.release(velocity: bounded ? -25 : 25, time: 0)
        let end = try #require(dial.restTime)
        var events: [DialEvent] = []
        events.reserveCapacity(64)
        let counted = try allocations {
            for frame in 1...frames {
                let new = try dial.advance(to: end * Double(frame) / Double(frames))
                if !new.isEmpty { events.append(contentsOf: new) }
            }
        }
        #expect(dial.isSettled)
        return (counted, events)
    }

    @Test func allocationsDoNotDependOnTheFrameCount() throws {
        // The first fling in a process lets the Swift runtime set up type metadata once (a few
        // allocations that no later frame repeats); measure after it.
        _ = try fling(frames: 100)
        let coarse = try fling(frames: 1_000)
        let fine = try fling(frames: 100_000)
        #expect(coarse.events == fine.events)
        #expect(coarse.allocations == fine.allocations, "\(coarse.allocations) allocations in 1,000 frames, \(fine.allocations) in 100,000")
        // The dial reuses one event buffer, so even frames that report events allocate nothing.
        #expect(fine.allocations == 0)
        #expect(fine.events.count > 20)
    }

    @Test func aFlingIntoABoundAllocatesNothingAtAnyFrameCount() throws {
        _ = try fling(frames: 100, bounded: true)
        let coarse = try fling(frames: 1_000, bounded: true)
        let fine = try fling(frames: 100_000, bounded: true)
        #expect(coarse.events == fine.events)
        #expect(fine.events.contains(.limitReached(20)) && fine.events.last == .settled(20))
        #expect(coarse.allocations == 0 && fine.allocations == 0, "\(coarse.allocations) and \(fine.allocations) allocations, \(coarse.events.count) events")
    }
}

/// The same for a range: a handle flung into a span limit, in 1,000 frames and in 100,000.
@Suite(.enabled(if: dial_allocation_counting_is_supported() == 1, "allocations are counted on Linux with glibc"), .timeLimit(.minutes(3)))
struct RangeAllocationTests {
    /// Flings the end of a sleep schedule into its limit of 10 hours, then runs `frames` equal
    /// frames until it rests; the allocations of the frames, the events, and those of the
    /// frames that reported none.
    func fling(frames: Int) throws -> (allocations: UInt64, quiet: UInt64, events: [DialRangeEvent]) {
        var range = try DialRange(face: DialFace(labelCount: 24, detentsPerLabel: 60), radius: 150,
                                  start: 22 * 60, span: 60, spanLimits: 30...600)
        try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 23.0 / 24), time: 0)
        for frame in 1...5 {
            _ = try range.drag(to: RangeTouch.onTrack(turns: 23.0 / 24 + Double(frame) * 0.01), time: Double(frame) / 100)
        }
        _ = try range.release(time: 0.05)
        var events: [DialRangeEvent] = []
        events.reserveCapacity(1_024)
        var total: UInt64 = 0
        var quiet: UInt64 = 0
        let duration = 10.0
        for frame in 1...frames {
            let before = dial_allocation_count()
            let new = try range.advance(to: 0.05 + duration * Double(frame) / Double(frames))
            let counted = dial_allocation_count() - before
            total += counted
            if new.isEmpty { quiet += counted } else { events.append(contentsOf: new) }
        }
        #expect(range.isSettled)
        return (total, quiet, events)
    }

    @Test func aRangeFlungIntoALimitAllocatesNothingAtAnyFrameCount() throws {
        _ = try fling(frames: 100) // the runtime's one-time setup
        let coarse = try fling(frames: 1_000)
        let fine = try fling(frames: 100_000)
        #expect(coarse.events == fine.events)
        #expect(fine.events.contains(.limitReached(.end, 600)) && fine.events.last == .settled(start: 1320, span: 600))
        #expect(coarse.quiet == 0 && fine.quiet == 0, "frames without events allocated \(coarse.quiet) and \(fine.quiet) times")
        #expect(coarse.allocations == 0 && fine.allocations == 0, "\(coarse.allocations) and \(fine.allocations) allocations, \(coarse.events.count) events")
    }
}
