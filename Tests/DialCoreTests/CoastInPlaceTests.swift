@testable import DialCore
import PropertyTesting
import Testing

/// `Dial.advance(to:)` makes a coast's frame in place; a release outside a drag makes it through
/// `advanceMotion` instead. Both ways give the same dial, the same rotation to the bit and the
/// same events, frame after frame, whatever the motion (a coast, a spring, a coast into a bound)
/// and however the frames fall.
@Suite(.timeLimit(.minutes(3))) struct CoastInPlaceTests {
    /// A dial of a random face, perhaps bounded, after a random script; then a fling or a step,
    /// and the gaps of the frames that follow.
    struct Case: CustomStringConvertible {
        var labels: Int
        var bounded: Bool
        var script: [DialAction]
        var fling: Double
        var step: Int
        var gaps: [Double]
        var description: String {
            "labels \(labels), bounded \(bounded), script \(script), fling \(fling), step \(step), gaps \(gaps)"
        }
    }

    static var cases: Gen<Case> {
        zip(zip(Gen.int(in: 1...60), Gen.element(of: [false, true]), DialScriptGen.script),
            zip(DialGen.velocity, Gen.int(in: -3...3)),
            Gen.double(in: 0.0001...0.1).array(count: 1...80))
            .map { first, motion, gaps in
                Case(labels: first.0, bounded: first.1, script: first.2, fling: motion.0, step: motion.1, gaps: gaps)
            }
    }

    @Test func bothWaysOfAFrameGiveTheSameDialAndEvents() {
        property("advance(to:coastInPlace:) is the same both ways", Self.cases) { test in
            let face = try DialFace(labelCount: test.labels, detentsPerLabel: 5)
            let bounds = test.bounded ? -2 * face.detentCount...3 * face.detentCount : nil
            var player = DialPlayer(try Dial(face: face, radius: 150, value: 0, bounds: bounds))
            for action in test.script { _ = try? player.play(action) }
            _ = try player.play(.fling(test.fling))
            if test.step != 0 { _ = try player.play(.step(test.step)) }
            var inPlace = player.dial, byCall = player.dial
            var time = player.time
            for (frame, gap) in test.gaps.enumerated() {
                time += gap
                let placed = try inPlace.advance(to: time, coastInPlace: true)
                let called = try byCall.advance(to: time, coastInPlace: false)
                try ensure(placed == called, "frame \(frame): events \(placed) against \(called)")
                try ensure(inPlace.rotation.bitPattern == byCall.rotation.bitPattern,
                           "frame \(frame): rotation \(inPlace.rotation) against \(byCall.rotation)")
                try ensure(inPlace == byCall, "frame \(frame): the dials differ")
            }
        }
    }

    /// The case the in-place frame is for: a coast, frame after frame, with its ticks.
    @Test func aCoastsFramesAreTheSameBothWays() throws {
        var inPlace = try Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, value: 0, bounds: nil)
        _ = try inPlace.release(velocity: 40, time: 0)
        var byCall = inPlace
        #expect(inPlace.isMoving && !inPlace.motion.canTurn)
        var ticks = 0
        for frame in 1...600 {
            let time = Double(frame) / 120
            let placed = try inPlace.advance(to: time, coastInPlace: true)
            #expect(try byCall.advance(to: time, coastInPlace: false) == placed)
            ticks += placed.count
        }
        #expect(inPlace == byCall && inPlace.rotation.bitPattern == byCall.rotation.bitPattern)
        #expect(ticks > 100, "the coast crossed many detents: \(ticks) events")
    }
}
