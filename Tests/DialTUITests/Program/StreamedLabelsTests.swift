@testable import DialTUI
import DialCore
import Testing

/// A program whose labels come from standard input while it runs, with `--initial` when given.
func makeStreamingProgram(initial: String? = nil, settings: ProgramSettings = ProgramSettings(colorMode: .ansi256)) throws -> PickerProgram {
    let model = try PickerModel.awaitingLabels(initial: initial, columns: 80, rows: 24)
    return PickerProgram(model: model, settings: settings, readsLabels: true)
}

/// Labels read from a slow pipe: drawn at once, added as they come, keys taken from the start,
/// nothing picked that was not on screen, and each label printed as the bytes it was read as.
@Suite(.timeLimit(.minutes(3))) struct StreamedLabelsTests {
    @Test func theDialIsDrawnBeforeAnyLabelAndEachLabelShowsAsItComes() throws {
        var program = try makeStreamingProgram()
        let terminal = VirtualTerminal()
        terminal.at(4, .labels(Array("a\n".utf8)))
        terminal.at(8, .labels(Array("b\n".utf8)))
        terminal.at(9, .labelsEnd)
        terminal.type(Keys.enter, at: 10)
        _ = terminal.run(&program)
        var before = TerminalEmulator(width: 80, height: 24)
        for write in terminal.writes where write.time < 4 { before.feed(write.bytes) }
        #expect(before.trimmedLines.joined().contains("▼"), "the dial is drawn before the first label")
        var atFirst = TerminalEmulator(width: 80, height: 24)
        for write in terminal.writes where write.time < 8 { atFirst.feed(write.bytes) }
        #expect(atFirst.trimmedLines.contains { $0.contains("a") }, "the first label is shown before the second comes")
        #expect(program.model.stage.face.labels == ["a", "b"])
    }

    @Test func enterBeforeAnyLabelPicksNothingAndArrowsAreKeysFromTheStart() throws {
        var program = try makeStreamingProgram()
        let terminal = VirtualTerminal()
        terminal.type(Keys.enter, at: 0.7)
        terminal.type(Keys.right, at: 1)
        terminal.at(2, .labels(Array("first\nsecond\n".utf8)))
        terminal.at(2.5, .labelsEnd)
        terminal.type(Keys.right, at: 3)
        terminal.type(Keys.enter, at: 5)
        #expect(terminal.run(&program) == .chose("second"), "Enter at 0.7 s picked nothing; the arrow at 3 s moved")
        #expect(!terminal.lines.joined().contains("^["), "no arrow echoed")
    }

    @Test func enterPicksOnlyWhatIsShown() throws {
        var program = try makeStreamingProgram()
        let terminal = VirtualTerminal()
        terminal.at(1, .labels(Array("one\ntw".utf8)))
        terminal.type(Keys.right + Keys.enter, at: 2)
        #expect(terminal.run(&program) == .chose("one"), "the unfinished line is no label yet")
    }

    @Test func invalidUTF8IsPrintedAsTheBytesItWasReadAs() throws {
        var program = try makeStreamingProgram()
        let terminal = VirtualTerminal()
        terminal.at(1, .labels([0x63, 0x61, 0x66, 0xE9, 0x0A] + Array("ok\n".utf8)))
        terminal.at(1, .labelsEnd)
        terminal.type(Keys.enter, at: 2)
        let ending = terminal.run(&program)
        #expect(program.printedBytes(for: ending) == [0x63, 0x61, 0x66, 0xE9])
        #expect(terminal.lines.contains { $0.contains("caf\u{FFFD}") }, "drawn with a replacement")
    }

    @Test func anEmptyStreamAndTooManyLabelsEndWithAMessageThatNamesStandardInput() throws {
        var empty = try makeStreamingProgram()
        let terminal = VirtualTerminal()
        terminal.at(1, .labels(Array("\n  \n".utf8)))
        terminal.at(1, .labelsEnd)
        #expect(terminal.run(&empty) == .failed("no labels on standard input (one label a line)"))

        var stream = LabelStream()
        stream.take(Array(repeating: Array("x\n".utf8), count: DialFace.maximumLabelCount).flatMap { $0 })
        #expect(!stream.overflowed, "1,048,576 labels: as many as a dial holds")
        stream.take(Array("y\n".utf8))
        #expect(stream.overflowed)
        #expect(stream.labels.count == DialFace.maximumLabelCount)
    }

    @Test func initialIsSelectedWhenItArrivesAndRefusedWhenItNeverDoes() throws {
        var program = try makeStreamingProgram(initial: "c")
        let terminal = VirtualTerminal()
        terminal.at(1, .labels(Array("a\nb\n".utf8)))
        terminal.at(2, .labels(Array("c\nd\n".utf8)))
        terminal.at(2.5, .labelsEnd)
        terminal.type(Keys.enter, at: 3)
        #expect(terminal.run(&program) == .chose("c"))

        var missing = try makeStreamingProgram(initial: "z")
        let other = VirtualTerminal()
        other.at(1, .labels(Array("a\nb\n".utf8)))
        other.at(2, .labelsEnd)
        #expect(other.run(&missing) == .failed("--initial 'z' is not a label of the face"))
    }

    @Test func aSelectOnTimeoutBeforeAnyLabelPicksNothing() throws {
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.timeout = 1
        settings.selectOnTimeout = true
        var program = try makeStreamingProgram(settings: settings)
        let terminal = VirtualTerminal()
        #expect(terminal.run(&program) == .timedOut)
    }
}

/// One rule for blank labels, from standard input and from `--labels`: a label with nothing to
/// show is left out.
@Suite struct BlankLabelTests {
    @Test func blankLinesAndBlankListItemsAreLeftOutAlike() throws {
        #expect(InputLabels.lines(of: Array("a\n  \n\t\nb\n".utf8)) == ["a", "b"])
        #expect(try PickerOptions.parse(["--labels", "a,,b"]).stages[0].face.labels == ["a", "b"])
        #expect(try PickerOptions.parse(["--labels", "a, ,b"]).stages[0].face.labels == ["a", "b"])
        #expect(InputLabels.lines(of: Array(" x \n".utf8)) == [" x "], "a label with something to show keeps its spaces")
    }
}
