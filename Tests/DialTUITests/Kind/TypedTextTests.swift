@testable import DialTUI
import Testing

/// What is typed in time, range and duration mode follows the grammar of the mode's `--initial`:
/// every character counts, what cannot be read is shown exactly as typed and answered "not
/// understood" (never read as something else), and Enter picks what the screen shows.
@Suite(.timeLimit(.minutes(3))) struct TypedTextTests {
    typealias K = KindKeys

    /// `text` typed a tenth of a second a key from one second on.
    static func keys(_ text: String, from start: Double = 1) -> [(String, Double)] {
        text.enumerated().map { (String($0.element), start + Double($0.offset) * 0.1) }
    }

    /// The instant just after the last key of `text` typed by ``keys(_:from:)``.
    static func end(of text: String, from start: Double = 1) -> Double {
        start + Double(text.count - 1) * 0.1 + 0.05
    }

    /// The screen's first row after `text` was typed into a picker of `arguments` (the run
    /// hung up 0.05 s after the last key), how it ended, and the value it showed then.
    static func typed(_ arguments: [String], _ text: String) throws -> (header: String, result: String, ending: ProgramEnding) {
        let run = try KindRun.run(arguments, Self.keys(text), hangUp: Self.end(of: text))
        return (run.shown[0], run.program.model.result, run.ending)
    }

    // Defect 1: durations typed with characters the grammar does not know.

    @Test(arguments: ["90s", "1d", ".5h", "-5", "1e2"])
    func aDurationWithCharactersItDoesNotReadIsNotUnderstood(_ text: String) throws {
        #expect(throws: UsageError.self, "--initial refuses it") {
            try PickerOptions.parse(["--duration", "--max", "8h", "--initial", text])
        }
        let shown = try Self.typed(["--duration", "--max", "8h", "--initial", "20m"], text)
        #expect(shown.header.contains("'\(text)' not understood"), "shown as typed: \(shown.header)")
        #expect(shown.result == "20m", "the value before the typing: \(shown.result)")
        // Enter while the notice shows picks nothing; once it has gone, the value kept.
        let entered = try KindRun.run(["--duration", "--max", "8h", "--initial", "20m"],
                                      Self.keys(text) + [(K.enter, Self.end(of: text))], hangUp: Self.end(of: text) + 0.1)
        #expect(entered.ending == .canceled, "'\(text)': Enter on it picked nothing")
        let later = try KindRun.run(["--duration", "--max", "8h", "--initial", "20m"], Self.keys(text) + [(K.enter, 6)])
        #expect(later.ending == .chose("20m"))
    }

    @Test func aRangeWhoseSpanHasCharactersItDoesNotReadIsNotUnderstood() throws {
        let shown = try Self.typed(["--range", "--initial", "01:00-02:00"], "22:00+90s")
        #expect(shown.header.contains("'22:00+90s' not understood"), "\(shown.header)")
        #expect(shown.result == "01:00-02:00")
        #expect(throws: UsageError.self) { try PickerOptions.parse(["--range", "--initial", "22:00+90s"]) }
    }

    // Defect 15: the quote is what was typed.

    @Test func theQuoteIsExactlyWhatWasTyped() throws {
        let dash = try Self.typed(["--range", "--initial", "01:00-02:00"], "22:00–23:00")
        #expect(dash.header.contains("'22:00–23:00' not understood"), "\(dash.header)")
        #expect(dash.result == "01:00-02:00")
        let paste = try KindRun.run(["--range", "--initial", "01:00-02:00"], [("\u{1B}[200~22:00–23:00\u{1B}[201~", 1)], hangUp: 1.5)
        #expect(paste.shown[0].contains("'22:00–23:00' not understood"), "pasted: \(paste.shown[0])")
        let time = try Self.typed(["--time", "--clock", "24", "--initial", "15:15"], "9:3x")
        #expect(time.header.contains("'9:3x' not understood"), "\(time.header)")
        let letters = try Self.typed(["--duration"], "zz")
        #expect(letters.header.contains("'zz' not understood"), "\(letters.header)")
    }

    // Defect 5: Enter on an entry not finished picks what the screen shows.

    @Test func enterOnAnIncompleteRangeTakesItsCompletedPart() throws {
        let run = try KindRun.run(["--range", "--initial", "01:00-02:00"], Self.keys("23:00-") + [(K.enter, Self.end(of: "23:00-"))])
        #expect(run.ending == .chose("23:00-02:00"), "the start typed, the end kept: \(run.ending)")
        let end = try KindRun.run(["--range", "--initial", "01:00-02:00"],
                                  [(K.tab, 0.5)] + Self.keys("7:1") + [(K.enter, Self.end(of: "7:1"))])
        #expect(end.ending == .chose("01:00-07:00"), "the end typed so far: \(end.ending)")
    }

    @Test func enterOnAnIncompleteTimeOrDurationTakesItsCompletedPart() throws {
        let time = try KindRun.run(["--time", "--clock", "24", "--initial", "15:15"], Self.keys("193") + [(K.enter, Self.end(of: "193"))])
        #expect(time.ending == .chose("19:00"), "\(time.ending)")
        let duration = try KindRun.run(["--duration", "--initial", "20m"], Self.keys("1:") + [(K.enter, Self.end(of: "1:"))])
        #expect(duration.ending == .chose("1m"), "\(duration.ending)")
    }

    @Test func enterWhereNothingCanBeReadSaysSoAndKeepsTheValue() throws {
        for arguments in [["--duration", "--initial", "20m"], ["--range", "--initial", "01:00-02:00"], ["--time", "--initial", "15:15"]] {
            let run = try KindRun.run(arguments, Self.keys("x") + [(K.enter, 1.05)], hangUp: 1.1)
            #expect(run.ending == .canceled, "\(arguments): nothing picked")
            #expect(run.shown[0].contains("'x' not understood"), "\(arguments): \(run.shown[0])")
            let before = try KindRun.run(arguments, [], hangUp: 0.5).program.model.result
            #expect(run.program.model.result == before, "\(arguments): the value kept")
        }
    }

    // Defect 14, as typed: `now` reads as --initial reads it (KindRun's clock: 09:41).

    @Test func nowIsTypedAsItIsGiven() throws {
        let range = try KindRun.run(["--range", "--initial", "01:00-02:00"], Self.keys("now-23:00") + [(K.enter, 3)])
        #expect(range.ending == .chose("09:41-23:00"), "\(range.ending)")
        let time = try KindRun.run(["--time", "--clock", "24", "--initial", "15:15"], Self.keys("now") + [(K.enter, 3)])
        #expect(time.ending == .chose("09:41"), "\(time.ending)")
        let start = try KindRun.run(["--range", "--initial", "01:00-02:00"], Self.keys("now") + [(K.enter, 3)])
        #expect(start.ending == .chose("09:41-02:00"), "one time: the start, the end kept: \(start.ending)")
    }

    @Test func enterOnTheStartOfAWordNothingReadIsNotUnderstood() throws {
        let run = try KindRun.run(["--range", "--initial", "01:00-02:00"], Self.keys("no") + [(K.enter, Self.end(of: "no"))],
                                  hangUp: Self.end(of: "no") + 0.1)
        #expect(run.ending == .canceled, "no part of 'no' read: nothing picked")
        #expect(run.shown[0].contains("'no' not understood"), "\(run.shown[0])")
    }
}
