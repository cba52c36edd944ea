@testable import DialTUI
import Testing

/// Where the terminal's font has no Braille (the Linux console, `TERM=linux`), the ring is drawn
/// with ASCII: `-` `|` `/` `\` along its tangent, `.` for the minute ticks.
@Suite(.timeLimit(.minutes(3))) struct AsciiRingTests {
    static func isBraille(_ cell: Cell) -> Bool {
        cell.character.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
    }

    static func grid(_ arguments: [String], glyphs: RingGlyphs, columns: Int = 60, rows: Int = 22) throws -> CellGrid {
        let options = try PickerOptions.parse(arguments)
        var model = try PickerModel(stages: options.stages, columns: columns, rows: rows)
        model.setRingGlyphs(glyphs)
        return PickerView.render(model)
    }

    @Test func theLinuxConsoleGetsASCII() {
        #expect(RingGlyphs(environment: ["TERM": "linux"]) == .ascii)
        #expect(RingGlyphs(environment: ["TERM": "linux-16color"]) == .ascii)
        #expect(RingGlyphs(environment: ["TERM": "xterm-256color"]) == .braille)
        #expect(RingGlyphs(environment: [:]) == .braille)
    }

    @Test(arguments: [["--face", "hours12"], ["--face", "minutes"], ["--time", "--initial", "09:41"]])
    func noBrailleAndARingOfTangents(_ arguments: [String]) throws {
        let grid = try Self.grid(arguments, glyphs: .ascii)
        #expect(!grid.cells.contains(where: Self.isBraille), "\(arguments): \(grid.text)")
        let ring = grid.cells.filter { $0.style == PickerView.Palette.ring }.map(\.character)
        for glyph: Character in ["-", "|", "/", "\\"] {
            #expect(ring.contains(glyph), "\(arguments): \(glyph) on the ring: \(grid.text)")
        }
        #expect(grid.text.contains("▼"), "the pointer")
        // The ring's cells are the Braille ring's cells.
        let braille = try Self.grid(arguments, glyphs: .braille)
        let ringCells = grid.cells.indices.filter { grid.cells[$0].style == PickerView.Palette.ring && grid.cells[$0].character != "." }
        let brailleCells = braille.cells.indices.filter { braille.cells[$0].style == PickerView.Palette.ring && Self.isBraille(braille.cells[$0]) }
        #expect(Set(ringCells).isSubset(of: Set(brailleCells)))
    }

    @Test func theSidesAreBarsAndTheTopAndBottomDashes() throws {
        let grid = try Self.grid([], glyphs: .ascii)
        let lines = grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let middle = lines[lines.count / 2 - 1]
        #expect(middle.trimmingSpaces.hasPrefix("|") && middle.trimmingSpaces.hasSuffix("|"), "\(grid.text)")
        let bottom = lines.last { $0.contains("-") } ?? ""
        #expect(bottom.contains("---"), "\(grid.text)")
    }
}

private extension String {
    var trimmingSpaces: String {
        String(reversed().drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }))
    }
}
