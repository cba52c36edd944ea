@testable import DialTUI
import Testing

/// `--prompt`: text at the start of the row naming the value, in every mode; the question an
/// accessible picker asks first where there is no header.
@Suite(.timeLimit(.minutes(3))) struct PromptTests {
    typealias K = KindKeys

    static func firstRows(_ arguments: [String], _ keys: [(String, Double)] = []) throws -> [String] {
        Array(try KindRun.run(arguments, keys, hangUp: 2).shown.prefix(2))
    }

    @Test func itStartsTheRowNamingTheValue() throws {
        #expect(try Self.firstRows(["--range", "--initial", "22:30-06:45", "--prompt", "Quiet hours: "])[0]
            .hasPrefix(" Quiet hours: ▸start 22:30   end 06:45"))
        #expect(try Self.firstRows(["--duration", "--initial", "1h", "--prompt", "How long? "])[0].hasPrefix(" How long? duration 1h"))
        #expect(try Self.firstRows(["--time", "--clock", "24", "--initial", "09:41", "--prompt", "When: "])[0]
            .hasPrefix(" When: hour 09  minute 41"))
        #expect(try Self.firstRows(["--prompt", "Hour: "], [(K.right, 1)])[0] == " Hour: 1", "labels: the label chosen after it")
        let both = try Self.firstRows(["--duration", "--initial", "1h", "--prompt", "> ", "--header", "A timer"])
        #expect(both[0] == " A timer" && both[1].hasPrefix(" > duration 1h"), "\(both)")
        let compact = try KindRun.run(["--duration", "--initial", "1h", "--prompt", "How long? "], columns: 60, rows: 4, [], hangUp: 1).shown
        #expect(compact[0] == " How long?" && compact.contains { $0.contains("duration 1h") }, "one line: the prompt above it: \(compact)")
    }

    @Test func itIsTheQuestionAskedFirstWithoutAHeader() throws {
        let lines = try KindRun.spoken(["--range", "--initial", "22:30-06:45", "--prompt", "Quiet hours: "], [(K.enter, 1)]).lines
        #expect(lines.first?.hasPrefix("Quiet hours: a start and an end") == true, "\(lines.first ?? "")")
        let header = try KindRun.spoken(["--duration", "--prompt", "> ", "--header", "A timer"], [(K.enter, 1)]).lines
        #expect(header.first?.hasPrefix("A timer: an hour a turn") == true, "\(header.first ?? "")")
    }

    @Test func itIsShownAsTextOnly() throws {
        let row = try Self.firstRows(["--duration", "--prompt", "\u{1B}[31mred\u{1B}[0m: "])[0]
        #expect(row.hasPrefix(" red: duration 0m") && !row.contains("\u{1B}"), "\(row)")
    }
}
