import DialCore
import PropertyTesting
import Testing

/// The rules of a range on random faces of 1 to 1,440 detents, random span limits and random
/// sequences of touches, drags, releases, steps, frames and bad input.
@Suite(.timeLimit(.minutes(3))) struct DialRangePropertyTests {
    /// A range at rest: a face of 1…24 labels × 1…60 detents, span limits inside `0…detentCount`
    /// (a third of the time the full ones), a span inside them and any start.
    static var restingRange: Gen<DialRange> {
        zip(zip(Gen.int(in: 1...24), Gen.int(in: 1...60)), zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)), Gen.int(in: -5_000...5_000), Gen.int(in: 0...2))
            .map { counts, fractions, start, full in
                let face = try! DialFace(labelCount: counts.0, detentsPerLabel: counts.1)
                let count = face.detentCount
                let lower = full == 0 ? 0 : Int((Double(count) * fractions.0).rounded(.down))
                let upper = full == 0 ? count : lower + Int((Double(count - lower) * fractions.1).rounded(.down))
                let span = lower + Int((Double(upper - lower) * fractions.2).rounded(.down))
                // Valid by construction.
                return try! DialRange(face: face, radius: 150, start: start, span: span, spanLimits: lower...upper)
            }
    }

    static var part: Gen<DialRange.Part> {
        Gen.element(of: [.handle(.start), .handle(.end), .arc])
    }

    static var action: Gen<RangeAction> {
        Gen.oneOf([
            zip(Gen.double(in: -1...2), Gen.double(in: 0...150), part).map { .touch(turns: $0, distance: $1, part: $2) },
            zip(Gen.double(in: -1...2), Gen.double(in: 100...150), Gen.double(in: 0...0.05)).map { .move(turns: $0, distance: $1, after: $2) },
            zip(Gen.double(in: -0.2...0.2), Gen.double(in: 100...150), Gen.double(in: 0...0.05)).map { .move(turns: $0, distance: $1, after: $2) },
            Gen.double(in: 0...0.1).map { .release(after: $0) },
            zip(part, Gen.int(in: -30...30)).map { .step($0, $1) },
            zip(part, Gen.int(in: -3_000...3_000)).map { .step($0, $1) },
            Gen.double(in: 0...0.4).map { .wait($0) },
            zip(Gen.int(in: -3_000...3_000), Gen.int(in: -100...1_540)).map { .select(start: $0, span: $1) },
            Gen.int(in: 0...6).map { .bad($0) },
        ])
    }

    @Test func theSpanNeverLeavesItsLimitsAndTheEventsTellTheState() {
        let gen = zip(Self.restingRange, Self.action.array(count: 1...24), Gen.double(in: 0.004...0.05))
        property("span within limits every frame; ticks one detent at a time ending on the handles; rests on detents; bad input changes nothing", cases: 300, gen) { range, actions, frame in
            var player = RangePlayer(range)
            player.frame = frame
            for action in actions {
                try player.play(action)
                try player.play(.wait(frame * 3))
            }
            try player.settle()
        }
    }

    @Test func everyReleaseAndEveryStepEndsWithExactlyOneRest() {
        let gen = zip(Self.restingRange, Gen.oneOf([
            zip(Gen.double(in: -1...1), Gen.double(in: -1...1), Gen.double(in: 0...0.2)).map { [RangeAction.touch(turns: $0, distance: 128, part: .arc), .move(turns: $0 + $1, distance: 128, after: 0.05), .release(after: $2)] },
            zip(Self.part, Gen.int(in: -200...200)).map { [RangeAction.step($0, $1)] },
        ]))
        property("one release or one step from rest ends with exactly one settled", gen) { range, actions in
            var player = RangePlayer(range)
            for action in actions { try player.play(action) }
            try player.settle()
            let rests = player.events.filter { if case .settled = $0 { true } else { false } }
            try ensureEqual(rests.count, 1, "rests in \(player.events)")
            try ensureEqual(player.events.last, .settled(start: player.range.start, span: player.range.span))
        }
    }

    @Test func aStepStopsExactlyOnTheLimitItWouldPass() {
        let gen = zip(Self.restingRange, Gen.element(of: [DialRange.Handle.start, .end]), Gen.int(in: -3_000...3_000))
        property("a handle stepped onto or past a limit rests exactly on it, meeting it once", gen) { range, handle, detents in
            var player = RangePlayer(range)
            try player.play(.step(.handle(handle), detents))
            try player.settle()
            let limits = range.spanLimits
            // Later for the end is a longer span, for the start a shorter one.
            let wanted = range.span + (handle == .end ? detents : -detents)
            let expected = min(max(wanted, limits.lowerBound), limits.upperBound)
            try ensureEqual(player.range.span, expected, "span after the step")
            let met = player.events.filter { if case .limitReached = $0 { true } else { false } }
            // Stopped short by a limit, or arriving exactly on one: a meeting.
            let arrivesOnLimit = expected != range.span && (expected == limits.lowerBound || expected == limits.upperBound)
            if wanted != expected || arrivesOnLimit {
                try ensureEqual(met, [.limitReached(handle, expected)], "limits met")
            } else {
                try ensure(met.isEmpty, "no limit in the way, yet \(met)")
            }
            try ensureEqual(handle == .end ? player.range.start : player.range.end, handle == .end ? range.start : range.end, "the other handle moved")
        }
    }

    @Test func aSelectionRestsExactlyWhereAskedWithinTheLimits() {
        let gen = zip(Self.restingRange, Self.action.array(count: 0...6), Gen.int(in: -5_000...5_000),
                      Gen.oneOf([Gen.int(in: -100...1_540), Gen.element(of: [Int.min, Int.max, -1, 0])]))
        property("from any state a selection rests on start mod n and the span held within the limits; from rest with exactly one settled", gen) { range, before, start, span in
            var player = RangePlayer(range)
            for action in before { try player.play(action) }
            let fromRest = player.range.isSettled
            let heard = player.events.count
            try player.play(.select(start: start, span: span))
            try player.settle()
            let count = player.range.face.detentCount
            let limits = player.range.spanLimits
            try ensureEqual(player.range.start, ((start % count) + count) % count, "start")
            try ensureEqual(player.range.span, min(max(span, limits.lowerBound), limits.upperBound), "span")
            let after = player.events[heard...]
            let rests = after.filter { if case .settled = $0 { true } else { false } }
            if fromRest { try ensureEqual(rests.count, 1, "rests after a selection from rest: \(Array(after))") }
            try ensureEqual(player.events.last, .settled(start: player.range.start, span: player.range.span))
            let met = after.compactMap { if case .limitReached(_, let limit) = $0 { limit } else { nil } }
            if limits.contains(span), fromRest {
                // Inside the limits a limit is met only by arriving on it.
                try ensure(met.allSatisfy { $0 == span }, "limits \(met) met on the way to \(span) inside \(limits)")
            }
        }
    }

    /// A front's frame loop runs only while `isMoving`: when it stops, the range is at rest or
    /// held, and a frame then (a second later) reports nothing and moves nothing.
    @Test func aFrameLoopWhileMovingMissesNothing() {
        let gen = zip(Self.restingRange, Self.action.array(count: 1...12))
        property("after each action, frames while isMoving; then a frame a second later changes nothing", gen) { range, actions in
            var player = RangePlayer(range)
            for action in actions {
                if case .wait = action { continue }
                try player.play(action)
                for _ in 0..<3_600 where player.range.isMoving {  // a minute of frames at most
                    try player.play(.wait(player.frame))
                }
                try ensure(!player.range.isMoving, "still moving a minute later: \(player.range)")
                let held = player.range
                let quiet = try player.range.advance(to: player.time + 1)
                player.time += 1
                try ensureEqual(quiet, [], "a frame after the loop stopped")
                try ensure(player.range.start == held.start && player.range.span == held.span
                    && player.range.angle(of: .start) == held.angle(of: .start) && player.range.angle(of: .end) == held.angle(of: .end)
                    && player.range.isSettled == held.isSettled && player.range.isDragging == held.isDragging,
                    "a frame after the loop stopped moved the range: \(held) to \(player.range)")
            }
        }
    }
}
