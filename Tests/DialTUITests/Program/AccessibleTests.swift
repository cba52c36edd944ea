@testable import DialTUI
import Testing

/// `--accessible`: a screen reader user hears every change a sighted user sees, in plain lines,
/// after an opening line that says what is asked and which keys work.
@Suite(.timeLimit(.minutes(3))) struct AccessibleTests {
    /// Runs an accessible picker for `arguments` with the keys typed at the given times; returns
    /// how it ended and the lines it wrote.
    static func run(_ arguments: [String], header: String? = nil,
                    _ keys: [(String, Double)]) throws -> (ending: ProgramEnding, lines: [String]) {
        let options = try PickerOptions.parse(arguments, clock: .fixed(TimeOfDay(wrapping: 9 * 60 + 41)))
        var model = try PickerModel(options: options, columns: 80, rows: 24)
        model.setHeader(header)
        model.setPrompt(options.program.prompt)
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.display = .accessible
        var program = PickerProgram(model: model, settings: settings)
        let terminal = VirtualTerminal()
        terminal.emulator.acceptsLineControls = true
        for (key, time) in keys { terminal.type(key, at: time) }
        let (ending, _) = terminal.session(&program)
        let text = String(decoding: terminal.output, as: UTF8.self)
        #expect(!terminal.output.contains(0x1B), "no escape sequence at all")
        return (ending, text.components(separatedBy: "\r\n").filter { !$0.isEmpty })
    }

    @Test func theOpeningLineSaysWhatIsAskedAndWhichKeysWork() throws {
        let labels = try Self.run([], [(Keys.enter, 1)]).lines
        let opening = try #require(labels.first)
        for word in ["Pick", "Left", "Right", "Page Up", "Home", "End", "type", "Enter", "Escape"] {
            #expect(opening.contains(word), "'\(word)' in '\(opening)'")
        }
        #expect(labels.dropFirst().first == "12", "then the label shown")
        let asked = try Self.run([], header: "Pick an hour", [(Keys.enter, 1)]).lines
        #expect(asked.first?.hasPrefix("Pick an hour") == true && asked.first?.contains("Enter") == true, "\(asked)")
        let time = try Self.run(["--time", "--clock", "24", "--min", "09:30", "--max", "17:00", "--initial", "10:00"],
                                [(Keys.enter, 1)]).lines
        let timeOpening = try #require(time.first)
        for word in ["time", "Tab", "hour", "minute", "type", "09:30", "17:00", "Enter", "Escape"] {
            #expect(timeOpening.contains(word), "'\(word)' in '\(timeOpening)'")
        }
        let twelve = try Self.run(["--time", "--clock", "12"], [(Keys.enter, 1)]).lines
        #expect(twelve.first?.contains("A or P") == true, "\(twelve)")
    }

    @Test func amAndPMAreHeard() throws {
        let (ending, lines) = try Self.run(["--time", "--clock", "12", "--format", "%H:%M", "--initial", "09:41"],
                                           [("p", 1), (Keys.enter, 2)])
        #expect(Array(lines.dropFirst()) == ["hour 9, 9:41 AM", "hour 9, 9:41 PM", "picked 21:41"], "\(lines)")
        #expect(ending == .chose("21:41"))
    }

    @Test func theCarriedHourIsHeard() throws {
        let (_, lines) = try Self.run(["--time", "--clock", "24", "--initial", "09:58"],
                                      [("\t", 1), (Keys.right, 2), (Keys.right, 3), (Keys.enter, 4)])
        #expect(lines.last?.contains("10:00") == true, "the minute 00 and the hour it carried into: \(lines)")
    }

    @Test func aBoundMetIsHeard() throws {
        let (_, lines) = try Self.run(["--time", "--clock", "24", "--initial", "16:59", "--max", "17:00"],
                                      [("\t", 1), (Keys.right, 2), (Keys.right, 3), (Keys.enter, 4)])
        #expect(lines.contains { $0.contains("max 17:00") && $0.contains("reached") }, "\(lines)")
    }

    @Test func homeAndEndAreHeard() throws {
        let (_, time) = try Self.run(["--time", "--clock", "24", "--initial", "09:41"],
                                     [("\u{1B}[H", 1), ("\u{1B}[F", 2), (Keys.enter, 3)])
        #expect(time.contains { $0.contains("00:00") }, "Home: the first time of the day: \(time)")
        #expect(time.contains { $0.contains("23:59") }, "End: the last: \(time)")
        let (_, labels) = try Self.run([], [("\u{1B}[F", 1), ("\u{1B}[H", 2), (Keys.enter, 3)])
        #expect(Array(labels.dropFirst()) == ["12", "11", "12", "picked 12"], "\(labels)")
    }

    @Test func aTypedTimeAndOneNotUnderstoodAreHeard() throws {
        let (ending, lines) = try Self.run(["--time", "--clock", "24", "--initial", "15:15"],
                                           [("2", 1), ("5", 1.1), (Keys.enter, 2.2), (Keys.escape + "[27u", 2.3)])
        #expect(ending == .canceled)
        #expect(lines.contains { $0.contains("typed 25") }, "\(lines)")
        #expect(lines.contains { $0.contains("'25' not understood") && $0.contains("15:15") }, "and the time it stays at: \(lines)")
        #expect(lines.last == "cancelled", "\(lines)")
    }

    /// A key and Enter in one read: the value the key turned to is said before it is picked.
    @Test func aValuePickedInTheReadThatTurnedToItIsSaidFirst() throws {
        let (ending, lines) = try Self.run(["--labels", "red,green,blue"], [(Keys.right + Keys.enter, 1)])
        #expect(ending == .chose("green"))
        #expect(Array(lines.dropFirst()) == ["red", "green", "picked green"], "\(lines)")
    }

    /// A prompt that asks a question keeps its question mark, without a colon after it.
    @Test func aQuestionGetsNoColon() throws {
        let (_, lines) = try Self.run(["--labels", "red,green,blue", "--prompt", "Colour?"], [(Keys.enter, 1)])
        #expect(lines.first?.hasPrefix("Colour? 3 labels") == true, "\(lines)")
        let (_, duration) = try Self.run(["--duration", "--prompt", "How long?"], [(Keys.enter, 1)])
        #expect(duration.first?.hasPrefix("How long? an hour a turn") == true, "\(duration)")
    }
}
