import DialTUI
import Testing

@Suite(.timeLimit(.minutes(3))) struct PickerViewTests {
    /// The cells of the first occurrence of `text` on `grid`'s rows.
    func cells(of text: String, in grid: CellGrid) -> [Cell]? {
        let needle = Array(text)
        for (row, line) in grid.lines.enumerated() {
            let characters = Array(line)
            guard characters.count >= needle.count else { continue }
            for column in 0...(characters.count - needle.count) where Array(characters[column..<(column + needle.count)]) == needle {
                return (column..<(column + needle.count)).map { grid[column: $0, row: row] }
            }
        }
        return nil
    }

    @Test func theSelectedLabelIsInReverseVideo() throws {
        let grid = try GoldenFrame.grid(["--initial", "7"], columns: 40, rows: 14)
        let selected = try #require(cells(of: " 7 ", in: grid)?.dropFirst().first)
        #expect(selected.style.reverse)
        let other = try #require(cells(of: " 8 ", in: grid)?.dropFirst().first)
        #expect(!other.style.reverse)
    }

    @Test func thePointerSitsAtTwelveOnTheRing() throws {
        for (columns, rows) in [(40, 14), (80, 24), (120, 40), (61, 19)] {
            let grid = try GoldenFrame.grid([], columns: columns, rows: rows)
            let pointerRow = try #require(grid.lines.firstIndex { $0.contains("▼") })
            let line = grid.lines[pointerRow]
            let column = line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "▼")))
            #expect(abs(column - columns / 2) <= 1, "the pointer is centred at \(columns)×\(rows)")
            #expect(grid.lines[pointerRow + 1].contains("12"), "label 12 is under the pointer at \(columns)×\(rows)")
        }
    }

    @Test func theDialIsRoundForTheCellShape() throws {
        // On cells twice as tall as wide, the ring is twice as many columns wide as rows tall.
        let grid = try GoldenFrame.grid([], columns: 120, rows: 40)
        let ringRows = grid.lines.indices.filter { row in grid.lines[row].unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
        let height = try #require(ringRows.last) - ringRows[0] + 1
        var minColumn = Int.max, maxColumn = Int.min
        for line in grid.lines {
            for (column, character) in line.enumerated() where character.unicodeScalars.first.map({ (0x2801...0x28FF).contains($0.value) }) == true {
                minColumn = min(minColumn, column)
                maxColumn = max(maxColumn, column)
            }
        }
        let width = maxColumn - minColumn + 1
        #expect(abs(Double(width) / Double(height) - 2) < 0.15, "\(width) columns by \(height) rows")
    }

    @Test func theCellShapeChangesTheRing() throws {
        let options = try PickerOptions.parse([])
        let square = try PickerModel(stages: options.stages, columns: 80, rows: 40, cellAspect: 1)
        let tall = try PickerModel(stages: options.stages, columns: 80, rows: 40, cellAspect: 2.5)
        #expect(tall.layout.radius > square.layout.radius, "taller cells give more height in column widths")
        #expect(PickerView.render(square).text != PickerView.render(tall).text)
    }

    @Test func theHintShowsTheEssentialKeysFirst() throws {
        let grid = try GoldenFrame.grid([], columns: 40, rows: 14)
        #expect(grid.lines.last?.contains("Enter pick") == true)
        #expect(grid.lines.last?.contains("Esc cancel") == true)
    }

    @Test func noControlCharacterReachesTheGrid() throws {
        let grid = try GoldenFrame.grid(["--labels", "a\u{1B}]0;title\u{07},b\u{9B}2J,c\u{202E}d"], columns: 40, rows: 14)
        for cell in grid.cells {
            for scalar in cell.character.unicodeScalars {
                #expect(DisplayText.isSafe(scalar), "U+\(String(scalar.value, radix: 16)) reached the grid")
            }
        }
    }
}
