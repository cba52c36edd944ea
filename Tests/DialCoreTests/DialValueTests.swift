import DialCore
import PropertyTesting
import Testing

/// Worked examples of values across turns and bounds (DESIGN.md, "Values: detents, turns and
/// bounds").
@Suite(.timeLimit(.minutes(3))) struct DialValueTests {
    let minutes: DialFace

    init() throws { minutes = try DialFace(labelCount: 12, detentsPerLabel: 5) }

    @Test func aMinuteDialStopsOnEveryMinute() throws {
        var player = DialPlayer(try Dial(face: minutes, radius: 150))
        try player.play(.step(1))
        let events = try player.settle()
        #expect(events == [.directionChanged(.counterclockwise), .selectionChanged(1), .settled(1)], "one tick for one minute")
        #expect(player.dial.selectedIndex == 1 && player.dial.value == 1)
        #expect(player.dial.rotation == -1 * minutes.detentStep)
        // Label 5 is minute 25, reached the short way round; label 7 (minute 35) from 25 too.
        try player.play(.select(5))
        _ = try player.settle()
        #expect(player.dial.value == 25 && player.dial.selectedIndex == 25)
        try player.play(.select(7))
        _ = try player.settle()
        #expect(player.dial.value == 35 && player.dial.selectedIndex == 35)
        let ticks = player.events.compactMap { if case .selectionChanged(let detent) = $0 { detent } else { nil } }
        // The count first: the diff of a runaway's hundred thousand ticks against 35 would take
        // minutes to write out.
        #expect(ticks.count == 35, "one tick per minute passed")
        if ticks.count == 35 { #expect(ticks == Array(1...35), "in order") }
        // Label 6 from 35 is the other way round: down to 30.
        try player.play(.select(6))
        _ = try player.settle()
        #expect(player.dial.value == 30)
    }

    @Test func nineThirtyFiveIsValue575OfADay() throws {
        var dial = try Dial(face: minutes, radius: 150, value: 575, bounds: 0...1439)
        #expect(dial.value == 575 && dial.bounds == 0...1439 && dial.isSettled)
        #expect(dial.value / 60 == 9 && dial.value % 60 == 35)
        #expect(dial.selectedIndex == 35)
        #expect(dial.rotation == -575 * minutes.detentStep)
        #expect(minutes.labelOnDetent(dial.selectedIndex) == 7, "the 35 label under the pointer")
        // Thirty minutes on carries into the hour.
        _ = try dial.step(by: 30, time: 0)
        _ = try dial.advance(to: 10)
        #expect(dial.value == 605 && dial.value / 60 == 10 && dial.value % 60 == 5)
        #expect(dial.selectedIndex == 5)
    }

    @Test func aDialIsMadeAtRestOnAnyValue() throws {
        for value in [0, 1, -1, 59, 60, 575, -1_000_000, Dial.maximumValueMagnitude, -Dial.maximumValueMagnitude] {
            let dial = try Dial(face: minutes, radius: 150, value: value, bounds: nil)
            #expect(dial.value == value && dial.isSettled && dial.restingValue == value)
            #expect(dial.rotation == -Double(value) * minutes.detentStep)
            #expect(dial.selectedIndex == ((value % 60) + 60) % 60)
        }
    }

    @Test func valuesOutsideTheBoundsOrTheRangeAreTypedErrors() {
        let limit = Dial.maximumValueMagnitude
        #expect(throws: DialError.valueOutOfBounds(1440)) { try Dial(face: minutes, radius: 150, value: 1440, bounds: 0...1439) }
        #expect(throws: DialError.valueOutOfBounds(-1)) { try Dial(face: minutes, radius: 150, value: -1, bounds: 0...1439) }
        #expect(throws: DialError.valueOutOfRange(limit + 1, limit: limit)) { try Dial(face: minutes, radius: 150, value: limit + 1, bounds: nil) }
        #expect(throws: DialError.valueOutOfRange(Int.min, limit: limit)) { try Dial(face: minutes, radius: 150, value: 0, bounds: Int.min...0) }
        #expect(throws: DialError.valueOutOfRange(Int.max, limit: limit)) { try Dial(face: minutes, radius: 150, value: 0, bounds: 0...Int.max) }
        #expect(throws: DialError.invalidRadius(0)) { try Dial(face: minutes, radius: 0, value: 0, bounds: nil) }
    }

    @Test func aFlingIntoABoundComesToRestExactlyOnIt() throws {
        // A kitchen timer of 0...60 minutes at 55, flung hard towards more minutes.
        var dial = try Dial(face: minutes, radius: 150, value: 55, bounds: 0...60)
        var events = try dial.release(velocity: -40, time: 0)
        var time = 0.0
        var lowest = dial.rotation
        while !dial.isSettled, time < 10 {
            time += 1.0 / 60
            events += try dial.advance(to: time)
            lowest = min(lowest, dial.rotation)
            #expect(dial.value <= 60)
        }
        #expect(dial.isSettled && dial.value == 60)
        #expect(dial.rotation == -60 * minutes.detentStep, "exactly on the bound")
        #expect(lowest >= -60 * minutes.detentStep, "never past it, not for one frame")
        #expect(events == [.directionChanged(.counterclockwise), .selectionChanged(56), .selectionChanged(57), .selectionChanged(58), .selectionChanged(59),
                           .selectionChanged(0), .limitReached(60), .settled(0)])
    }

    /// One rule with a range's: every step ends with exactly one rest, even where nothing moves;
    /// a step of zero leaves a drag held, and one added to a motion leaves the rest to its end.
    @Test func aStepThatMovesNothingEndsWithItsRest() throws {
        var dial = try Dial(face: minutes, radius: 150, value: 7)
        #expect(try dial.step(by: 0, time: 0) == [.settled(7)])
        #expect(try dial.select(value: 7, time: 1) == [.settled(7)])
        #expect(dial.isSettled && dial.value == 7)
        try dial.beginDrag(at: DialPoint(x: 150, y: 20), time: 2)
        #expect(try dial.step(by: 0, time: 2.1) == [] && dial.isDragging)
        _ = try dial.step(by: 3, time: 2.2)
        var events = try dial.step(by: 0, time: 2.3)
        #expect(dial.isMoving && dial.restingValue == 10, "the motion goes on: \(events)")
        for frame in 1...120 where !dial.isSettled { events += try dial.advance(to: 2.3 + Double(frame) / 60) }
        #expect(events.filter { if case .settled = $0 { true } else { false } } == [.settled(10)])
    }

    @Test func stepsStopAtTheBoundAndARefusedStepMeetsIt() throws {
        var dial = try Dial(face: minutes, radius: 150, value: 58, bounds: 0...60)
        var events = try dial.step(by: 5, time: 0)
        events += try dial.advance(to: 5)
        #expect(dial.value == 60 && dial.isSettled)
        #expect(events == [.directionChanged(.counterclockwise), .selectionChanged(59), .selectionChanged(0), .limitReached(60), .settled(0)])
        let before = dial.rotation
        #expect(try dial.step(by: 1, time: 6) == [.limitReached(60), .settled(0)], "refused at the bound, and its one rest")
        #expect(dial.isSettled && dial.rotation == before)
        #expect(try dial.release(velocity: -30, time: 7) == [.limitReached(60)], "a fling outwards is refused too")
        #expect(dial.isSettled && dial.rotation == before)
        // Back inside works.
        _ = try dial.step(by: -3, time: 8)
        _ = try dial.advance(to: 20)
        #expect(dial.value == 57)
    }

    @Test func stepsDuringAFlingIntoABoundStopOnIt() throws {
        var dial = try Dial(face: minutes, radius: 150, value: 0, bounds: 0...30)
        var events = try dial.release(velocity: -30, time: 0)
        events += try dial.advance(to: 0.05)
        events += try dial.step(by: 100, time: 0.05)
        events += try dial.step(by: 100, time: 0.06)
        var time = 0.06
        while !dial.isSettled, time < 10 {
            time += 1.0 / 120
            events += try dial.advance(to: time)
            #expect(dial.rotation >= -30 * minutes.detentStep)
        }
        #expect(dial.value == 30 && dial.rotation == -30 * minutes.detentStep)
        #expect(events.filter { $0 == .limitReached(30) }.count == 1)
        #expect(events.last == .settled(30))
    }

    @Test func anUnderdampedSpringAimedAtABoundDoesNotOvershootIt() throws {
        var configuration = DialConfiguration()
        configuration.springDampingRatio = 0.1
        var dial = try Dial(face: minutes, radius: 150, configuration: configuration, value: 50, bounds: 0...60)
        _ = try dial.step(by: 10, time: 0)
        var time = 0.0
        while !dial.isSettled, time < 10 {
            time += 1.0 / 240
            _ = try dial.advance(to: time)
            #expect(dial.rotation >= -60 * minutes.detentStep, "past the bound at \(time)")
        }
        #expect(dial.value == 60 && dial.rotation == -60 * minutes.detentStep)
    }

    @Test func selectingAValueMovesThereWithinTheBounds() throws {
        var dial = try Dial(face: minutes, radius: 150, value: 575, bounds: 570...1020)
        _ = try dial.select(value: 600, time: 0)
        #expect(dial.restingValue == 600)
        _ = try dial.advance(to: 10)
        #expect(dial.value == 600)
        _ = try dial.select(value: 2000, time: 10)
        #expect(dial.restingValue == 1020)
        _ = try dial.advance(to: 20)
        #expect(dial.value == 1020)
        // A detent the short way would leave the bounds for goes the long way.
        var timer = try Dial(face: minutes, radius: 150, value: 2, bounds: 0...59)
        _ = try timer.select(detent: 58, time: 0)
        #expect(timer.restingValue == 58)
    }

    @Test func theReadmesBoundedDial() throws {
        var time = try Dial(face: minutes, radius: 150, value: 9 * 60 + 35, bounds: 570...1020)
        _ = try time.step(by: 1_000, time: 0)
        _ = try time.advance(to: 30)
        #expect((time.value / 60, time.value % 60) == (17, 0))
    }
}
