import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DampedSpringTests {
    @Test func startsWhereItIsReleased() throws {
        for ratio in [0.3, 1, 2.5] {
            let spring = try DampedSpring(displacement: -0.5, velocity: 3, response: 0.3, dampingRatio: ratio)
            #expect(abs(spring.displacement(at: 0) + 0.5) < 1e-15)
            #expect(abs(spring.velocity(at: 0) - 3) < 1e-12)
            #expect(spring.displacement(at: .infinity) == 0)
            #expect(spring.velocity(at: .infinity) == 0)
        }
    }

    @Test func criticallyDampedFromRestNeverOvershoots() throws {
        let spring = try DampedSpring(displacement: -0.5, velocity: 0, response: 0.3)
        var time = 0.0
        while time < 3 {
            let x = spring.displacement(at: time)
            #expect(x <= 0, "overshot at \(time): \(x)")
            time += 0.001
        }
        #expect(spring.turningTime(after: 0) == nil)
    }

    @Test func criticallyDampedSpringTurnsBackOnce() throws {
        // Released moving away from rest: it turns back once, at v₀ / (ω·B).
        let spring = try DampedSpring(displacement: 0.1, velocity: 2, response: 0.3)
        let turn = try #require(spring.turningTime(after: 0))
        #expect(abs(spring.velocity(at: turn)) < 1e-12)
        #expect(spring.velocity(at: turn - 0.01) > 0 && spring.velocity(at: turn + 0.01) < 0)
        #expect(spring.turningTime(after: turn) == nil)
    }

    @Test func underdampedSpringTurnsBackEveryHalfPeriod() throws {
        let spring = try DampedSpring(displacement: 1, velocity: 0, response: 0.5, dampingRatio: 0.2)
        let first = try #require(spring.turningTime(after: 0))
        let second = try #require(spring.turningTime(after: first))
        let omegaD = 2 * Double.pi / 0.5 * (1 - 0.04).squareRoot()
        #expect(abs((second - first) - Double.pi / omegaD) < 1e-12)
        #expect(abs(spring.velocity(at: first)) < 1e-9 && abs(spring.velocity(at: second)) < 1e-9)
        #expect(spring.displacement(at: first) < 0, "it overshoots, being underdamped")
    }

    @Test func settlingTimeIsWhenItStaysWithinTolerance() throws {
        let spring = try DampedSpring(displacement: -0.5236, velocity: 0, response: 0.3)
        let settle = spring.settlingTime(tolerance: 0.001)
        #expect(settle > 0.2 && settle < 1)
        // The envelope (|A| + |B|t)e^(−ωt) equals the tolerance there.
        let omega = 2 * Double.pi / 0.3
        let envelope = (0.5236 + 0.5236 * omega * settle) * _exp(-omega * settle)
        #expect(abs(envelope - 0.001) < 1e-9)
        #expect(try DampedSpring(displacement: 0, velocity: 0).settlingTime(tolerance: 0.001) == 0)
        #expect(try DampedSpring(displacement: 0.0001, velocity: 0).settlingTime(tolerance: 0.001) == 0)
        #expect(spring.settlingTime(tolerance: 0) == .infinity)
    }

    @Test func badInputIsRejected() {
        #expect(throws: DialError.nonFiniteDisplacement(.nan)) { try DampedSpring(displacement: .nan, velocity: 0) }
        #expect(throws: DialError.nonFiniteVelocity(-.infinity)) { try DampedSpring(displacement: 0, velocity: -.infinity) }
        for response in [0, -1, Double.nan, .infinity] {
            #expect(throws: DialError.invalidSpringResponse(response)) { try DampedSpring(displacement: 1, velocity: 0, response: response) }
        }
        for ratio in [0, -1, Double.nan, .infinity] {
            #expect(throws: DialError.invalidDampingRatio(ratio)) { try DampedSpring(displacement: 1, velocity: 0, dampingRatio: ratio) }
        }
    }

    // MARK: Properties

    static var spring: Gen<(DampedSpring, Double)> {
        let ratio = Gen.oneOf([Gen.constant(1.0), Gen.double(in: 0.05...0.99), Gen.double(in: 1.01...8)])
        return zip(zip(Gen.double(in: -10...10), Gen.double(in: -50...50)), Gen.double(in: 0.05...2), ratio, Gen.double(in: 0...3))
            .map { initial, response, ratio, time in
                (try! DampedSpring(displacement: initial.0, velocity: initial.1, response: response, dampingRatio: ratio), time)
            }
    }

    @Test func closedFormSolvesTheSpringEquation() {
        property("x'' + 2ζω x' + ω² x = 0", Self.spring) { spring, time in
            let omega = 2 * Double.pi / spring.response
            let h = 1e-5
            let t = time + h
            let acceleration = (spring.velocity(at: t + h) - spring.velocity(at: t - h)) / (2 * h)
            let residual = acceleration + 2 * spring.dampingRatio * omega * spring.velocity(at: t) + omega * omega * spring.displacement(at: t)
            let scale = omega * omega * (abs(spring.initialDisplacement) + abs(spring.initialVelocity) / omega + 1)
            try ensure(abs(residual) <= 1e-4 * scale, "residual \(residual) at \(t)")
            let slope = (spring.displacement(at: t + h) - spring.displacement(at: t - h)) / (2 * h)
            try ensureClose(slope, spring.velocity(at: t), tolerance: 1e-5 * scale / omega)
        }
    }

    @Test func staysWithinToleranceAfterSettling() {
        property("|x(t)| ≤ tolerance for every t after settlingTime", Self.spring) { spring, fraction in
            let tolerance = 0.001
            let settle = spring.settlingTime(tolerance: tolerance)
            for k in 0..<50 {
                let t = settle + Double(k) * (0.02 + fraction * 0.01)
                try ensure(abs(spring.displacement(at: t)) <= tolerance * (1 + 1e-9), "|x(\(t))| = \(abs(spring.displacement(at: t))) after settling at \(settle)")
            }
        }
    }

    @Test func turningTimesAreWhereVelocityChangesSign() {
        property("the velocity changes sign exactly at the turning times", Self.spring) { spring, start in
            guard let turn = spring.turningTime(after: start) else { return }
            try ensure(turn > start, "turning time \(turn) is not after \(start)")
            let scale = abs(spring.initialVelocity) + abs(spring.initialDisplacement) * 2 * Double.pi / spring.response
            try ensure(abs(spring.velocity(at: turn)) <= 1e-9 * max(1, scale), "v(\(turn)) = \(spring.velocity(at: turn))")
            // No sign change between start and the turn.
            let before = spring.velocity(at: start + (turn - start) * 0.001)
            for k in 1..<100 {
                let v = spring.velocity(at: start + (turn - start) * Double(k) / 100)
                try ensure(v * before >= -1e-12 * max(1, scale), "the velocity changed sign before the turning time")
            }
        }
    }

    static var springCase: Gen<DampedSpring> {
        zip(zip(Gen.double(in: -2...2), Gen.double(in: -20...20)), Gen.double(in: 0.05...1), Gen.oneOf([Gen.double(in: 0.05...0.99), Gen.constant(1), Gen.double(in: 1.01...5)]))
            .map { start, response, ratio in
                // Valid by construction.
                try! DampedSpring(displacement: start.0, velocity: start.1, response: response, dampingRatio: ratio)
            }
    }

    @Test func thePathLengthIsTheIntegralOfTheSpeed() {
        property("pathLength = ∫|v| dt, summed numerically", cases: 100, Self.springCase) { spring in
            let end = spring.settlingTime(tolerance: 1e-9) * 1.5 + 1
            let steps = 200_000
            let dt = end / Double(steps)
            var travelled = 0.0
            var previous = spring.displacement(at: 0)
            for i in 1...steps {
                let x = spring.displacement(at: Double(i) * dt)
                travelled += abs(x - previous)
                previous = x
            }
            try ensure(travelled <= spring.pathLength * (1 + 1e-9) + 1e-9, "travelled \(travelled) > pathLength \(spring.pathLength)")
            try ensureClose(travelled, spring.pathLength, tolerance: 1e-4 * max(1, spring.pathLength), "pathLength")
        }
    }

    @Test func restCrossingsAreWhereTheDisplacementChangesSign() {
        property("restCrossingTime is a zero of the displacement, and the first one", cases: 200, Self.springCase) { spring in
            guard let crossing = spring.restCrossingTime(after: 0) else {
                // No crossing: the displacement keeps the sign it starts with (or the spring starts at rest).
                let sign = spring.displacement(at: 1e-9)
                for i in 1...2_000 {
                    let x = spring.displacement(at: Double(i) * 0.005)
                    try ensure(x * sign >= -1e-12, "changed sign at \(Double(i) * 0.005) with no crossing reported")
                }
                return
            }
            let scale = abs(spring.initialDisplacement) + abs(spring.initialVelocity) * spring.response
            try ensure(abs(spring.displacement(at: crossing)) <= 1e-9 * max(1, scale), "x(\(crossing)) = \(spring.displacement(at: crossing))")
            let before = spring.displacement(at: crossing * 0.999), after = spring.displacement(at: crossing * 1.001)
            try ensure(before * after <= 0, "no sign change at \(crossing)")
            let steps = 1_000
            for i in 1..<steps {
                let t = crossing * Double(i) / Double(steps)
                try ensure(spring.displacement(at: t) * before >= -1e-12 * max(1, scale), "an earlier crossing before \(t)")
            }
        }
    }
}
