import ProcessHarness
import Testing

/// `DIAL_TUI_OPTS` as the built `dial-tui` reads it from its environment.
@Suite(.serialized, .timeLimit(.minutes(1)))
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
