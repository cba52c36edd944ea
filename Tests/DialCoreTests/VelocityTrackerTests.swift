import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct VelocityTrackerTests {
    @Test func constantSpeedGivesThatSpeed() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(2 + 3 * Double(i) * 0.01, at: Double(i) * 0.01) }
        #expect(abs(tracker.velocity(at: 0.1) - 3) < 1e-9)
    }

    @Test func onlyTheWindowCounts() {
        var tracker = VelocityTracker(window: 0.1)
        // Slow for a second, then fast for the last 0.1 s.
        for i in 0..<100 { tracker.add(Double(i) * 0.01 * 1, at: Double(i) * 0.01) }
        var value = 0.99
        for i in 1...10 {
            value += 0.01 * 20
            tracker.add(value, at: 0.99 + Double(i) * 0.01)
        }
        #expect(abs(tracker.velocity(at: 1.09) - 20) < 1e-9)
    }

    @Test func aFingerThatRestedReleasesWithZeroVelocity() {
        var tracker = VelocityTracker(window: 0.1)
        for i in 0...10 { tracker.add(Double(i), at: Double(i) * 0.01) }
        #expect(tracker.velocity(at: 0.1) > 0)
        #expect(tracker.velocity(at: 0.1 + 0.11) == 0, "rested longer than the window")
    }

    @Test func tooFewSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(5, at: 0)
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(6, at: 0)
        #expect(tracker.velocity(at: 0) == 0, "two samples at one instant have no slope")
        tracker.reset()
        #expect(tracker.count == 0)
    }

    @Test func theRingKeepsTheNewestSamples() {
        var tracker = VelocityTracker(window: 10)
        for i in 0..<(VelocityTracker.capacity * 3) { tracker.add(Double(i) * 7, at: Double(i)) }
        #expect(tracker.count == VelocityTracker.capacity)
        #expect(abs(tracker.velocity(at: Double(VelocityTracker.capacity * 3 - 1)) - 7) < 1e-9)
    }

    @Test func linearMotionIsRecoveredExactly() {
        let gen = zip(Gen.double(in: -100...100), Gen.double(in: -1_000...1_000), Gen.double(in: 0.001...0.03).array(count: 2...40))
        property("samples on a line give its slope", gen) { start, speed, gaps in
            var tracker = VelocityTracker(window: 0.1)
            var time = 0.0
            for gap in gaps {
                time += gap
                tracker.add(start + speed * time, at: time)
            }
            let inWindow = gaps.reversed().reduce(into: (count: 1, span: 0.0)) { acc, gap in
                if acc.span + gap <= 0.1 { acc.count += 1; acc.span += gap }
            }
            guard inWindow.count >= 2 else { return }
            try ensureClose(tracker.velocity(at: time), speed, tolerance: 1e-6 * max(1, abs(speed)))
        }
    }
}

@Suite(.timeLimit(.minutes(3))) struct DirectionDetectorTests {
    @Test func directionNeedsMoreThanTheHysteresis() {
        var detector = DirectionDetector(hysteresis: 0.02)
        #expect(detector.move(to: 0.01) == nil)
        #expect(detector.move(to: -0.015) == nil)
        #expect(detector.direction == nil)
        #expect(detector.move(to: 0.05) == .clockwise)
        #expect(detector.move(to: 0.04) == nil)
        #expect(detector.move(to: 0.031) == nil)
        #expect(detector.move(to: 0.02) == .counterclockwise)
        #expect(detector.direction == .counterclockwise)
        #expect(detector.move(to: -1) == nil)
        #expect(detector.move(to: -0.97) == .clockwise)
    }

    @Test func changePositionIsWhereItFlips() {
        var detector = DirectionDetector(hysteresis: 0.1, position: 1)
        #expect(detector.changePosition(movingClockwise: true) == 1.1)
        #expect(detector.changePosition(movingClockwise: false) == 0.9)
        _ = detector.move(to: 2)
        #expect(detector.changePosition(movingClockwise: true) == nil)
        #expect(detector.changePosition(movingClockwise: false) == 1.9)
    }

    @Test func subThresholdJitterNeverFlips() {
        let gen = zip(Gen.double(in: 0.001...0.5), Gen.bool, Gen.double(in: 0...0.999).array(count: 1...200), Gen.double(in: -1...1).array(count: 1...200))
        property("jitter within the hysteresis never flips a direction", gen) { hysteresis, clockwise, fractions, signs in
            var detector = DirectionDetector(hysteresis: hysteresis)
            // Establish a direction, then wander back by less than the hysteresis from the extreme.
            let extreme = clockwise ? 2 * hysteresis : -2 * hysteresis
            let established = detector.move(to: extreme)
            try ensureEqual(established, clockwise ? .clockwise : .counterclockwise)
            var furthest = extreme
            for (fraction, sign) in zip(fractions, signs) {
                // Stay less than `hysteresis` behind the furthest point reached; now and then move on.
                let back = fraction * hysteresis
                let jitter = clockwise ? furthest - back : furthest + back
                let position = sign > 0.9 ? (clockwise ? jitter + hysteresis : jitter - hysteresis) : jitter
                try ensure(detector.move(to: position) == nil, "flipped on jitter at \(position)")
                furthest = clockwise ? max(furthest, position) : min(furthest, position)
            }
            try ensureEqual(detector.direction, clockwise ? .clockwise : .counterclockwise)
        }
    }
}
