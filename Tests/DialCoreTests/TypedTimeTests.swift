@testable import DialCore
import Foundation
import PropertyTesting
import Testing

/// A time typed digit by digit turns a minute dial to each prefix in turn (02:00, 21:00, 02:13,
/// 21:30), so the last digit can find the dial spinning fast towards its target, and the dial
/// then coasts there rather than springing. The coast's decay is at least half the configured
/// one, so however the keys fall the motion ends within `ln(L / tolerance) / (|k| / 2)`, `L` the
/// longest way within the bounds: under 12 s on a day of minutes. A page waiting for the rest
/// (its `change` event) waits at most that.
@Suite(.timeLimit(.minutes(3))) struct TypedTimeTests {
    static let face = try! DialFace(labelCount: 12, detentsPerLabel: 5)

    /// The longest a motion of the day's dial can take: the whole day at half the decay.
    static var longestMotion: Double {
        let configuration = DialConfiguration()
        let halfDecay = abs(1000 * Foundation.log(configuration.decelerationRate)) / 2
        return Foundation.log(1440 * face.detentStep / configuration.restTolerance) / halfDecay
    }

    @Test func theBoundIsUnderTwelveSeconds() {
        #expect(Self.longestMotion > 11.5 && Self.longestMotion < 12)
    }

    @Test func typedDigitsComeToRestWithinTheLongestMotion() {
        let gaps = Gen.double(in: 0.001...0.3).array(count: 3...3)
        let prefixes = Gen.element(of: [[120, 1260, 133, 1290], [0, 1380, 142, 1425], [60, 600, 61, 615], [1380, 120, 1381, 1432]])
        property("a typed time rests within ln(L / tolerance) / (|k| / 2)", zip(gaps, prefixes)) { gaps, prefixes in
            var dial = try Dial(face: Self.face, radius: 150, value: 581, bounds: 0...1439)
            var time = 10.0
            for (index, value) in prefixes.enumerated() {
                _ = try dial.select(value: value, time: time)
                if index < gaps.count {
                    time += gaps[index]
                    _ = try dial.advance(to: time)
                }
            }
            let duration = dial.isMoving ? dial.motion.endTime - time : 0
            try ensure(duration <= Self.longestMotion, "rests \(duration) s after the last digit")
            _ = try dial.advance(to: time + Self.longestMotion)
            try ensure(dial.isSettled && dial.value == prefixes[3], "not at rest on \(prefixes[3]): \(dial)")
        }
    }

    /// The case a browser test met: key gaps of 125, 9 and 9 ms leave an 11.5 s coast.
    @Test func aFastTypistCanStartAnElevenSecondCoast() throws {
        var dial = try Dial(face: Self.face, radius: 150, value: 581, bounds: 0...1439)
        var time = 10.0
        for (value, gap) in [(120, 0.125), (1260, 0.009), (133, 0.009)] {
            _ = try dial.select(value: value, time: time)
            time += gap
            _ = try dial.advance(to: time)
        }
        _ = try dial.select(value: 1290, time: time)
        guard case .deceleration = dial.motion.curve else { Issue.record("not a coast: \(dial.motion.curve)"); return }
        let duration = dial.motion.endTime - time
        #expect(duration > 11 && duration <= Self.longestMotion, "\(duration)")
    }
}
