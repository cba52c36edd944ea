import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DialErrorTests {
    @Test func badConstructionIsRejected() throws {
        let face = DialGen.twelve
        for radius in [0, -1, Double.nan, .infinity] {
            #expect(throws: DialError.invalidRadius(radius)) { try Dial(face: face, radius: radius) }
        }
        let cases: [(WritableKeyPath<DialConfiguration, Double>, DialConfiguration.Parameter, Double)] = [
            (\.decelerationRate, .decelerationRate, 1),
            (\.decelerationRate, .decelerationRate, 0),
            (\.minimumFlingVelocity, .minimumFlingVelocity, -1),
            (\.maximumVelocity, .maximumVelocity, 0),
            (\.maximumVelocity, .maximumVelocity, .infinity),
            (\.springResponse, .springResponse, 0),
            (\.springDampingRatio, .springDampingRatio, .nan),
            (\.restTolerance, .restTolerance, 0),
            (\.directionHysteresis, .directionHysteresis, -0.1),
            (\.deadRadius, .deadRadius, .nan),
            (\.velocityWindow, .velocityWindow, 0),
        ]
        for (field, parameter, value) in cases {
            var configuration = DialConfiguration()
            configuration[keyPath: field] = value
            #expect(throws: DialError.invalidConfiguration(parameter, value)) {
                try Dial(face: face, radius: 150, configuration: configuration)
            }
            var dial = try Dial(face: face, radius: 150)
            let before = dial
            #expect(throws: DialError.invalidConfiguration(parameter, value)) { try dial.reconfigure(configuration) }
            #expect(dial == before)
        }
    }

    @Test func errorsNameTheValueAndCompareNaNByBits() {
        #expect(DialError.nonFiniteTime(.nan) == .nonFiniteTime(.nan))
        #expect(DialError.nonFiniteTime(.nan) != .nonFiniteTime(.infinity))
        #expect(DialError.nonFiniteTouch(DialPoint(x: .nan, y: 1)) == .nonFiniteTouch(DialPoint(x: .nan, y: 1)))
        #expect(DialError.invalidLabelCount(0) != .invalidRadius(0))
        #expect(DialError.timeWentBackwards(0.5).description.contains("0.5"))
        #expect(DialError.invalidConfiguration(.deadRadius, -2).description == "invalid deadRadius -2.0: it must be finite and at least 0")
        // Limits travel in the payload, so the message states them without reaching for a type.
        #expect(DialError.excessiveTravel(2e6, limit: 1 << 20).description == "the call would cross 2000000.0 detents; one call may cross at most 1048576")
        #expect(DialError.excessiveTravel(1, limit: 2) != .excessiveTravel(1, limit: 3))
        #expect(DialError.invalidDetentCount(labelCount: 12, detentsPerLabel: 0, limit: 8).description.contains("at most 8"))
        #expect(DialError.valueOutOfRange(9, limit: 8).description == "value 9 lies outside -8...8")
        #expect(DialError.valueOutOfBounds(61).description.contains("61"))
        #expect(DialError.invalidSpanLimits(lower: 5, upper: 1441).description == "invalid span limits 5...1441: they need 0 <= lower <= upper <= the face's detent count")
        #expect(DialError.spanOutsideLimits(59).description == "span 59 lies outside the range's span limits")
        #expect(DialError.invalidHandleRadius(22).description == "invalid handle radius 22.0: it must be finite, greater than zero and below the range's radius")
        #expect(DialError.invalidHandleRadius(.nan) == .invalidHandleRadius(.nan), "NaN payloads compare by bit pattern")
        #expect(DialError.invalidSpanLimits(lower: 1, upper: 2) != .invalidSpanLimits(lower: 1, upper: 3))
        #expect(DialError.spanOutsideLimits(1) != .valueOutOfBounds(1))
    }

    @Test func timeNeverGoesBackwards() throws {
        var dial = try makeDial()
        _ = try dial.advance(to: 5)
        let before = dial
        #expect(throws: DialError.timeWentBackwards(4.9)) { try dial.advance(to: 4.9) }
        #expect(throws: DialError.timeWentBackwards(1)) { try dial.step(by: 1, time: 1) }
        #expect(throws: DialError.nonFiniteTime(.infinity)) { try dial.release(time: .infinity) }
        #expect(dial == before)
        #expect(throws: Never.self) { try dial.advance(to: 5) }
    }

    /// A call with one bad argument, and the error it must give.
    enum BadCall: CustomStringConvertible {
        case advance(Double), beginDrag(DialPoint, Double), drag(DialPoint, Double)
        case scroll(DialPoint, DialPoint, Double), rebase(DialPoint), release(Double)
        case fling(Double, Double), step(Int, Double), select(Int, Double)

        var description: String {
            switch self {
            case .advance(let t): "advance(to: \(t))"
            case .beginDrag(let p, let t): "beginDrag(at: \(p), time: \(t))"
            case .drag(let p, let t): "drag(to: \(p), time: \(t))"
            case .scroll(let o, let p, let t): "scroll(toOffset: \(o), touch: \(p), time: \(t))"
            case .rebase(let o): "rebaseScroll(toOffset: \(o))"
            case .release(let t): "release(time: \(t))"
            case .fling(let v, let t): "release(velocity: \(v), time: \(t))"
            case .step(let n, let t): "step(by: \(n), time: \(t))"
            case .select(let i, let t): "select(label: \(i), time: \(t))"
            }
        }

        func call(on dial: inout Dial) throws(DialError) {
            switch self {
            case .advance(let t): _ = try dial.advance(to: t)
            case .beginDrag(let p, let t): try dial.beginDrag(at: p, time: t)
            case .drag(let p, let t): _ = try dial.drag(to: p, time: t)
            case .scroll(let o, let p, let t): _ = try dial.scroll(toOffset: o, touch: p, time: t)
            case .rebase(let o): try dial.rebaseScroll(toOffset: o)
            case .release(let t): _ = try dial.release(time: t)
            case .fling(let v, let t): _ = try dial.release(velocity: v, time: t)
            case .step(let n, let t): _ = try dial.step(by: n, time: t)
            case .select(let i, let t): _ = try dial.select(label: i, time: t)
            }
        }
    }

    static func badCall(after now: Double) -> Gen<(BadCall, DialError?)> {
        let bad = Gen.element(of: [Double.nan, .infinity, -.infinity, -1e300])
        let good = DialPoint(x: 150, y: 20)
        return zip(Gen.int(in: 0...12), bad).map { kind, value in
            let earlier = now - 0.5
            let point = DialPoint(x: value, y: 1)
            switch kind {
            case 0: return (.advance(value), value.isFinite ? .timeWentBackwards(value) : .nonFiniteTime(value))
            case 1: return (.advance(earlier), .timeWentBackwards(earlier))
            case 2: return (.beginDrag(point, now + 1), value.isFinite ? nil : .nonFiniteTouch(point))
            case 3: return (.drag(point, now + 1), value.isFinite ? nil : .nonFiniteTouch(point))
            case 4: return (.scroll(point, good, now + 1), value.isFinite ? nil : .nonFiniteOffset(point))
            case 5: return (.scroll(.zero, point, now + 1), value.isFinite ? nil : .nonFiniteTouch(point))
            case 6: return (.rebase(point), value.isFinite ? nil : .nonFiniteOffset(point))
            case 7: return (.release(earlier), .timeWentBackwards(earlier))
            case 8: return (.fling(value, now + 1), value.isFinite ? nil : .nonFiniteVelocity(value))
            case 9: return (.step(1, value), value.isFinite ? .timeWentBackwards(value) : .nonFiniteTime(value))
            case 10: return (.step(Int.max, now + 1), .excessiveTravel(Double(Int.max), limit: Dial.maximumLabelsPerCall))
            case 11: return (.select(3, earlier), .timeWentBackwards(earlier))
            default: return (.drag(good, earlier), .timeWentBackwards(earlier))
            }
        }
    }

    @Test func errorsLeaveTheDialExactlyAsItWas() {
        let gen = zip(DialScriptGen.dial, DialScriptGen.script).flatMap { dial, script in
            Gen.constant((dial, script)).flatMap { pair in
                Self.badCall(after: Double(script.count) / 60 + script.reduce(0) { total, action in
                    if case .wait(let t) = action { total + t } else { total }
                }).map { (pair.0, pair.1, $0.0, $0.1) }
            }
        }
        property("a rejected call leaves the dial exactly as it was", gen) { dial, script, call, expected in
            var player = DialPlayer(dial)
            for action in script { try player.play(action) }
            _ = try player.dial.advance(to: player.time)
            guard let expected else { return } // a finite value in a place that accepts it
            let before = player.dial
            do {
                try call.call(on: &player.dial)
                throw PropertyFailure("\(call) did not throw")
            } catch let error as DialError {
                if case .excessiveTravel = expected {
                    guard case .excessiveTravel = error else { throw PropertyFailure("\(call) threw \(error), not \(expected)") }
                } else {
                    try ensureEqual(error, expected, "\(call)")
                }
            }
            try ensure(player.dial == before, "\(call) changed the dial")
        }
    }
}
