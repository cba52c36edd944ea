import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DialSnapTests {
    /// The whole steps a rotation is from 0, if it is exactly on one.
    static func isExactlyOnALabel(_ dial: Dial) -> Bool {
        dial.rotation == dial.face.rotation(selecting: dial.selectedIndex, near: dial.rotation)
    }

    @Test func aFlingComesToRestExactlyOnALabel() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.fling(12.5))
        #expect(player.dial.isMoving)
        let target = try #require(player.dial.restingIndex)
        let restTime = try #require(player.dial.restTime)
        try player.settle()
        #expect(player.dial.isSettled)
        #expect(player.dial.selectedIndex == target)
        #expect(Self.isExactlyOnALabel(player.dial))
        #expect(player.time >= restTime && player.time < restTime + player.frame + 1e-9)
        #expect(player.events.last == .settled(target))
        #expect(player.events.count { if case .settled = $0 { true } else { false } } == 1)
    }

    @Test func releasingAfterRestingTheFingerSnapsToTheNearestLabel() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.beginDrag(onDial(0)))
        for degrees in stride(from: 5.0, through: 40, by: 5) { try player.play(.drag(onDial(degrees))) }
        try player.play(.wait(0.2)) // the finger rests longer than the tracker's window
        #expect(player.dial.velocity == 0)
        try player.play(.release)
        try player.settle()
        // 40° clockwise is nearest to 30° (one label back): label 11.
        #expect(player.dial.selectedIndex == 11)
        #expect(Self.isExactlyOnALabel(player.dial))
    }

    @Test func theReleaseVelocityIsCapped() throws {
        var capped = DialPlayer(try makeDial())
        var fast = DialPlayer(try makeDial())
        try capped.play(.fling(DialConfiguration().maximumVelocity))
        try fast.play(.fling(1e9))
        #expect(capped.dial.restingIndex == fast.dial.restingIndex)
        #expect(capped.dial.velocity == fast.dial.velocity)
    }

    @Test func aProgrammaticFlingFromRest() throws {
        var player = DialPlayer(try makeDial())
        #expect(try player.play(.fling(0)).isEmpty, "a still dial flung at zero stays put")
        #expect(player.dial.isSettled)
        try player.play(.fling(-6))
        try player.settle()
        // Coasting −6/2.002 ≈ −3 rad is nearest to −6 steps: label 6.
        #expect(player.dial.selectedIndex == 6)
    }

    @Test func aSlowFlingSpringsBack() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.beginDrag(onDial(0)))
        try player.play(.drag(onDial(10)))
        try player.play(.fling(0.1)) // below the minimum fling velocity
        try player.settle()
        #expect(player.dial.selectedIndex == 0)
        #expect(player.dial.rotation == 0)
    }

    // MARK: Properties

    static var flingCase: Gen<(Int, Double, Double)> {
        zip(Gen.int(in: 1...60), Gen.double(in: -3...3), DialGen.velocity)
    }

    @Test func everyFlingEndsExactlyOnTheProjectedLabel() {
        property("a fling ends exactly on the label its projection selects", Self.flingCase) { labels, start, velocity in
            var player = DialPlayer(try makeDial(labels: labels))
            try player.play(.beginDrag(onDial(0)))
            try player.play(.drag(onDial(start * 180 / Double.pi)))
            let from = player.dial.rotation
            try player.play(.fling(velocity))
            let limit = DialConfiguration().maximumVelocity
            let capped = min(max(velocity, -limit), limit)
            let coast = try Deceleration(velocity: capped, rate: Deceleration.normalRate).restingOffset
            let projected = player.dial.face.selectedLabel(forRotation: from + coast)
            try ensureEqual(player.dial.restingIndex, projected, "the target")
            try player.settle()
            try ensure(player.dial.isSettled, "did not settle")
            try ensureEqual(player.dial.selectedIndex, projected, "selection agrees with the resting label")
            try ensure(Self.isExactlyOnALabel(player.dial), "rotation \(player.dial.rotation) is not exactly on a label")
            try ensureEqual(player.events.last, .settled(projected))
        }
    }

    @Test func theDecelerationPathNeverOvershoots() {
        property("a fling coasting a label or more is monotone and never passes its target", Self.flingCase) { labels, start, velocity in
            var player = DialPlayer(try makeDial(labels: labels))
            try player.play(.beginDrag(onDial(0)))
            try player.play(.drag(onDial(start * 180 / Double.pi)))
            let limit = DialConfiguration().maximumVelocity
            let coast = try Deceleration(velocity: min(max(velocity, -limit), limit)).restingOffset
            guard abs(velocity) >= DialConfiguration().minimumFlingVelocity, abs(coast) >= player.dial.face.angleStep else { return }
            try player.play(.fling(velocity))
            let target = player.dial.face.rotation(selecting: try #require(player.dial.restingIndex), near: player.dial.rotation + coast)
            var previous = player.dial.rotation
            var frames = 0
            while !player.dial.isSettled {
                frames += 1
                try ensure(frames <= 60 * 60, "still moving after a minute")
                try player.play(.wait(1.0 / 60))
                let rotation = player.dial.rotation
                if velocity > 0 {
                    try ensure(rotation >= previous && rotation <= target, "\(rotation) after \(previous), target \(target)")
                } else {
                    try ensure(rotation <= previous && rotation >= target, "\(rotation) after \(previous), target \(target)")
                }
                previous = rotation
            }
            try ensureEqual(player.dial.rotation, target)
        }
    }
}

