@testable import DialCore
import Testing

/// The engine where `Int` is 32 bits (watchOS on arm64_32, wasm32): every cap fits, each holds on
/// both sides, and nothing converts or multiplies past 32 bits. The same cases run compiled for
/// wasm32 in `dial-wasm-check` (see `.ci/run`).
@Suite(.timeLimit(.minutes(3))) struct PortabilityTests {
    let minutes: DialFace

    init() throws { minutes = try DialFace(labelCount: 12, detentsPerLabel: 5) }

    @Test func everyCapFitsInThirtyTwoBits() {
        let caps = [Dial.maximumValueMagnitude, Dial.maximumLabelsPerCall, Dial.maximumEventsPerCall,
                    DialFace.maximumLabelCount, DialFace.maximumDetentCount]
        #expect(caps == [1 << 30, 1 << 20, 1 << 21, 1 << 20, 1 << 20])
        for cap in caps { #expect(cap > 0 && Int64(cap) < Int64(Int32.max), "\(cap)") }
        // A value at the cap, a call's travel and a turn of the largest face, and their negation.
        let reach = Int64(Dial.maximumValueMagnitude) + Int64(Dial.maximumLabelsPerCall) + Int64(DialFace.maximumDetentCount)
        #expect(reach < Int64(Int32.max) && -reach > Int64(Int32.min))
    }

    @Test func theValueCapHoldsOnBothSides() throws {
        let cap = Dial.maximumValueMagnitude
        for value in [cap, -cap] {
            let dial = try Dial(face: minutes, radius: 150, value: value, bounds: nil)
            #expect(dial.value == value && dial.restingValue == value && dial.isSettled)
            #expect(dial.rotation == -Double(value) * minutes.detentStep)
            #expect(try Dial(face: minutes, radius: 150, value: 0, bounds: -cap...cap).bounds == -cap...cap)
        }
        for value in [cap + 1, -cap - 1] {
            #expect(throws: DialError.valueOutOfRange(value, limit: cap)) { try Dial(face: minutes, radius: 150, value: value, bounds: nil) }
            #expect(throws: DialError.valueOutOfRange(value, limit: cap)) {
                try Dial(face: minutes, radius: 150, value: 0, bounds: min(value, 0)...max(value, 0))
            }
        }
        // On the largest face the cap is 2¹⁰ whole turns: detent 0.
        let largest = try DialFace(labelCount: 1 << 10, detentsPerLabel: 1 << 10)
        let dial = try Dial(face: largest, radius: 150, value: cap, bounds: nil)
        #expect(dial.selectedIndex == 0 && dial.value == cap)
    }

    @Test func capToCapIsAnExcessiveTravelNotAnOverflow() throws {
        let cap = Dial.maximumValueMagnitude
        var dial = try Dial(face: minutes, radius: 150, value: -cap, bounds: -cap...cap)
        let before = dial
        // 2³¹ detents: one more than Int32 holds, so the distance is taken in Double.
        #expect(throws: DialError.excessiveTravel(0x1p31, limit: Dial.maximumLabelsPerCall)) { try dial.select(value: cap, time: 0) }
        #expect(dial == before)
        // Within the per-call cap the same select works at the cap's edge.
        var near = try Dial(face: minutes, radius: 150, value: cap - Dial.maximumLabelsPerCall, bounds: -cap...cap)
        _ = try near.select(value: cap, time: 0)
        var time = 0.0
        while !near.isSettled, time < 10 { time += 0.1; _ = try near.advance(to: time) }
        #expect(near.value == cap)
    }

    @Test func valuesSaturateAtInt32sRangeOnEveryPlatform() {
        #expect(Dial.integer(12_345) == 12_345 && Dial.integer(-12_345) == -12_345)
        #expect(Dial.integer(Double(Int32.max) - 1) == Int(Int32.max) - 1)
        #expect(Dial.integer(Double(Int32.min) + 1) == Int(Int32.min) + 1)
        for above in [Double(Int32.max), 0x1p31, 0x1p63, 1e300, .infinity] { #expect(Dial.integer(above) == Int(Int32.max), "\(above)") }
        for below in [Double(Int32.min), -0x1p31 - 1, -0x1p63, -1e300, -.infinity] { #expect(Dial.integer(below) == Int(Int32.min), "\(below)") }
        #expect(Dial.integer(.nan) == 0)
    }

    @Test func theParameterSubscriptReadsAndWritesEachField() {
        let fields: [DialConfiguration.Parameter: WritableKeyPath<DialConfiguration, Double>] = [
            .decelerationRate: \.decelerationRate, .minimumFlingVelocity: \.minimumFlingVelocity,
            .maximumVelocity: \.maximumVelocity, .springResponse: \.springResponse,
            .springDampingRatio: \.springDampingRatio, .restTolerance: \.restTolerance,
            .directionHysteresis: \.directionHysteresis, .deadRadius: \.deadRadius,
            .velocityWindow: \.velocityWindow, .rubberBandCoefficient: \.rubberBandCoefficient,
            .rubberBandExtent: \.rubberBandExtent, .handleRadius: \.handleRadius,
        ]
        #expect(fields.count == DialConfiguration.Parameter.allCases.count)
        for parameter in DialConfiguration.Parameter.allCases {
            guard let field = fields[parameter] else { Issue.record("no field for \(parameter)"); continue }
            var written = DialConfiguration()
            written[parameter] = 12.5
            var expected = DialConfiguration()
            expected[keyPath: field] = 12.5
            #expect(written == expected, "writing \(parameter) writes its field alone")
            #expect(written[parameter] == 12.5 && DialConfiguration()[parameter] == DialConfiguration()[keyPath: field])
        }
    }
}
