import ProcessHarness
import Testing

/// `--no-mouse`, `--no-hint` and `--no-color` in a real terminal (tmux): what the terminal is
/// asked for, what is drawn, and the terminal given back.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct DisplayFlagsEndToEndTests {
    @Test func noMouseLeavesTheMouseToTheTerminal() async throws {
        let with = try PickerRun(["--range", "--initial", "22:30-06:45"], environment: ["LC_ALL": "C.UTF-8"])
        try await with.waitForDial()
        #expect(try with.tmux.isMouseAnyOn, "by default the picker takes the mouse")
        let run = try PickerRun(["--range", "--initial", "22:30-06:45", "--no-mouse"], environment: ["LC_ALL": "C.UTF-8"])
        let screen = try await run.waitForDial()
        #expect(try !run.tmux.isMouseAnyOn && !run.tmux.isMouseSGROn, "no mouse reporting asked for")
        #expect(!(screen.last ?? "").contains("drag"), "\(screen.last ?? "")")
        try await run.press("Right", "Enter", pause: 0.3)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "22:31-06:45\n", "\(ending)")
        #expect(try run.terminalDifferences().isEmpty)
    }

    @Test func noHintDrawsNoRowOfKeys() async throws {
        let run = try PickerRun(["--duration", "--initial", "1h", "--no-hint", "--no-color"], environment: ["LC_ALL": "C.UTF-8"])
        let screen = try await run.tmux.waitFor(text: "duration 1h")
        #expect(!screen.joined().contains("Esc cancel"), "\(screen.joined(separator: "\n"))")
        // The tests run with NO_COLOR=1 (set by the test runner): --color always wins over it.
        let coloured = try PickerRun(["--duration", "--initial", "1h", "--no-hint", "--color", "always"],
                                     environment: ["LC_ALL": "C.UTF-8", "NO_COLOR": "1"])
        _ = try await coloured.tmux.waitFor(text: "duration 1h")
        /// Whether a screen as tmux captures it sets a foreground colour (SGR 30–37, 90–97 or 38).
        func hasColour(_ lines: [String]) -> Bool {
            let text = lines.joined()
            return ["3", "9"].contains { first in (0...8).contains { text.contains("\u{1B}[\(first)\($0)") } }
                || text.contains(";3") || text.contains("[38;")
        }
        #expect(hasColour(try coloured.tmux.capture(escapes: true)), "the ring in colour with --color always, NO_COLOR set")
        #expect(!hasColour(try run.tmux.capture(escapes: true)), "no colour drawn")
        try await run.press("Escape", pause: 0.3)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 130 && ending.output.isEmpty)
        #expect(try run.terminalDifferences().isEmpty)
    }
}
