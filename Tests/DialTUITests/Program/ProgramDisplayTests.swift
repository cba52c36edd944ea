@testable import DialTUI
import Testing

/// The inline and accessible displays and the kitty keyboard protocol, on a virtual terminal.
@Suite(.timeLimit(.minutes(3))) struct ProgramDisplayTests {
    static func settings(_ display: ProgramDisplay) -> ProgramSettings {
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.display = display
        return settings
    }

    /// A terminal showing twenty lines of a shell's output and a prompt, the cursor after it.
    static func shell(rows: Int = 24) -> VirtualTerminal {
        let terminal = VirtualTerminal(columns: 80, rows: rows)
        terminal.emulator.acceptsLineControls = true
        terminal.emulator.feed(Array((1...20).map { "line \($0)\r\n" }.joined().utf8) + Array("$ ".utf8))
        return terminal
    }

    @Test func inlineDrawsBelowThePromptAndErasesItsRowsOnTheWayOut() throws {
        var program = try makeProgram(settings: Self.settings(.inline(.rows(12))))
        let terminal = Self.shell()
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.enter, at: 2)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("1"))
        // Twelve rows below the prompt's line did not fit: the output scrolled up by eight.
        let above = (9...20).map { "line \($0)" }
        #expect(Array(shown[0..<12]) == above, "the shell's output stays visible")
        #expect(shown[12] == "$", "the prompt's line is left alone")
        #expect(shown[13...].joined().contains("▼"), "the dial below it")
        #expect(shown.count == 24 && program.model.layout.rows == 11, "the dial fits the rows it has")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
        // On the way out: its rows erased, the cursor where the prompt left it.
        #expect(Array(terminal.lines[0..<12]) == above)
        #expect(terminal.lines[12] == "$")
        #expect(terminal.lines[13...].allSatisfy { $0.isEmpty })
        #expect(terminal.emulator.row == 12 && terminal.emulator.column == 2)
        #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[2J"), "never clears the whole screen")
    }

    @Test func inlineTurnsBracketedPasteOnAndOffAsTheFullScreenDoes() throws {
        let program = try makeProgram(settings: Self.settings(.inline(.rows(12))))
        let enter = program.enterSequence(for: TerminalSize(columns: 80, rows: 24))
        #expect(enter.firstRange(of: TerminalSequence.enableBracketedPaste) != nil)
        #expect(program.exitSequence.firstRange(of: TerminalSequence.disableBracketedPaste) != nil)
    }

    @Test func inlineAsAPercentageAndAfterAResize() throws {
        var program = try makeProgram(settings: Self.settings(.inline(.percent(50))))
        let terminal = Self.shell()
        terminal.at(1, .resize(columns: 60, rows: 20))
        terminal.type(Keys.left, at: 2)
        terminal.type(Keys.enter, at: 3)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("11"))
        #expect(program.model.layout.rows == 10, "half of the new 20 rows")
        #expect(shown.joined().contains("▼"))
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
        #expect(terminal.lines.allSatisfy { $0.isEmpty }, "its rows erased")
    }

    @Test func inlineSuspendsAndComesBackInTheSameRows() throws {
        var program = try makeProgram(settings: Self.settings(.inline(.rows(12))))
        let terminal = Self.shell()
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.controlZ, at: 2)
        terminal.type(Keys.right, at: 3)
        terminal.type(Keys.enter, at: 4)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("2"))
        #expect(terminal.suspensions == 1)
        #expect(Array(shown[0..<12]) == (9...20).map { "line \($0)" }, "the output above untouched")
        #expect(shown[13...].joined().contains("▼"), "drawn again below the prompt after the resume")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
        #expect(terminal.lines[13...].allSatisfy { $0.isEmpty })
        #expect(terminal.emulator.row == 12 && terminal.emulator.column == 2)
    }

    @Test func inlineWithoutACursorReportUsesTheBottomRows() throws {
        var program = try makeProgram(settings: Self.settings(.inline(.rows(10))))
        let terminal = Self.shell()
        terminal.emulator.reportsCursorPosition = false
        terminal.type(Keys.enter, at: 2)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("12"))
        #expect(shown[14...].joined().contains("▼") && !shown[..<14].joined().contains("▼"))
        #expect(terminal.writes.contains { $0.time == 0.5 }, "drawn when the wait for the report ran out")
    }

    @Test func accessibleSpeaksOneLinePerChangeAndNoEscapes() throws {
        var program = try makeProgram(settings: Self.settings(.accessible), header: "Pick an hour")
        let terminal = VirtualTerminal()
        terminal.emulator.acceptsLineControls = true
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.right, at: 2)
        terminal.type("x", at: 3)   // moves nothing, and says so
        terminal.type(Keys.enter, at: 4)
        let (ending, _) = terminal.session(&program)
        #expect(ending == .chose("2"))
        let lines = String(decoding: terminal.output, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines.first?.hasPrefix("Pick an hour: ") == true, "the opening line: \(lines)")
        #expect(Array(lines.dropFirst()) == ["12", "1", "2", "2, no label starts with x", "picked 2", ""],
                "one line per change, each ended by CR LF")
        #expect(!terminal.output.contains(0x1B), "no escape sequence at all")
        #expect(program.enterSequence(for: terminal.size()).isEmpty && program.exitSequence.isEmpty)
        #expect(terminal.timeouts == 0, "no frames to draw")
    }

    @Test func accessibleNamesTheStageInTimeMode() throws {
        var program = try makeProgram(["--time", "--initial", "09:30"], settings: Self.settings(.accessible))
        let terminal = VirtualTerminal()
        terminal.emulator.acceptsLineControls = true
        terminal.type(Keys.right, at: 1)
        terminal.type("\t", at: 2)
        terminal.type(Keys.left, at: 3)
        terminal.type(Keys.enter, at: 4)
        let (ending, _) = terminal.session(&program)
        let lines = String(decoding: terminal.output, as: UTF8.self).split(separator: "\r\n").map(String.init)
        #expect(lines.first?.hasPrefix("Pick a time: ") == true)
        #expect(lines.dropFirst().first == "hour 09, 09:30")
        #expect(lines.contains("hour 10, 10:30"))
        #expect(lines.contains("minute 29, 10:29"))
        if case .chose(let time) = ending { #expect(time.hasPrefix("10:")) } else { Issue.record("ended \(ending)") }
    }

    @Test func kittyKeyboardFlagsArePushedWhereSpokenAndPoppedOnTheWayOut() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.emulator.speaksKittyKeyboard = true
        terminal.type(Keys.right, at: 1)
        terminal.type("\u{1B}[1;1:3C", at: 1.1)   // its release
        terminal.type("\u{1B}[27u", at: 2)        // Esc, unambiguous: no escape timeout
        let (ending, _) = terminal.session(&program)
        #expect(ending == .canceled)
        #expect(terminal.now == 2, "Esc is answered at once")
        #expect(program.pushedKeyboardFlags)
        #expect(terminal.exitSequence.starts(with: KittyKeyboard.pop))
        #expect(terminal.emulator.keyboardFlagStack.isEmpty, "pushed once, popped on the way out")

        var plain = try makeProgram()
        let elsewhere = VirtualTerminal()
        elsewhere.type(Keys.enter, at: 1)
        _ = elsewhere.session(&plain)
        #expect(!plain.pushedKeyboardFlags && !elsewhere.output.contains(0x3E), "nothing pushed where not spoken")
        #expect(!elsewhere.exitSequence.starts(with: KittyKeyboard.pop))
    }

    @Test func aResumeAsksForTheKeyboardFlagsAgain() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.emulator.speaksKittyKeyboard = true
        terminal.type(Keys.controlZ, at: 1)
        terminal.type(Keys.enter, at: 2)
        let (ending, _) = terminal.session(&program)
        #expect(ending == .chose("12"))
        #expect(terminal.suspensions == 1)
        #expect(program.pushedKeyboardFlags, "pushed again after the resume")
    }
}

