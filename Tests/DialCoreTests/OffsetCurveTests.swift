@testable import DialCore
import Foundation
import PropertyTesting
import Testing

/// ``OffsetCurve`` is the flat form a frame evaluates: it must give each curve's own closed form
/// to the last bit, so that where a motion is, and so which events come, did not change when
/// the frame stopped taking the curve apart. The oracles below are the textbook formulas,
/// written from the curves' public parameters with the same operations in the same order.
@Suite(.timeLimit(.minutes(3))) struct OffsetCurveTests {
    static let twoPi = 2 * Double.pi

    /// A spring of each regime, and an instant within its first three seconds.
    static var springAndTime: Gen<(DampedSpring, Double)> {
        let ratio = Gen.oneOf([Gen.constant(1.0), Gen.double(in: 0.05...0.99), Gen.double(in: 1.01...8)])
        return zip(zip(Gen.double(in: -10...10), Gen.double(in: -50...50)), Gen.double(in: 0.05...2), ratio, Gen.double(in: 0...3))
            .map { initial, response, ratio, time in
                (try! DampedSpring(displacement: initial.0, velocity: initial.1, response: response, dampingRatio: ratio), time)
            }
    }

    /// `x(t)` of a spring from its parameters: the critically damped, underdamped or overdamped
    /// closed form (see ``DampedSpring``).
    static func textbookDisplacement(_ spring: DampedSpring, at t: Double) -> Double {
        let x0 = spring.initialDisplacement, v0 = spring.initialVelocity, zeta = spring.dampingRatio
        let omega = twoPi / spring.response
        if abs(zeta - 1) <= 1e-6 {
            let a = x0, b = v0 + omega * x0
            return (a + b * t) * Foundation.exp(-omega * t)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega * x0) / omegaD
            return Foundation.exp(-(zeta * omega) * t) * (a * Foundation.cos(omegaD * t) + b * Foundation.sin(omegaD * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega / (zeta + root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t)
        }
    }

    @Test func aSpringsFlatFormIsItsClosedFormToTheLastBit() {
        property("OffsetCurve of a spring = its closed form, bit for bit", Self.springAndTime) { spring, time in
            let flat = spring.offsetCurve.value(at: time)
            let textbook = Self.textbookDisplacement(spring, at: time)
            try ensure(flat.bitPattern == textbook.bitPattern, "flat \(flat) vs closed form \(textbook)")
        }
    }

    @Test func aDecelerationsFlatFormIsItsRemainingOffsetNegatedToTheLastBit() {
        let gen = zip(Gen.double(in: -5_000...5_000), Gen.double(in: 0.9...0.9999), Gen.double(in: 0...20))
        property("OffsetCurve of a deceleration = −D·e^(kt), bit for bit", gen) { velocity, rate, time in
            guard let fling = try? Deceleration(velocity: velocity, rate: rate) else { return }
            let flat = fling.offsetCurve.value(at: time)
            try ensure(flat.bitPattern == (-fling.remainingOffset(at: time)).bitPattern,
                       "flat \(flat) vs remaining \(fling.remainingOffset(at: time))")
        }
    }

    /// At rest (`D = 0`) and on a target of `−0`, the sign of zero is kept as well.
    @Test func zerosKeepTheirSign() throws {
        let still = try Deceleration(velocity: 0)
        #expect(still.offsetCurve.value(at: 0.5).bitPattern == (-still.remainingOffset(at: 0.5)).bitPattern)
        #expect(OffsetCurve.zero.value(at: 1).bitPattern == (-0.0).bitPattern)
        for target in [-0.0, 0.0, 1.5] {
            let instant = SnapMotion(curve: .instant, startTime: 0, startRotation: 3, stop: 0, targetRotation: target, endTime: 2)
            #expect(instant.curveRotation(at: 1).bitPattern == target.bitPattern, "target \(target)")
            let coast = SnapMotion(curve: .deceleration(still), startTime: 0, startRotation: 3, stop: 0, targetRotation: target, endTime: 2)
            #expect(coast.curveRotation(at: 1).bitPattern == (target - still.remainingOffset(at: 1)).bitPattern, "target \(target)")
        }
    }

    /// A spring motion's rotation is its target plus the spring's displacement since the
    /// start, held in its range.
    @Test func aSpringMotionFollowsItsSpringHeldInItsRange() {
        let gen = zip(Self.springAndTime, Gen.double(in: -3...3), Gen.double(in: 0.01...4))
        property("SnapMotion.curveRotation = clamp(target + x(t))", gen) { springAndTime, target, halfWidth in
            let (spring, elapsed) = springAndTime
            var motion = SnapMotion(curve: .spring(spring), startTime: 7, startRotation: target + spring.initialDisplacement,
                                    stop: 0, targetRotation: target, endTime: 1_000)
            motion.lowerRotation = target - halfWidth
            motion.upperRotation = target + halfWidth
            let time = 7 + elapsed
            let expected = min(max(target + spring.displacement(at: time - 7), target - halfWidth), target + halfWidth)
            let actual = motion.curveRotation(at: time)
            try ensure(time == 7 ? actual == motion.startRotation : actual.bitPattern == expected.bitPattern,
                       "rotation \(actual) vs \(expected)")
        }
    }

    /// A motion's rotation is its target plus the curve's offset at the time since it started,
    /// held in its range: on a deceleration, `target − D·e^(kt)` exactly as it was computed
    /// before the flat form.
    @Test func aMotionFollowsItsCurveFromItsStartHeldInItsRange() {
        let gen = zip(Gen.double(in: -50...50), Gen.double(in: 0...3), Gen.double(in: -3...3), Gen.double(in: 0.01...2))
        property("SnapMotion.curveRotation = clamp(target − remaining offset)", gen) { velocity, elapsed, target, halfWidth in
            guard let fling = try? Deceleration(velocity: velocity, rate: 0.998) else { return }
            var motion = SnapMotion(curve: .deceleration(fling), startTime: 5, startRotation: target - fling.restingOffset,
                                    stop: 0, targetRotation: target, endTime: 1_000)
            motion.lowerRotation = target - halfWidth
            motion.upperRotation = target + halfWidth
            let time = 5 + elapsed
            let expected = min(max(target - fling.remainingOffset(at: time - 5), target - halfWidth), target + halfWidth)
            let actual = motion.curveRotation(at: time)
            try ensure(time == 5 ? actual == motion.startRotation : actual.bitPattern == expected.bitPattern,
                       "rotation \(actual) vs \(expected)")
        }
    }

    @Test func onlyASpringLooksForTurns() throws {
        let spring = try DampedSpring(displacement: -0.5, velocity: 0, response: 0.3, dampingRatio: 0.2)
        let fling = try Deceleration(velocity: 30)
        let springMotion = SnapMotion(curve: .spring(spring), startTime: 0, startRotation: -0.5, stop: 0, targetRotation: 0, endTime: 2)
        let coast = SnapMotion(curve: .deceleration(fling), startTime: 0, startRotation: 0, stop: 0, targetRotation: 1, endTime: 2)
        let instant = SnapMotion(curve: .instant, startTime: 0, startRotation: 0, stop: 0, targetRotation: 1, endTime: 0)
        #expect(springMotion.canTurn && springMotion.turningTime(after: 0) != nil)
        #expect(!coast.canTurn && coast.turningTime(after: 0) == nil)
        #expect(!instant.canTurn && instant.turningTime(after: 0) == nil)
    }
}
