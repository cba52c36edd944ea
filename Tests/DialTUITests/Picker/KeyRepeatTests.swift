import DialCore
import DialTUI
import PropertyTesting
import Testing

/// Taps, bursts and holds from key timestamps alone: no press is lost.
@Suite(.timeLimit(.minutes(3))) struct KeyRepeatTests {
    /// The labels moved by presses of `direction` at `times`.
    static func moves(_ direction: StepDirection, at times: [Double], model: KeyRepeat = KeyRepeat()) -> [Int] {
        var model = model
        return times.map { model.press(direction, at: $0) }
    }

    /// A real hold: a press, the auto-repeat delay, then repeats every `interval` seconds until
    /// `duration` seconds after the first press.
    static func holdTimes(delay: Double = 0.5, interval: Double = 1.0 / 30, duration: Double) -> [Double] {
        [0] + Array(stride(from: delay, through: duration, by: interval))
    }

    @Test func tapsFarApartMoveOneLabelEach() {
        let times = (0..<10).map { Double($0) * 0.2 }
        #expect(Self.moves(.next, at: times) == Array(repeating: 1, count: 10))
        #expect(Self.moves(.previous, at: times) == Array(repeating: -1, count: 10))
    }

    @Test func quickTapsMoveOneLabelEach() {
        // A person's taps 120 ms apart: three presses, three labels.
        #expect(Self.moves(.next, at: [0, 0.12, 0.24]) == [1, 1, 1])
    }

    @Test(arguments: [2, 5, 200])
    func aBurstThatArrivesAtOnceMovesExactlyAsMany(_ count: Int) {
        #expect(Self.moves(.next, at: Array(repeating: 1, count: count)) == Array(repeating: 1, count: count))
        #expect(Self.moves(.previous, at: Array(repeating: 1, count: count)).reduce(0, +) == -count)
        // Split over reads a few milliseconds apart, it is still one burst.
        let spread: [Double] = (0..<count).map { index in
            let withinRead = Double(index % 3) * 0.002
            let read = Double(index / 3) * 0.006
            return 1 + withinRead + read
        }
        #expect(Self.moves(.next, at: spread).reduce(0, +) == count)
    }

    @Test func aBurstInsideAHoldMovesOneLabelAPressAndKeepsTheHold() throws {
        var model = KeyRepeat()
        let times = Self.holdTimes(duration: 1.0)
        for time in times { _ = model.press(.next, at: time) }
        let last = try #require(times.last)
        #expect(model.isHeld(at: last))
        #expect(model.press(.next, at: last) == 1, "a second press in the same read as the last repeat")
        #expect(model.isHeld(at: last))
    }

    @Test func aRealHoldIsTwoTapsThenRepeatsThatAccelerateAndCoast() throws {
        let times = Self.holdTimes(duration: 3)
        let moves = Self.moves(.next, at: times)
        #expect(moves[0] == 1 && moves[1] == 1, "a tap, then a tap after the auto-repeat delay")
        #expect(moves.allSatisfy { $0 >= 1 }, "never fewer labels than presses")
        // Labels moved in the first and in the last half second of repeats.
        let first = zip(times, moves).filter { $0.0 >= 0.5 && $0.0 < 1.0 }.map(\.1).reduce(0, +)
        let last = zip(times, moves).filter { $0.0 >= 2.5 }.map(\.1).reduce(0, +)
        let presses = times.filter { $0 >= 2.5 }.count
        #expect(last > first, "the spin gathers pace: \(first) then \(last) labels a half second")
        #expect(last > presses, "faster than the auto-repeat once it has sped up")
        // The coast: a hold at full speed is ahead of its spin by the labels a fling coasts.
        let model = KeyRepeat()
        let coast = model.coastLabels(atSpeed: model.maximumSpinSpeed)
        #expect(coast >= 3)
        let spun = moves.reduce(0, +) - 2 - coast
        let repeats = times.count - 2
        let spinDistance = Self.spinDistance(model, from: 0.5 + 1.0 / 30, to: try #require(times.last))
        #expect(spun >= repeats, "one label a repeat at least")
        #expect(Double(spun) >= spinDistance - 1, "spun \(spun), the spin covers \(spinDistance)")
    }

    /// The labels a hold's spin covers from its first repeat at `start` to `end`, at least one
    /// a repeat, by a fine sum of the speed curve.
    static func spinDistance(_ model: KeyRepeat, from start: Double, to end: Double) -> Double {
        var distance = 0.0
        var time = start
        while time < end {
            distance += model.spinSpeed(heldFor: time - start) * 0.001
            time += 0.001
        }
        return distance
    }

    @Test func aSlowAutoRepeatStillAccelerates() {
        // 12 Hz, the slowest common setting: one label a press at first, more later.
        let times = Self.holdTimes(interval: 1.0 / 12, duration: 3)
        let moves = Self.moves(.next, at: times)
        #expect(moves[2] == 1)
        #expect(moves.suffix(5).allSatisfy { $0 >= 3 }, "\(moves.suffix(5))")
    }

    @Test func holdingPreviousMovesTheOtherWay() {
        let moves = Self.moves(.previous, at: Self.holdTimes(duration: 2))
        #expect(moves.allSatisfy { $0 <= -1 })
        #expect(moves == Self.moves(.next, at: Self.holdTimes(duration: 2)).map { -$0 })
    }

    @Test func changingDirectionResets() {
        var model = KeyRepeat()
        for time in Self.holdTimes(duration: 2) { _ = model.press(.next, at: time) }
        #expect(model.isHeld(at: 2))
        #expect(model.press(.previous, at: 2.02) == -1)
        #expect(model.isHeld(at: 2.02) == false)
        #expect(model.press(.previous, at: 2.05) == -1)
        #expect(model.isHeld(at: 2.05) == false, "one short gap is no hold")
        #expect(model.press(.next, at: 2.08) == 1)
        #expect(model.isHeld(at: 2.08) == false)
    }

    @Test func aPauseLongerThanTheTapIntervalResets() {
        var model = KeyRepeat()
        for time in Self.holdTimes(duration: 3) { _ = model.press(.next, at: time) }
        #expect(model.press(.next, at: 3.2) == 1)
        #expect(model.press(.next, at: 3.233) == 1, "a fresh hold starts slowly, with no coast yet")
    }

    /// Presses of → that make `model` hold: a tap at 0, a tap after an auto-repeat delay of
    /// 1 s, then ``KeyRepeat/rhythmLength`` gaps of `gap` seconds; returns the time of the last.
    static func hold(_ model: inout KeyRepeat, gap: Double) -> Double {
        var time = 1.0
        _ = model.press(.next, at: 0)
        _ = model.press(.next, at: time)
        for _ in 0..<model.rhythmLength {
            time += gap
            _ = model.press(.next, at: time)
        }
        return time
    }

    @Test func theIntervalsAreInclusive() {
        // Binary-exact times and intervals, so each edge is exact.
        let settings = KeyRepeat(tapInterval: 0.25, burstInterval: 0.0078125, initialSpinSpeed: 40, maximumSpinSpeed: 40)
        let coast = settings.coastLabels(atSpeed: 40)
        var onTap = settings
        let held = Self.hold(&onTap, gap: 0.015625)
        #expect(onTap.isHeld(at: held))
        var pastTap = onTap, onBurst = onTap, pastBurst = onTap
        #expect(onTap.press(.next, at: held + 0.25) == 10 + coast, "a repeat the tap interval after the last")
        #expect(pastTap.press(.next, at: (held + 0.25).nextUp) == 1, "just later, a tap")
        #expect(onBurst.press(.next, at: held + 0.0078125) == 1, "a burst press")
        #expect(pastBurst.press(.next, at: (held + 0.0078125).nextUp) == 1 + coast, "just later, a repeat")
    }

    @Test func timeGoingBackwardsIsATap() {
        var model = KeyRepeat()
        let held = Self.hold(&model, gap: 0.03125)
        #expect(model.isHeld(at: held))
        #expect(model.press(.next, at: 0.5) == 1)
        #expect(!model.isHeld(at: 0.5))
    }

    @Test func nonFiniteTimesAndSettingsDoNotTrap() {
        #expect(Self.moves(.next, at: [.nan, .nan, 0, .infinity, -.infinity]) == Array(repeating: 1, count: 5))
        let wild = KeyRepeat(tapInterval: .infinity, burstInterval: .nan, initialSpinSpeed: .infinity,
                             maximumSpinSpeed: .greatestFiniteMagnitude, accelerationTime: .nan, coastRate: .nan)
        let moves = Self.moves(.next, at: [0, 1, 1e300, 1e301])
        #expect(moves.allSatisfy { $0 >= 1 })
        let wildMoves = Self.moves(.next, at: [0, 1, 1e300, 1e301], model: wild)
        #expect(wildMoves.allSatisfy { $0 >= 1 && $0 <= KeyRepeat.maximumLabelsPerRepeat * 2 }, "\(wildMoves)")
    }

    @Test func isHeldDuringAHoldOnly() {
        var model = KeyRepeat()
        #expect(!model.isHeld(at: 0))
        _ = model.press(.next, at: 0)
        #expect(!model.isHeld(at: 0.01))
        _ = model.press(.next, at: 0.03)
        #expect(!model.isHeld(at: 0.03), "one short gap is no hold")
        model.reset()
        let held = Self.hold(&model, gap: 0.03)
        #expect(model.isHeld(at: held))
        #expect(model.isHeld(at: held + 0.09))
        #expect(!model.isHeld(at: held + 0.11))
        _ = model.press(.previous, at: held + 0.03)
        #expect(!model.isHeld(at: held + 0.04), "the other way ends it")
        model.reset()
        #expect(!model.isHeld(at: held + 0.04))
        #expect(model.press(.previous, at: held + 0.05) == -1)
    }

    @Test func aRhythmOffItsBeatIsTaps() {
        // After the delay, gaps of 33, 33 and then 60 ms: the third is off the rhythm, which
        // closes; the presses after it are taps however steady.
        var model = KeyRepeat()
        let times = [0, 0.5, 0.533, 0.566, 0.626] + (1...20).map { 0.626 + Double($0) * 0.033 }
        #expect(times.map { model.press(.next, at: $0) } == Array(repeating: 1, count: times.count))
        #expect(!model.isHeld(at: times.last ?? 0))
        // Gaps within the tolerance of the first keep it: a hold after the third.
        var steady = KeyRepeat()
        for time in [0, 0.5, 0.533, 0.57, 0.6] { _ = steady.press(.next, at: time) }
        #expect(steady.isHeld(at: 0.6))
    }

    @Test func speedsAreAdjustable() {
        let model = KeyRepeat(tapInterval: 0.1, initialSpinSpeed: 2, maximumSpinSpeed: 10, accelerationTime: 1)
        #expect(model.spinSpeed(heldFor: 0) == 2)
        #expect(model.spinSpeed(heldFor: 0.5) == 2 + 8 * 0.25)
        #expect(model.spinSpeed(heldFor: 1) == 10)
        #expect(model.spinSpeed(heldFor: 100) == 10)
        #expect(model.spinSpeed(heldFor: -1) == 2)
        #expect(model.spinSpeed(heldFor: .nan) == 2)
        #expect(KeyRepeat(accelerationTime: 0).spinSpeed(heldFor: 0) == 45)
        #expect(KeyRepeat(initialSpinSpeed: 50, maximumSpinSpeed: 30).spinSpeed(heldFor: 0) == 30)
    }

    @Test func coastIsWhatAFlingAtTheSpeedCoasts() throws {
        let model = KeyRepeat()
        for speed in [1.0, 8, 20, 30, 45, 100] {
            let offset = try Deceleration(velocity: speed, rate: Deceleration.fastRate).restingOffset
            #expect(model.coastLabels(atSpeed: speed) == Int(offset.rounded(.down)), "at \(speed)")
        }
        #expect(model.coastLabels(atSpeed: 45) == 4)
        #expect(model.coastLabels(atSpeed: 0) == 0)
        #expect(model.coastLabels(atSpeed: -5) == 0)
        #expect(model.coastLabels(atSpeed: .nan) == 0)
        #expect(KeyRepeat(coastRate: 2).coastLabels(atSpeed: 30) == 0)
        #expect(model.coastLabels(atSpeed: .greatestFiniteMagnitude) <= KeyRepeat.maximumLabelsPerRepeat)
    }

    @Test func stepDirectionSigns() {
        #expect(StepDirection.next.sign == 1)
        #expect(StepDirection.previous.sign == -1)
        #expect(StepDirection(sign: 5) == .next)
        #expect(StepDirection(sign: -2) == .previous)
        #expect(StepDirection(sign: 0) == nil)
    }

    /// Presses as (direction, gap since the previous press), gaps around every interval.
    static var presses: Gen<[(StepDirection, Double)]> {
        zip(
            Gen.element(of: [StepDirection.next, .previous]),
            Gen.oneOf([Gen.double(in: 0...0.1), Gen.double(in: 0...2),
                       Gen.element(of: [0, 0, 0.003, 0.005, 0.03, 0.033, 0.1, 0.2, -0.01])])
        ).array(count: 1...200)
    }

    @Test func everyPressMovesAtLeastOneLabelItsWay() {
        property("no press is lost", cases: 400, Self.presses) { presses in
            var model = KeyRepeat()
            let bound = KeyRepeat.maximumLabelsPerRepeat + model.coastLabels(atSpeed: model.maximumSpinSpeed)
            var time = 0.0
            var previous: (direction: StepDirection, time: Double)?
            for (direction, gap) in presses {
                time += gap
                let move = model.press(direction, at: time)
                try ensure(move * direction.sign >= 1, "press \(direction) at \(time) moved \(move)")
                try ensure(abs(move) <= bound, "press moved \(move)")
                let sameWay = previous?.direction == direction
                let interval = previous.map { time - $0.time } ?? -1
                if !sameWay || interval < 0 || interval > model.tapInterval || interval <= model.burstInterval {
                    try ensureEqual(move, direction.sign, "a tap or a burst press moves exactly one label")
                }
                previous = (direction, time)
            }
        }
    }

    @Test func theSamePressesGiveTheSameMoves() {
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