/// A held arrow as the kitty keyboard protocol reports it: press, repeats, release.
@Suite(.timeLimit(.minutes(3))) struct KeyHoldTests {
    @Test func repeatsSpinAndTheCoastComesFromTheRelease() throws {
        let labels = (0..<200).map(String.init)
        var picker = try PickerDriver([StageSetup(name: "label", face: try PickerFace(labels: labels))])
        _ = picker.key(.right)
        #expect(picker.model.chosenIndex == 1, "the press: a tap")
        var time = picker.time + 0.5               // the auto-repeat delay
        var targets: [Int] = []
        for _ in 0..<30 {                          // a second of repeats at 30 Hz
            _ = picker.model.handle(.keyRepeat(.right, []), at: time)
            targets.append(picker.model.chosenIndex)
            time += 1.0 / 30
        }
        #expect(targets.first == 2, "the first repeat spins at once: one more label")
        #expect(zip(targets, targets.dropFirst()).allSatisfy { $1 > $0 }, "every repeat moves on")
        let held = time - 1.0 / 30 - (picker.time + 0.5)
        let beforeRelease = picker.model.chosenIndex
        let releaseTime = time + 0.2               // let go a while after the last repeat
        _ = picker.model.handle(.keyRelease(.right, []), at: releaseTime)
        let keys = KeyRepeat(coastRate: PickerModel.configuration.decelerationRate)
        let coast = keys.coastLabels(atSpeed: keys.spinSpeed(heldFor: held + 0.2))
        #expect(coast > 0)
        #expect(picker.model.chosenIndex == beforeRelease + coast, "the coast, added at the release")
        #expect((picker.model.dial.restTime ?? 0) > releaseTime, "moving on from the release")
        // The next press after a release is a tap, however soon it comes.
        picker.time = releaseTime + 5
        picker.model.advance(to: picker.time)
        let rested = picker.model.chosenIndex
        _ = picker.model.handle(.key(.right, []), at: picker.time)
        _ = picker.model.handle(.keyRelease(.right, []), at: picker.time + 0.01)
        _ = picker.model.handle(.key(.right, []), at: picker.time + 0.05)
        #expect(picker.model.chosenIndex == rested + 2, "two taps, two labels")
    }

    @Test func aRepeatWithoutAPressStillSpinsAndOtherKeysRepeatAsPresses() throws {
        var picker = try PickerDriver()
        _ = picker.model.handle(.keyRepeat(.left, []), at: 1)
        #expect(picker.model.chosenIndex == 11, "one label toward the previous ones")
        var paging = try PickerDriver()
        _ = paging.model.handle(.keyRepeat(.pageUp, []), at: 1)
        #expect(paging.model.chosenIndex == 3)
        #expect(paging.model.handle(.keyRelease(.enter, []), at: 2) == nil, "a release picks nothing")
        #expect(paging.model.handle(.keyRelease(.right, []), at: 2) == nil)
        #expect(paging.model.chosenIndex == 3, "a release without a hold moves nothing")
    }
}
