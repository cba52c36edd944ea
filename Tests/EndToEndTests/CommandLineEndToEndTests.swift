import Foundation
import ProcessHarness
import Testing

/// The built `dial-tui` as a script sees it without a terminal: what a bad argument says, and
/// what an answer that cannot be written to a pipe does.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct CommandLineEndToEndTests {
    /// One bad argument of every kind, with the flag its message must name.
    static let badArguments: [(arguments: [String], flag: String)] = [
        (["--bogus"], "--bogus"),
        (["foo"], "unexpected argument 'foo'"),
        (["--face", "days"], "--face"),
        (["--labels"], "--labels"),
        (["--labels", ", ,"], "--labels"),
        (["--face", "hours12", "--initial", "13"], "--initial"),
        (["--height", "0"], "--height"),
        (["--render", "--width", "x"], "--width"),
        (["--timeout", "-1"], "--timeout"),
        (["--time", "--step", "7"], "--step"),
        (["--time", "--clock", "13"], "--clock"),
        (["--time", "--format", "%Q"], "--format"),
        (["--time", "--min", "25:00"], "--min"),
        (["--time", "--min", "17:00", "--max", "09:00"], "--min"),
        (["--time", "--initial", "08:00", "--min", "09:00"], "--initial"),
        (["--select-on-timeout=yes"], "--select-on-timeout"),
        (["--color", "accent=pink"], "--color accent"),
        (["--color", "pointer=red"], "--color"),
        (["--color"], "--color"),
        (["--completion", "tcsh"], "--completion"),
        (["--completion"], "--completion"),
        (["--man=roff"], "--man"),
        (["--version=2"], "--version"),
    ]

    @Test(arguments: 0..<badArguments.count)
    func aBadArgumentIsOneLineNamingTheFlagThenWhereHelpIs(_ index: Int) throws {
        let (arguments, flag) = Self.badArguments[index]
        let outcome = try ToolCommand.outcome(PickerRun.executable, arguments, environment: ProcessEnvironmentList.current())
        #expect(outcome.status == .exited(2), "\(arguments)")
        #expect(outcome.output.isEmpty, "nothing on stdout for \(arguments)")
        let lines = outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "two lines for \(arguments): \(outcome.errorOutput)")
        guard lines.count == 3 else { return }
        #expect(lines[0].hasPrefix("dial-tui: ") && lines[0].contains(flag), "names \(flag): \(lines[0])")
        #expect(lines[1] == "Try 'dial-tui --help' for more information.")
    }

    @Test func aStepOf60SaysWhichStepsThereAre() throws {
        let outcome = try ToolCommand.outcome(PickerRun.executable, ["--time", "--step", "60"],
                                              environment: ProcessEnvironmentList.current())
        #expect(outcome.status == .exited(2))
        let first = outcome.errorOutput.split(separator: "\n").first ?? ""
        #expect(first == "dial-tui: --step '60' must divide 60: one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30")
    }

    /// `arguments` run in `sh` with stdout into a pipe whose reader has already gone, and the
    /// exit status `sh` saw, written last on stderr as `status=N`.
    static func runIntoClosedPipe(_ arguments: String) throws -> (status: Int?, error: String) {
        let script = "{ sleep 0.3; \"$0\" \(arguments); echo \"status=$?\" >&2; } | true"
        let outcome = try ToolCommand.outcome("/bin/sh", ["-c", script, PickerRun.executable],
                                              environment: ProcessEnvironmentList.current())
        let last = outcome.errorOutput.split(separator: "\n").last ?? ""
        let status = last.hasPrefix("status=") ? Int(last.dropFirst("status=".count)) : nil
        return (status, outcome.errorOutput)
    }

    @Test(arguments: ["--help", "--version", "--render"])
    func anAnswerIntoAClosedPipeIsASilentFailure(_ arguments: String) throws {
        let run = try Self.runIntoClosedPipe(arguments)
        #expect(run.status == 1, "\(arguments) | (reader gone): \(run.error)")
        #expect(run.error == "status=1\n", "no Broken pipe noise, as cat and fzf: \(run.error)")
    }
}

/// The ring on the Linux console, whose fonts have no Braille.
@Suite(.timeLimit(.minutes(3))) struct LinuxConsoleEndToEndTests {
    @Test func termLinuxDrawsTheRingInASCII() throws {
        let arguments = ["--render", "--width", "60", "--height", "20"]
        let console = try ToolCommand.outcome(PickerRun.executable, arguments,
                                              environment: ProcessEnvironmentList.current(setting: ["TERM": "linux"]))
        #expect(console.status == .exited(0))
        #expect(!console.output.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "no Braille: \(console.output)")
        #expect(console.output.contains("|") && console.output.contains("---") && console.output.contains("/"))
        let xterm = try ToolCommand.outcome(PickerRun.executable, arguments,
                                            environment: ProcessEnvironmentList.current(setting: ["TERM": "xterm-256color"]))
        #expect(xterm.output.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "Braille elsewhere")
    }
}

/// The interactive picker whose answer goes into a pipe nobody reads any more.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct ClosedPipeEndToEndTests {
    @Test func aPickedLabelIntoAClosedPipeIsASilentFailure() async throws {
        let script = """
            stty -g > "$DIAL_E2E/before"
            { "$DIAL_PICKER" "$@" 2> "$DIAL_E2E/err"; echo $? > "$DIAL_E2E/code"; } | true
            stty -g > "$DIAL_E2E/after"
            exec sleep 600
            """
        let run = try PickerRun(["--labels", "piped,other"], script: script)
        try await run.waitForDial()
        try run.tmux.sendKeys("Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 1, "picked, but nobody reads the pipe: \(ending.error)")
        #expect(ending.error.isEmpty, "the reader left on purpose: nothing to say, as cat and fzf say nothing")
        #expect(try run.terminalDifferences().isEmpty)
    }
}
