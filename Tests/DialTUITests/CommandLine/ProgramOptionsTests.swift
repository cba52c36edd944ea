import DialTUI
import Testing

/// The interactive options: inline height, header, timeout, accessible, labels from stdin.
@Suite(.timeLimit(.minutes(3))) struct ProgramOptionsTests {
    @Test func heightInRowsOrPercentDrawsInline() throws {
        #expect(try PickerOptions.parse(["--height", "12"]).program.inlineHeight == .rows(12))
        #expect(try PickerOptions.parse(["--height=40%"]).program.inlineHeight == .percent(40))
        #expect(try PickerOptions.parse(["--render", "--height", "12"]).mode == .render(width: 80, height: 12))
        #expect(try PickerOptions.parse(["--render", "--height", "12"]).program.inlineHeight == nil)
        for bad in ["0", "0%", "101%", "x", "1001", "-3", "%"] {
            #expect(throws: UsageError.self, "\(bad)") { try PickerOptions.parse(["--height", bad]) }
        }
        #expect(throws: UsageError.conflict("--width", "interactive mode (use --render)")) { try PickerOptions.parse(["--width", "40"]) }
        #expect(InlineHeight.rows(12).rows(on: 24) == 12)
        #expect(InlineHeight.rows(40).rows(on: 24) == 24, "never more than the terminal has")
        #expect(InlineHeight.percent(50).rows(on: 25) == 12)
        #expect(InlineHeight.percent(1).rows(on: 24) == 1, "at least one row")
    }

    @Test func headerTimeoutAndAccessible() throws {
        let options = try PickerOptions.parse(["--header", "Pick", "--timeout", "2.5", "--select-on-timeout", "--accessible"])
        #expect(options.program.header == "Pick")
        #expect(options.program.timeout == 2.5)
        #expect(options.program.selectOnTimeout)
        #expect(options.program.accessible)
        #expect(throws: UsageError.conflict("--select-on-timeout", "no --timeout")) { try PickerOptions.parse(["--select-on-timeout"]) }
        #expect(throws: UsageError.conflict("--accessible", "--height")) { try PickerOptions.parse(["--accessible", "--height", "9"]) }
        for bad in ["0", "-1", "nan", "inf", "x", "90000"] {
            #expect(throws: UsageError.self, "\(bad)") { try PickerOptions.parse(["--timeout", bad]) }
        }
        #expect(throws: UsageError.unexpectedValue("--accessible")) { try PickerOptions.parse(["--accessible=1"]) }
    }

    @Test func accessibleFromTheEnvironment() throws {
        let plain = try PickerOptions.parse([]).program
        #expect(!plain.isAccessible(environment: ["TERM": "xterm-256color"]))
        #expect(plain.isAccessible(environment: ["DIAL_TUI_ACCESSIBLE": "1"]))
        #expect(plain.isAccessible(environment: ["TERM": "dumb"]))
        #expect(!plain.isAccessible(environment: ["DIAL_TUI_ACCESSIBLE": "0"]))
    }

    @Test func labelsFromStandardInputOnlyWithoutAFace() throws {
        #expect(try PickerOptions.parse([], inputIsTerminal: false).program.labelsFromInput)
        #expect(try !PickerOptions.parse([]).program.labelsFromInput, "stdin is a terminal")
        for arguments in [["--face", "minutes"], ["--labels", "a,b"], ["--time"], ["--render"]] {
            #expect(try !PickerOptions.parse(arguments, inputIsTerminal: false).program.labelsFromInput, "\(arguments)")
        }
        // --initial is checked against the labels read, not the default face.
        let options = try PickerOptions.parse(["--initial", "beta"], inputIsTerminal: false)
        let read = try options.withLabels(["alpha", "beta", "gamma"])
        #expect(read.stages.first?.face.labels == ["alpha", "beta", "gamma"])
        #expect(read.stages.first?.initial == 1)
        #expect(throws: UsageError.unknownInitial("beta")) { try options.withLabels(["one"]) }
        #expect(throws: UsageError.badLabels(.noLabels)) { try options.withLabels([]) }
    }
}

@Suite(.timeLimit(.minutes(3))) struct ProgramSettingsTests {
    @Test func settingsFromTheOptionsAndTheEnvironment() throws {
        let inline = try PickerOptions.parse(["--height", "40%", "--timeout", "3", "--select-on-timeout"]).program
        let settings = ProgramSettings(options: inline, environment: ["TERM": "xterm-256color"])
        #expect(settings.display == .inline(.percent(40)))
        #expect(settings.timeout == 3 && settings.selectOnTimeout)
        #expect(settings.colorMode == .ansi256)
        #expect(ProgramSettings(options: inline, environment: ["TERM": "dumb"]).display == .accessible, "TERM=dumb wins")
        #expect(ProgramSettings(options: ProgramOptions(), environment: [:]).display == .fullScreen)
        #expect(ProgramSettings(options: ProgramOptions(), environment: ["DIAL_TUI_ACCESSIBLE": "1"]).display == .accessible)
    }
}

@Suite(.timeLimit(.minutes(3))) struct InputLabelsTests {
    @Test func oneLabelALine() {
        #expect(InputLabels.lines(of: Array("alpha\nbeta\ngamma\n".utf8)) == ["alpha", "beta", "gamma"])
        #expect(InputLabels.lines(of: Array("alpha\r\n\r\n\nbeta".utf8)) == ["alpha", "beta"], "CR LF, empty lines, no last LF")
        #expect(InputLabels.lines(of: []).isEmpty)
        #expect(InputLabels.lines(of: Array("\n\n".utf8)).isEmpty)
        #expect(InputLabels.lines(of: [0x61, 0xFF, 0x0A]) == ["a\u{FFFD}"], "invalid UTF-8")
        #expect(InputLabels.lines(of: Array(" x \n".utf8)) == [" x "], "spaces kept as given")
    }
}
