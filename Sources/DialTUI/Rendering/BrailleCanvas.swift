#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A raster of dots drawn with Braille characters: each terminal cell holds a 2 × 4 block of
/// dots, so a canvas of `columns` × `rows` cells has `2·columns` × `4·rows` dots.
///
/// Dot coordinates have their origin at the top-left dot, x to the right, y down. A cell's
/// dots map to the bits of the Braille character U+2800 + pattern:
///
/// ```
///  (0,0) 0x01   (1,0) 0x08
///  (0,1) 0x02   (1,1) 0x10
///  (0,2) 0x04   (1,2) 0x20
///  (0,3) 0x40   (1,3) 0x80
/// ```
///
/// Shapes take `Double` coordinates in dots. A coordinate `c` names the dot `⌊c + ½⌋`: dot
/// `n` covers `[n − ½, n + ½)`, so whole numbers are dot centres and halves round up. Dots
/// outside the canvas are ignored and non-finite coordinates draw nothing; nothing traps.
///
/// A cell is about twice as tall as it is wide and holds 4 dots down and 2 across, so a dot is
/// roughly square; a caller who wants a round dial on a different cell shape chooses
/// `radiusX` and `radiusY` of ``ellipse(centerX:centerY:radiusX:radiusY:)`` to suit.
public struct BrailleCanvas: Sendable, Hashable {
    /// The canvas's width in cells.
    public let columns: Int
    /// The canvas's height in cells.
    public let rows: Int
    /// One dot pattern per cell, row-major.
    private var patterns: [UInt8]

    /// An empty canvas of `columns` × `rows` cells; a negative size counts as 0, and so does a
    /// size whose dot count would overflow `Int`.
    ///
    /// - Complexity: O(columns × rows).
    public init(columns: Int, rows: Int) {
        let columns = max(columns, 0), rows = max(rows, 0)
        let fits = columns <= Int.max / 2 && rows <= Int.max / 4
            && !(columns * 2).multipliedReportingOverflow(by: rows * 4).overflow
        self.columns = fits ? columns : 0
        self.rows = fits ? rows : 0
        patterns = Array(repeating: 0, count: fits ? columns * rows : 0)
    }

    /// The canvas's width in dots: `2·columns`.
    ///
    /// - Complexity: O(1).
    public var dotWidth: Int { columns * 2 }

    /// The canvas's height in dots: `4·rows`.
    ///
    /// - Complexity: O(1).
    public var dotHeight: Int { rows * 4 }

