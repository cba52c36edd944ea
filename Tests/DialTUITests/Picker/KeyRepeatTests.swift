import DialTUI
import PropertyTesting
import Testing

/// Tap versus hold from key timestamps alone.
@Suite struct KeyRepeatTests {
    /// The actions of presses of `direction` at `times`.
    static func actions(_ direction: StepDirection, at times: [Double], model: KeyRepeat = KeyRepeat()) -> [KeyAction] {
        var model = model
        return times.map { model.press(direction, at: $0) }
    }

    /// The signed speed of a spin, nil for a step.
    static func speed(_ action: KeyAction) -> Double? {
        if case let .spin(speed) = action { return speed }
        return nil
    }

    @Test func tapsTwoHundredMillisecondsApartAreSteps() {
        let times = (0..<10).map { Double($0) * 0.2 }
        #expect(Self.actions(.next, at: times) == Array(repeating: .step(1), count: 10))
        #expect(Self.actions(.previous, at: times) == Array(repeating: .step(-1), count: 10))
    }

    @Test func aBurstIsATapThenSpinsThatAccelerateToTheMaximum() throws {
        let model = KeyRepeat()
        let times = (0..<100).map { Double($0) * 0.03 }
        let actions = Self.actions(.next, at: times, model: model)
        #expect(actions.first == .step(1))
        let speeds = actions.dropFirst().compactMap(Self.speed)
        try #require(speeds.count == 99)
        #expect(speeds.first == model.initialSpinSpeed)
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(speeds.allSatisfy { $0 >= model.initialSpinSpeed && $0 <= model.maximumSpinSpeed })
        // The first repeat is at 0.03 s; the maximum is reached 1.5 s after it, and kept.
        for (time, action) in zip(times, actions).dropFirst() {
            let speed = try #require(Self.speed(action))
            if time - 0.03 >= model.accelerationTime - 1e-9 {
                #expect(speed == model.maximumSpinSpeed, "at \(time)")
            } else {
                #expect(speed < model.maximumSpinSpeed, "at \(time)")
            }
        }
    }

    @Test func holdingPreviousSpinsTheOtherWay() {
        let actions = Self.actions(.previous, at: [0, 0.03, 0.06])
        #expect(actions == [.step(-1), .spin(labelsPerSecond: -8), .spin(labelsPerSecond: -8 - 22 * 0.0004)])
    }

    @Test func aRealHoldIsTwoTapsThenASpin() {
        // First press, the terminal's auto-repeat delay, then 30 Hz.
        let actions = Self.actions(.next, at: [0, 0.5, 0.533, 0.566])
        #expect(actions[0] == .step(1))
        #expect(actions[1] == .step(1))
        #expect(actions[2] == .spin(labelsPerSecond: 8))
        #expect((Self.speed(actions[3]) ?? 0) > 8)
    }

    @Test func changingDirectionResets() {
        var model = KeyRepeat()
        for index in 0..<50 { _ = model.press(.next, at: Double(index) * 0.03) }
        #expect(model.press(.previous, at: 1.5) == .step(-1))
        #expect(model.press(.previous, at: 1.53) == .spin(labelsPerSecond: -8))
        #expect(model.press(.next, at: 1.56) == .step(1))
        #expect(model.press(.next, at: 1.59) == .spin(labelsPerSecond: 8))
    }

    @Test func aPauseLongerThanTheTapIntervalResets() {
        var model = KeyRepeat()
        for index in 0..<50 { _ = model.press(.next, at: Double(index) * 0.03) }
        #expect(model.press(.next, at: 1.47 + 0.16) == .step(1))
        #expect(model.press(.next, at: 1.47 + 0.19) == .spin(labelsPerSecond: 8))
    }

    @Test func theTapIntervalIsInclusive() {
        #expect(Self.actions(.next, at: [0, 0.125]) == [.step(1), .spin(labelsPerSecond: 8)])
        let model = KeyRepeat(tapInterval: 0.25)
        #expect(Self.actions(.next, at: [0, 0.25], model: model) == [.step(1), .spin(labelsPerSecond: 8)])
        #expect(Self.actions(.next, at: [0, 0.2501], model: model) == [.step(1), .step(1)])
    }

    @Test func timeGoingBackwardsIsATap() {
        #expect(Self.actions(.next, at: [1, 1.03, 0.5]) == [.step(1), .spin(labelsPerSecond: 8), .step(1)])
    }

    @Test func nonFiniteTimesDoNotTrapOrSpin() {
        #expect(Self.actions(.next, at: [.nan, .nan, 0, .infinity, -.infinity]) == Array(repeating: .step(1), count: 5))
    }

