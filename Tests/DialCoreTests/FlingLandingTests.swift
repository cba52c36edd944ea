import DialCore
import Testing

/// Choosing where a fling lands (UIScrollView's `targetContentOffset`): a copy released the same
/// way previews the landing, and a selection right after the release re-aims the motion.
@Suite(.timeLimit(.minutes(3))) struct FlingLandingTests {
    static func settle(_ dial: inout Dial, from time: Double) throws -> [DialEvent] {
        var events: [DialEvent] = []
        for frame in 1...1200 where !dial.isSettled { events += try dial.advance(to: time + Double(frame) / 60) }
        return events
    }

    @Test func aCopyPreviewsTheLandingExactly() throws {
        for velocity in [-40.0, -3, 0.5, 7, 25] {
            var dial = try Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, value: 600)
            var preview = dial
            _ = try preview.release(velocity: velocity, time: 1)
            let lands = try #require(preview.restingValue)
            _ = try dial.release(velocity: velocity, time: 1)
            _ = try Self.settle(&dial, from: 1)
            #expect(dial.value == lands, "velocity \(velocity)")
        }
    }

    @Test func aSelectionAfterTheReleaseLandsWhereChosenWithOneRest() throws {
        for velocity in [-40.0, -3, 7, 25] {
            var dial = try Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, value: 600)
            var preview = dial
            _ = try preview.release(velocity: velocity, time: 1)
            let lands = try #require(preview.restingValue)
            let chosen = (lands + 7) / 15 * 15
            var events = try dial.release(velocity: velocity, time: 1)
            events += try dial.select(value: chosen, time: 1)
            #expect(dial.restingValue == chosen)
            events += try Self.settle(&dial, from: 1)
            #expect(dial.value == chosen && dial.value % 15 == 0, "velocity \(velocity): \(lands) → \(chosen)")
            #expect(events.filter { if case .settled = $0 { true } else { false } }.count == 1)
        }
    }
}