    /// Turns on the dot at (`x`, `y`); a dot outside the canvas is ignored.
    ///
    /// - Complexity: O(1).
    public mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        patterns[(y / 4) * columns + x / 2] |= Self.bit(x: x, y: y)
    }

    /// Whether the dot at (`x`, `y`) is on; false outside the canvas.
    ///
    /// - Complexity: O(1).
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return patterns[(y / 4) * columns + x / 2] & Self.bit(x: x, y: y) != 0
    }

    /// The dot pattern of the cell at (`column`, `row`), the offset of its Braille character
    /// from U+2800; 0 outside the canvas.
    ///
    /// - Complexity: O(1).
    public func pattern(column: Int, row: Int) -> UInt8 {
        guard column >= 0, row >= 0, column < columns, row < rows else { return 0 }
        return patterns[row * columns + column]
    }

    /// Turns every dot off.
    ///
    /// - Complexity: O(columns × rows).
    public mutating func clear() {
        for index in patterns.indices { patterns[index] = 0 }
    }

    /// Draws the segment from `start` to `end` with Bresenham's integer algorithm.
    ///
    /// The endpoints round to dots as the canvas describes; the dots drawn form an 8-connected
    /// path between them, one dot per step along the major axis, including both ends. A
    /// segment that leaves the canvas is first clipped to it (Liang–Barsky, in `Double`), so
    /// its cost is bounded by the canvas, not by its length; near the edge its dots can then
    /// differ by one from those of the unclipped segment. Non-finite endpoints, or endpoints
    /// so far apart that their difference overflows, draw nothing.
    ///
    /// ```swift
    /// canvas.line(from: (x: 0, y: 0), to: (x: 7, y: 3))
    /// ```
    /// - Complexity: O(dotWidth + dotHeight).
    public mutating func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
        let dx = end.x - start.x, dy = end.y - start.y
        guard dx.isFinite, dy.isFinite, start.x.isFinite, start.y.isFinite else { return }
        // Clip against a box one dot wider on each side than the canvas, so rounding at the
        // edges still reaches the outermost dots.
        let low = -1.0, right = Double(dotWidth), bottom = Double(dotHeight)
        var entry = 0.0, exit = 1.0
        // The part of the segment on the inner side of the edge `p·t ≤ q`; false if none.
        func clip(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let t = q / p
            if p < 0 {
                entry = max(entry, t)
            } else {
                exit = min(exit, t)
            }
            return entry <= exit
        }
        guard clip(-dx, start.x - low), clip(dx, right - start.x),
              clip(-dy, start.y - low), clip(dy, bottom - start.y) else { return }
        let from = entry > 0 ? (start.x + entry * dx, start.y + entry * dy) : start
        let to = exit < 1 ? (start.x + exit * dx, start.y + exit * dy) : end
        bresenham(Self.dot(from.0), Self.dot(from.1), Self.dot(to.0), Self.dot(to.1))
    }

    /// Draws the closed ring `((x − cx)/rx)² + ((y − cy)/ry)² = 1`, axis-aligned, with no gaps.
    ///
    /// The ellipse is sampled at equal steps of its parameter θ, `(cx + rx·sin θ, cy − ry·cos θ)`
    /// from 12 o'clock clockwise: `m = max(2, ⌊π·max(rx, ry)⌋ + 1)` steps per quarter turn, at
    /// most 16 384, so samples are at most half a dot apart on rings up to about 10 000 dots
    /// across. The sines and cosines of one quarter (a unit vector turned by `π/2m` per step)
    /// are mirrored into the other three, so the four extremes are samples and the ring is
    /// symmetric about both axes up to rounding. Consecutive samples, last to first included,
    /// are joined with ``line(from:to:)``: the dots form one closed 8-connected ring, each within
    /// about a dot of the true curve. A radius is taken as its magnitude; a zero radius gives a
    /// line or a single dot.
    ///
    /// The radii are taken a hair smaller, by the factor `1 − 2⁻³⁰`, so that a sample falling
    /// exactly between two dots goes to the one nearer the centre rather than the one below or
    /// to the right: a ring centred between dots, as a dial on an even-sized canvas is, comes
    /// out symmetric.
    ///
    /// ```swift
    /// var canvas = BrailleCanvas(columns: 10, rows: 5)               // 20 × 20 dots
    /// canvas.ellipse(centerX: 9.5, centerY: 9.5, radiusX: 9, radiusY: 9)
    /// ```
    /// - Complexity: O(m) segments of O(1) dots each.
    public mutating func ellipse(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double) {
        let rx = abs(radiusX) * (1 - 0x1p-30), ry = abs(radiusY) * (1 - 0x1p-30)
        guard centerX.isFinite, centerY.isFinite, rx.isFinite, ry.isFinite else { return }
        let wanted = Double.pi * max(rx, ry)
        let quarter = wanted < 16_383 ? max(Int(wanted.rounded(.down)) + 1, 2) : 16_384
        let step = Double.pi / 2 / Double(quarter)
        let turn = (cosine: cos(step), sine: sin(step))
        let top = (x: centerX, y: centerY - ry)
        var previous = top
        for quadrant in 0..<4 {
            var cosine = 1.0, sine = 0.0       // of the angle within this quadrant
            for _ in 0..<quarter {
                let point = switch quadrant {
                case 0: (x: centerX + rx * sine, y: centerY - ry * cosine)
                case 1: (x: centerX + rx * cosine, y: centerY + ry * sine)
                case 2: (x: centerX - rx * sine, y: centerY + ry * cosine)
                default: (x: centerX - rx * cosine, y: centerY - ry * sine)
                }
                line(from: previous, to: point)
                previous = point
                (cosine, sine) = (cosine * turn.cosine - sine * turn.sine, sine * turn.cosine + cosine * turn.sine)
            }
        }
        line(from: previous, to: top)
    }

    /// Writes each cell that has at least one dot on into `grid` as its Braille character in
    /// `style`, with the canvas's top-left cell at (`column`, `row`) of the grid.
    ///
    /// Layering: cells with no dot leave the grid as it was, and a cell with dots replaces
    /// whatever the grid held there. So text put on the grid before drawing shows through
    /// wherever the canvas is empty, and text put after drawing sits on top of the dots. Cells
    /// outside the grid are clipped.
    /// - Complexity: O(columns × rows).
    public func draw(into grid: inout CellGrid, column: Int = 0, row: Int = 0, style: CellStyle = CellStyle()) {
        for cellRow in 0..<rows {
            for cellColumn in 0..<columns {
                let bits = patterns[cellRow * columns + cellColumn]
                guard bits != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(bits)) else { continue }
                grid.put(Cell(checked: Character(scalar), width: 1, style: style),
                         column: column + cellColumn, row: row + cellRow)
            }
        }
    }

    /// The bit of dot (`x`, `y`) within its cell's pattern.
    private static func bit(x: Int, y: Int) -> UInt8 {
        let dx = x & 1, dy = y & 3
        return dy < 3 ? UInt8(1) << (dy + 3 * dx) : UInt8(0x40) << dx
    }

    /// The dot a coordinate names: `⌊c + ½⌋`, for a `c` already clipped near the canvas.
    private static func dot(_ coordinate: Double) -> Int {
        Int((coordinate + 0.5).rounded(.down))
    }

    /// Bresenham's line between two dots, both ends included.
    private mutating func bresenham(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var x = x0, y = y0, error = dx + dy
        while true {
            set(x: x, y: y)
            if x == x1, y == y1 { return }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        }
    }
}
