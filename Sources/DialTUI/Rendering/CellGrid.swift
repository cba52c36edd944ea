/// A rectangle of terminal cells, `width` columns by `height` rows, stored row-major.
///
/// The grid is what a view draws into and what ``FrameEncoder`` compares between frames.
/// It keeps two invariants whatever is written to it:
/// - every cell is safe to send to a terminal (see ``Cell``);
/// - a wide cell is always followed by its continuation in the same row, and a continuation
///   is always preceded by its wide cell. Overwriting either half of a wide cell turns the other
///   half into a blank of the style it had; a wide grapheme cut by the grid's edge leaves a
///   blank in `style` in the half that is inside.
///
/// Coordinates are 0-based, column first; anything outside the grid is clipped, never trapped.
public struct CellGrid: Sendable, Hashable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row: the cell at (`column`, `row`) is `cells[row * width + column]`.
    public private(set) var cells: [Cell]

    /// A grid of `width` × `height` blank cells in the default style; a negative size counts
    /// as 0, and so does a size whose cell count would overflow `Int`.
    ///
    /// - Complexity: O(width × height).
    public init(width: Int, height: Int) {
        let width = max(width, 0), height = max(height, 0)
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        self.width = overflow ? 0 : width
        self.height = overflow ? 0 : height
        cells = Array(repeating: Cell.blank(), count: overflow ? 0 : count)
    }

    /// The cell at (`column`, `row`); a blank default cell for a position outside the grid.
    ///
    /// - Complexity: O(1).
    public subscript(column column: Int, row row: Int) -> Cell {
        contains(column: column, row: row) ? cells[row * width + column] : Cell.blank()
    }

    /// Whether (`column`, `row`) is inside the grid.
    ///
    /// - Complexity: O(1).
    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < width && row >= 0 && row < height
    }

    /// Writes `cell` at (`column`, `row`), clipped to the grid.
    ///
    /// A wide cell takes (`column`, `row`) and the cell to its right; if only one of the two is
    /// inside, that one becomes a blank in the cell's style. A continuation is not written
    /// (continuations come only with their wide cell).
    /// - Complexity: O(1).
    public mutating func put(_ cell: Cell, column: Int, row: Int) {
        guard row >= 0, row < height, !cell.isContinuation else { return }
        if cell.width == 2 {
            if column >= 0, column + 1 < width {
                place(cell, at: row * width + column, column: column)
            } else if column == -1, width > 0 {
                place(Cell.blank(style: cell.style), at: row * width, column: 0)
            } else if column == width - 1, column >= 0 {
                place(Cell.blank(style: cell.style), at: row * width + column, column: column)
            }
        } else if column >= 0, column < width {
            place(cell, at: row * width + column, column: column)
        }
    }

    /// Writes `text` in `style` from (`column`, `row`) rightwards, one grapheme per cell (two
    /// for a wide one), clipped at the grid's edges.
    ///
    /// The text is first made safe with ``DisplayText/sanitize(_:)`` (so it stays on one row),
    /// then each grapheme becomes a ``Cell`` (``Cell/init(_:style:)``), except that graphemes
    /// of display width 0 are skipped. Every cell written takes exactly `style`.
    /// Text that starts left of the grid or runs past its right edge is clipped, not wrapped.
    ///
    /// ```swift
    /// var grid = CellGrid(width: 6, height: 1)
    /// grid.put("12時", column: 1, row: 0)     // " 12時 " — 時 takes two columns
    /// ```
    /// - Returns: The column just past the text: `column` plus its display width.
    /// - Complexity: O(n) in the scalars of `text`.
    @discardableResult
    public mutating func put(_ text: String, column: Int, row: Int, style: CellStyle = CellStyle()) -> Int {
        var position = column
        for character in DisplayText.sanitize(text) {
            guard let cell = Cell(visible: character, style: style) else { continue }
            if row >= 0, row < height, position > -2, position < self.width {
                put(cell, column: position, row: row)
            }
            position += cell.width
        }
        return position
    }

    /// Writes `cell` into every cell of the grid (a wide cell into every other column, with a
    /// blank in its style where an odd column is left over).
    ///
    /// - Complexity: O(width × height).
    public mutating func fill(_ cell: Cell) {
        fill(cell, columns: 0..<width, rows: 0..<height)
    }

    /// Writes `cell` into every cell of the rectangle `columns` × `rows`, clipped to the grid
    /// (a wide cell into every other column, with a blank in its style where a column is left
    /// over at the right).
    ///
    /// - Complexity: O(area of the clipped rectangle).
    public mutating func fill(_ cell: Cell, columns: Range<Int>, rows: Range<Int>) {
        guard !cell.isContinuation else { return }
        let columns = columns.clamped(to: 0..<width)
        let rows = rows.clamped(to: 0..<height)
        for row in rows {
            var column = columns.lowerBound
            while column < columns.upperBound {
                let fits = column + cell.width <= columns.upperBound
                put(fits ? cell : Cell.blank(style: cell.style), column: column, row: row)
                column += fits ? cell.width : 1
            }
        }
    }

    /// The grid as plain text, one string per row, every column included (trailing spaces
    /// kept; a wide grapheme appears once and its continuation adds nothing, so each line is
    /// `width` columns wide). Styles are left out.
    ///
    /// - Complexity: O(width × height).
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for cell in cells[(row * width)..<((row + 1) * width)] where !cell.isContinuation {
                line.append(cell.character)
            }
            return line
        }
    }

    /// The grid as plain text: ``lines`` with trailing spaces removed from each, joined with
    /// `"\n"` (no newline after the last row). Meant for golden tests.
    ///
    /// - Complexity: O(width × height).
    public var text: String {
        lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.joined(separator: "\n")
    }

    /// Stores `cell` (width 1 or 2, fitting the row) at `index`, first turning into blanks the
    /// halves of wide cells it would split.
    private mutating func place(_ cell: Cell, at index: Int, column: Int) {
        let span = cell.width
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = Cell.blank(style: cells[index - 1].style)
        }
        let last = index + span - 1
        if cells[last].width == 2, column + span < width {
            cells[last + 1] = Cell.blank(style: cells[last + 1].style)
        }
        cells[index] = cell
        if span == 2 { cells[index + 1] = Cell.continuation(style: cell.style) }
    }
}
