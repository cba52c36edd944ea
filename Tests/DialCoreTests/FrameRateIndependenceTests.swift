import DialCore
import PropertyTesting
import Testing

/// 30, 60, 120 Hz and irregular frames see the same rotation at the same instant, the same events
/// and the same final label.
@Suite struct FrameRateIndependenceTests {
    /// How a run starts: a fling, or a burst of key steps, from a dragged position.
    enum Start: CustomStringConvertible {
        case fling(Double)
        case steps([Int])
        var description: String {
            switch self {
            case .fling(let v): "fling(\(v))"
            case .steps(let s): "steps(\(s))"
            }
        }
    }

    /// Runs the start, then frames at the given tick numbers (ticks of 1/240 s: frame times are
    /// the same doubles whatever the rate). Returns the rotations at ticks that are multiples of
    /// 8 (the 30 Hz frames, which every rate visits), the events, and the final label.
    static func run(labels: Int, ratio: Double, from degrees: Double, start: Start, ticks: [Int]) throws
        -> (rotations: [Int: Double], events: [DialEvent], label: Int, rest: Double?) {
        var dial = try makeDial(labels: labels) { $0.springDampingRatio = ratio; $0.directionHysteresis = 0.005 }
        var events: [DialEvent] = []
        events += try dial.beginDrag(at: onDial(0), time: 0)
        events += try dial.drag(to: onDial(degrees), time: 0)
        switch start {
        case .fling(let velocity):
            events += try dial.release(velocity: velocity, time: 0)
        case .steps(let steps):
            for (i, labels) in steps.enumerated() where i == 0 { events += try dial.step(by: labels, time: 0) }
        }
        var rotations: [Int: Double] = [:]
        var stepTicks: [Int: Int] = [:]
        if case .steps(let steps) = start {
            for (i, labels) in steps.enumerated() where i > 0 { stepTicks[i * 12] = labels }
        }
        let rest = dial.restTime
        for tick in ticks {
            let time = Double(tick) / 240
            events += try dial.advance(to: time)
            if let labels = stepTicks[tick] { events += try dial.step(by: labels, time: time) }
            if tick % 8 == 0 { rotations[tick] = dial.rotation }
        }
        return (rotations, events, dial.selectedIndex, rest)
    }

    static var startGen: Gen<Start> {
        Gen.oneOf([
            DialGen.velocity.map { Start.fling($0) },
            Gen.int(in: -3...3).array(count: 1...4).map { Start.steps($0) },
        ])
    }

    @Test func framesDoNotChangeTheMotion() {
        let ratio = Gen.oneOf([Gen.constant(1.0), Gen.double(in: 0.2...0.95), Gen.double(in: 1.1...3)])
        let gen = zip(zip(Gen.int(in: 2...60), ratio), Gen.double(in: -200...200), Self.startGen, Gen.double(in: 0...1).array(count: 0...4000))
        property("30, 60, 120 Hz and irregular frames agree", cases: 200, gen) { face, degrees, start, noise in
            let (labels, ratio) = face
            let horizon = 240 * 12 // twelve seconds: every motion has ended
            let rates = [8, 4, 2].map { stride(from: 0, through: horizon, by: $0).map { $0 } }
            // Irregular: every 30 Hz tick, plus a random selection of the others (step ticks kept).
            let irregular = (0...horizon).filter { tick in
                tick % 8 == 0 || tick % 12 == 0 || (tick < noise.count && noise[tick] < 0.3)
            }
            let reference = try Self.run(labels: labels, ratio: ratio, from: degrees, start: start, ticks: rates[2])
            for ticks in [rates[0], rates[1], irregular] {
                // Key steps land on ticks that are multiples of 12; 30 Hz frames (multiples of 8) may miss them.
                if case .steps(let steps) = start, steps.count > 1, ticks == rates[0] { continue }
                let other = try Self.run(labels: labels, ratio: ratio, from: degrees, start: start, ticks: ticks)
                for (tick, rotation) in reference.rotations {
                    guard let seen = other.rotations[tick] else { continue }
                    try ensure(seen == rotation, "rotation at tick \(tick): \(seen) != \(rotation)")
                }
                try ensureEqual(other.events, reference.events, "events")
                try ensureEqual(other.label, reference.label, "final label")
                try ensureEqual(other.rest, reference.rest, "rest time")
            }
        }
    }
}
