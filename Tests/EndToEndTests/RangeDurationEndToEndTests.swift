import Foundation
import ProcessHarness
import Testing

/// `dial-tui --range` and `dial-tui --duration` in a real terminal (tmux): keys, typing, limits,
/// formats, the terminal given back, bad arguments. Every run is killed at its own deadline (the
/// waits time out; the pane is killed when the run goes).
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct RangeDurationEndToEndTests {
    func start(_ arguments: [String]) async throws -> PickerRun {
        let run = try PickerRun(arguments, environment: ["LC_ALL": "C.UTF-8"])
        try await run.waitForDial()
        return run
    }

    func header(_ run: PickerRun) throws -> String {
        try run.tmux.capture().first ?? ""
    }

    // --range

    @Test func aRangeIsPickedWithTheArrowsAndTab() async throws {
        let run = try await start(["--range", "--initial", "22:30-06:45"])
        let first = try header(run)
        #expect(first.contains("▸start 22:30   end 06:45"), "\(first)")
        try await run.press("Right", "Right", "Tab", "Left")
        try await run.tmux.waitFor(text: "end 06:44")
        let moved = try header(run)
        #expect(moved.contains("start 22:32  ▸end 06:44"), "\(moved)")
        try await run.press("Enter", pause: 0.4)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "22:32-06:44\n", "\(ending)")
        let differences = try run.terminalDifferences()
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test func aTypedRangeSetsBothEndsAndPrintsInTheFormatAsked() async throws {
        let run = try await start(["--range", "--initial", "09:00-17:00", "--format", "json"])
        try run.tmux.sendText("23:00-7:15")
        try await run.tmux.waitFor(text: "end 07:15")
        try await run.press("Enter", pause: 0.4)
        let ending = try await run.waitForEnd()
        #expect(ending.output == "{\"start\":\"23:00\",\"end\":\"07:15\",\"minutes\":495,\"crosses_midnight\":true}\n", "\(ending)")
    }

    @Test func theSpanLimitHolds() async throws {
        let run = try await start(["--range", "--initial", "09:00-10:00", "--min-span", "1h", "--format", "iso"])
        try await run.press("Tab", "Left", "Left")
        try await run.tmux.waitFor(text: "min-span 1h")
        try await run.press("Enter", pause: 0.4)
        let ending = try await run.waitForEnd()
        #expect(ending.output == "09:00/PT1H\n", "a span of exactly --min-span, never less: \(ending)")
    }

    @Test func aRangeInlineGivesTheTerminalBack() async throws {
        let run = try PickerRun(["--range", "--initial", "22:30-06:45", "--height", "12"], environment: ["LC_ALL": "C.UTF-8"])
        try await run.waitForDial()
        try await run.press("Escape", pause: 0.4)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 130 && ending.output.isEmpty, "\(ending)")
        let differences = try run.terminalDifferences()
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test func aRangeTimesOutWithWhatIsShown() async throws {
        let run = try await start(["--range", "--initial", "22:30-06:45", "--timeout", "1", "--select-on-timeout"])
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "22:30-06:45\n", "\(ending)")
    }

    @Test func theMouseDragsTheEndHandle() async throws {
        let run = try await start(["--range", "--initial", "00:00-06:00"])
        // The handles as drawn: the end one (06:00) is the one furthest right.
        let screen = try run.tmux.capture()
        let handles = screen.enumerated().flatMap { row, line in
            Array(line).enumerated().filter { $0.element == "●" }.map { (column: $0.offset, row: row) }
        }
        try #require(handles.count == 2, "\(screen.joined(separator: "\n"))")
        let end = try #require(handles.max { $0.column < $1.column })
        // SGR reports are 1-based: press on the handle, drag down round the right side to the
        // bottom of the dial, let go.
        let report = { (code: Int, column: Int, row: Int, final: String) in "\u{1B}[<\(code);\(column + 1);\(row + 1)\(final)" }
        try run.tmux.sendText(report(0, end.column, end.row, "M"))
        for (column, row) in [(end.column - 2, end.row + 4), (end.column - 8, end.row + 7), (40, 21)] {
            try await Task.sleep(for: .milliseconds(30))
            try run.tmux.sendText(report(32, column, row, "M"))
        }
        try run.tmux.sendText(report(0, 40, 21, "m"))
        try await run.tmux.waitFor(text: "▸end 1")
        try await run.press("Enter", pause: 0.6)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output.hasPrefix("00:00-1"), "the start kept, the end near 12:00: \(ending)")
    }

    // --duration

    @Test func aDurationIsPickedWithTheKeys() async throws {
        let run = try await start(["--duration", "--initial", "1h30m"])
        #expect(try header(run).contains("duration 1h30m"))
        try await run.press("PageUp", "Right", "Right")
        try await run.tmux.waitFor(text: "duration 1h47m")
        try await run.press("Enter", pause: 0.4)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "1h47m\n", "\(ending)")
        let differences = try run.terminalDifferences()
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test func aTypedDurationInSecondsForSleep() async throws {
        let run = try await start(["--duration", "--format", "seconds", "--max", "2h"])
        try run.tmux.sendText("1h30")
        try await run.tmux.waitFor(text: "duration 1h30m")
        try await run.press("Enter", pause: 0.4)
        let ending = try await run.waitForEnd()
        #expect(ending.output == "5400\n", "\(ending)")
    }

    @Test func aDurationStopsAtItsBound() async throws {
        let run = try await start(["--duration", "--initial", "1h59m", "--max", "2h"])
        try await run.press("Right", "Right", "Right", "End")
        try await run.tmux.waitFor(text: "duration 2h")
        try await run.press("Enter", pause: 0.4)
        #expect(try await run.waitForEnd().output == "2h\n")
    }

    // Accessible

    @Test func accessibleLinesForARangeAndADuration() async throws {
        let run = try PickerRun(["--range", "--initial", "22:30-06:45", "--accessible"], environment: ["LC_ALL": "C.UTF-8"])
        try await run.tmux.waitFor(text: "start 22:30, end 06:45, 8 hours 15 minutes")
        try await run.press("Tab")
        try await run.tmux.waitFor(text: "end 06:45, 8 hours 15 minutes")
        try await run.press("Right", "Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "22:30-06:46\n", "\(ending)")
        let screen = try run.tmux.capture().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(screen.first?.hasPrefix("Pick a time range:") == true, "\(screen)")
        #expect(screen.suffix(4) == ["start 22:30, end 06:45, 8 hours 15 minutes", "end 06:45, 8 hours 15 minutes",
                                     "end 06:46, 8 hours 16 minutes", "picked 22:30-06:46"], "both ends and the span first: \(screen)")
        let differences = try run.terminalDifferences()
        #expect(differences.isEmpty, "\(differences)")

        let duration = try PickerRun(["--duration", "--initial", "1h30m", "--accessible"], environment: ["LC_ALL": "C.UTF-8"])
        try await duration.tmux.waitFor(text: "1 hour 30 minutes")
        try await duration.press("PageUp", "Enter")
        let picked = try await duration.waitForEnd()
        #expect(picked.status == 0 && picked.output == "1h45m\n", "\(picked)")

        let cancelled = try PickerRun(["--duration", "--accessible"], environment: ["LC_ALL": "C.UTF-8"])
        try await cancelled.tmux.waitFor(text: "0 minutes")
        try cancelled.tmux.sendText("zz")
        try await cancelled.tmux.waitFor(text: "'zz' not understood")
        try await cancelled.press("Escape", pause: 0.4)
        let ending130 = try await cancelled.waitForEnd()
        #expect(ending130.status == 130 && ending130.output.isEmpty, "\(ending130)")
        let said = try cancelled.tmux.capture().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(said.last == "cancelled", "\(said)")
    }

    // Bad arguments

    @Test func aBadArgumentIsExitTwoNamingTheFlagWithNothingOnStdout() throws {
        for arguments in [["--range", "--initial", "22:30"], ["--range", "--min-span", "9h", "--max-span", "8h"],
                          ["--duration", "--initial", "1h75x"], ["--duration", "--initial", "3h", "--max", "2h"]] {
            let bad = try ToolCommand.outcome(PickerRun.executable, arguments, environment: ProcessEnvironmentList.current())
            #expect(bad.status == .exited(2) && bad.output.isEmpty, "\(arguments): \(bad)")
            let flag = arguments.contains("--min-span") ? "--min-span" : "--initial"
            #expect(bad.errorOutput.hasPrefix("dial-tui: \(flag)"), "\(arguments): \(bad.errorOutput)")
        }
    }
}
