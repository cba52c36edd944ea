import Testing
import PropertyTesting
@testable import DialTUI

@Suite(.timeLimit(.minutes(3))) struct CellTests {
    @Test func measuresItsGrapheme() {
        #expect(Cell("a").width == 1)
        #expect(Cell("時").width == 2)
        #expect(Cell("😀").width == 2)
        #expect(!Cell("時").isContinuation)
        #expect(Cell.continuation(style: CellStyle()).isContinuation)
    }

    @Test func neverHoldsAControl() {
        #expect(Cell("\u{1B}").character == "\u{FFFD}")
        #expect(Cell("\u{9B}").character == "\u{FFFD}")
        #expect(Cell("\u{202E}").character == "\u{FFFD}")
        #expect(Cell("\u{1B}").width == 1)
    }

    @Test func keepsGraphemesOfUpToFifteenBytes() {
        let graphemes: [Character] = ["a", "é", "e\u{301}", "時", "⣿", "😀", "🇯🇵", "#️⃣", "👍🏽", "🏳️‍🌈", "\u{FFFD}"]
        for grapheme in graphemes {
            let cell = Cell(grapheme)
            #expect(Array(String(cell.character).utf8) == Array(String(grapheme).utf8))
            #expect(cell.width == DisplayText.displayWidth(of: grapheme))
        }
        #expect(String(Cell("🏳️‍🌈").character).utf8.count == 14)
    }

    @Test func keepsAGraphemeOfExactlyFifteenBytesWhole() {
        // 👩🏽‍💻 is U+1F469 U+1F3FD U+200D U+1F4BB: 4 + 4 + 3 + 4 = 15 bytes.
        let technologist: Character = "👩🏽‍💻"
        #expect(String(technologist).utf8.count == 15)
        #expect(Cell(technologist).character == technologist)
        #expect(Cell(technologist).width == 2)
        #expect(Cell(technologist).utf8Count == 15)
        let accented = Character("a" + String(repeating: "\u{301}", count: 7))
        #expect(String(accented).utf8.count == 15)
        #expect(Cell(accented).character == accented)
    }

    @Test func reducesAGraphemeOfSixteenBytesToItsFirstScalar() {
        // a and five U+20DD (three bytes each): 16 bytes.
        let circled = Character("a" + String(repeating: "\u{20DD}", count: 5))
        #expect(String(circled).utf8.count == 16)
        #expect(Cell(circled).character == "a")
        #expect(Cell(circled).utf8Count == 1)
        let accented = Character("a" + String(repeating: "\u{301}", count: 8))
        #expect(String(accented).utf8.count == 17)
        #expect(Cell(accented).character == "a")
    }

    @Test func reducesLongerGraphemesToTheirFirstScalar() {
        #expect(Cell("👨‍👩‍👧‍👦").character == "👨")
        #expect(Cell("👨‍👩‍👧‍👦").width == 2)
        #expect(Cell("🏳️‍⚧️").character == "🏳")
        #expect(Cell("🏳️‍⚧️").width == 1)
        let zalgo = Character("e" + String(repeating: "\u{301}", count: 10))
        #expect(Cell(zalgo).character == "e")
        var grid = CellGrid(width: 4, height: 1)
        #expect(grid.put("🏳️‍⚧️x", column: 0, row: 0) == 2)
        #expect(grid.lines == ["🏳x  "])
    }

    @Test func zeroWidthBecomesASpace() {
        #expect(Cell("\u{301}") == Cell.blank())
        #expect(Cell("\u{200B}", style: CellStyle(bold: true)) == Cell.blank(style: CellStyle(bold: true)))
    }
}

