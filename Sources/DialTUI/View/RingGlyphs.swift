#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the ring is drawn with: Braille dots, or ASCII where the terminal's font has no Braille
/// (the Linux console).
///
/// In ASCII each cell the Braille ring would touch shows the character nearest the ring's
/// direction there, `-`, `/`, `|` or `\`; the minute ticks are `.`. The direction at a cell
/// whose centre is `(dx, dy)` from the dial's centre, in column widths (the unit in which the
/// ring is round), is the tangent `(−dy, dx)`; its angle `φ` from the horizontal picks the
/// character: `-` below 31.5°, `|` above 76.5°, a slash between (a slash in a cell twice as tall
/// as wide leans at about atan 2 ≈ 63°; the limits are half-way to it), `/` where the tangent
/// climbs to the right on screen, `\` where it falls.
public enum RingGlyphs: Sendable, Hashable {
    case braille
    case ascii

    /// `.ascii` on the Linux console (`TERM` `linux` or `linux-…`), whose fonts have no Braille;
    /// `.braille` everywhere else.
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        self = term == "linux" || term.hasPrefix("linux-") ? .ascii : .braille
    }

    /// Draws the dots of `canvas` (a curve along the ring: the ring, or a range's arc) into `grid`
    /// in these glyphs: as Braille, or each cell they touch as the ASCII character along the ring
    /// there (``asciiCharacter(column:row:layout:)``).
    /// - Complexity: O(columns × rows).
    func draw(_ canvas: BrailleCanvas, layout: DialLayout, style: CellStyle, into grid: inout CellGrid) {
        switch self {
        case .braille:
            canvas.draw(into: &grid, style: style)
        case .ascii:
            for row in 0..<canvas.rows {
                for column in 0..<canvas.columns where canvas.pattern(column: column, row: row) != 0 {
                    grid.put(Cell(Self.asciiCharacter(column: column, row: row, layout: layout), style: style), column: column, row: row)
                }
            }
        }
    }

    /// The ASCII character along the ring at the cell `column`, `row` of `layout`.
    static func asciiCharacter(column: Int, row: Int, layout: DialLayout) -> Character {
        let dx = Double(column) + 0.5 - layout.center.x
        let dy = (Double(row) + 0.5) * layout.cellAspect - layout.center.y
        let tangentX = -dy, tangentY = dx
        let degrees = atan2(abs(tangentY), abs(tangentX)) * 180 / Double.pi
        guard degrees.isFinite else { return "-" }
        if degrees < 31.5 { return "-" }
        if degrees > 76.5 { return "|" }
        // Screen y points down: a tangent with x and y of opposite signs climbs to the right.
        return (tangentX < 0) != (tangentY < 0) ? "/" : "\\"
    }
}
