@testable import DialCore
import Testing

/// The strict comparisons of ``SnapMotion``, each on both sides: a turn found after an instant
/// lies strictly after it, and a curve held at the edge of its range has no speed only once
/// it is past the edge, not on it.
@Suite(.timeLimit(.minutes(3))) struct SnapMotionEdgeTests {
    /// A bouncy spring from 0.5 rad short of its target, at rest, over two seconds.
    static func bouncy(lower: Double = -.infinity, upper: Double = .infinity) throws -> SnapMotion {
        let spring = try DampedSpring(displacement: -0.5, velocity: 0, response: 0.3, dampingRatio: 0.2)
        var motion = SnapMotion(curve: .spring(spring), startTime: 10, startRotation: -0.5, stop: 0,
                                targetRotation: 0, endTime: 12)
        motion.lowerRotation = lower
        motion.upperRotation = upper
        return motion
    }

    @Test func aTurnFoundAfterATurnIsTheNextOne() throws {
        let motion = try Self.bouncy()
        let first = try #require(motion.turningTime(after: 10))
        #expect(first > 10)
        // Just before the turn it is the turn; at the turn itself it is the next one.
        #expect(motion.turningTime(after: first.nextDown) == first)
        let second = try #require(motion.turningTime(after: first))
        #expect(second > first, "the turn after \(first) is \(second)")
        #expect(abs((second - first) - (first - 10)) < 1e-9, "turns come every half period")
        // Past the end there is none.
        #expect(motion.turningTime(after: 12) == nil)
    }

    @Test func aTurnFoundAfterATurnIsLaterWhateverTheClockReads() throws {
        // Late on the clock `start + turn` rounds: the turn found after an instant that is a
        // turn is the next one, even where that rounding puts the same turn back on the instant.
        let spring = try DampedSpring(displacement: -0.5, velocity: 0, response: 0.3, dampingRatio: 0.2)
        var repeated: [Double] = []
        for step in 0..<200 {
            let start = 1_000_000 + Double(step) * 0.377
            let motion = SnapMotion(curve: .spring(spring), startTime: start, startRotation: -0.5, stop: 0,
                                    targetRotation: 0, endTime: start + 2)
            var time = start
            for _ in 0..<6 {
                guard let turn = motion.turningTime(after: time) else { break }
                if turn <= time { repeated.append(start) }
                time = turn
            }
        }
        #expect(repeated.isEmpty, "a turn at or before the instant asked about, starting at \(repeated.prefix(5))")
    }

    @Test func aDialWalkingFromTurnToTurnMeetsEveryTurnOnce() throws {
        // A dial whose frames fall exactly on the spring's turns reports the same events as
        // one with frames in between: each turn splits the path once.
        var configuration = DialConfiguration()
        configuration.springDampingRatio = 0.2
        let face = try DialFace(labelCount: 60)
        var onTurns = try Dial(face: face, radius: 150, configuration: configuration)
        var fine = onTurns
        var events = try onTurns.step(by: 5, time: 0)
        var fineEvents = try fine.step(by: 5, time: 0)
        let end = try #require(onTurns.restTime)
        var instants: [Double] = []
        var time = 0.0
        for _ in 0..<100 {
            guard let turn = onTurns.motion.turningTime(after: time), turn < end else { break }
            instants.append(turn)
            time = turn
        }
        #expect(instants.count >= 3, "a bouncy spring turns several times: \(instants)")
        for instant in instants + [end] { events += try onTurns.advance(to: instant) }
        for frame in 1...2_000 { fineEvents += try fine.advance(to: end * Double(frame) / 2_000) }
        #expect(events == fineEvents)
        #expect(onTurns.rotation == fine.rotation && onTurns.isSettled)
    }

    /// A spring from `displacement` off its target 0 at `velocity`, held within `lower...upper`.
    static func thrown(from displacement: Double, velocity: Double, lower: Double = -.infinity,
                       upper: Double = .infinity) throws -> SnapMotion {
        let spring = try DampedSpring(displacement: displacement, velocity: velocity, response: 0.3, dampingRatio: 0.2)
        var motion = SnapMotion(curve: .spring(spring), startTime: 10, startRotation: displacement, stop: 0,
                                targetRotation: 0, endTime: 12)
        motion.lowerRotation = lower
        motion.upperRotation = upper
        return motion
    }

    @Test func aCurveOnTheEdgeOfItsRangeKeepsItsSpeed() throws {
        // Starting exactly on the lower edge, thrown inwards: on the edge, not past it.
        let fromLower = try Self.thrown(from: -0.5, velocity: 3, lower: -0.5)
        #expect(fromLower.curveRotation(at: 10) == -0.5)
        #expect(fromLower.velocity(at: 10) == 3)
        // Starting exactly on the upper edge, thrown inwards.
        let fromUpper = try Self.thrown(from: 0.5, velocity: -3, upper: 0.5)
        #expect(fromUpper.curveRotation(at: 10) == 0.5)
        #expect(fromUpper.velocity(at: 10) == -3)
        // Thrown outwards from an edge the curve goes past it: held there, with no speed.
        let outLower = try Self.thrown(from: -0.5, velocity: -3, lower: -0.5)
        #expect(outLower.curveRotation(at: 10.01) == -0.5 && outLower.velocity(at: 10.01) == 0)
        let outUpper = try Self.thrown(from: 0.5, velocity: 3, upper: 0.5)
        #expect(outUpper.curveRotation(at: 10.01) == 0.5 && outUpper.velocity(at: 10.01) == 0)
    }

    @Test func itEndsOnTheTargetAtItsEndTimeAndNotBefore() throws {
        let motion = try Self.bouncy()
        #expect(motion.rotation(at: 12) == 0 && motion.velocity(at: 12) == 0)
        #expect(motion.rotation(at: 12.nextDown) != 0 || motion.velocity(at: 12.nextDown) != 0)
        #expect(motion.rotation(at: 10) == -0.5)
        #expect(motion.curveRotation(at: 9) == -0.5)
    }

    /// The bounciest spring any configuration allows (ζ = 0.05, the least rest tolerance), over
    /// 50,000 detents (a way its path fits, so it is not carried critically damped): it turns
    /// 186 times, as `ln(E / tolerance) · √(1 − ζ²) / (ζπ)` says, fewer than the 240 that
    /// ``SnapMotion/maximumTurns`` is four times over.
    @Test func theBounciestSpringTurnsFewerThan240Times() throws {
        var configuration = DialConfiguration()
        configuration.springDampingRatio = 0.05
        configuration.restTolerance = 1e-9
        var dial = try Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, configuration: configuration,
                            value: 0, bounds: nil)
        _ = try dial.step(by: 50_000, time: 0)
        guard case .spring(let spring) = dial.motion.curve, spring.dampingRatio == 0.05 else {
            Issue.record("not the bouncy spring: \(dial.motion.curve)")
            return
        }
        var turns = 0, time = dial.motion.startTime
        while turns <= SnapMotion.maximumTurns, let turn = dial.motion.turningTime(after: time) {
            turns += 1
            time = turn
        }
        #expect(turns > 150 && turns < 240, "\(turns) turns")
    }
}
