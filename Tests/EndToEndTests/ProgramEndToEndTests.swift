import Foundation
import ProcessHarness
import Testing

/// The built `dial-tui` in tmux: inline, with a header, a timeout, accessible lines and labels
/// from stdin.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct ProgramEndToEndTests {
    /// The standard script with a shell's earlier output printed first, and `input` (a shell
    /// pipeline) piped to the picker when given.
    static func script(earlierLines: Int = 8, input: String? = nil) -> String {
        let pipe = input.map { "\($0) | " } ?? ""
        return """
            stty -g > "$DIAL_E2E/before"
            i=1; while [ $i -le \(earlierLines) ]; do echo "earlier $i"; i=$((i + 1)); done
            \(pipe)"$DIAL_PICKER" "$@" > "$DIAL_E2E/out" 2> "$DIAL_E2E/err"
            echo $? > "$DIAL_E2E/code"
            stty -g > "$DIAL_E2E/after"
            exec sleep 600
            """
    }

    @Test func inlineDrawsBelowTheOutputAndLeavesNoTrace() async throws {
        let run = try PickerRun(["--height", "12"], script: Self.script())
        let screen = try await run.waitForDial()
        #expect(Array(screen.prefix(8)) == (1...8).map { "earlier \($0)" }, "the shell's output stays visible")
        #expect(screen[8...].joined().contains("▼"), "the dial below it")
        #expect(screen[20...].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "in 12 rows")
        #expect(try !run.tmux.isAlternateScreenOn && run.tmux.isMouseSGROn)
        try await run.press("Right", "Enter", pause: 0.3)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "1\n")
        let after = try run.tmux.capture()
        #expect(Array(after.prefix(8)) == (1...8).map { "earlier \($0)" })
        #expect(after[8...].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "its rows erased")
        #expect(try run.tmux.format("#{cursor_x},#{cursor_y}") == "0,8", "the cursor where the prompt left it")
        #expect(try run.terminalDifferences().isEmpty)
    }

    /// How an inline run can end.
    enum InlineWayOut: String, CaseIterable, CustomTestStringConvertible {
        case escape, sigterm, sighup, sigsegv
        var testDescription: String { rawValue }
    }

    @Test(arguments: InlineWayOut.allCases)
    func everyWayOutOfInlineErasesItsRows(_ way: InlineWayOut) async throws {
        let run = try PickerRun(["--height", "12"], script: Self.script())
        try await run.waitForDial()
        switch way {
        case .escape: try run.tmux.sendKeys("Escape")
        case .sigterm: kill(try run.pickerPID(), SIGTERM)
        case .sighup: kill(try run.pickerPID(), SIGHUP)
        case .sigsegv: kill(try run.pickerPID(), SIGSEGV)
        }
        let ending = try await run.waitForEnd()
        let expected = switch way {
        case .escape: 130
        case .sigterm: 128 + Int(SIGTERM)
        case .sighup: 128 + Int(SIGHUP)
        case .sigsegv: 128 + Int(SIGSEGV)
        }
        #expect(ending.status == expected && ending.output.isEmpty)
        let after = try run.tmux.capture()
        #expect(Array(after.prefix(8)) == (1...8).map { "earlier \($0)" })
        #expect(after[8...].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(way): its rows erased")
        #expect(try run.tmux.format("#{cursor_x},#{cursor_y}") == "0,8", "\(way): the cursor where the prompt left it")
        #expect(try run.terminalDifferences().isEmpty)
    }

    @Test func inlineAtTheBottomScrollsTheOutputUp() async throws {
        let run = try PickerRun(["--height", "50%", "--header", "Pick \u{1B}[31man hour"], script: Self.script(earlierLines: 22))
        let screen = try await run.waitForDial()
        #expect(screen.contains("earlier 22"), "the last lines of output scrolled up, still visible")
        #expect(screen.contains { $0.contains("Pick an hour") }, "the header, as text only")
        try run.tmux.sendKeys("Escape")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 130 && ending.output.isEmpty)
        #expect(try run.tmux.capture().contains("earlier 22"))
        #expect(try !run.tmux.capture().joined().contains("▼"))
        #expect(try run.terminalDifferences().isEmpty)
    }

    @Test func theTimeoutGivesUpOrSelects() async throws {
        let quiet = try PickerRun(["--timeout", "1"])
        try await quiet.waitForDial()
        let gaveUp = try await quiet.waitForEnd()
        #expect(gaveUp.status == 124 && gaveUp.output.isEmpty)
        #expect(try quiet.terminalDifferences().isEmpty)

        let selecting = try PickerRun(["--timeout", "1", "--select-on-timeout", "--header", "Hour?"])
        let screen = try await selecting.waitForDial()
        #expect(screen.first?.contains("Hour?") == true)
        try await selecting.press("Left", pause: 0.1)
        let chose = try await selecting.waitForEnd()
        #expect(chose.status == 0 && chose.output == "11\n")
    }

    @Test func accessibleLinesForAScreenReader() async throws {
        let run = try PickerRun(["--accessible"])
        try await run.tmux.waitFor(text: "12")
        try await run.press("Right")
        try await run.tmux.waitFor(text: "1")
        try await run.press("Right", "Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "2\n")
        let screen = try run.tmux.capture().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(screen.first?.hasPrefix("Pick a label:") == true, "an opening line says what is asked: \(screen)")
        #expect(screen.suffix(4) == ["12", "1", "2", "picked 2"], "then one plain line per change, and the pick: \(screen)")
        #expect(try !run.tmux.capture(escapes: true).joined().unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        #expect(try run.terminalDifferences().isEmpty)

        let dumb = try PickerRun(environment: ["DIAL_TUI_ACCESSIBLE": "1"])
        try await dumb.tmux.waitFor(text: "12")
        try await dumb.press("Escape")
        #expect(try await dumb.waitForEnd().status == 130)
    }

    @Test func labelsFromStandardInput() async throws {
        let run = try PickerRun(script: Self.script(earlierLines: 0, input: "printf 'alpha\\nbeta\\ngamma\\n'"))
        try await run.waitForDial()
        try await run.tmux.waitFor(text: "gamma")
        try await run.press("Right", "Enter", pause: 0.3)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "beta\n")

        let empty = try PickerRun(script: Self.script(earlierLines: 0, input: "printf ''"))
        let nothing = try await empty.waitForEnd()
        #expect(nothing.status == 2 && nothing.error.contains("no labels"))
        #expect(try empty.terminalDifferences().isEmpty)
    }

    /// A slow pipe: the dial is drawn at once, the first label shows before the pipe ends, an
    /// arrow typed meanwhile is a key (never echoed), and Enter picks what is shown.
    @Test func labelsFromASlowPipeShowAsTheyCome() async throws {
        let run = try PickerRun(script: Self.script(earlierLines: 0, input: "(echo alpha; sleep 4; echo beta)"))
        let started = Date()
        try await run.waitForDial(timeout: 3)
        try await run.tmux.waitFor(text: "alpha", timeout: 3)
        #expect(Date().timeIntervalSince(started) < 3.5, "shown before the pipe ends")
        try await run.press("Right")
        #expect(try !run.tmux.capture().joined().contains("^["), "an arrow is a key from the start")
        try await run.tmux.waitFor(text: "beta", timeout: 8)
        try await run.press("Right", "Enter", pause: 0.3)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "beta\n")
        #expect(try run.terminalDifferences().isEmpty)
    }

    /// A label that is not UTF-8 (a Latin-1 file name) is printed as the bytes it was read as.
    @Test func aLabelIsPrintedAsItsBytes() async throws {
        let run = try PickerRun(script: Self.script(earlierLines: 0, input: "printf 'caf\\351\\nok\\n'"))
        try await run.waitForDial()
        try await run.press("Enter")
        _ = try await run.waitForEnd()
        let bytes = try Data(contentsOf: run.directory.appendingPathComponent("out"))
        #expect(Array(bytes) == [0x63, 0x61, 0x66, 0xE9, 0x0A])
    }

    @Test func withoutATerminalNothingIsReadFromStandardInput() throws {
        // stdin is /dev/null, which is no terminal: labels would come from it, but the missing
        // terminal is found first.
        let outcome = try ToolCommand.outcome("/usr/bin/setsid", ["-w", PickerRun.executable],
                                           environment: ProcessEnvironmentList.current())
        #expect(outcome.status == .exited(2))
        #expect(outcome.errorOutput.hasPrefix("dial-tui: needs a terminal") && !outcome.errorOutput.contains("no labels"),
                "\(outcome.errorOutput)")
    }
}
