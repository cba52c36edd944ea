import ProcessHarness
import Testing

/// `DIAL_TUI_OPTS` as the built `dial-tui` reads it from its environment.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct DefaultOptionsEndToEndTests {
    @Test func theVariablesOptionsApplyAndTheCommandLineWins() throws {
        let environment = ProcessEnvironmentList.current(setting: ["DIAL_TUI_OPTS": "--header 'From the variable' --width 40"])
        let frame = try ToolCommand.run(PickerRun.executable, ["--render"], environment: environment)
        #expect(frame.contains("From the variable"))
        #expect(frame.split(separator: "\n").allSatisfy { $0.count <= 40 }, "--width 40 from the variable")
        let mine = try ToolCommand.run(PickerRun.executable, ["--render", "--header", "Mine"], environment: environment)
        #expect(mine.contains("Mine") && !mine.contains("From the variable"))
    }

    @Test(arguments: ["--bogus", "--face days", "--header 'open", "--timeout"])
    func aBadOptionInTheVariableIsOneLineNamingIt(_ defaults: String) throws {
        let outcome = try ToolCommand.outcome(PickerRun.executable, ["--render"],
                                              environment: ProcessEnvironmentList.current(setting: ["DIAL_TUI_OPTS": defaults]))
        #expect(outcome.status == .exited(2))
        #expect(outcome.output.isEmpty)
        let lines = outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0].hasPrefix("dial-tui: DIAL_TUI_OPTS: "), "\(outcome.errorOutput)")
        #expect(lines.count == 3 && lines[1] == "Try 'dial-tui --help' for more information.")
    }
}

/// A bad `DIAL_TUI_OPTS` or `--color` in a real terminal: refused before the terminal is touched.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct BadOptionsInATerminalEndToEndTests {
    @Test(arguments: [
        (["--time"], ["DIAL_TUI_OPTS": "--color ring=pink"], "dial-tui: DIAL_TUI_OPTS: --color ring 'pink'"),
        (["--color", "accent=#12345"], [:], "dial-tui: --color accent '#12345'"),
        (["--range"], ["DIAL_TUI_OPTS": "--header \"open"], "dial-tui: DIAL_TUI_OPTS: a \" quote is never closed"),
    ])
    func theTerminalIsUntouched(_ arguments: [String], _ environment: [String: String], _ message: String) async throws {
        let run = try PickerRun(arguments, environment: environment)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 2)
        #expect(ending.output.isEmpty)
        #expect(ending.error.hasPrefix(message) && ending.error.split(separator: "\n").count == 2, "\(ending.error)")
        #expect(try run.terminalDifferences().isEmpty)
    }
}

/// `DIAL_TUI_OPTS` beside a mode on the command line, and beside `--help`, as the built
/// `dial-tui` reads it.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct DefaultOptionsModeEndToEndTests {
    @Test(arguments: [
        ("--time --min 09:00", ["--duration", "--render"], " duration 0m"),
        ("--range --format json", ["--duration", "--render"], " duration 0m"),
        ("--clock 12", ["--duration", "--initial", "1h", "--render"], " duration 1h"),
    ])
    func theVariablesOptionsForAnotherModeAreDropped(_ defaults: String, _ arguments: [String], _ header: String) throws {
        let outcome = try ToolCommand.outcome(PickerRun.executable, arguments,
                                              environment: ProcessEnvironmentList.current(setting: ["DIAL_TUI_OPTS": defaults]))
        #expect(outcome.status == .exited(0) && outcome.errorOutput.isEmpty, "\(defaults): \(outcome)")
        #expect(outcome.output.hasPrefix(header), "\(defaults): \(outcome.output.prefix(80))")
    }

    @Test(arguments: [["--help"], ["--version"], ["--man"], ["--completion", "fish"]])
    func theHelpAndItsKinNeverFailOnTheVariable(_ arguments: [String]) throws {
        let outcome = try ToolCommand.outcome(PickerRun.executable, arguments,
                                              environment: ProcessEnvironmentList.current(setting: ["DIAL_TUI_OPTS": "--timeout 0"]))
        #expect(outcome.status == .exited(0) && !outcome.output.isEmpty && outcome.errorOutput.isEmpty, "\(arguments): \(outcome.errorOutput)")
    }
}
