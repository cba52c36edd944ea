import DialCore
import PropertyTesting
import Testing

/// Every configuration validation accepts keeps each call's events bounded and ends every
/// motion at a finite time; every limit it states holds on both sides.
@Suite(.timeLimit(.minutes(3))) struct ConfigurationExtremesTests {
    @Test func everyStatedLimitHoldsOnBothSides() throws {
        let face = DialGen.twelve
        for parameter in DialConfiguration.Parameter.allCases {
            let range = parameter.range
            let inside = [range.lowerBound, range.upperBound]
            let outside = [range.lowerBound.nextDown, range.upperBound.nextUp, .nan, -.infinity, .infinity]
            for value in inside {
                var configuration = DialConfiguration()
                configuration[parameter] = value
                #expect(throws: Never.self, "\(parameter) = \(value) is in range") { try Dial(face: face, radius: 150, configuration: configuration) }
            }
            for value in outside {
                var configuration = DialConfiguration()
                configuration[parameter] = value
                #expect(throws: DialError.invalidConfiguration(parameter, value), "\(parameter) = \(value)") {
                    try Dial(face: face, radius: 150, configuration: configuration)
                }
            }
        }
        // The ranges as the documentation states them.
        #expect(DialConfiguration.Parameter.springDampingRatio.range == 0.05...20)
        #expect(DialConfiguration.Parameter.springResponse.range == 0.001...10)
        #expect(DialConfiguration.Parameter.restTolerance.range.lowerBound == 1e-9)
        #expect(DialConfiguration.Parameter.decelerationRate.range.upperBound == 0.99999)
        #expect(DialConfiguration.Parameter.maximumVelocity.range.upperBound == 2000 * Double.pi)
        #expect(DialConfiguration.Parameter.rubberBandExtent.range.upperBound == Double.pi)
        #expect(DialConfiguration.Parameter.rubberBandCoefficient.range.upperBound == 1)
        #expect(DialConfiguration.Parameter.decelerationRate.range.lowerBound > 0)
    }

    @Test func theReportedExtremesAreBoundedNow() throws {
        // A bouncy spring across a million labels once returned 3.4 M events from one call.
        let million = try DialFace(labelCount: DialFace.maximumLabelCount)
        var configuration = DialConfiguration()
        configuration.springDampingRatio = 0.2
        var dial = try Dial(face: million, radius: 150, configuration: configuration)
        let first = try dial.step(by: Dial.maximumLabelsPerCall, time: 0)
        let end = try #require(dial.restTime)
        #expect(end.isFinite)
        let rest = try dial.advance(to: end)
        #expect(first.count + rest.count <= Dial.maximumEventsPerCall, "\(first.count + rest.count) events")
        #expect(dial.isSettled && dial.value == Dial.maximumLabelsPerCall)
        // A maximum velocity of 1e300 (35 GB of events) and a rest tolerance of 5e-324 (no end) are refused.
        configuration = DialConfiguration()
        configuration.maximumVelocity = 1e300
        #expect(throws: DialError.invalidConfiguration(.maximumVelocity, 1e300)) { try Dial(face: million, radius: 150, configuration: configuration) }
        configuration = DialConfiguration()
        configuration.restTolerance = .leastNonzeroMagnitude
        #expect(throws: DialError.invalidConfiguration(.restTolerance, .leastNonzeroMagnitude)) { try Dial(face: million, radius: 150, configuration: configuration) }
    }

    // MARK: Properties

    /// A value of `parameter` anywhere in its accepted range: either edge, its default, or
    /// spread over the range (log-uniformly across the wide ones).
    static func value(of parameter: DialConfiguration.Parameter) -> Gen<Double> {
        let range = parameter.range
        let low = max(range.lowerBound, 1e-300), high = min(range.upperBound, 1e300)
        let spread = Gen.double(in: 0...1).map { fraction in
            low * _pow(high / low, fraction)
        }
        return Gen.oneOf([
            Gen.constant(DialConfiguration()[parameter]),
            Gen.constant(range.lowerBound),
            Gen.constant(range.upperBound),
            spread.map { min(max($0, range.lowerBound), range.upperBound) },
        ])
    }

    static var configuration: Gen<DialConfiguration> {
        Gen { draws in
            var configuration = DialConfiguration()
            for parameter in DialConfiguration.Parameter.allCases {
                configuration[parameter] = value(of: parameter).generate(&draws)
            }
            return configuration
        }
    }

    /// Faces from one detent to the most, bounded or not.
    static var dial: Gen<(DialFace, ClosedRange<Int>?)> {
        let counts = Gen.oneOf([
            zip(Gen.int(in: 1...60), Gen.int(in: 1...10)),
            Gen.element(of: [(DialFace.maximumLabelCount, 1), (1, DialFace.maximumDetentCount), (1, 1), (1 << 10, 1 << 10)]),
        ])
        let bounds = Gen.oneOf([Gen.constant(ClosedRange<Int>?.none),
                                zip(Gen.int(in: -100...0), Gen.int(in: 0...3_000_000)).map { Optional($0...($0 + $1)) }])
        return zip(counts, bounds).map { counts, bounds in
            (try! DialFace(labelCount: counts.0, detentsPerLabel: counts.1), bounds)
        }
    }

    /// What is done to the dial: flings up to absurd speeds, steps up to the call limit, drags,
    /// scrolls and frames.
    static var action: Gen<DialAction> {
        Gen.oneOf([
            Gen.oneOf([Gen.double(in: -100...100), Gen.element(of: [1e300, -1e300, 1e-300, 6_000, -6_000])]).map { .fling($0) },
            Gen.oneOf([Gen.int(in: -5...5), Gen.element(of: [Dial.maximumLabelsPerCall, -Dial.maximumLabelsPerCall, 1 << 19])]).map { .step($0) },
            DialScriptGen.ringTouch.map { .drag($0) },
            Gen.constant(.release),
            Gen.element(of: [0.001, 0.02, 0.5, 30, 1e4]).map { .wait($0) },
        ])
    }

    @Test func everyAcceptedConfigurationEndsEveryMotionWithinTheEventBound() {
        let gen = zip(Self.configuration, Self.dial, Self.action.array(count: 1...8))
        property("every motion ends at a finite time; no call exceeds maximumEventsPerCall", cases: 120, gen) { configuration, setup, actions in
            try configuration.validate()
            let (face, bounds) = setup
            var player = DialPlayer(try Dial(face: face, radius: 150, configuration: configuration,
                                             value: bounds?.lowerBound ?? 0, bounds: bounds))
            for action in actions {
                let events: [DialEvent]
                do {
                    events = try player.play(action)
                } catch DialError.excessiveTravel {
                    continue
                }
                try ensure(events.count <= Dial.maximumEventsPerCall, "\(events.count) events from \(action)")
                if let end = player.dial.restTime {
                    try ensure(end.isFinite, "a motion that never ends after \(action): \(player.dial)")
                }
            }
            if player.dial.isDragging { try player.play(.release) }
            if let end = player.dial.restTime {
                let events = try player.dial.advance(to: max(end, player.time))
                try ensure(events.count <= Dial.maximumEventsPerCall, "\(events.count) events to the end")
            }
            try ensure(player.dial.isSettled, "not at rest at its rest time: \(player.dial)")
            if let bounds { try ensure(bounds.contains(player.dial.value), "rests outside its bounds") }
        }
    }
}
