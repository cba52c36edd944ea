import DialTUI
import Testing

/// The table of flags is the one list: the parser knows exactly its flags, and `--help`
/// describes exactly them.
@Suite(.timeLimit(.minutes(3))) struct PickerFlagTests {
    /// The flags `--help` mentions: every `--word` and `-h`.
    static var flagsInHelp: Set<String> {
        var flags: Set<String> = []
        let text = Array(PickerOptions.usage)
        var index = 0
        while index < text.count {
            defer { index += 1 }
            guard text[index] == "-", index + 1 < text.count, index == 0 || !(text[index - 1].isLetter || text[index - 1] == "-") else { continue }
            var end = index + 1
            while end < text.count, text[end].isLetter || text[end].isNumber || text[end] == "-" { end += 1 }
            let word = String(text[index..<end])
            if (word.count > 2 && word.hasPrefix("--")) || word == "-h" { flags.insert(word) }
            index = end - 1
        }
        return flags
    }

    @Test func helpNamesExactlyTheFlagsOfTheTable() {
        let table = Set(PickerFlag.all.map(\.name))
        #expect(Self.flagsInHelp == table, "in help only: \(Self.flagsInHelp.subtracting(table)); in the table only: \(table.subtracting(Self.flagsInHelp))")
    }

    @Test func theParserKnowsEveryFlagOfTheTable() {
        for flag in PickerFlag.all {
            let arguments = flag.takesValue ? [flag.name] : [flag.name + "=x"]
            // Without its value a flag that takes one says so; with a value one that takes none says so.
            let expected: UsageError = flag.takesValue ? .missingValue(flag.name) : .unexpectedValue(flag.name)
            if flag.name == "-h" { continue }
            #expect(throws: expected, "\(flag.name)") { try PickerOptions.parse(arguments) }
        }
        #expect(throws: UsageError.unknownOption("--bogus")) { try PickerOptions.parse(["--bogus"]) }
    }

    @Test func choicesAreValuesTheParserTakes() throws {
        for face in try #require(PickerFlag.named("--face")).choices {
            #expect(throws: Never.self) { try PickerOptions.parse(["--face", face]) }
        }
        for step in try #require(PickerFlag.named("--step")).choices {
            #expect(throws: Never.self) { try PickerOptions.parse(["--time", "--step", step]) }
        }
        for clock in try #require(PickerFlag.named("--clock")).choices {
            #expect(throws: Never.self) { try PickerOptions.parse(["--time", "--clock", clock]) }
        }
        let color = try #require(PickerFlag.named("--color"))
        for choice in color.choices {
            guard choice.hasSuffix("=") else {
                #expect(throws: Never.self, "\(choice)") { try PickerOptions.parse(["--color", choice]) }
                continue
            }
            for value in color.partValues {
                #expect(throws: Never.self, "\(choice)\(value)") { try PickerOptions.parse(["--color", choice + value]) }
            }
        }
        for modeChoices in try #require(PickerFlag.named("--format")).choicesByMode {
            for format in modeChoices.values {
                #expect(throws: Never.self, "\(modeChoices.mode) \(format)") {
                    try PickerOptions.parse([modeChoices.mode, "--format", format])
                }
            }
        }
    }
}
