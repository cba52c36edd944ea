import Foundation
import ProcessHarness
import Testing

/// `dial-tui --time` in a real terminal (tmux), one test per behaviour of picking any time:
/// every minute, steps, carry, the 12-hour clock, typing, now, bounds, the format, help.
/// Expectations that depend on the clock are computed from the clock in the test.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct TimeEndToEndTests {
    /// A 24-hour locale for the pane, so the header does not depend on the machine's locale.
    static let twentyFourHours = ["LC_ALL": "C.UTF-8"]

    /// Starts the picker with `arguments` and waits for its dial.
    func start(_ arguments: [String], environment: [String: String] = twentyFourHours) async throws -> PickerRun {
        let run = try PickerRun(arguments, environment: environment)
        try await run.waitForDial()
        return run
    }

    /// Presses `keys` (tmux names), then Enter, and returns how the picker ended.
    func pick(_ arguments: [String], _ keys: String..., environment: [String: String] = twentyFourHours) async throws -> PickerRun.Ending {
        let run = try await start(arguments, environment: environment)
        for key in keys { try await run.press(key) }
        try await run.press("Enter", pause: 0.4)
        return try await run.waitForEnd()
    }

    /// The header row: the stages, AM/PM, the typed time and the bounds.
    func header(_ run: PickerRun) throws -> String {
        try run.tmux.capture().first ?? ""
    }

    /// The local time of day now, as `HH:MM`, rounded to `step` minutes (a tie rounds up).
    static func now(roundedTo step: Int = 1) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: Date())
        let minutes = ((parts.hour ?? 0) * 60 + (parts.minute ?? 0) + step / 2) / step * step % 1440
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    // 1. Every minute.

    @Test func anyMinuteCanBePicked() async throws {
        let exact = try await pick(["--time", "--initial", "09:41"])
        #expect(exact.status == 0 && exact.output == "09:41\n", "\(exact)")
        let run = try await start(["--time", "--initial", "09:41"])
        try await run.press("Tab", "Right", "Right", "Right")
        try await run.tmux.waitFor(text: "minute 44")
        try await run.press("Left", "PageUp")
        try await run.tmux.waitFor(text: "minute 58")
        try await run.press("Enter", pause: 0.4)
        #expect(try await run.waitForEnd().output == "09:58\n", "→ is a minute, ← one back, PgUp a quarter hour")
    }

    @Test func theMinutesFaceStopsAtEveryMinute() async throws {
        let run = try await start(["--face", "minutes", "--initial", "41"])
        let screen = try run.tmux.capture().joined(separator: "\n")
        for label in ["00", "05", "15", "30", "45", "55"] { #expect(screen.contains(label), "label \(label) drawn") }
        try await run.press("Right", "Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "42\n")
    }

    // 2. --step.

    @Test func theStepRoundsAndStops() async throws {
        let rounded = try await pick(["--time", "--initial", "09:43", "--step", "5"])
        #expect(rounded.output == "09:45\n")
        let stepped = try await pick(["--time", "--initial", "09:43", "--step", "15"], "Tab", "Right")
        #expect(stepped.output == "10:00\n", "one stop of 15 minutes, carrying into the hour")
        let bad = try ToolCommand.outcome(PickerRun.executable, ["--time", "--step", "7"], environment: ProcessEnvironmentList.current())
        #expect(bad.status == .exited(2) && bad.errorOutput.contains("--step '7'") && bad.output.isEmpty)
    }

    // 3. Carry.

    @Test func theMinutesCarryIntoTheHourLive() async throws {
        let run = try await start(["--time", "--initial", "09:58"])
        try await run.press("Tab", "Right", "Right")
        try await run.tmux.waitFor(text: "hour 10")
        #expect(try header(run).contains("minute 00"), "the header's hour follows the carry")
        try await run.press("Right", "Enter")
        #expect(try await run.waitForEnd().output == "10:01\n")

        let back = try await pick(["--time", "--initial", "00:01"], "Tab", "Left", "Left")
        #expect(back.output == "23:59\n", "the day wraps at midnight")
    }

    @Test func theHourDialKeepsTheMinute() async throws {
        let ending = try await pick(["--time", "--initial", "09:41"], "Right", "Right")
        #expect(ending.output == "11:41\n")
        let wrapped = try await pick(["--time", "--initial", "23:15"], "Right")
        #expect(wrapped.output == "00:15\n")
    }

    // 4. A 12-hour clock.

    @Test func twelveHoursFlipAtNoonAndMidnight() async throws {
        let run = try await start(["--time", "--clock", "12", "--initial", "11:59am"])
        #expect(try header(run).contains("hour 11") && header(run).contains("AM"))
        try await run.press("Tab", "Right")
        try await run.tmux.waitFor(text: "PM")
        #expect(try header(run).contains("hour 12"))
        try await run.press("Enter", pause: 0.4)
        #expect(try await run.waitForEnd().output == "12:00\n")

        let midnight = try await pick(["--time", "--clock", "12", "--initial", "11:59pm", "--format", "%I:%M %p"], "Tab", "Right")
        #expect(midnight.output == "12:00 AM\n")
    }

    @Test func aAndPSetTheHalfOfTheDay() async throws {
        let evening = try await pick(["--time", "--clock", "12", "--initial", "09:30"], "p")
        #expect(evening.output == "21:30\n")
        let morning = try await pick(["--time", "--clock", "12", "--initial", "21:30"], "a")
        #expect(morning.output == "09:30\n")
    }

    @Test func theLocaleChoosesTheClockAndHelpSaysSo() async throws {
        let american = ["LC_ALL": "en_US.UTF-8"]
        let run = try await start(["--time", "--initial", "15:00"], environment: american)
        #expect(try header(run).contains("hour 3") && header(run).contains("PM"))
        try run.tmux.sendKeys("Escape")
        _ = try await run.waitForEnd()

        let help = try ToolCommand.outcome(PickerRun.executable, ["--help"],
                                           environment: ProcessEnvironmentList.current(setting: ["LC_ALL": "en_US.UTF-8"]))
        #expect(help.output.contains("the clock is 12-hour, from LC_ALL=en_US.UTF-8"))
        let environment = ProcessEnvironmentList.current(setting: ["LC_ALL": "de_DE.UTF-8"])
        let german = try ToolCommand.outcome(PickerRun.executable, ["--help"], environment: environment)
        #expect(german.output.contains("the clock is 24-hour, from LC_ALL=de_DE.UTF-8"))
        let bad = try ToolCommand.outcome(PickerRun.executable, ["--time", "--clock", "13"], environment: environment)
        #expect(bad.status == .exited(2) && bad.errorOutput.contains("--clock '13'"))
    }

    // 5. Typing a time.

    @Test func typedTimesSpinTheDial() async throws {
        for (typed, expected) in [("930", "09:30"), ("19:30", "19:30"), ("7p", "19:00"), ("12a", "00:00")] {
            let run = try await start(["--time", "--initial", "15:15"])
            try run.tmux.sendText(typed)
            try await run.press("Enter", pause: 0.3)
            #expect(try await run.waitForEnd().output == "\(expected)\n", "typed \(typed)")
        }
    }

    @Test func anImpossibleTimeIsNotUnderstoodAndChangesNothing() async throws {
        let run = try await start(["--time", "--initial", "15:15"])
        try run.tmux.sendText("9:75")
        try await run.tmux.waitFor(text: "not understood")
        try await run.press("Enter", pause: 0.3)
        // Enter while the notice shows picks nothing, as Enter right after the typing does.
        try await Task.sleep(for: .milliseconds(300))
        #expect(try header(run).contains("'9:75' not understood") && header(run).hasPrefix(" hour 15  minute 15"))
        #expect(run.record("code") == nil, "still picking")
        try await run.press("Escape", pause: 0)
        #expect(try await run.waitForEnd().status == 130)

        let pause = try await start(["--time", "--initial", "15:15"])
        try pause.tmux.sendText("25")
        try await pause.tmux.waitFor(text: "not understood", timeout: 3)
        try await pause.tmux.waitUntil(timeout: 5, "the notice to fade", { (try? pause.tmux.capture()) ?? [] }) {
            try !self.header(pause).contains("not understood")
        }
        try await pause.press("Enter")
        #expect(try await pause.waitForEnd().output == "15:15\n")
    }

    // 6. Now by default.

    @Test func nowByDefault() async throws {
        let before = Self.now()
        let ending = try await pick(["--time"])
        let after = Self.now()
        #expect([before, after].contains(ending.output.trimmingCharacters(in: .newlines)), "\(ending.output) not \(before)…\(after)")

        let beforeStep = Self.now(roundedTo: 15)
        let stepped = try await pick(["--time", "--initial", "now", "--step", "15"])
        let afterStep = Self.now(roundedTo: 15)
        #expect([beforeStep, afterStep].contains(stepped.output.trimmingCharacters(in: .newlines)))
    }

    // 7. Bounds.

    @Test func theDialStopsAtTheBounds() async throws {
        let run = try await start(["--time", "--initial", "09:31", "--min", "09:30", "--max", "17:00"])
        #expect(try header(run).contains("min 09:30") && header(run).contains("max 17:00"), "the bounds are shown")
        try await run.press("Tab", "Left", "Left", "Left")
        let styled = try await waitForStyledBound(run)
        #expect(styled, "meeting the bound highlights it")
        try await run.press("Enter", pause: 0.4)
        #expect(try await run.waitForEnd().output == "09:30\n")

        let hour = try await pick(["--time", "--initial", "16:45", "--max", "17:00"], "Right", "Right")
        #expect(hour.output == "17:00\n", "the hour dial stops at the bound too")
        let typed = try await start(["--time", "--initial", "10:00", "--min", "09:30"])
        try typed.tmux.sendText("8")
        try await typed.press("Enter", pause: 0.3)
        #expect(try await typed.waitForEnd().output == "09:30\n", "a typed time beyond a bound stops at it")
        let wheel = try await start(["--time", "--initial", "16:58", "--max", "17:00"])
        try await wheel.press("Tab")
        for _ in 0..<5 { try wheel.tmux.sendText("\u{1B}[<64;40;12M") }
        try await wheel.press("Enter", pause: 0.6)
        #expect(try await wheel.waitForEnd().output == "17:00\n", "the wheel stops at the bound")
    }

    @Test func aDragPastTheBoundSpringsBackOntoIt() async throws {
        // The hour dial of an 80 × 24 pane has its centre at column 41, row 13 (1-based; the
        // header takes the first row) and a radius of 21 columns, 10.5 rows. A quarter turn
        // counterclockwise from 12 o'clock, at 80% of the radius, is six hours on: far past
        // --max, so the dial pulls against the rubber band and springs back onto 11.
        let run = try await start(["--time", "--initial", "09:31", "--max", "11:00"])
        var points: [(Int, Int)] = []
        for degrees in stride(from: 0.0, through: 90, by: 10) {
            let angle = degrees * Double.pi / 180
            points.append((41 - Int((17 * sin(angle)).rounded()), 13 - Int((8.5 * cos(angle)).rounded())))
        }
        try run.tmux.sendText("\u{1B}[<0;\(points[0].0);\(points[0].1)M")
        for point in points.dropFirst() {
            try await Task.sleep(for: .milliseconds(30))
            try run.tmux.sendText("\u{1B}[<32;\(point.0);\(point.1)M")
        }
        try await Task.sleep(for: .milliseconds(300))
        let last = try #require(points.last)
        try run.tmux.sendText("\u{1B}[<0;\(last.0);\(last.1)m")
        try await run.press("Enter", pause: 1.5)
        #expect(try await run.waitForEnd().output == "11:00\n")
    }

    /// Whether `min 09:30` appears in reverse video on the header within a second.
    func waitForStyledBound(_ run: PickerRun) async throws -> Bool {
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline {
            let row = try run.tmux.capture(escapes: true).first ?? ""
            if let range = row.range(of: "min 09:30"), row[..<range.lowerBound].suffix(12).contains("7m") { return true }
            try await Task.sleep(for: .milliseconds(30))
        }
        return false
    }

    @Test func badBoundsExit2NamingTheFlag() throws {
        let environment = ProcessEnvironmentList.current()
        let outside = try ToolCommand.outcome(PickerRun.executable, ["--time", "--initial", "08:00", "--min", "09:00"], environment: environment)
        #expect(outside.status == .exited(2) && outside.errorOutput.contains("--initial 08:00 is before --min 09:00"))
        let reversed = try ToolCommand.outcome(PickerRun.executable, ["--time", "--min", "17:00", "--max", "09:00"], environment: environment)
        #expect(reversed.status == .exited(2) && reversed.errorOutput.contains("--min 17:00 is after --max 09:00"))
        let notATime = try ToolCommand.outcome(PickerRun.executable, ["--time", "--max", "25:00"], environment: environment)
        #expect(notATime.status == .exited(2) && notATime.errorOutput.contains("--max '25:00'"))
    }

    // 8. --format.

    @Test func theFormat() async throws {
        let ending = try await pick(["--time", "--initial", "21:30", "--format", "%I:%M %p"])
        #expect(ending.output == "09:30 PM\n")
        let bad = try ToolCommand.outcome(PickerRun.executable, ["--time", "--format", "%H:%Q"], environment: ProcessEnvironmentList.current())
        #expect(bad.status == .exited(2) && bad.errorOutput.contains("'%Q'") && bad.errorOutput.contains("--format"))
    }

    // 9. --help and a picture.

    @Test func helpAndAPictureOfTimeMode() throws {
        let environment = ProcessEnvironmentList.current()
        let help = try ToolCommand.outcome(PickerRun.executable, ["--help"], environment: environment)
        for flag in ["--time", "--step", "--min", "--max", "--clock", "--format", "now", "Enter picks"] {
            #expect(help.output.contains(flag), "--help mentions \(flag)")
        }
        let picture = try ToolCommand.outcome(PickerRun.executable, ["--time", "--initial", "09:41", "--clock", "12", "--min", "08:00",
                                                                 "--render", "--width", "70", "--height", "22"],
                                              environment: ProcessEnvironmentList.current(setting: ["LC_ALL": "C.UTF-8"]))
        #expect(picture.status == .exited(0))
        let lines = picture.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("hour 9") == true && lines.first?.contains("AM") == true && lines.first?.contains("min 8:00 AM") == true)
    }
}
