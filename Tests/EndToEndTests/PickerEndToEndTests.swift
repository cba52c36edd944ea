import Foundation
import ProcessHarness
import Testing

/// The built `dial-tui` in a real terminal (tmux), driven as a person would: it shows the face,
/// keys and the mouse pick a label, Enter prints it, and every way out gives the terminal back.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct PickerEndToEndTests {
    @Test func showsTheFaceWithThePointerAndTheHint() async throws {
        let run = try PickerRun()
        let screen = try await run.waitForDial()
        let text = screen.joined(separator: "\n")
        #expect(text.contains("▼"), "the pointer at 12 o'clock")
        for label in ["12", "1", "3", "6", "9", "11"] {
            #expect(screen.contains { $0.split(separator: " ").contains(Substring(label)) }, "label \(label) on the face")
        }
        #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "a Braille ring")
        #expect(screen.last?.contains("Enter pick") == true)
        let pointerRow = try #require(screen.firstIndex { $0.contains("▼") })
        #expect(screen[pointerRow + 1].contains("12"), "12 under the pointer")
        try run.tmux.sendKeys("Escape")
        _ = try await run.waitForEnd()
    }

    @Test func keysPickALabelAndEnterPrintsOnlyIt() async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        try await run.press("Right", "Right", "Up", "Left")
        try await run.press("Enter", pause: 0.6)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0)
        #expect(ending.output == "2\n")
        #expect(ending.error.isEmpty)
        #expect(try run.terminalDifferences().isEmpty)
    }

    @Test func escapeCancelsWithNothingPrinted() async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        try await run.press("Right", "Escape")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 130)
        #expect(ending.output.isEmpty)
    }

    @Test func facesInitialLabelsAndTimeMode() async throws {
        let minutes = try PickerRun(["--face", "minutes", "--initial", "45"])
        try await minutes.waitForDial()
        try await minutes.press("Right", "Enter")
        #expect(try await minutes.waitForEnd().output == "46\n", "the minutes face stops at every minute")

        let time = try PickerRun(["--time", "--initial", "09:30"])
        try await time.waitForDial()
        try await time.press("Right", "Tab", "Left", "Left", "Enter")
        let ending = try await time.waitForEnd()
        #expect(ending.status == 0)
        #expect(ending.output == "10:28\n")
    }

    @Test func typedDigitsJump() async throws {
        let run = try PickerRun(["--face", "hours24"])
        try await run.waitForDial()
        try run.tmux.sendText("17")
        try await run.press("Enter", pause: 0.6)
        #expect(try await run.waitForEnd().output == "17\n")
    }

    @Test func holdingAKeySpinsPastTheNextLabel() async throws {
        // A hundred labels, so a long spin cannot wrap round to look like a short one.
        let run = try PickerRun(["--labels", (0..<100).map(String.init).joined(separator: ",")])
        try await run.waitForDial()
        // A held key: the terminal's auto-repeat, about 30 presses a second for a second.
        for _ in 0..<30 {
            try run.tmux.sendKeys("Right")
            try await Task.sleep(for: .milliseconds(33))
        }
        try await run.press("Enter", pause: 2)
        let ending = try await run.waitForEnd()
        let label = try #require(Int(ending.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(ending.status == 0)
        #expect(label >= 4 && label <= 60, "a held key spins several labels, then coasts and stops (got \(label))")
    }

    @Test func theMouseClicksALabel() async throws {
        let run = try PickerRun()
        let screen = try await run.waitForDial()
        // The cell of label 3, 1-based, as the terminal reports mouse positions.
        let row = try #require(screen.firstIndex { $0.contains(" 3 ") })
        let column = try #require(Array(screen[row]).indices.first { index in
            let characters = Array(screen[row])
            return characters[index] == "3" && characters[index - 1] == " " && characters[index + 1] == " "
        })
        try run.tmux.sendText("\u{1B}[<0;\(column + 1);\(row + 1)M")
        try run.tmux.sendText("\u{1B}[<0;\(column + 1);\(row + 1)m")
        try await run.press("Enter", pause: 0.8)
        #expect(try await run.waitForEnd().output == "3\n")
    }

    @Test func labelsAreShownAsTextOnly() async throws {
        let run = try PickerRun(["--labels", "\u{1B}[31mred\u{1B}[0m,\u{1B}]0;owned\u{07}blue,green"])
        let screen = try await run.waitForDial()
        #expect(screen.joined().contains("red"))
        #expect(screen.joined().contains("blue"))
        let title = try run.tmux.format("#{pane_title}")
        #expect(!title.contains("owned"), "an OSC in a label must not set the title")
        let styled = try run.tmux.capture(escapes: true).joined()
        #expect(!styled.contains("\u{1B}[31m"), "a colour escape in a label must not reach the terminal")
        try run.tmux.sendKeys("Escape")
        _ = try await run.waitForEnd()
    }

    @Test func resizingRedrawsAndATinyTerminalShowsALine() async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        try run.tmux.resize(width: 24, height: 7)
        let tiny = try await run.tmux.waitFor(text: "◀")
        #expect(tiny.contains { $0.contains("11") && $0.contains("12") && $0.contains("1 ") }, "\(tiny)")
        #expect(!tiny.joined().contains("too small"))
        try await run.press("Right")
        try run.tmux.resize(width: 60, height: 18)
        let screen = try await run.waitForDial()
        #expect(screen.count == 18)
        #expect(!screen.joined().contains("too small"))
        try await run.press("Enter", pause: 0.6)
        #expect(try await run.waitForEnd().output == "1\n")
    }

    /// How a run of the picker can end.
    enum WayOut: String, CaseIterable, CustomTestStringConvertible {
        case enter, escape, q, controlC, sigterm, sighup, sigint, sigill, sigtrap, sigsegv
        var testDescription: String { rawValue }
    }

    @Test(arguments: WayOut.allCases)
    func everyWayOutGivesTheTerminalBack(_ way: WayOut) async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        #expect(try run.tmux.isAlternateScreenOn && !run.tmux.isCursorVisible && run.tmux.isMouseSGROn,
                "the picker takes the terminal over")
        switch way {
        case .enter: try run.tmux.sendKeys("Enter")
        case .escape: try run.tmux.sendKeys("Escape")
        case .q: try run.tmux.sendKeys("q")
        case .controlC: try run.tmux.sendKeys("C-c")
        case .sigterm: kill(try run.pickerPID(), SIGTERM)
        case .sighup: kill(try run.pickerPID(), SIGHUP)
        case .sigint: kill(try run.pickerPID(), SIGINT)
        // A crash is a trap (SIGILL, SIGTRAP) or a bad access (SIGSEGV): the same signals,
        // sent from outside, take the same handlers.
        case .sigill: kill(try run.pickerPID(), SIGILL)
        case .sigtrap: kill(try run.pickerPID(), SIGTRAP)
        case .sigsegv: kill(try run.pickerPID(), SIGSEGV)
        }
        let ending = try await run.waitForEnd()
        switch way {
        case .enter: #expect(ending.status == 0 && ending.output == "12\n")
        case .escape, .q, .controlC, .sigint: #expect(ending.status == 130 && ending.output.isEmpty)
        case .sigterm: #expect(ending.status == 128 + Int(SIGTERM))
        case .sighup: #expect(ending.status == 128 + Int(SIGHUP))
        case .sigill: #expect(ending.status == 128 + Int(SIGILL), "died of the signal: \(ending.status)")
        case .sigtrap: #expect(ending.status == 128 + Int(SIGTRAP), "died of the signal: \(ending.status)")
        case .sigsegv: #expect(ending.status == 128 + Int(SIGSEGV), "died of the signal: \(ending.status)")
        }
        let differences = try run.terminalDifferences()
        #expect(differences.isEmpty, "\(way): \(differences)")
    }

    /// The crash signals, sent from outside to a picker run as a user runs it (the Swift
    /// runtime's backtracer installed): a signal nobody's fault ends the picker at once, of
    /// that signal, the terminal given back. Handed to the backtracer instead, it would
    /// print a crash report and wait there (seconds, or a key on a terminal).
    @Test(arguments: [SIGSEGV, SIGILL, SIGTRAP, SIGBUS])
    func aCrashSignalFromOutsideEndsItAtOnceAsUsersRunIt(_ signal: Int32) async throws {
        let run = try PickerRun(asUsersRunIt: true)
        try await run.waitForDial()
        kill(try run.pickerPID(), signal)
        let ending = try await run.waitForEnd(timeout: 2)
        #expect(ending.status == 128 + Int(signal), "died of signal \(signal): \(ending.status)")
        #expect(!ending.error.contains("Crash") && !ending.error.contains("Backtrace"), "no crash report: \(ending.error)")
        #expect(try run.terminalDifferences().isEmpty)
    }

    @Test func suspendGivesTheTerminalBackAndResumeTakesItAgain() async throws {
        // Job control in a non-interactive shell (`set -m`): Ctrl-Z stops the picker, the script
        // records the terminal, then `fg` brings the picker back.
        let script = """
            set -m
            stty -g > "$DIAL_E2E/before"
            "$DIAL_PICKER" > "$DIAL_E2E/out"
            echo $? > "$DIAL_E2E/stopped"
            stty -g > "$DIAL_E2E/during"
            printf 'STOPPED\\n'
            read line
            fg > /dev/null
            echo $? > "$DIAL_E2E/code"
            stty -g > "$DIAL_E2E/after"
            exec sleep 600
            """
        let run = try PickerRun(script: script)
        try await run.waitForDial()
        try await run.press("Right", "C-z")
        try await run.tmux.waitFor(text: "STOPPED")
        #expect(run.record("stopped")?.hasPrefix("148") == true, "stopped by SIGTSTP (128 + 20)")
        #expect(run.record("during") == run.record("before"), "the modes are given back while suspended")
        #expect(try !run.tmux.isAlternateScreenOn && run.tmux.isCursorVisible && !run.tmux.isMouseAnyOn)

        try run.tmux.sendKeys("Enter")
        let screen = try await run.waitForDial()
        #expect(screen.joined().contains("▼"), "fully redrawn on resume")
        #expect(try run.tmux.isAlternateScreenOn && run.tmux.isMouseSGROn)
        try await run.press("Right", "Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "2\n", "the state survived the suspension")
        #expect(try run.terminalDifferences().isEmpty)
    }

    @Test func atRestNothingIsWrittenAndTheProcessSleeps() async throws {
        // The picker under `script`, which records every byte it writes to the terminal.
        let script = """
            script -q -f -c "$DIAL_PICKER" "$DIAL_E2E/typescript"
            """
        let run = try PickerRun(script: script)
        try await run.waitForDial()
        try await Task.sleep(for: .milliseconds(500)) // let the first frame settle
        let pid = try run.pickerPID()
        let typescript = run.directory.appendingPathComponent("typescript").path
        let size = { ((try? FileManager.default.attributesOfItem(atPath: typescript))?[.size] as? Int) ?? -1 }
        let bytesBefore = size(), switchesBefore = try #require(ProcFileSystem.contextSwitches(of: pid))
        try await Task.sleep(for: .seconds(2))
        let bytesAfter = size(), switchesAfter = try #require(ProcFileSystem.contextSwitches(of: pid))
        #expect(bytesBefore > 0)
        #expect(bytesAfter == bytesBefore, "\(bytesAfter - bytesBefore) bytes written at rest")
        #expect(switchesAfter == switchesBefore, "\(switchesAfter - switchesBefore) wake-ups at rest")
        try run.tmux.sendKeys("Escape")
        try await run.tmux.waitUntil("the picker to end") { (try? run.pickerPID()) == nil }
    }

    @Test func withoutATerminalItSaysSoAndExits2() throws {
        // A new session with no controlling terminal: /dev/tty cannot be opened.
        // It answers at once; a picker that kept retrying would be killed at 3 s and fail here.
        let outcome = try ToolCommand.outcome("/usr/bin/setsid", ["-w", PickerRun.executable],
                                              environment: ProcessEnvironmentList.current(), timeout: 3)
        #expect(outcome.status == .exited(2))
        #expect(outcome.output.isEmpty, "nothing on stdout")
        #expect(outcome.errorOutput.contains("needs a terminal"))
    }

    @Test func badArgumentsHelpAndVersion() throws {
        let environment = ProcessEnvironmentList.current()
        let bad = try ToolCommand.outcome(PickerRun.executable, ["--face", "days"], environment: environment)
        #expect(bad.status == .exited(2))
        #expect(bad.errorOutput.contains("--face 'days'"))
        #expect(bad.errorOutput.contains("Try 'dial-tui --help'") && !bad.errorOutput.contains("Usage: dial-tui"))
        #expect(bad.output.isEmpty)
        let help = try ToolCommand.outcome(PickerRun.executable, ["--help"], environment: environment)
        #expect(help.status == .exited(0) && help.output.contains("Usage: dial-tui"))
        let version = try ToolCommand.outcome(PickerRun.executable, ["--version"], environment: environment)
        #expect(version.status == .exited(0) && version.output.hasPrefix("dial-tui "))
        let render = try ToolCommand.outcome(PickerRun.executable, ["--render", "--width", "40", "--height", "14"], environment: environment)
        #expect(render.status == .exited(0))
        #expect(render.output.split(separator: "\n").count == 14)
        #expect(render.output.contains("▼") && !render.output.contains("\u{1B}"), "plain text")
    }

    @Test func inAShellScriptTheLabelIsCaptured() async throws {
        let script = """
            hour=$("$DIAL_PICKER") && echo "at $hour" > "$DIAL_E2E/out"
            echo $? > "$DIAL_E2E/code"
            stty -g > "$DIAL_E2E/after"
            """
        let run = try PickerRun(script: script)
        try await run.waitForDial()
        try await run.press("Left", "Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.output == "at 11\n")
        #expect(ending.status == 0)
    }
}
