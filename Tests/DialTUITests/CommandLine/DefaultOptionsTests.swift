import DialTUI
import Testing

/// `DIAL_TUI_OPTS`: options read before the command line's, the command line winning.
@Suite(.timeLimit(.minutes(3))) struct DefaultOptionsTests {
    static func parse(_ arguments: [String], _ defaults: String) throws(UsageError) -> PickerOptions {
        try PickerOptions.parse(arguments, environment: ["DIAL_TUI_OPTS": defaults])
    }

    @Test func theVariablesOptionsApply() throws {
        let options = try Self.parse([], "--header 'Pick an hour' --timeout 5 --face=hours24")
        #expect(options.program.header == "Pick an hour")
        #expect(options.program.timeout == 5)
        #expect(options.stages[0].face == .hours24)
        #expect(try Self.parse([], "").stages[0].face == .hours12, "an empty variable is no options")
    }

    @Test func theCommandLineWins() throws {
        let options = try Self.parse(["--header", "mine", "--timeout=9"], "--header theirs --timeout 5")
        #expect(options.program.header == "mine")
        #expect(options.program.timeout == 9)
    }

    @Test func theCommandLinesModeReplacesTheVariables() throws {
        let options = try Self.parse(["--duration"], "--face hours24 --height 12")
        #expect(options.kind != nil, "a duration")
        #expect(options.program.inlineHeight != nil, "the variable's other options stay")
        #expect(try Self.parse(["--labels", "a,b"], "--time").stages[0].face.labels == ["a", "b"])
        #expect(try Self.parse([], "--time").stages.map(\.name) == ["hour", "minute"], "no mode on the line: the variable's")
    }

    @Test func aBadWordOfTheVariableIsNamedAsTheVariables() {
        let cases: [(String, UsageError)] = [
            ("--bogus", .inVariable("DIAL_TUI_OPTS", .unknownOption("--bogus"))),
            ("hours24", .inVariable("DIAL_TUI_OPTS", .unknownOption("hours24"))),
            ("--face", .inVariable("DIAL_TUI_OPTS", .missingValue("--face"))),
            ("--header 'x", .unterminatedQuote("DIAL_TUI_OPTS", "'")),
            ("--face days", .inVariable("DIAL_TUI_OPTS", .unknownFace("days"))),
            ("--accessible=yes", .inVariable("DIAL_TUI_OPTS", .unexpectedValue("--accessible"))),
            ("--accessible", .inVariable("DIAL_TUI_OPTS", .conflict("--accessible", "--height"))),
        ]
        for (defaults, expected) in cases {
            let arguments = defaults == "--accessible" ? ["--height", "10"] : []
            #expect(throws: expected, "\(defaults)") { try Self.parse(arguments, defaults) }
        }
    }

    @Test func aBadCommandLineIsNamedAsItsOwnEvenWithTheVariable() {
        #expect(throws: UsageError.unknownOption("--bogus")) { try Self.parse(["--bogus"], "--header x") }
        #expect(throws: UsageError.unknownFace("days")) { try Self.parse(["--face", "days"], "--face hours24") }
    }

    @Test func aBadVariableDoesNotKeepTheHelpAway() throws {
        #expect(try Self.parse(["--help"], "--bogus").mode == .help)
        #expect(try Self.parse(["--version"], "--header 'open").mode == .version)
        #expect(try Self.parse(["--man"], "--face").mode == .manual)
        #expect(try Self.parse(["--completion", "bash"], "--bogus").mode == .completion(.bash))
        #expect(throws: UsageError.inVariable("DIAL_TUI_OPTS", .unknownOption("--bogus"))) { try Self.parse(["--render"], "--bogus") }
    }

    @Test func aValueLeftOpenInTheVariableDoesNotTakeTheCommandLinesFirstWord() {
        #expect(throws: UsageError.inVariable("DIAL_TUI_OPTS", .missingValue("--header"))) {
            try Self.parse(["--time"], "--header")
        }
    }

    @Test func theMessageIsOneLineNamingTheVariable() {
        let error = UsageError.inVariable("DIAL_TUI_OPTS", .unknownOption("--bogus"))
        #expect(error.message == "dial-tui: DIAL_TUI_OPTS: unknown option '--bogus'\nTry 'dial-tui --help' for more information.\n")
        #expect(UsageError.unterminatedQuote("DIAL_TUI_OPTS", "\"").description == "DIAL_TUI_OPTS: a \" quote is never closed")
    }
}

/// `DIAL_TUI_OPTS` and a mode on the command line: the variable's mode goes, and so do its
/// options written for that mode or meaning nothing in the command line's; the help, the
/// version, the page and the completions never fail because of the variable.
@Suite(.timeLimit(.minutes(3))) struct DefaultOptionsModeTests {
    static func parse(_ arguments: [String], _ defaults: String) throws(UsageError) -> PickerOptions {
        try PickerOptions.parse(arguments, environment: ["DIAL_TUI_OPTS": defaults])
    }

    static func duration(_ options: PickerOptions) -> DurationSetup? {
        if case .duration(let setup) = options.kind { return setup }
        return nil
    }

    @Test func theVariablesOptionsForAnotherModeAreDropped() throws {
        let bounds = try #require(Self.duration(try Self.parse(["--duration"], "--time --min 09:00")))
        #expect(bounds.bounds.lowerBound == .zero, "09:00 is not read as a 9-hour minimum")
        let format = try #require(Self.duration(try Self.parse(["--duration"], "--range --format json")))
        #expect(format.format == .standard)
        let initial = try #require(Self.duration(try Self.parse(["--duration"], "--time --initial 09:00")))
        #expect(initial.initial == .zero, "nor 09:00 as 9 hours")
        let clock = try #require(Self.duration(try Self.parse(["--duration"], "--clock 12 --height 12")))
        #expect(clock.initial == .zero, "--clock means nothing for a duration: dropped")
        #expect(try Self.parse(["--duration"], "--clock 12 --height 12").program.inlineHeight == .rows(12), "the rest stays")
        #expect(try Self.parse(["--time"], "--range --min-span 1h").stages.count == 2)
    }

    @Test func theVariablesOptionsForTheSameModeOrForAnyStay() throws {
        let time = try Self.parse(["--time", "--min", "09:00"], "--time --clock 12 --format '%I:%M %p'")
        let setup = try #require(time.stages.first?.time?.setup)
        let twelveHourFormat = try TimeFormat(pattern: "%I:%M %p")
        #expect(setup.hourCycle.cycle == .twelveHour && setup.format == twelveHourFormat)
        let range = try Self.parse(["--range", "--initial", "22:00-06:00"], "--step 15")
        guard case .range(let rangeSetup) = range.kind else { Issue.record("a range"); return }
        #expect(rangeSetup.step.minutes == 15, "a variable with no mode: its options apply where they mean something")
    }

    @Test func aBadOptionForTheModeKeptIsStillTheVariables() {
        #expect(throws: UsageError.inVariable("DIAL_TUI_OPTS", .duration(.badFormat("json")))) {
            try Self.parse(["--duration"], "--format json")
        }
    }

    @Test(arguments: [["--help"], ["-h"], ["--version"], ["--man"], ["--completion", "zsh"]])
    func theHelpAndItsKinNeverFailOnTheVariable(_ arguments: [String]) throws {
        for defaults in ["--timeout 0", "--duration --format json", "--bogus", "--face", "--header 'open"] {
            #expect(try Self.parse(arguments, defaults).mode.answersAtOnce, "\(arguments) with '\(defaults)'")
        }
    }
}
