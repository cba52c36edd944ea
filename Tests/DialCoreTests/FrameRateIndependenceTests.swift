import DialCore
import PropertyTesting
import Testing

/// 30, 60, 120 Hz and irregular frames see the same rotation at the same instant, the same events
/// and the same final label.
@Suite(.timeLimit(.minutes(3))) struct FrameRateIndependenceTests {
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
    static func run(labels: Int, ratio: Double, from degrees: Double, start: Start, ticks: [Int],
                    detents: Int = 1, bounds: ClosedRange<Int>? = nil) throws
        -> (rotations: [Int: Double], events: [DialEvent], label: Int, rest: Double?) {
        var configuration = DialConfiguration()
        configuration.springDampingRatio = ratio
        configuration.directionHysteresis = 0.005
        let face = try DialFace(labelCount: labels, detentsPerLabel: detents)
        var dial = try Dial(face: face, radius: 150, configuration: configuration, value: bounds?.lowerBound ?? 0, bounds: bounds)
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

    /// Whether the reference run and another agree: rotations at the ticks both visit, events,
    /// final detent and rest time.
    static func agree(_ other: (rotations: [Int: Double], events: [DialEvent], label: Int, rest: Double?),
                      _ reference: (rotations: [Int: Double], events: [DialEvent], label: Int, rest: Double?)) throws {
        for (tick, rotation) in reference.rotations {
            guard let seen = other.rotations[tick] else { continue }
            try ensure(seen == rotation, "rotation at tick \(tick): \(seen) != \(rotation)")
        }
        try ensureEqual(other.events, reference.events, "events")
        try ensureEqual(other.label, reference.label, "final label")
        try ensureEqual(other.rest, reference.rest, "rest time")
    }

    @Test func framesDoNotChangeABoundedMotion() {
        // Faces of labels × detents, bounds round the start, flings and steps that meet them.
        let ratio = Gen.oneOf([Gen.constant(1.0), Gen.double(in: 0.2...0.95), Gen.double(in: 1.1...3)])
        let face = zip(Gen.int(in: 2...60), Gen.int(in: 1...6), zip(Gen.int(in: -30...0), Gen.int(in: 0...40)))
        let gen = zip(zip(face, ratio), Gen.double(in: -200...200), Self.startGen, Gen.double(in: 0...1).array(count: 0...4000))
        property("a bounded fling or step has the same events and path at every frame rate", cases: 200, gen) { setup, degrees, start, noise in
            let ((labels, detents, (low, high)), ratio) = setup
            let bounds = low...high
            let horizon = 240 * 12
            let rates = [8, 4, 2].map { stride(from: 0, through: horizon, by: $0).map { $0 } }
            let irregular = (0...horizon).filter { tick in
                tick % 8 == 0 || tick % 12 == 0 || (tick < noise.count && noise[tick] < 0.3)
            }
            let reference = try Self.run(labels: labels, ratio: ratio, from: degrees, start: start, ticks: rates[2], detents: detents, bounds: bounds)
            for ticks in [rates[0], rates[1], irregular] {
                if case .steps(let steps) = start, steps.count > 1, ticks == rates[0] { continue }
                let other = try Self.run(labels: labels, ratio: ratio, from: degrees, start: start, ticks: ticks, detents: detents, bounds: bounds)
                try Self.agree(other, reference)
            }
        }
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
                try Self.agree(other, reference)
            }
        }
    }
}
