@testable import DialTUI
import Testing

/// One grammar for a duration, on the command line and typed: every `--format`'s output is
/// read back by `--initial` and by typing, to the same duration.
@Suite(.timeLimit(.minutes(3))) struct DurationGrammarTests {
    static let formats: [[String]] = [[], ["--format", "minutes"], ["--format", "seconds"], ["--format", "iso"], ["--format", "clock"]]

    /// What `arguments` prints when `text` is typed and Enter pressed after its pause.
    static func typed(_ arguments: [String], _ text: String) throws -> ProgramEnding {
        let keys = text.enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        return try KindRun.run(["--duration", "--max", "9999h"] + arguments, keys + [(KindKeys.enter, 5)]).ending
    }

    @Test(arguments: formats)
    func whatIsPrintedIsReadBackTyped(_ format: [String]) throws {
        for initial in ["0m", "1m", "45m", "1h30m", "2h", "24h", "9999h"] {
            let printed = try KindRun.run(["--duration", "--max", "9999h", "--initial", initial] + format, [(KindKeys.enter, 1)]).ending
            guard case .chose(let text) = printed else { Issue.record("\(printed)"); continue }
            #expect(try Self.typed(format, text) == printed, "\(format) \(initial): typed '\(text)'")
            let again = try KindRun.run(["--duration", "--max", "9999h", "--initial", text] + format, [(KindKeys.enter, 1)]).ending
            #expect(again == printed, "\(format) \(initial): --initial '\(text)'")
        }
    }

    /// `--format seconds`: a bare number is seconds on the command line and typed alike, and
    /// the message of a bad `--initial` says so.
    @Test func aBareNumberIsSecondsWithFormatSecondsTypedAndGiven() throws {
        #expect(try Self.typed(["--format", "seconds"], "90") != .chose("5400"), "typed 90 is no 90 minutes")
        #expect(try Self.typed(["--format", "seconds"], "5400") == .chose("5400"))
        #expect(throws: UsageError.self) { try PickerOptions.parse(["--duration", "--format", "seconds", "--initial", "90"]) }
        let message = UsageError.duration(.badDuration(flag: "--initial", text: "90", bareSeconds: true)).description
        #expect(message.contains("5400 (seconds)") && !message.contains(" 90,"), "\(message)")
        #expect(try Self.typed(["--format", "minutes"], "90") == .chose("90"), "minutes: a bare number as ever")
        #expect(try Self.typed([], "5400s") == .chose("1h30m"), "seconds with an s, whatever the format")
        #expect(DurationExpression.read("90s") == .invalid, "no whole minute")
    }
}
