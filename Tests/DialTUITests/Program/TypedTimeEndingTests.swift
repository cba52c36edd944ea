@testable import DialTUI
import Testing

/// How a program in time mode ends while a time is being typed: a timeout with
/// `--select-on-timeout` prints what the screen shows, and so does Enter whenever it comes; on a
/// time not understood Enter picks nothing (nothing changes, "not understood" shown).
@Suite(.timeLimit(.minutes(3))) struct TypedTimeEndingTests {
    /// A time picker at 15:15, 24-hour, with `arguments`.
    static func program(_ arguments: [String] = []) throws -> PickerProgram {
        let options = try PickerOptions.parse(["--time", "--clock", "24", "--initial", "15:15"] + arguments)
        let model = try PickerModel(stages: options.stages, columns: 80, rows: 24)
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.timeout = options.program.timeout
        settings.selectOnTimeout = options.program.selectOnTimeout
        return PickerProgram(model: model, settings: settings)
    }

    /// The start of the stages' row a screen shows for `printed` (`HH:MM`).
    static func stagesRow(for printed: String) -> String {
        " hour \(printed.prefix(2))  minute \(printed.suffix(2))"
    }

    @Test(arguments: ["193", "25", "19", "9:", "7", "99"])
    func aTimeoutPrintsWhatTheScreenShows(_ typed: String) throws {
        // The typing's pause is 1 s: timeouts before it ends, with it, and after.
        for timeout in [0.3, 1.0, 1.5, 2.5, 4.0] {
            var program = try Self.program(["--timeout", "\(timeout)", "--select-on-timeout"])
            let terminal = VirtualTerminal()
            for (index, character) in typed.enumerated() { terminal.type(String(character), at: 1 + Double(index) * 0.1) }
            let (ending, shown) = terminal.session(&program)
            guard case .chose(let printed) = ending else {
                Issue.record("'\(typed)', timeout \(timeout): ended \(ending)")
                continue
            }
            #expect(shown[0].hasPrefix(Self.stagesRow(for: printed)),
                    "'\(typed)', timeout \(timeout): printed \(printed), the screen showed '\(shown[0])'")
        }
    }

    @Test(arguments: ["25", "193", "99", "9:7"])
    func enterPicksWhatTheScreenShowsWheneverItComes(_ typed: String) throws {
        // Enter at once, before the pause, and at moments after it while the notice shows.
        for delay in [0.05, 0.5, 1.2, 1.6, 2.2] {
            var program = try Self.program()
            let terminal = VirtualTerminal()
            for (index, character) in typed.enumerated() { terminal.type(String(character), at: 1 + Double(index) * 0.1) }
            let enter = 1 + Double(typed.count - 1) * 0.1 + delay
            terminal.type(Keys.enter, at: enter)
            terminal.at(enter + 0.05, .hangUp)
            let (ending, shown) = terminal.session(&program)
            if case .chose(let printed) = ending {
                #expect(shown[0].hasPrefix(Self.stagesRow(for: printed)) && !shown[0].contains("not understood"),
                        "'\(typed)', Enter \(delay) s after: printed \(printed), the screen showed '\(shown[0])'")
            } else {
                #expect(shown[0].contains("'\(typed)' not understood"), "'\(typed)', Enter \(delay) s after: '\(shown[0])'")
                #expect(program.model.chosenTime?.description == "15:15", "'\(typed)', Enter \(delay) s after: nothing changes")
            }
        }
    }

    @Test func enterOnATimeTypedWrongShowsNotUnderstood() throws {
        for delay in [0.05, 1.2] {
            var program = try Self.program()
            let terminal = VirtualTerminal()
            terminal.type("9", at: 1)
            terminal.type("9", at: 1.1)
            terminal.type(Keys.enter, at: 1.1 + delay)
            terminal.at(1.15 + delay, .hangUp)
            _ = terminal.run(&program)
            #expect(terminal.lines[0].contains("'99' not understood"), "Enter \(delay) s after: \(terminal.lines[0])")
        }
    }

    @Test func enterOnceTheNoticeHasGonePicks() throws {
        var program = try Self.program()
        let terminal = VirtualTerminal()
        terminal.type("2", at: 1)
        terminal.type("5", at: 1.1)
        terminal.type(Keys.enter, at: 5)
        #expect(terminal.run(&program) == .chose("15:15"))
    }
}
