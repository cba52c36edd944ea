@testable import DialTUI
import Testing

/// A program for the twelve-hour face (or `arguments`), on an 80 × 24 terminal.
func makeProgram(_ arguments: [String] = [], settings: ProgramSettings = ProgramSettings(colorMode: .ansi256),
                 header: String? = nil) throws -> PickerProgram {
    let options = try PickerOptions.parse(arguments)
    var model = try PickerModel(stages: options.stages, columns: 80, rows: 24)
    model.setHeader(header)
    return PickerProgram(model: model, settings: settings)
}

/// The escape sequences of the keys the tests press.
enum Keys {
    static let right = "\u{1B}[C", left = "\u{1B}[D", enter = "\r", escape = "\u{1B}"
    static let controlZ = "\u{1A}"
}

/// The program on a virtual terminal and clock: what it writes, when it wakes, how it ends.
@Suite(.timeLimit(.minutes(3))) struct PickerProgramTests {
    @Test func startsWithTheQueryAndAFullFrame() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.type(Keys.escape + "q", at: 1) // Alt-q: not a cancel
        terminal.type(Keys.enter, at: 2)
        #expect(terminal.run(&program) == .chose("12"))
        #expect(terminal.writes.first?.bytes.starts(with: PickerProgram.synchronizedOutputQuery) == true)
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
        #expect(terminal.lines.joined().contains("▼"))
        #expect(terminal.lines.last?.contains("Enter pick") == true)
    }

    @Test func aKeyIsAnsweredInTheWakeUpThatReadsIt() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.enter, at: 3)
        #expect(terminal.run(&program) == .chose("1"))
        let answer = try #require(terminal.writes.first { $0.time == 1 }, "a frame written at the key's own time")
        #expect(!answer.bytes.isEmpty)
        // The frame written then shows the label the dial is headed for in the centre.
        var model = try makeProgram().model
        model.advance(to: 1)
        _ = model.handle(.key(.right, []), at: 1)
        #expect(model.chosenIndex == 1)
        var frames = FrameStep(encoder: FrameEncoder(synchronizedOutput: false), colorMode: .ansi256)
        var bytes: [UInt8] = []
        frames.draw(&model, at: 1, into: &bytes)
        let atKey = try #require(frames.screen)
        var shown = TerminalEmulator(width: 80, height: 24)
        for write in terminal.writes where write.time <= 1 { shown.feed(write.bytes) }
        #expect(shown.mismatch(with: atKey, mode: .ansi256) == nil)
    }

    /// A terminal that takes longer to show a frame (20 ms) than the frame interval: every frame's
    /// deadline has passed by the time the runner waits, for seconds on end. The picker goes on
    /// and picks; only a program that asks to be woken at once, again and again, is ended.
    @Test func framesSlowerThanTheirIntervalDoNotEndThePicker() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.writeDuration = 0.02
        for press in 0..<20 { terminal.type(Keys.right, at: 1 + Double(press) * 0.15) }
        terminal.type(Keys.enter, at: 8)
        #expect(terminal.run(&program) == .chose("8"))
        #expect(terminal.timeouts > ProgramRunner.maximumWakeUpsWithoutWaiting, "frames all along: \(terminal.timeouts)")
    }

    @Test func atRestItSleepsWithNoTimer() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.enter, at: 30)
        #expect(terminal.run(&program) == .chose("1"))
        #expect(terminal.wakeTimes.allSatisfy { $0 < 2 }, "frames only while the dial moves: \(terminal.wakeTimes.last ?? 0)")
        #expect(terminal.timeouts > 5, "frames while the dial moves")
        var idle = try makeProgram()
        let quiet = VirtualTerminal()
        quiet.type(Keys.enter, at: 100)
        #expect(quiet.run(&idle) == .chose("12"))
        #expect(quiet.timeouts == 0 && quiet.waits == 1, "one wait, with no timeout, until the key")
    }

    @Test func synchronizedOutputOnlyWhereTheTerminalSaysSo() throws {
        // DECRPM: 1 set, 2 reset (known, and turned on per frame); 0 unknown; no answer at all.
        for setting in [nil, 0, 1, 2] as [Int?] {
            var program = try makeProgram()
            let terminal = VirtualTerminal()
            terminal.emulator.synchronizedOutputSetting = setting
            terminal.type(Keys.right, at: 1)
            terminal.type(Keys.enter, at: 3)
            #expect(terminal.run(&program) == .chose("1"))
            let wrapped = terminal.emulator.synchronizedBegins
            #expect((wrapped > 0) == (setting == 1 || setting == 2), "setting \(String(describing: setting)): \(wrapped) wrapped frames")
            #expect(terminal.emulator.synchronizedBegins == terminal.emulator.synchronizedEnds)
        }
    }

    @Test func aLoneEscapeCancelsAfterTheEscapeTimeout() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.type(Keys.escape, at: 1)
        terminal.type(Keys.enter, at: 5)
        #expect(terminal.run(&program) == .canceled)
        #expect(abs(terminal.now - 1.05) < 1e-9, "woken by the escape timeout, 50 ms later (at \(terminal.now))")
    }

    @Test func aResizeRedrawsInFull() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.at(1, .resize(columns: 40, rows: 14))
        terminal.type(Keys.right, at: 2)
        terminal.type(Keys.enter, at: 4)
        #expect(terminal.run(&program) == .chose("1"))
        #expect(terminal.lines.count == 14)
        #expect(terminal.emulator.mismatch(with: PickerView.render(program.model), mode: .ansi256) == nil)
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
    }

    @Test func controlZSuspendsAndTheResumeRedraws() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.controlZ, at: 2)
        terminal.type(Keys.right, at: 3)
        terminal.type(Keys.enter, at: 5)
        #expect(terminal.run(&program) == .chose("2"))
        #expect(terminal.suspensions == 1)
        #expect(terminal.emulator.mismatch(with: PickerView.render(program.model), mode: .ansi256) == nil,
                "the blank screen after the resume is drawn again in full")
    }

    @Test func aHangUpEndsIt() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.type(Keys.right, at: 1)
        terminal.at(1.2, .hangUp)
        #expect(terminal.run(&program) == .canceled)
        #expect(!terminal.waitedForever)
        // The first word of it ends the program, mid-spin or at rest.
        for keyFirst in [true, false] {
            var told = try makeProgram()
            _ = told.start(size: TerminalSize(columns: 80, rows: 24), at: 0)
            if keyFirst { _ = told.receive(.bytes(Array(Keys.right.utf8)), at: 0.5) }
            #expect(told.receive(.hangUp, at: 0.6).ending == .canceled)
        }
    }

    @Test func theTimeoutEndsItWithOneTimer() throws {
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.timeout = 2
        var quiet = try makeProgram(settings: settings)
        let idle = VirtualTerminal()
        #expect(idle.run(&quiet) == .timedOut)
        #expect(idle.now == 2 && idle.timeouts == 1, "one timer, at the timeout")

        var busy = try makeProgram(settings: settings)
        let typed = VirtualTerminal()
        typed.type(Keys.right, at: 1.5)
        #expect(typed.run(&busy) == .timedOut)
        #expect(abs(typed.now - 3.5) < 1e-9, "input restarts the timeout")

        settings.selectOnTimeout = true
        var selecting = try makeProgram(settings: settings)
        let chosen = VirtualTerminal()
        chosen.type(Keys.left, at: 1)
        #expect(chosen.run(&selecting) == .chose("11"))
    }

    @Test func framesKeepComingWhileATimeoutRuns() throws {
        // Two deadlines at once: the next frame (1/60 s ahead) and the idle timeout (2 s ahead).
        // The program wakes at the earlier, frame after frame, and still at the later.
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.timeout = 2
        var program = try makeProgram(settings: settings)
        let terminal = VirtualTerminal()
        terminal.type(Keys.right, at: 1)
        #expect(terminal.run(&program) == .timedOut)
        let frames = terminal.wakeTimes.filter { $0 > 1 && $0 < 3 }
        #expect(frames.count > 5, "frames while the dial moves, the timeout running: \(terminal.wakeTimes)")
        #expect(frames.first.map { abs($0 - (1 + settings.frameInterval)) < 1e-9 } == true,
                "the first frame one frame interval after the key: \(terminal.wakeTimes)")
        #expect(terminal.wakeTimes.last.map { abs($0 - 3) < 1e-9 } == true, "the timeout, 2 s after the key: \(terminal.now)")
        #expect(abs(terminal.now - 3) < 1e-9)
    }

    @Test func theHeaderIsShownAboveTheDialAsTextOnly() throws {
        var program = try makeProgram(header: "Pick \u{1B}[31man hour\u{07}")
        let terminal = VirtualTerminal()
        terminal.type(Keys.enter, at: 1)
        #expect(terminal.run(&program) == .chose("12"))
        #expect(terminal.lines[0].contains("Pick") && terminal.lines[0].contains("an hour"))
        #expect(!terminal.lines[0].contains("▼"), "the dial starts below the header")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
        #expect(program.model.header?.text.unicodeScalars.contains { $0.value < 0x20 } == false)
    }
}
