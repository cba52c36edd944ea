import DialCore
import DialTUI
import PropertyTesting
import Testing

/// A time picker from command-line arguments, at a fixed "now" of 09:41.
private func timePicker(_ arguments: [String], environment: [String: String] = [:]) throws -> PickerDriver {
    let options = try PickerOptions.parse(["--time"] + arguments, environment: environment,
                                          clock: .fixed(TimeOfDay(wrapping: 9 * 60 + 41)))
    return try PickerDriver(options.stages)
}

@Suite(.timeLimit(.minutes(3))) struct TimePickerModelTests {
    @Test func theMinuteDialStopsAtEveryMinuteAndCarries() throws {
        var picker = try timePicker(["--initial", "09:58"])
        #expect(picker.model.headerValue(ofStage: 0) == "09")
        _ = picker.key(.tab)
        #expect(picker.model.stage.face.dialFace.detentCount == 60 && picker.model.stage.face.count == 12)
        _ = picker.key(.right)
        _ = picker.key(.right)
        #expect(picker.model.chosenTime?.description == "10:00")
        picker.settle()
        #expect(picker.model.headerValue(ofStage: 0) == "10", "the header's hour follows the carry")
        #expect(picker.model.headerValue(ofStage: 1) == "00")
        _ = picker.key(.pageDown)
        picker.settle()
        #expect(picker.model.result == "09:45")
    }

    @Test func theHourShowsTheCarryFromTheFirstFrameOfASpin() throws {
        var picker = try timePicker(["--initial", "09:58"])
        _ = picker.key(.tab)
        _ = picker.key(.pageUp)
        var hours: [String] = []
        for _ in 0..<60 {
            picker.time += 1.0 / 60
            picker.model.advance(to: picker.time)
            hours.append(picker.model.headerValue(ofStage: 0))
        }
        #expect(hours.allSatisfy { $0 == "10" }, "the hour the spin is headed for, at every frame: \(hours)")
        #expect(picker.model.result == "10:13")
    }

    @Test func theDayWrapsAtMidnight() throws {
        var picker = try timePicker(["--initial", "00:01"])
        _ = picker.key(.tab)
        _ = picker.key(.left)
        _ = picker.key(.left)
        picker.settle()
        #expect(picker.model.result == "23:59")
        #expect(picker.model.headerValue(ofStage: 0) == "23")
        _ = picker.key(.backTab)
        _ = picker.key(.right)
        picker.settle()
        #expect(picker.model.result == "00:59", "the hour dial keeps the minute and wraps too")
    }

    @Test func twelveHourClock() throws {
        var picker = try timePicker(["--initial", "11:59", "--clock", "12", "--format", "%I:%M %p"])
        #expect(picker.model.stages[0].face == .hours12)
        #expect(picker.model.headerValue(ofStage: 0) == "11")
        _ = picker.key(.tab)
        _ = picker.key(.right)
        picker.settle()
        #expect(picker.model.result == "12:00 PM")
        _ = picker.key(.character("a"))
        picker.settle()
        #expect(picker.model.result == "12:00 AM")
        let grid = PickerView.render(picker.model)
        #expect(grid.lines[0].contains("AM"))
    }

    @Test func typingSpinsToTheTimeAndAPauseEndsIt() throws {
        var picker = try timePicker(["--initial", "15:15"])
        _ = picker.key(.character("9"))
        _ = picker.key(.character("3"), after: 0.1)
        _ = picker.key(.character("0"), after: 0.1)
        #expect(picker.model.chosenTime?.description == "09:30")
        #expect(picker.model.nextDeadline == picker.time + 1, "the pause is a deadline")
        #expect(PickerView.render(picker.model).lines[0].contains("typed 930"))
        #expect(picker.key(.enter, after: 0.1) == .chose("09:30"))
    }

    @Test func anImpossibleTimeChangesNothing() throws {
        var picker = try timePicker(["--initial", "15:15"])
        _ = picker.key(.character("2"))
        _ = picker.key(.character("5"), after: 0.1)
        #expect(picker.model.chosenTime?.description == "02:00", "2 is a time on the way")
        picker.time += 1.1
        picker.model.advance(to: picker.time)
        #expect(picker.model.chosenTime?.description == "15:15", "25 is not")
        #expect(PickerView.render(picker.model).lines[0].contains("'25' not understood"))
        picker.time = try #require(picker.model.nextDeadline)
        picker.model.advance(to: picker.time)
        #expect(picker.model.nextDeadline == nil)
        #expect(!PickerView.render(picker.model).lines[0].contains("not understood"))
        #expect(picker.key(.enter) == .chose("15:15"))

        var early = try timePicker(["--initial", "15:15"])
        _ = early.key(.character("9"))
        _ = early.key(.character("9"), after: 0.1)
        #expect(early.key(.enter, after: 0.1) == nil, "Enter on a time not understood picks nothing")
        #expect(early.model.chosenTime?.description == "15:15")
        var incomplete = try timePicker(["--initial", "15:15"])
        _ = incomplete.key(.character("2"))
        _ = incomplete.key(.character("5"), after: 0.1)
        #expect(incomplete.key(.enter, after: 0.1) == .chose("02:00"), "Enter before the pause picks the 2 the screen shows")
    }

    @Test func boundsStopTheDialAndTheBoundMetIsHighlighted() throws {
        var picker = try timePicker(["--initial", "09:31", "--min", "09:30", "--max", "17:00"])
        _ = picker.key(.tab)
        _ = picker.key(.left)
        _ = picker.key(.left)
        _ = picker.key(.left)
        picker.settle()
        #expect(picker.model.result == "09:30")
        _ = picker.key(.left)
        #expect(picker.model.timeMode?.limitsMet.map(\.limit.text) == ["min 09:30"])
        picker.time = try #require(picker.model.nextDeadline)
        picker.model.advance(to: picker.time)
        #expect(picker.model.timeMode?.limitsMet.isEmpty == true && picker.model.nextDeadline == nil)

        _ = picker.key(.character("1"))
        _ = picker.key(.character("8"), after: 0.1)
        #expect(picker.model.chosenTime?.description == "17:00", "a typed 18 stops at the bound")
        #expect(picker.model.timeMode?.limitsMet.map(\.limit.text) == ["max 17:00"])
    }

    @Test func theHourDialStopsAtTheBoundsAndKeepsTheMinuteWithin() throws {
        var picker = try timePicker(["--initial", "16:45", "--max", "17:00", "--min", "09:30"])
        _ = picker.key(.right)
        picker.settle()
        #expect(picker.model.result == "17:00")
        _ = picker.key(.right)
        #expect(picker.model.timeMode?.limitsMet.map(\.limit.text) == ["max 17:00"])
        for _ in 0..<10 { _ = picker.key(.left) }
        picker.settle()
        #expect(picker.model.result == "09:45", "at the lower hour the kept minute is within the bound")
    }

    /// Drags the dial in front a quarter turn round from 12 o'clock (clockwise, or
    /// counterclockwise), `seconds` apart per 5°, and lets go after `hold` seconds.
    private func quarterTurn(_ picker: inout PickerDriver, clockwise: Bool, every seconds: Double, hold: Double) {
        let r = DialLayout.modelRadius, sign = clockwise ? 1.0 : -1.0
        picker.mouse(.press(.left), at: DialPoint(x: r, y: r * 0.2))
        for degrees in stride(from: 5.0, through: 90, by: 5) {
            let angle = degrees * Double.pi / 180
            picker.mouse(.drag(.left), at: DialPoint(x: r + sign * r * 0.8 * _sin(angle), y: r - r * 0.8 * _cos(angle)), after: seconds)
        }
        picker.mouse(.release(.left), at: DialPoint(x: r + sign * r * 0.8, y: r), after: hold)
    }

    @Test func aDragPastABoundSpringsBackOntoIt() throws {
        var picker = try timePicker(["--initial", "09:31", "--min", "09:30"])
        _ = picker.key(.tab)
        // A quarter turn clockwise is 15 minutes back: 14 past the bound.
        quarterTurn(&picker, clockwise: true, every: 0.02, hold: 0.3)
        #expect(picker.model.shownTime.map { $0 >= TimeOfDay(wrapping: 570) } == true, "the time shown stays inside")
        picker.settle()
        #expect(picker.model.result == "09:30")
        #expect(picker.model.dial.value == 570, "at rest on the bound")
    }

    @Test func aFlingStopsAtTheBound() throws {
        var picker = try timePicker(["--initial", "16:55", "--max", "17:00"])
        _ = picker.key(.tab)
        quarterTurn(&picker, clockwise: false, every: 0.005, hold: 0.005)
        var values: [Int] = []
        for _ in 0..<120 {
            picker.time += 1.0 / 60
            picker.model.advance(to: picker.time)
            values.append(picker.model.dial.value)
        }
        #expect(values.allSatisfy { $0 <= 17 * 60 }, "never past the bound, not for a frame")
        #expect(picker.model.result == "17:00")
    }

    @Test func theValueNeverLeavesTheBounds() {
        let keys: [Key] = [.left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .character("7"), .character("2"), .character("p")]
        let gen = zip(Gen.int(in: 0...1439), Gen.int(in: 0...1439), Gen.element(of: keys).array(count: 1...30),
                      Gen.element(of: [0.01, 0.05, 0.3, 1.5]))
        property("the time never leaves the bounds", gen) { a, b, presses, gap in
            let lower = TimeOfDay(wrapping: min(a, b)), upper = TimeOfDay(wrapping: max(a, b))
            var picker = try timePicker(["--initial", lower.description, "--min", lower.description, "--max", upper.description])
            let bounds = try TimeBounds(lower: lower, upper: upper)
            for key in presses {
                _ = picker.key(key, after: gap)
                for _ in 0..<3 {
                    picker.time += 1.0 / 30
                    picker.model.advance(to: picker.time)
                    let shown = try #require(picker.model.shownTime)
                    try ensure(bounds.contains(shown), "shown \(shown) outside \(bounds) after \(key)")
                }
                try ensure(bounds.contains(try #require(picker.model.chosenTime)), "chosen outside \(bounds)")
            }
        }
    }

    @Test func stepsWhoseStopsDoNotFallOnFiveMinuteLabels() throws {
        var picker = try timePicker(["--initial", "09:41", "--step", "2"])
        _ = picker.key(.tab)
        let face = picker.model.stage.face
        #expect(face.labels == ["00", "06", "12", "18", "24", "30", "36", "42", "48", "54"])
        #expect(face.dialFace.detentCount == 30)
        #expect(picker.model.chosenTime?.description == "09:42")
        _ = picker.key(.right)
        picker.settle()
        #expect(picker.model.result == "09:44")
    }

    @Test func tickMarksBetweenLabelsWhenTheDialIsLargeEnough() throws {
        var large = try timePicker(["--initial", "09:41"], environment: [:])
        _ = large.key(.tab)
        #expect(DialTicks.angles(for: large.model).count == 48)
        let hours = try timePicker(["--initial", "09:41"])
        #expect(DialTicks.angles(for: hours.model).isEmpty, "the hour face has a stop per label")
        var small = try PickerDriver(try PickerOptions.parse(["--time", "--initial", "09:41"]).stages, columns: 20, rows: 10)
        _ = small.key(.tab)
        #expect(DialTicks.angles(for: small.model).isEmpty, "too small for ticks")
    }
}
