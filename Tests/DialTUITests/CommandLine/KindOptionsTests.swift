@testable import DialTUI
import Testing

/// The command line of `--range` and `--duration`: what each flag makes, what goes with what,
/// and the one-line errors that name the flag.
@Suite(.timeLimit(.minutes(3))) struct KindOptionsTests {
    static func parse(_ arguments: [String]) throws -> PickerOptions {
        try PickerOptions.parse(arguments, clock: KindRun.clock)
    }

    /// The message of the usage error `arguments` give.
    static func error(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return (error as? UsageError)?.description ?? "\(error)"
        }
    }

    @Test func theFlagsMakeTheSetups() throws {
        let range = try Self.parse(["--range", "--initial", "22:30-06:45", "--step", "15", "--min-span", "1h",
                                    "--max-span", "9h", "--format", "iso"])
        #expect(range.kind == .range(RangeSetup(initial: try #require(RangeExpression.parse("22:30-06:45")), step: try #require(MinuteStep(minutes: 15)),
                                                spanLimits: TimeSpan(minutes: 60)!...TimeSpan(minutes: 540)!, format: .iso)))
        let duration = try Self.parse(["--duration", "--initial", "1.5h", "--step", "5", "--min", "30m", "--max", "48h",
                                       "--format", "seconds"])
        #expect(duration.kind == .duration(DurationSetup(initial: TimeSpan(minutes: 90)!, step: try #require(MinuteStep(minutes: 5)),
                                                         bounds: TimeSpan(minutes: 30)!...TimeSpan(minutes: 48 * 60)!, format: .seconds)))
        #expect(try Self.parse(["--time"]).kind == nil)
        #expect(try Self.parse(["--range", "--clock", "12"]).kind != nil, "a range on a 12-hour clock")
    }

    @Test(arguments: [
        (["--range", "--time"], "--time cannot be used with --range"),
        (["--duration", "--range"], "--duration cannot be used with --range"),
        (["--duration", "--labels", "a,b"], "--duration cannot be used with --labels"),
        (["--face", "hours24", "--range"], "--range cannot be used with --face"),
        (["--min-span", "1h"], "--min-span needs --range"),
        (["--duration", "--max-span", "1h"], "--max-span needs --range"),
        (["--face", "hours24", "--max", "09:00"], "--max needs --time, --range or --duration"),
        (["--duration", "--clock", "24"], "--clock cannot be used with --duration"),
        (["--range=yes"], "--range takes no value"),
        (["--duration=1h"], "--duration takes no value"),
    ])
    func whatGoesWithWhat(_ arguments: [String], _ message: String) {
        #expect(Self.error(arguments) == message)
    }

    @Test(arguments: [
        (["--range", "--initial", "25:00-06:00"], "--initial"),
        (["--range", "--initial", "22:30"], "--initial"),
        (["--range", "--initial", "22:30-"], "--initial"),
        (["--range", "--min-span", "9h", "--max-span", "8h"], "--min-span"),
        (["--range", "--min-span", "25h"], "--min-span"),
        (["--range", "--max-span", "1h7x"], "--max-span"),
        (["--range", "--initial", "09:00-18:00", "--max-span", "8h"], "--initial"),
        (["--range", "--step", "7"], "--step"),
        (["--range", "--step", "15", "--min-span", "20m"], "--min-span"),
        (["--range", "--format", "%Q"], "%Q"),
        (["--duration", "--initial", "1h75x"], "--initial"),
        (["--duration", "--initial", "1h75m"], "--initial"),
        (["--duration", "--initial", "3h", "--max", "2h"], "--initial"),
        (["--duration", "--initial", "10m", "--min", "20m"], "--initial"),
        (["--duration", "--min", "3h", "--max", "2h"], "--min"),
        (["--duration", "--max", "10000h"], "--max"),
        (["--duration", "--format", "hours"], "--format"),
        (["--duration", "--step", "15", "--max", "50m"], "--max"),
    ])
    func aBadArgumentIsOneLineThatNamesTheFlag(_ arguments: [String], _ flag: String) throws {
        let message = try #require(Self.error(arguments), "\(arguments) refused")
        #expect(message.contains(flag), "'\(message)' names \(flag)")
        #expect(!message.contains("\n"), "one line: '\(message)'")
    }

    @Test func eachSpanLimitOnBothSides() throws {
        // --initial of exactly the limit is taken; one step beyond is refused.
        #expect(try Self.parse(["--range", "--initial", "09:00-10:00", "--min-span", "1h"]).kind != nil)
        #expect(Self.error(["--range", "--initial", "09:00-09:59", "--min-span", "1h"]) != nil)
        #expect(try Self.parse(["--range", "--initial", "09:00-17:00", "--max-span", "8h"]).kind != nil)
        #expect(Self.error(["--range", "--initial", "09:00-17:01", "--max-span", "8h"]) != nil)
        #expect(try Self.parse(["--duration", "--initial", "2h", "--max", "2h"]).kind != nil)
        #expect(Self.error(["--duration", "--initial", "2h1m", "--max", "2h"]) != nil)
        #expect(try Self.parse(["--duration", "--max", "9999h"]).kind != nil)
    }

    @Test func helpListsEachModesFlagsTogetherWithin80Columns() {
        let help = PickerOptions.help(environment: [:])
        let sections = ["Labels:", "Time:", "Range", "Duration"].map { help.range(of: $0)?.lowerBound }
        #expect(sections.allSatisfy { $0 != nil }, "a section for each mode")
        let positions = sections.compactMap { $0 }
        #expect(positions == positions.sorted(), "in the order labels, time, range, duration")
        for flag in ["--range", "--min-span", "--max-span", "--duration", "iso", "json", "seconds", "clock"] {
            #expect(help.contains(flag), "\(flag) in the help")
        }
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(DisplayText.displayWidth(of: String(line)) <= 80, "'\(line)' is \(DisplayText.displayWidth(of: String(line))) columns")
        }
    }

    @Test func renderDrawsEachKind() throws {
        let range = try PickerModel(options: Self.parse(["--range", "--initial", "22:30-06:45"]), columns: 60, rows: 20)
        let text = PickerView.render(range).text
        #expect(text.contains("start 22:30") && text.contains("end 06:45") && text.contains("●"))
        let duration = try PickerModel(options: Self.parse(["--duration", "--initial", "1h30m"]), columns: 60, rows: 20)
        #expect(PickerView.render(duration).text.contains("duration 1h30m"))
    }

    @Test func aHeaderSitsAboveTheKindsRow() throws {
        let result = try KindRun.run(["--range", "--initial", "22:30-06:45", "--header", "Quiet hours"], [(KindKeys.enter, 1)])
        #expect(result.shown[0].hasPrefix(" Quiet hours") && result.shown[1].hasPrefix(" ▸start 22:30"), "\(result.shown.prefix(2))")
        let duration = try KindRun.run(["--duration", "--header", "Timer"], [(KindKeys.enter, 1)])
        #expect(duration.shown[0].hasPrefix(" Timer") && duration.shown[1].hasPrefix(" duration 0m"), "\(duration.shown.prefix(2))")
        let spoken = try KindRun.spoken(["--range", "--header", "Quiet hours"], [(KindKeys.enter, 1)])
        #expect(spoken.lines.first?.hasPrefix("Quiet hours: ") == true, "\(spoken.lines)")
    }

    @Test func onOneLineEachKindShowsItsWholeAnswer() throws {
        for rows in 1...6 {
            let range = try PickerModel(options: Self.parse(["--range", "--initial", "22:30-06:45"]), columns: 60, rows: rows)
            #expect(range.layout.isTooSmall)
            #expect(PickerView.render(range).text.contains("▸start 22:30   end 06:45   8h 15m"), "\(rows) rows")
            let duration = try PickerModel(options: Self.parse(["--duration", "--initial", "1h30m"]), columns: 60, rows: rows)
            #expect(PickerView.render(duration).text.contains("duration 1h30m"), "\(rows) rows")
        }
    }
}

/// A `--format` that prints the same for every value means nothing: refused, one line naming it.
@Suite(.timeLimit(.minutes(3))) struct MeaninglessFormatTests {
    @Test(arguments: [
        ["--range", "--format", "minutes"], ["--range", "--format", ""], ["--range", "--format", "%%"],
        ["--time", "--format", "minutes"], ["--time", "--format", ""],
    ])
    func aPatternWithoutADirectiveIsRefused(_ arguments: [String]) {
        #expect(KindOptionsTests.error(arguments)?.hasPrefix("--format") == true, "\(arguments): \(KindOptionsTests.error(arguments) ?? "accepted")")
    }

    @Test(arguments: [
        ["--range", "--format", "%H"], ["--range", "--format", "at %p"], ["--time", "--format", "%M past"], ["--range", "--format", "iso"],
    ])
    func aPatternWithOneIsTaken(_ arguments: [String]) throws {
        _ = try KindOptionsTests.parse(arguments)
    }
}
