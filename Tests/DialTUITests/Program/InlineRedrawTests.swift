@testable import DialTUI
import Testing

/// The inline picker redrawing in its rows: never through an erase of the whole screen (which
/// tmux keeps in the scrollback), and in place when told to redraw with nothing changed.
@Suite(.timeLimit(.minutes(3))) struct InlineRedrawTests {
    /// Whether `line` holds a piece of a frame: a Braille cell of the ring, or the pointer.
    static func isFrame(_ line: String) -> Bool {
        line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) || $0 == "▼" }
    }

    @Test(arguments: [InlineHeight.percent(100), .rows(24), .rows(12)])
    func noFrameGoesIntoTheScrollback(_ height: InlineHeight) throws {
        var program = try makeProgram(settings: ProgramDisplayTests.settings(.inline(height)))
        let terminal = ProgramDisplayTests.shell()
        terminal.type(Keys.right, at: 1)
        terminal.at(2, .resize(columns: 80, rows: 24))
        terminal.type(Keys.right, at: 3)
        terminal.type(Keys.escape, at: 4)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .canceled)
        #expect(shown.contains(where: Self.isFrame), "the frame was drawn")
        #expect(!terminal.emulator.history.contains(where: Self.isFrame), "\(height): \(terminal.emulator.history)")
        #expect(!terminal.lines.contains(where: Self.isFrame), "its rows erased")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
    }

    @Test func theWholeScreenFromTheTopLeftCornerKeepsTheShellsLinesOnce() throws {
        var program = try makeProgram(settings: ProgramDisplayTests.settings(.inline(.percent(100))))
        let terminal = ProgramDisplayTests.shell()
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.enter, at: 2)
        let (ending, _) = terminal.session(&program)
        #expect(ending == .chose("1"))
        #expect(terminal.emulator.history == (1...20).map { "line \($0)" + String(repeating: " ", count: 80 - "line \($0)".count) },
                "the shell's lines scrolled up once, nothing else: \(terminal.emulator.history)")
    }

    @Test func aRedrawWithNothingChangedDrawsInTheSameRows() throws {
        var program = try makeProgram(settings: ProgramDisplayTests.settings(.inline(.rows(12))))
        let terminal = ProgramDisplayTests.shell()
        terminal.emulator.speaksKittyKeyboard = true
        terminal.type(Keys.right, at: 1)
        terminal.at(2, .signals(.resize))
        terminal.at(3, .signals(.resize))
        terminal.type(Keys.enter, at: 4)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("1"))
        #expect(Array(shown[0..<12]) == (9...20).map { "line \($0)" }, "the output above untouched")
        #expect(shown[12] == "$")
        #expect(shown.filter { $0.contains("▼") }.count == 1 && shown[13].contains("▼"), "one frame, in its rows")
        #expect(terminal.emulator.keyboardFlagStack.count <= 1, "the flags pushed once: \(terminal.emulator.keyboardFlagStack)")
        #expect(terminal.lines[13...].allSatisfy { $0.isEmpty })
        #expect(terminal.emulator.row == 12 && terminal.emulator.column == 2, "the cursor where the prompt left it")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
    }

    /// A terminal that takes rows away scrolls the shell's lines and the frame up together:
    /// the rows' first row is no longer where the picker drew it, and fewer rows lie below it.
    @Test func aShrinkMovesTheRowsAndLeavesNoStaleRow() throws {
        var program = try makeProgram(settings: ProgramDisplayTests.settings(.inline(.rows(12))))
        let terminal = ProgramDisplayTests.shell()
        terminal.type(Keys.right, at: 1)
        terminal.at(2, .shrink(rows: 16))
        terminal.type(Keys.right, at: 3)
        terminal.type(Keys.enter, at: 4)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("2"))
        #expect(terminal.emulator.height == 16)
        #expect(shown.filter { $0.contains("▼") }.count == 1, "one frame: \(shown)")
        #expect(shown.filter { $0.contains("Enter pick") }.count == 1, "one hint row: \(shown)")
        #expect(shown.contains("$"), "the prompt's line stays: \(shown)")
        let promptRow = try #require(shown.firstIndex(of: "$"))
        #expect(Array(shown[..<promptRow]) == (18...20).map { "line \($0)" }, "the output above untouched: \(shown)")
        #expect(program.model.layout.rows == 12, "all twelve rows again, below the prompt")
        #expect(!terminal.lines.contains(where: Self.isFrame), "its rows erased: \(terminal.lines)")
        #expect(!terminal.emulator.history.contains(where: Self.isFrame), "\(terminal.emulator.history)")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
    }

    @Test func twoResizesBeforeTheTerminalAnswersEndInOnePlacement() throws {
        var program = try makeProgram(settings: ProgramDisplayTests.settings(.inline(.rows(12))))
        let terminal = ProgramDisplayTests.shell()
        terminal.type(Keys.right, at: 1)
        terminal.at(2, .shrinkTwice(first: 20, second: 16))
        terminal.type(Keys.right, at: 3)
        terminal.type(Keys.enter, at: 4)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("2"))
        #expect(shown.filter { $0.contains("▼") }.count == 1, "one frame: \(shown)")
        #expect(shown.filter { $0.contains("Enter pick") }.count == 1, "one hint row, at the bottom: \(shown)")
        #expect(shown.last?.contains("Enter pick") == true, "\(shown)")
        #expect(program.model.layout.rows == 12)
        #expect(!terminal.lines.contains(where: Self.isFrame), "its rows erased: \(terminal.lines)")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
    }
}
