import DialCore
import Testing

/// 30, 60, 120 Hz and irregular frames see a range's handles at the same places at the same
/// instants, the same events and the same rest.
@Suite(.timeLimit(.minutes(3))) struct DialRangeFrameRateTests {
    /// A fling of the end into its upper limit, a step of the arc while it coasts, and a spring
    /// of the start; frames at the given ticks of 1/240 s (the same doubles at every rate).
    /// Returns the handles' angles at the 30 Hz ticks, the events and the rest.
    static func run(ticks: [Int], stepTick: Int = 48, reducesMotion: Bool = false, ratio: Double = 1) throws
        -> (angles: [Int: [Double]], events: [DialRangeEvent], start: Int, span: Int) {
        var configuration = DialConfiguration()
        configuration.reducesMotion = reducesMotion
        configuration.springDampingRatio = ratio
        let face = try DialFace(labelCount: 24, detentsPerLabel: 60)
        var range = try DialRange(face: face, radius: 150, configuration: configuration,
                                  start: 1380, span: 120, spanLimits: 30...700)
        var events = try range.beginDrag(.handle(.end), at: RangeTouch.onTrack(turns: 60.0 / 1440), time: 0)
        for frame in 1...5 {
            events += try range.drag(to: RangeTouch.onTrack(turns: 60.0 / 1440 + Double(frame) * 0.012), time: Double(frame) / 100)
        }
        events += try range.release(time: 0.05)
        var angles: [Int: [Double]] = [:]
        for tick in ticks {
            let time = 0.05 + Double(tick) / 240
            events += try range.advance(to: time)
            if tick == stepTick { events += try range.step(.handle(.start), by: 25, time: time) }
            if tick % 8 == 0 { angles[tick] = [range.angle(of: .start), range.angle(of: .end)] }
        }
        #expect(range.isSettled, "at rest by the last frame")
        return (angles, events, range.start, range.span)
    }

    @Test(arguments: [1.0, 0.3])
    func everyFrameRateSeesTheSameRange(ratio: Double) throws {
        let all = Array(1...2_400)
        let reference = try Self.run(ticks: all.filter { $0 % 2 == 0 }, ratio: ratio)
        #expect(reference.span == 700 - 25 && reference.start == 1405, "the end rests on its limit, then the start steps 25 later")
        #expect(reference.events.contains(.limitReached(.end, 700)))
        // Irregular: gaps of 1 to 13 ticks, always visiting the 30 Hz ticks and tick 48.
        var irregular: [Int] = []
        var tick = 0
        var gap = 1
        while tick < 2_400 {
            tick = min(tick + gap, 2_400)
            gap = gap % 13 + 1
            irregular.append(tick)
        }
        irregular = Array(Set(irregular + all.filter { $0 % 8 == 0 })).sorted()
        for ticks in [all.filter { $0 % 8 == 0 }, all.filter { $0 % 4 == 0 }, irregular] {
            let other = try Self.run(ticks: ticks, ratio: ratio)
            #expect(other.events == reference.events)
            #expect(other.start == reference.start && other.span == reference.span)
            for (tick, pair) in reference.angles { #expect(other.angles[tick] == pair, "tick \(tick)") }
        }
    }

    @Test func reducedMotionHasTheSameEventsAndRest() throws {
        let ticks = Array(1...2_400)
        // The step comes after the coast has ended: a step of the start during it would end the
        // coast without a rest of its own, and reduced motion has no coast to end.
        let animated = try Self.run(ticks: ticks, stepTick: 1_600)
        let reduced = try Self.run(ticks: ticks, stepTick: 1_600, reducesMotion: true)
        #expect(animated.events.filter { if case .settled = $0 { true } else { false } }.count == 2)
        #expect(reduced.events == animated.events && reduced.start == animated.start && reduced.span == animated.span)
    }
}
