@testable import DialTUI
import Testing

/// `--duration` on the virtual terminal: every key, typed form, bound and format.
@Suite(.timeLimit(.minutes(3))) struct DurationPickerTests {
    typealias K = KindKeys

    static func printed(_ arguments: [String], _ keys: [String]) throws -> ProgramEnding {
        try KindRun.printed(["--duration"] + arguments, keys)
    }

    /// The text of `grid`'s cells that have `style`'s reverse attribute, on `row`.
    static func reversed(in grid: CellGrid, row: Int) -> String {
        String((0..<grid.width).map { grid[column: $0, row: row] }.filter { $0.style.reverse && !$0.isContinuation }.map(\.character))
    }

    @Test func startsAtTheInitialDurationAndEnterPrintsIt() throws {
        let result = try KindRun.run(["--duration", "--initial", "1h30m"], [(K.enter, 1)])
        #expect(result.ending == .chose("1h30m"))
        #expect(result.shown[0].hasPrefix(" duration 1h30m"), "\(result.shown[0])")
        #expect(result.program.model.centerText.text == "1h 30m")
        #expect(result.shown.joined().contains("▼"), "the pointer")
        #expect(result.shown.joined(separator: "\n").contains("55"), "the minute labels")
        #expect(try Self.printed([], []) == .chose("0m"), "by default at --min, 0m")
        #expect(try Self.printed(["--min", "45m"], []) == .chose("45m"))
    }

    @Test func theLabelsAreTheMinutesOfAnHour() throws {
        #expect(PickerFace.durationMinutes(every: .everyMinute).labels == stride(from: 0, to: 60, by: 5).map(String.init))
        #expect(PickerFace.durationMinutes(every: .everyMinute).detentCount == 60)
        let two = try #require(MinuteStep(minutes: 2)), fifteen = try #require(MinuteStep(minutes: 15))
        #expect(PickerFace.durationMinutes(every: two).labels == stride(from: 0, to: 60, by: 6).map(String.init))
        #expect(PickerFace.durationMinutes(every: fifteen).labels == ["0", "15", "30", "45"])
        let model = try KindRun(["--duration"]).program.model
        #expect(model.stage.face == .durationMinutes(every: .everyMinute))
    }

    @Test func arrowsMoveOneStepAndTheTurnsCountHours() throws {
        #expect(try Self.printed(["--initial", "58m"], [K.right, K.right, K.up]) == .chose("1h1m"), "past 59 into the hour")
        #expect(try Self.printed(["--initial", "1h1m"], [K.left, K.down]) == .chose("59m"))
        #expect(try Self.printed(["--initial", "1h", "--step", "5"], [K.right]) == .chose("1h5m"))
        #expect(try Self.printed(["--initial", "1h", "--step", "15"], [K.down]) == .chose("45m"))
    }

    @Test func pageKeysMoveFifteenMinutesAndHomeEndGoToTheBounds() throws {
        #expect(try Self.printed(["--initial", "1h"], [K.pageUp]) == .chose("1h15m"))
        #expect(try Self.printed(["--initial", "1h"], [K.pageDown, K.pageDown]) == .chose("30m"))
        #expect(try Self.printed(["--initial", "1h", "--step", "30"], [K.pageUp]) == .chose("1h30m"), "at least a step")
        #expect(try Self.printed(["--initial", "1h", "--min", "20m", "--max", "3h"], [K.home]) == .chose("20m"))
        #expect(try Self.printed(["--initial", "1h", "--min", "20m", "--max", "3h"], [K.end]) == .chose("3h"))
        #expect(try Self.printed(["--initial", "1h"], [K.end]) == .chose("24h"), "the default --max")
    }

    @Test func theBoundsHoldOnBothSidesAndAreShownWhenMet() throws {
        // Exactly at --max: a step more is refused and the bound is highlighted.
        let upper = try KindRun.run(["--duration", "--initial", "1h59m", "--max", "2h"], [(K.right, 1), (K.right, 1.1), (K.enter, 1.3)])
        #expect(upper.ending == .chose("2h"))
        let grid = PickerView.render(upper.program.model)
        #expect(Self.reversed(in: grid, row: 0) == "max 2h", "the bound met in reverse video")
        // Exactly at --min: a step less is refused.
        #expect(try Self.printed(["--initial", "30m", "--min", "30m"], [K.left]) == .chose("30m"))
        #expect(try Self.printed(["--initial", "31m", "--min", "30m"], [K.left]) == .chose("30m"))
        // The highlight fades.
        let faded = try KindRun.run(["--duration", "--initial", "2h", "--max", "2h"], [(K.right, 1), (K.enter, 3)])
        #expect(Self.reversed(in: PickerView.render(faded.program.model), row: 0).isEmpty)
        #expect(faded.shown[0].contains("max 2h"), "the bound is shown")
    }

    @Test(arguments: [("2h15", "2h15m"), ("90", "1h30m"), ("1:05", "1h5m"), ("1.5h", "1h30m"), ("45m", "45m"), ("3h", "3h")])
    func aTypedDurationSpinsToIt(_ typed: String, _ expected: String) throws {
        let keys = typed.enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        #expect(try KindRun.run(["--duration"], keys + [(K.enter, 4)]).ending == .chose(expected))
        // Enter at once, before the pause, picks it too.
        #expect(try KindRun.run(["--duration"], keys + [(K.enter, 1.05 + Double(typed.count) * 0.1)]).ending == .chose(expected))
    }

    @Test func aTypedDurationThatCannotBeChangesNothingAndIsShown() throws {
        let keys = "1h75".enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        let result = try KindRun.run(["--duration", "--initial", "20m"], keys + [(K.enter, 1.6)], hangUp: 2)
        #expect(result.ending == .canceled, "Enter on a text not understood picks nothing")
        #expect(result.shown[0].contains("'1h75' not understood"), "\(result.shown[0])")
        #expect(try KindRun.run(["--duration", "--initial", "20m"], keys + [(K.enter, 6)]).ending == .chose("20m"),
                "after the notice the duration is as before")
        // Beyond a bound: held at the bound, which is shown as met.
        let beyond = try KindRun.run(["--duration", "--max", "2h"], [("5", 1), ("h", 1.1), (K.enter, 1.3)])
        #expect(beyond.ending == .chose("2h"))
        #expect(Self.reversed(in: PickerView.render(beyond.program.model), row: 0) == "max 2h")
    }

    @Test(arguments: [("minutes", "90"), ("seconds", "5400"), ("iso", "PT1H30M"), ("clock", "1:30")])
    func formats(_ format: String, _ expected: String) throws {
        #expect(try Self.printed(["--initial", "90m", "--format", format], []) == .chose(expected))
    }

    @Test func zeroInEveryFormat() throws {
        #expect(try Self.printed(["--format", "iso"], []) == .chose("PT0M"))
        #expect(try Self.printed(["--format", "clock"], []) == .chose("0:00"))
        #expect(try Self.printed(["--format", "seconds"], []) == .chose("0"))
    }

    @Test func aClickOnALabelSetsTheMinutesAndKeepsTheHours() throws {
        let run = try KindRun(["--duration", "--initial", "2h5m"])
        let plan = LabelPlan(run.program.model, selected: run.program.model.selectedLabel)
        let label = try #require(plan.entries.first { $0.text == "45" })
        let keys = [(KindKeys.press(column: label.column, row: label.row), 1.0),
                    (KindKeys.release(column: label.column, row: label.row), 1.1), (KindKeys.enter, 3.0)]
        #expect(try KindRun.run(["--duration", "--initial", "2h5m"], keys).ending == .chose("2h45m"))
        let bounded = try KindRun.run(["--duration", "--initial", "2h5m", "--max", "2h30m"], keys)
        #expect(bounded.ending == .chose("2h30m"), "held at the bound")
    }

    @Test func theMouseWheelSteps() throws {
        let up = "\u{1B}[<64;40;12M", down = "\u{1B}[<65;40;12M"
        #expect(try Self.printed(["--initial", "1h"], [up, up, down]) == .chose("1h1m"))
    }

    @Test func aTimeoutWithSelectPrintsWhatIsShown() throws {
        let result = try KindRun.run(["--duration", "--initial", "1h", "--timeout", "2", "--select-on-timeout"],
                                     [(K.pageUp, 1)])
        #expect(result.ending == .chose("1h15m"))
        let timedOut = try KindRun.run(["--duration", "--timeout", "1"], [])
        #expect(timedOut.ending == .timedOut)
    }

    @Test func escapeCancels() throws {
        #expect(try KindRun.run(["--duration"], [(K.right, 1), (K.escape, 2)]).ending == .canceled)
        #expect(try KindRun.run(["--duration"], [("q", 1)]).ending == .canceled)
    }

    @Test func accessibleLinesSayTheDurationTheBoundsAndTheTyping() throws {
        let (ending, lines) = try KindRun.spoken(["--duration", "--initial", "1h59m", "--max", "2h"],
                                                 [(K.right, 1), (K.right, 2), ("9", 3), ("h", 3.1), ("7", 3.2), ("5", 3.3),
                                                  (K.enter, 7)])
        #expect(ending == .chose("2h"))
        let opening = try #require(lines.first)
        for word in ["duration", "Left", "Page Up", "Home", "type", "Enter", "Escape", "2 hours"] {
            #expect(opening.contains(word), "'\(word)' in '\(opening)'")
        }
        #expect(lines.contains("1 hour 59 minutes"), "\(lines)")
        #expect(lines.contains("2 hours, max 2h reached"), "\(lines)")
        #expect(lines.contains("9 minutes, typed 9"), "\(lines)")
        #expect(lines.contains("2 hours, max 2h reached, typed 9h"), "\(lines)")
        #expect(lines.contains("2 hours, max 2h reached, '9h75' not understood"), "back at 2h, still at the bound: \(lines)")
    }

    @Test func inlineDrawsInTheRowsAsked() throws {
        let result = try KindRun.run(["--duration", "--initial", "1h", "--height", "12"], [(K.enter, 1)])
        #expect(result.ending == .chose("1h"))
        #expect(result.terminal.emulator.problems.isEmpty, "\(result.terminal.emulator.problems)")
    }
}