    @Test func isHeldDuringAHoldOnly() {
        var model = KeyRepeat()
        #expect(!model.isHeld(at: 0))
        _ = model.press(.next, at: 0)
        #expect(!model.isHeld(at: 0.01))
        _ = model.press(.next, at: 0.03)
        #expect(model.isHeld(at: 0.03))
        #expect(model.isHeld(at: 0.18))
        #expect(!model.isHeld(at: 0.19))
        _ = model.press(.previous, at: 0.06)
        #expect(!model.isHeld(at: 0.07))
        _ = model.press(.previous, at: 0.09)
        #expect(model.isHeld(at: 0.1))
        model.reset()
        #expect(!model.isHeld(at: 0.1))
        #expect(model.press(.previous, at: 0.12) == .step(-1))
    }

    @Test func speedsAreAdjustable() {
        let model = KeyRepeat(tapInterval: 0.1, initialSpinSpeed: 2, maximumSpinSpeed: 10, accelerationTime: 1)
        #expect(model.spinSpeed(heldFor: 0) == 2)
        #expect(model.spinSpeed(heldFor: 0.5) == 2 + 8 * 0.25)
        #expect(model.spinSpeed(heldFor: 1) == 10)
        #expect(model.spinSpeed(heldFor: 100) == 10)
        #expect(model.spinSpeed(heldFor: -1) == 2)
        #expect(model.spinSpeed(heldFor: .nan) == 2)
        #expect(KeyRepeat(accelerationTime: 0).spinSpeed(heldFor: 0) == 30)
        #expect(KeyRepeat(initialSpinSpeed: 40, maximumSpinSpeed: 30).spinSpeed(heldFor: 0) == 30)
    }

    @Test func stepDirectionSigns() {
        #expect(StepDirection.next.sign == 1)
        #expect(StepDirection.previous.sign == -1)
        #expect(StepDirection(sign: 5) == .next)
        #expect(StepDirection(sign: -2) == .previous)
        #expect(StepDirection(sign: 0) == nil)
    }

    /// Presses as (direction, gap since the previous press), gaps around the tap interval.
    static var presses: Gen<[(StepDirection, Double)]> {
        zip(
            Gen.element(of: [StepDirection.next, .previous]),
            Gen.oneOf([Gen.double(in: 0...0.15), Gen.double(in: 0...2), Gen.element(of: [0.03, 0.033, 0.15, 0.2, -0.01])])
        ).array(count: 1...120)
    }

    @Test func theRulesHoldOnRandomPresses() {
        property("key repeat rules", cases: 400, Self.presses) { presses in
            var model = KeyRepeat()
            var time = 0.0
            var previous: (direction: StepDirection, time: Double)?
            var lastSpeed: Double?
            for (direction, gap) in presses {
                time += gap
                let action = model.press(direction, at: time)
                let isRepeat = previous.map { $0.direction == direction && time - $0.time >= 0 && time - $0.time <= 0.15 } ?? false
                if isRepeat {
                    let speed = try requireSpin(action) * Double(direction.sign)
                    try ensure(speed >= model.initialSpinSpeed && speed <= model.maximumSpinSpeed, "speed \(speed)")
                    if let lastSpeed { try ensure(speed >= lastSpeed, "speed fell from \(lastSpeed) to \(speed)") }
                    lastSpeed = speed
                    try ensure(model.isHeld(at: time), "not held right after a repeat")
                } else {
                    try ensureEqual(action, .step(direction.sign))
                    try ensure(!model.isHeld(at: time), "held right after a tap")
                    lastSpeed = nil
                }
                previous = (direction, time)
            }
        }
    }

    @Test func theSameTimestampsGiveTheSameActions() {
        property("pure", cases: 200, Self.presses) { presses in
            var first = KeyRepeat()
            var second = KeyRepeat()
            var time = 0.0
            for (direction, gap) in presses {
                time += gap
                try ensureEqual(first.press(direction, at: time), second.press(direction, at: time))
            }
            try ensureEqual(first, second)
        }
    }

    @Test func spinSpeedIsMonotoneAndBounded() {
        let durations = zip(Gen.double(in: -1...3), Gen.double(in: 0...0.001))
        property("spin speed curve", cases: 500, durations) { duration, extra in
            let model = KeyRepeat()
            let slower = model.spinSpeed(heldFor: duration)
            let faster = model.spinSpeed(heldFor: duration + extra)
            try ensure(slower <= faster, "\(slower) > \(faster)")
            try ensure(slower >= model.initialSpinSpeed && faster <= model.maximumSpinSpeed)
        }
    }
}

/// The signed speed of a spin; fails the property for a step.
private func requireSpin(_ action: KeyAction) throws -> Double {
    guard case let .spin(speed) = action else { throw PropertyFailure("expected a spin, got \(action)") }
    return speed
}