@Suite(.timeLimit(.minutes(3))) struct CellGridTests {
    @Test func startsBlank() {
        let grid = CellGrid(width: 3, height: 2)
        #expect(grid.cells.count == 6)
        #expect(grid.cells.allSatisfy { $0 == Cell.blank() })
        #expect(grid.lines == ["   ", "   "])
        #expect(grid.text == "\n")
    }

    @Test func negativeOrOverflowingSizesAreEmpty() {
        #expect(CellGrid(width: -3, height: 2).cells.isEmpty)
        #expect(CellGrid(width: -3, height: 2).width == 0)
        let huge = CellGrid(width: Int.max, height: 3)
        #expect(huge.width == 0 && huge.height == 0 && huge.cells.isEmpty)
    }

    @Test func putWritesTextInItsStyle() {
        var grid = CellGrid(width: 6, height: 2)
        let bold = CellStyle(bold: true)
        let end = grid.put("12", column: 1, row: 1, style: bold)
        #expect(end == 3)
        #expect(grid.text == "\n 12")
        #expect(grid[column: 1, row: 1] == Cell("1", style: bold))
        #expect(grid[column: 2, row: 1].style == bold)
        #expect(grid[column: 3, row: 1].style == CellStyle())
    }

    @Test func clipsAtEveryEdge() {
        var grid = CellGrid(width: 5, height: 2)
        #expect(grid.put("abc", column: -1, row: 0) == 2)
        #expect(grid.put("vwxyz", column: 3, row: 1) == 8)
        grid.put("nope", column: 0, row: 2)
        grid.put("nope", column: 0, row: -1)
        grid.put("nope", column: 5, row: 0)
        grid.put("nope", column: -4, row: 0)
        #expect(grid.lines == ["bc   ", "   vw"])
    }

    @Test func outsideCellsReadAsBlank() {
        var grid = CellGrid(width: 2, height: 1)
        grid.fill(Cell("x"))
        #expect(grid[column: -1, row: 0] == Cell.blank())
        #expect(grid[column: 2, row: 0] == Cell.blank())
        #expect(grid[column: 0, row: 1] == Cell.blank())
        #expect(grid[column: 1, row: 0] == Cell("x"))
    }

    @Test func wideGraphemesTakeTwoCells() {
        var grid = CellGrid(width: 6, height: 1)
        let style = CellStyle(reverse: true)
        #expect(grid.put("12時", column: 1, row: 0, style: style) == 5)
        #expect(grid.lines == [" 12時 "])
        #expect(grid[column: 3, row: 0].width == 2)
        #expect(grid[column: 4, row: 0].isContinuation)
        #expect(grid[column: 4, row: 0].style == style)
        #expect(DisplayText.displayWidth(of: grid.lines[0]) == grid.width)
    }

    @Test func wideGraphemeCutByAnEdgeLeavesAStyledBlank() {
        let style = CellStyle(underline: true)
        var grid = CellGrid(width: 4, height: 2)
        grid.put("ab時", column: 1, row: 0, style: style)
        #expect(grid.lines[0] == " ab ")
        #expect(grid[column: 3, row: 0] == Cell.blank(style: style))
        grid.put("時x", column: -1, row: 1, style: style)
        #expect(grid.lines[1] == " x  ")
        #expect(grid[column: 0, row: 1] == Cell.blank(style: style))
    }

    @Test func overwritingHalfAWideCellBlanksTheOtherHalf() {
        let red = CellStyle(foreground: .ansi(.red))
        var grid = CellGrid(width: 5, height: 3)
        for row in 0..<3 { grid.put("時", column: 1, row: row, style: red) }
        grid.put("x", column: 2, row: 0)         // the right half
        grid.put("y", column: 1, row: 1)         // the left half
        grid.put("字", column: 2, row: 2)        // straddles the right half
        #expect(grid.lines == ["  x  ", " y   ", "  字 "])
        #expect(grid[column: 1, row: 0] == Cell.blank(style: red))
        #expect(grid[column: 2, row: 1] == Cell.blank(style: red))
        #expect(grid[column: 1, row: 2] == Cell.blank(style: red))
    }

    @Test func textIsSanitizedAndZeroWidthGraphemesSkipped() {
        var grid = CellGrid(width: 8, height: 1)
        grid.put("\u{301}a\u{1B}[31mb\nc\u{7}", column: 0, row: 0)
        #expect(grid.lines == ["ab c\u{FFFD}   "])
    }

    @Test func fillCoversTheGridOrARectangle() {
        var grid = CellGrid(width: 5, height: 3)
        grid.fill(Cell("."))
        grid.fill(Cell("#"), columns: 3..<9, rows: -2..<2)
        grid.fill(Cell("時"), columns: 0..<3, rows: 2..<3)
        #expect(grid.lines == ["...##", "...##", "時 .."])
        #expect(grid[column: 2, row: 2] == Cell.blank())
    }

    @Test func linesKeepAndTextTrimsTrailingSpaces() {
        var grid = CellGrid(width: 4, height: 3)
        grid.put("a", column: 1, row: 0)
        grid.put("b c", column: 0, row: 2)
        #expect(grid.lines == [" a  ", "    ", "b c "])
        #expect(grid.text == " a\n\nb c")
    }

    @Test func equalityComparesTextAndStyle() {
        var a = CellGrid(width: 3, height: 1)
        var b = CellGrid(width: 3, height: 1)
        a.put("ok", column: 0, row: 0)
        b.put("ok", column: 0, row: 0)
        #expect(a == b)
        b.put("k", column: 1, row: 0, style: CellStyle(bold: true))
        #expect(a != b)
        #expect(CellGrid(width: 3, height: 1) != CellGrid(width: 1, height: 3))
    }

    @Test func putsKeepTheGridsInvariants() {
        let text = Gen<String>.element(of: ["a", "時", "😀x", "ab時c", "字字", "\u{1B}[1m", "é\u{301}", "\u{301}"])
            .array(count: 1...3).map { $0.joined() }
        let put = zip(text, Gen<Int>.int(in: -3...8), Gen<Int>.int(in: -1...3), Gen<Bool>.bool)
        property("puts keep the grid's invariants", put.array(count: 0...12)) { puts in
            var grid = CellGrid(width: 6, height: 3)
            for (text, column, row, bold) in puts {
                grid.put(text, column: column, row: row, style: CellStyle(bold: bold))
            }
            for row in 0..<grid.height {
                for column in 0..<grid.width {
                    let cell = grid[column: column, row: row]
                    try ensure(cell.character.unicodeScalars.allSatisfy(DisplayText.isSafe), "unsafe cell")
                    if cell.width == 2 {
                        let next = grid[column: column + 1, row: row]
                        try ensure(column + 1 < grid.width && next.isContinuation, "wide cell without continuation at \(column),\(row)")
                        try ensureEqual(next.style, cell.style, "continuation style")
                    }
                    if cell.isContinuation {
                        try ensure(column > 0 && grid[column: column - 1, row: row].width == 2, "stray continuation at \(column),\(row)")
                    }
                }
                try ensureEqual(DisplayText.displayWidth(of: grid.lines[row]), grid.width, "row \(row) width")
            }
        }
    }
}