@Suite(.timeLimit(.minutes(3))) struct DialStepTests {
    @Test func aStepMovesToTheNextLabel() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.step(1))
        try player.settle()
        #expect(player.dial.selectedIndex == 1)
        #expect(player.dial.rotation == -player.dial.face.angleStep, "next is counterclockwise")
        #expect(player.events == [.directionChanged(.counterclockwise), .selectionChanged(1), .settled(1)])
    }

    @Test func threeQuickPressesMoveThreeLabels() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.step(1))
        try player.play(.wait(0.04))
        try player.play(.step(1))
        try player.play(.wait(0.04))
        try player.play(.step(1))
        #expect(player.dial.restingIndex == 3)
        try player.settle()
        #expect(player.dial.selectedIndex == 3)
        #expect(player.events.filter { if case .selectionChanged = $0 { true } else { false } } == [.selectionChanged(1), .selectionChanged(2), .selectionChanged(3)])
        #expect(player.events.last == .settled(3))
        #expect(player.events.count { if case .settled = $0 { true } else { false } } == 1)
    }

    @Test func stepsWrapRoundTheFace() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.step(-1))
        try player.settle()
        #expect(player.dial.selectedIndex == 11)
        try player.play(.step(14))
        try player.settle()
        #expect(player.dial.selectedIndex == 1)
    }

    @Test func stepsAddToAFlingInFlight() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.fling(-8))
        let target = try #require(player.dial.restingIndex)
        try player.play(.step(2))
        #expect(player.dial.restingIndex == (target + 2) % 12)
        try player.settle()
        #expect(player.dial.selectedIndex == (target + 2) % 12)
    }

    @Test func selectGoesTheShortWay() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.select(11))
        #expect(player.dial.restingIndex == 11)
        try player.settle()
        #expect(player.dial.rotation == player.dial.face.angleStep, "one step clockwise, not eleven the other way")
        try player.play(.select(-7)) // label 5: six steps either way; half-way goes to the next labels
        try player.settle()
        #expect(player.dial.selectedIndex == 5)
        #expect(abs(player.dial.rotation - (-5 * player.dial.face.angleStep)) < 1e-12)
    }

    @Test func aStepEndsADrag() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.beginDrag(onDial(0)))
        try player.play(.drag(onDial(20)))
        try player.play(.step(1))
        #expect(!player.dial.isDragging)
        try player.settle()
        #expect(player.dial.selectedIndex == 0, "from the label nearest the drag (0), one next")
    }

    @Test func absurdStepsAreRejected() throws {
        var dial = try makeDial()
        let before = dial
        #expect(throws: DialError.excessiveTravel(Double(Int.max), limit: Dial.maximumLabelsPerCall)) { try dial.step(by: Int.max, time: 1) }
        #expect(throws: DialError.self) { try dial.step(by: Int.min, time: 1) }
        #expect(throws: DialError.self) { try dial.step(by: Dial.maximumLabelsPerCall + 1, time: 1) }
        #expect(dial == before)
        #expect(throws: Never.self) { try dial.step(by: Dial.maximumLabelsPerCall, time: 1) }
    }
}
