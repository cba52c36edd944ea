import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DecelerationTests {
    @Test func ratesMatchUIScrollView() {
        #expect(Deceleration.normalRate == 0.998)
        #expect(Deceleration.fastRate == 0.99)
    }

    @Test func uikitFigures() throws {
        // rate 0.998, v = 1000 points/s: rests 499.4998 away, 90.6259 after 0.1 s.
        let fling = try Deceleration(velocity: 1000)
        #expect(fling.rate == 0.998)
        #expect(fling.initialVelocity == 1000)
        #expect(abs(fling.restingOffset - 499.4998) < 5e-5)
        #expect(abs(fling.offset(at: 0.1) - 90.6259) < 5e-5)
        #expect(abs(fling.velocity(at: 0.1) - 1000 * _pow(0.998, 100)) < 1e-9)
        #expect(fling.offset(at: 0) == 0)
        #expect(fling.offset(at: .infinity) == fling.restingOffset)
    }

    @Test func flutterFrictionSimulationFigures() throws {
        // Flutter: FrictionSimulation(drag: 0.135, position: 100, velocity: 100); drag per second
        // is rate^1000, so rate = 0.135^(1/1000).
        let fling = try Deceleration(velocity: 100, rate: _pow(0.135, 1.0 / 1000))
        #expect(abs(100 + fling.offset(at: 0.1) - 109.06) < 0.005)
        #expect(abs(100 + fling.restingOffset - 149.94) < 0.005)
        #expect(abs(fling.velocity(at: 1) - 13.5) < 1e-9)
    }

    @Test func negativeTimesCountAsZero() throws {
        let fling = try Deceleration(velocity: -300, rate: Deceleration.fastRate)
        #expect(fling.offset(at: -1) == 0)
        #expect(fling.offset(at: .nan) == 0)
        #expect(fling.velocity(at: -5) == -300)
        #expect(fling.remainingOffset(at: -1) == fling.restingOffset)
    }

    @Test func durationToAVelocity() throws {
        let fling = try Deceleration(velocity: 1000)
        let time = fling.duration(toVelocity: 10)
        #expect(abs(fling.velocity(at: time) - 10) < 1e-9)
        #expect(fling.duration(toVelocity: 1000) == 0)
        #expect(fling.duration(toVelocity: 2000) == 0)
        #expect(fling.duration(toVelocity: 0) == .infinity)
        #expect(try Deceleration(velocity: 0).duration(toVelocity: 0) == 0)
        #expect(try Deceleration(velocity: -1000).duration(toVelocity: 10) == time)
    }

    @Test func reSolvedRateRestsExactlyAtTheDistance() throws {
        let exact = try Deceleration(velocity: 1000, distance: 450)
        #expect(exact.restingOffset == 450)
        #expect(exact.rate > 0 && exact.rate < 1)
        #expect(abs(exact.offset(at: 1e6) - 450) < 1e-9)
        #expect(abs(exact.velocity(at: 0) - 1000) < 1e-12)
        let backwards = try Deceleration(velocity: -3, distance: -0.5)
        #expect(backwards.restingOffset == -0.5)
        let still = try Deceleration(velocity: 0, distance: 0)
        #expect(still.restingOffset == 0)
    }

    @Test func badInputIsRejected() {
        #expect(throws: DialError.nonFiniteVelocity(.nan)) { try Deceleration(velocity: .nan) }
        #expect(throws: DialError.nonFiniteVelocity(.infinity)) { try Deceleration(velocity: .infinity) }
        for rate in [0, 1, -0.5, 1.5, Double.nan, .infinity] {
            #expect(throws: DialError.invalidDecelerationRate(rate)) { try Deceleration(velocity: 1, rate: rate) }
        }
        #expect(throws: DialError.unreachableDistance(-10)) { try Deceleration(velocity: 100, distance: -10) }
        #expect(throws: DialError.unreachableDistance(0)) { try Deceleration(velocity: 100, distance: 0) }
        #expect(throws: DialError.unreachableDistance(5)) { try Deceleration(velocity: 0, distance: 5) }
        #expect(throws: DialError.unreachableDistance(1e-300)) { try Deceleration(velocity: 100, distance: 1e-300) }
        #expect(throws: DialError.unreachableDistance(1e300)) { try Deceleration(velocity: 1, distance: 1e300) }
        #expect(throws: DialError.nonFiniteDistance(.nan)) { try Deceleration(velocity: 1, distance: .nan) }
    }

    // MARK: Properties

    static var fling: Gen<(Deceleration, Double)> {
        zip(Gen.double(in: -5_000...5_000), Gen.double(in: 0.9...0.9999), Gen.double(in: 0...20)).map { velocity, rate, time in
            (try! Deceleration(velocity: velocity, rate: rate), time)
        }
    }

    @Test func offsetIsMonotoneAndNeverPassesTheRest() {
        property("x(t) moves toward D and never passes it", Self.fling) { fling, time in
            let d = fling.restingOffset
            let a = fling.offset(at: time), b = fling.offset(at: time + 0.01)
            try ensure(abs(a) <= abs(d) && abs(b) <= abs(d), "passed the rest: \(a), \(b) vs \(d)")
            try ensure(d >= 0 ? b >= a : b <= a, "not monotone: \(a) then \(b)")
            try ensure(fling.remainingOffset(at: time) * d >= 0, "the remaining offset changed sign")
            try ensureClose(fling.offset(at: time) + fling.remainingOffset(at: time), d, tolerance: 1e-9 * max(1, abs(d)))
        }
    }

    @Test func velocityIsTheDerivativeOfOffset() {
        property("v(t) = x'(t)", Self.fling) { fling, time in
            let h = 1e-6
            let slope = (fling.offset(at: time + h) - fling.offset(at: time)) / h
            let v = fling.velocity(at: time + h / 2)
            try ensureClose(slope, v, tolerance: 1e-4 * max(1, abs(fling.initialVelocity)))
        }
    }

    @Test func reSolvedRateRestsAtTheGivenDistance() {
        let gen = zip(Gen.double(in: 0.01...5_000), Gen.double(in: 0.001...5_000), Gen.bool)
        property("init(velocity:distance:) rests at the distance", gen) { speed, distance, negative in
            let sign: Double = negative ? -1 : 1
            guard let fling = try? Deceleration(velocity: sign * speed, distance: sign * distance) else {
                // Only rates that round to 0 or 1 may be refused.
                let k = -speed / distance
                try ensure(!(_exp(k / 1000) > 0 && _exp(k / 1000) < 1), "refused a reachable distance")
                return
            }
            try ensureEqual(fling.restingOffset, sign * distance)
            try ensureClose(fling.offset(at: 1e9), sign * distance, tolerance: 1e-9 * distance)
            try ensureClose(fling.velocity(at: 0), sign * speed, tolerance: 1e-12 * speed)
        }
    }
}

extension Deceleration {
    /// A fling at rest, for generators.
    init() {
        do { try self.init(velocity: 0) } catch { fatalError("a still deceleration is valid") }
    }
}
