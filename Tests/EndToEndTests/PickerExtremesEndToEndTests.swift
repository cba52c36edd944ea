import Foundation
import ProcessHarness
import Testing

/// The built `dial-tui` in a real terminal (tmux), pushed to its extremes as a script or a
/// hurried person would: bursts of keys, pastes, labels that start with q, long labels,
/// unusual signals, an answer with nowhere to go.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct PickerExtremesEndToEndTests {
    /// The label of the twelve-hour face `presses` labels on from 12.
    static func hour(after presses: Int) -> String {
        let index = ((presses % 12) + 12) % 12
        return index == 0 ? "12" : String(index)
    }

    @Test(arguments: [5, 200])
    func aBurstOfKeysMovesExactlyAsManyLabels(_ count: Int) async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        // One `send-keys` with every press: they reach the picker at once.
        _ = try run.tmux.run(["send-keys", "-t", run.tmux.sessionName] + Array(repeating: "Right", count: count))
        try await run.press("Enter", pause: 0.8)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0)
        #expect(ending.output == Self.hour(after: count) + "\n", "\(count) presses")
    }

    @Test func quickTapsMoveOneLabelEach() async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        try await run.press("Left", "Left", "Left", pause: 0.12)
        try await run.press("Enter", pause: 0.8)
        #expect(try await run.waitForEnd().output == Self.hour(after: -3) + "\n")
    }

    /// Pastes `text` as a terminal does: bracketed when the program asked for it.
    static func paste(_ text: String, into tmux: Tmux) throws {
        _ = try tmux.run(["set-buffer", "-b", "e2e", "--", text])
        _ = try tmux.run(["paste-buffer", "-p", "-d", "-b", "e2e", "-t", tmux.sessionName])
    }

    @Test func aPasteIsTypedTextNeverKeysAndPasteModeIsOffAfterwards() async throws {
        // After the picker, the script reads one line from the terminal: what a paste then sends.
        // It records the line whole, by a rename, so the test never reads the record half written
        // (a redirection creates the file empty before printf fills it).
        let script = PickerRun.script.replacingOccurrences(of: "exec sleep 600", with: """
            IFS= read -r line
            printf '%s' "$line" > "$DIAL_E2E/pasted.new" && mv "$DIAL_E2E/pasted.new" "$DIAL_E2E/pasted"
            exec sleep 600
            """)
        let run = try PickerRun(script: script)
        try await run.waitForDial()
        #expect(try run.tmux.format("#{pane_dead}") == "0")
        try Self.paste("hello world\n", into: run.tmux)
        try Self.paste("q", into: run.tmux)
        try await Task.sleep(for: .milliseconds(400))
        #expect(run.record("code") == nil, "a pasted line break does not pick, a pasted q does not cancel")
        try Self.paste("7\n", into: run.tmux)
        try await run.press("Enter", pause: 0.6)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0)
        #expect(ending.output == "7\n", "the paste jumped to the label it named")
        #expect(try run.terminalDifferences().isEmpty)
        // tmux has read the picker's last bytes (waitForEnd): bracketed paste is off in the pane.
        try Self.paste("after\n", into: run.tmux)
        try await run.tmux.waitUntil("the shell to read the paste") { run.record("pasted") != nil }
        #expect(run.record("pasted") == "after", "bracketed paste is off again: no ESC [ 200 ~ around it")
    }

    @Test func aLabelThatStartsWithQCanBeTyped() async throws {
        let run = try PickerRun(["--labels", "half,quarter,quit,whole"])
        try await run.waitForDial()
        try run.tmux.sendText("qui")
        try await run.press("Enter", pause: 0.6)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0)
        #expect(ending.output == "quit\n")
    }

    @Test func helpSaysHowToCancel() throws {
        let help = try ToolCommand.outcome(PickerRun.executable, ["--help"], environment: ProcessEnvironmentList.current())
        #expect(help.output.contains("Cancel: Esc, Ctrl-C or Ctrl-G; q too, unless it types a label"))
        #expect(help.output.contains("a click selects a label"))
        #expect(!help.output.contains("click a label to pick"))
    }

    /// Runs `dial-tui` with `arguments` from `sh`, its stdout sent to `redirect`.
    static func runRedirected(_ arguments: String, _ redirect: String) throws -> ToolCommand.Outcome {
        try ToolCommand.outcome("/bin/sh", ["-c", "\"$0\" \(arguments) \(redirect)", PickerRun.executable],
                                environment: ProcessEnvironmentList.current())
    }

    @Test(arguments: ["--help", "--version", "--render"])
    func anAnswerThatCannotBeWrittenIsAFailure(_ arguments: String) throws {
        let full = try Self.runRedirected(arguments, "> /dev/full")
        #expect(full.status == .exited(1), "\(arguments) > /dev/full")
        #expect(full.errorOutput.contains("cannot write to standard output"))
        let closed = try Self.runRedirected(arguments, ">&-")
        #expect(closed.status == .exited(1), "\(arguments) >&-")
        #expect(closed.errorOutput.contains("cannot write to standard output"))
        let written = try Self.runRedirected(arguments, "")
        #expect(written.status == .exited(0) && !written.output.isEmpty)
    }

    @Test(arguments: ["> /dev/full", ">&-"])
    func aPickedLabelThatCannotBeWrittenIsAFailure(_ redirect: String) async throws {
        let script = PickerRun.script.replacingOccurrences(of: "> \"$DIAL_E2E/out\"", with: redirect)
        let run = try PickerRun(["--labels", "leaked-answer,other"], script: script)
        try await run.waitForDial()
        try run.tmux.sendKeys("Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 1, "picked, but the answer went nowhere")
        #expect(ending.error.contains("cannot write to standard output"))
        #expect(try run.terminalDifferences().isEmpty)
        let screen = try run.tmux.capture().joined(separator: "\n")
        #expect(!screen.contains("leaked-answer"), "the answer must not land on the terminal: \(screen)")
    }

    /// Signals whose default action ends a process and that nothing else in the picker handles:
    /// sent by `kill`, `timeout -s`, a CPU or file-size limit, a supervisor.
    static var unusualSignals: [Int32] {
        var signals = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]
        #if os(Linux)
        signals += [SIGSTKFLT, SIGPWR, 40] // 40: a real-time signal
        #endif
        return signals
    }

    @Test(arguments: unusualSignals)
    func anUnusualSignalGivesTheTerminalBackThenEndsThePicker(_ signal: Int32) async throws {
        // No core file from the signals whose default also dumps core.
        let script = "ulimit -c 0\n" + PickerRun.script
        let run = try PickerRun(script: script)
        try await run.waitForDial()
        #expect(kill(try run.pickerPID(), signal) == 0)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 128 + Int(signal), "died of signal \(signal)")
        #expect(ending.output.isEmpty)
        let differences = try run.terminalDifferences()
        #expect(differences.isEmpty, "signal \(signal): \(differences)")
    }

    /// How many times `text` occurs in `screen`, not overlapping.
    static func occurrences(of text: String, in screen: String) -> Int {
        screen.components(separatedBy: text).count - 1
    }

    @Test func longLabelsAllShowTheSelectedOneInFull() async throws {
        let labels = ["small", "medium", "large", "extra large", "extra extra large (XXL)"]
        let run = try PickerRun(["--labels", labels.joined(separator: ",")])
        let screen = try await run.waitForDial().joined(separator: "\n")
        // "small" twice: on the ring and in the centre.
        #expect(Self.occurrences(of: "small", in: screen) == 2, "\(screen)")
        #expect(Self.occurrences(of: "medium", in: screen) == 1)
        #expect(Self.occurrences(of: "large", in: screen) == 2, "large and extra large")
        #expect(Self.occurrences(of: "extra extra l", in: screen) == 1 && screen.contains("…"), "the longest, shortened")
        try run.tmux.sendKeys("Left")
        let selected = try await run.tmux.waitFor(text: "extra extra large (XXL)").joined(separator: "\n")
        #expect(Self.occurrences(of: "small", in: selected) == 1)
        #expect(Self.occurrences(of: "medium", in: selected) == 1)
        #expect(Self.occurrences(of: "large", in: selected) == 3, "large, extra large and the selected one in full:\n\(selected)")
        try await run.press("Enter", pause: 0.3)
        #expect(try await run.waitForEnd().output == "extra extra large (XXL)\n")
    }
}
