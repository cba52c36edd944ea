@testable import DialTUI
import Testing

/// Fewer rows than a dial needs (`--height 1` to `9`, a tiny terminal): a one-line picker, as
/// fzf draws, never a message asking for a larger terminal.
@Suite(.timeLimit(.minutes(3))) struct CompactViewTests {
    /// The row holding the selected label in reverse video, and that label's text.
    static func selected(in grid: CellGrid) -> (row: Int, text: String)? {
        for row in 0..<grid.height {
            let cells = (0..<grid.width).map { grid.cells[row * grid.width + $0] }
            let reversed = cells.filter { $0.style.reverse && !$0.isContinuation }
            if !reversed.isEmpty {
                let text = String(reversed.map(\.character))
                return (row, String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()))
            }
        }
        return nil
    }

    @Test(arguments: 1...9)
    func everyHeightBelowADialShowsThePicker(_ rows: Int) throws {
        let grid = try GoldenFrame.grid([], columns: 60, rows: rows, keys: [.right], settle: 10)
        #expect(!grid.text.contains("too small"), "\(rows) rows: \(grid.text)")
        let shown = try #require(Self.selected(in: grid), "\(rows) rows: the selected label shows")
        #expect(shown.text == "1", "\(rows) rows: \(grid.text)")
        #expect(grid.text.contains("12") && grid.text.contains("2"), "its neighbours beside it: \(grid.text)")
    }

    @Test func oneRowGolden() throws {
        let grid = try GoldenFrame.grid(["--face", "hours24", "--initial", "09"], columns: 40, rows: 1)
        #expect(grid.text == "◀  05  06  07  08  09  10  11  12  13  ▶")
        #expect(Self.selected(in: grid)?.text == "09")
    }

    @Test func theHeaderAndTheHintWhenThereIsRoomForThem() throws {
        let options = try PickerOptions.parse(["--labels", "red,green,blue"])
        var model = try PickerModel(stages: options.stages, columns: 40, rows: 3)
        model.setHeader("Pick a colour")
        let lines = PickerView.render(model).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0].contains("Pick a colour"))
        #expect(lines[1].contains("red") && lines[1].contains("green") && lines[1].contains("blue"))
        #expect(lines[2].contains("Enter pick"))
    }

    @Test func timeShowsBothDialsOnTheLine() throws {
        let grid = try GoldenFrame.grid(["--time", "--initial", "09:41", "--clock", "24"], columns: 60, rows: 2)
        #expect(grid.text.contains("hour 09") && grid.text.contains("minute 41"), "\(grid.text)")
        #expect(!grid.text.contains("too small"))
    }

    @Test func aClickFindsNoLabelOfARingThatIsNotDrawn() throws {
        let options = try PickerOptions.parse([])
        let model = try PickerModel(stages: options.stages, columns: 40, rows: 3)
        #expect(model.layout.isTooSmall)
        for row in 0..<3 {
            for column in 0..<40 {
                #expect(model.label(atColumn: column, row: row) == nil, "\(column),\(row)")
            }
        }
    }

    @Test(arguments: 1...9)
    func inlineHeightsBelowADialPickOnTheLine(_ rows: Int) throws {
        var program = try makeProgram(settings: ProgramDisplayTests.settings(.inline(.rows(rows))))
        let terminal = ProgramDisplayTests.shell()
        terminal.type(Keys.right, at: 1)
        terminal.type(Keys.enter, at: 2)
        let (ending, shown) = terminal.session(&program)
        #expect(ending == .chose("1"))
        #expect(!shown.joined().contains("too small"), "\(rows) rows")
        #expect(shown[13...].joined().contains("1"), "\(rows) rows: \(shown)")
        #expect(terminal.emulator.problems.isEmpty, "\(terminal.emulator.problems)")
    }
}
