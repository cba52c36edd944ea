import Testing
import PropertyTesting
@testable import DialTUI

/// The canvas drawn alone into a grid of its own size, as text.
private func picture(_ canvas: BrailleCanvas) -> [String] {
    var grid = CellGrid(width: canvas.columns, height: canvas.rows)
    canvas.draw(into: &grid)
    return grid.lines
}

/// The dots that are on, as (x, y) pairs.
private func dots(_ canvas: BrailleCanvas) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for y in 0..<canvas.dotHeight {
        for x in 0..<canvas.dotWidth where canvas.isSet(x: x, y: y) { result.append((x, y)) }
    }
    return result
}

/// The number of dots that are on among the 8 around (x, y).
private func neighbourCount(_ canvas: BrailleCanvas, x: Int, y: Int) -> Int {
    var count = 0
    for dy in -1...1 {
        for dx in -1...1 where (dx, dy) != (0, 0) && canvas.isSet(x: x + dx, y: y + dy) { count += 1 }
    }
    return count
}

/// Whether the dots that are on form one 8-connected set.
private func isConnected(_ canvas: BrailleCanvas) -> Bool {
    let on = dots(canvas)
    guard let first = on.first else { return true }
    var seen: Set<Int> = [first.y * canvas.dotWidth + first.x]
    var queue = [first]
    while let (x, y) = queue.popLast() {
        for dy in -1...1 {
            for dx in -1...1 where canvas.isSet(x: x + dx, y: y + dy) {
                if seen.insert((y + dy) * canvas.dotWidth + x + dx).inserted { queue.append((x + dx, y + dy)) }
            }
        }
    }
    return seen.count == on.count
}

@Suite(.timeLimit(.minutes(3))) struct BrailleCanvasTests {
    @Test func eachDotHasItsBit() {
        let expected: [(x: Int, y: Int, bits: UInt8)] = [
            (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08),
            (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40), (1, 3, 0x80),
        ]
        for (x, y, bits) in expected {
            var canvas = BrailleCanvas(columns: 2, rows: 2)
            canvas.set(x: x + 2, y: y + 4)
            #expect(canvas.pattern(column: 1, row: 1) == bits)
            #expect(canvas.isSet(x: x + 2, y: y + 4))
            #expect(dots(canvas).count == 1)
        }
    }

    @Test func cellsRenderAsBrailleCharacters() {
        var canvas = BrailleCanvas(columns: 3, rows: 1)
        canvas.set(x: 0, y: 0)
        canvas.set(x: 3, y: 3)
        for y in 0..<4 { for x in 4..<6 { canvas.set(x: x, y: y) } }
        #expect(picture(canvas) == ["⠁⢀⣿"])
    }

    @Test func dotsOutsideAreIgnored() {
        var canvas = BrailleCanvas(columns: 1, rows: 1)
        for (x, y) in [(-1, 0), (0, -1), (2, 0), (0, 4), (Int.min, Int.max), (Int.max, Int.min)] {
            canvas.set(x: x, y: y)
            #expect(!canvas.isSet(x: x, y: y))
        }
        #expect(canvas.pattern(column: 0, row: 0) == 0)
        #expect(canvas.pattern(column: 5, row: -1) == 0)
        #expect(BrailleCanvas(columns: -2, rows: 3).dotWidth == 0)
        #expect(BrailleCanvas(columns: Int.max, rows: Int.max).dotHeight == 0)
    }

    @Test func clearTurnsEveryDotOff() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.line(from: (x: 0, y: 0), to: (x: 3, y: 3))
        #expect(!dots(canvas).isEmpty)
        canvas.clear()
        #expect(dots(canvas).isEmpty)
    }

    @Test func linesFollowBresenham() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.line(from: (x: 0, y: 0), to: (x: 3, y: 3))
        #expect(picture(canvas) == ["⠑⢄"])
        canvas.clear()
        canvas.line(from: (x: 3, y: 0), to: (x: 0, y: 0))
        #expect(picture(canvas) == ["⠉⠉"])
        canvas.clear()
        canvas.line(from: (x: 0, y: 0), to: (x: 3, y: 1))
        #expect(dots(canvas).map { [$0.x, $0.y] } == [[0, 0], [1, 0], [2, 1], [3, 1]])
    }

    @Test func coordinatesRoundHalfUp() {
        var canvas = BrailleCanvas(columns: 3, rows: 2)
        canvas.line(from: (x: 1.5, y: 0.49), to: (x: 1.5, y: 0.49))
        canvas.line(from: (x: 4.49, y: 2.5), to: (x: 4.49, y: 2.5))
        canvas.line(from: (x: -0.5, y: -0.5), to: (x: -0.5, y: -0.5))
        canvas.line(from: (x: -0.51, y: 7), to: (x: -0.51, y: 7))
        #expect(dots(canvas).map { [$0.x, $0.y] } == [[0, 0], [2, 0], [4, 3]])
    }

    @Test func longLinesAreClippedToTheCanvas() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.line(from: (x: -1e12, y: 0), to: (x: 1e12, y: 0))
        canvas.line(from: (x: 1, y: -5e15), to: (x: 1, y: 5e15))
        #expect(picture(canvas) == ["⢹⠉"])
        canvas.line(from: (x: -100, y: -100), to: (x: -1, y: 50))
        #expect(picture(canvas) == ["⢹⠉"])
    }

    @Test func nonFiniteShapesDrawNothing() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.line(from: (x: .nan, y: 0), to: (x: 1, y: 1))
        canvas.line(from: (x: 0, y: 0), to: (x: .infinity, y: 1))
        canvas.line(from: (x: -.greatestFiniteMagnitude, y: 0), to: (x: .greatestFiniteMagnitude, y: 0))
        canvas.ellipse(centerX: .nan, centerY: 1, radiusX: 1, radiusY: 1)
        canvas.ellipse(centerX: 1, centerY: 1, radiusX: .infinity, radiusY: 1)
        #expect(dots(canvas).isEmpty)
    }

    @Test func linesAreConnectedPathsBetweenTheirEnds() {
        let coordinate = Gen<Int>.int(in: 0...19)
        property("lines are 8-connected paths", zip(coordinate, coordinate, coordinate, coordinate)) { x0, y0, x1, y1 in
            var canvas = BrailleCanvas(columns: 10, rows: 5)
            canvas.line(from: (x: Double(x0), y: Double(y0)), to: (x: Double(x1), y: Double(y1)))
            try ensure(canvas.isSet(x: x0, y: y0) && canvas.isSet(x: x1, y: y1), "an end is missing")
            try ensureEqual(dots(canvas).count, max(abs(x1 - x0), abs(y1 - y0)) + 1, "dot count")
            try ensure(isConnected(canvas), "the path has a gap")
        }
    }

    @Test func ellipseGolden() {
        var canvas = BrailleCanvas(columns: 6, rows: 3)
        canvas.ellipse(centerX: 5.5, centerY: 5.5, radiusX: 4.9, radiusY: 4.9)
        #expect(picture(canvas) == [
            "⢀⠔⠒⠒⠢⡀",
            "⢸    ⡇",
            "⠈⠢⠤⠤⠔⠁",
        ])
    }

    @Test func dialRingGolden() {
        var canvas = BrailleCanvas(columns: 10, rows: 5)
        canvas.ellipse(centerX: 9.5, centerY: 9.5, radiusX: 9, radiusY: 9)
        // Centred between dots, the ring is symmetric about both axes.
        #expect(picture(canvas) == [
            " ⢀⡤⠒⠒⠒⠒⢤⡀ ",
            "⢠⠋      ⠙⡄",
            "⢸        ⡇",
            "⠘⣄      ⣠⠃",
            " ⠈⠓⠤⠤⠤⠤⠚⠁ ",
        ])
        for y in 0..<canvas.dotHeight {
            for x in 0..<canvas.dotWidth {
                #expect(canvas.isSet(x: x, y: y) == canvas.isSet(x: 19 - x, y: y))
                #expect(canvas.isSet(x: x, y: y) == canvas.isSet(x: x, y: 19 - y))
            }
        }
    }

    @Test func tinyEllipsesAreADot() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.ellipse(centerX: 2, centerY: 1, radiusX: 0, radiusY: -0)
        #expect(dots(canvas).map { [$0.x, $0.y] } == [[2, 1]])
    }

    @Test func ellipsesAreClosedRingsWithoutGaps() {
        let cases = zip(Gen<Double>.double(in: 20...40), Gen<Double>.double(in: 20...40),
                        Gen<Double>.double(in: 2...18), Gen<Double>.double(in: 2...18))
        property("ellipses are closed rings", cases) { cx, cy, rx, ry in
            var canvas = BrailleCanvas(columns: 30, rows: 15)
            canvas.ellipse(centerX: cx, centerY: cy, radiusX: rx, radiusY: ry)
            let on = dots(canvas)
            try ensure(isConnected(canvas), "the ring has a gap")
            for (x, y) in on {
                try ensure(neighbourCount(canvas, x: x, y: y) >= 2, "loose end at \(x),\(y)")
                // Every dot lies within a dot of the curve, measured along the ray from the centre.
                let u = (Double(x) - cx) / rx, v = (Double(y) - cy) / ry
                let radial = (u * u + v * v).squareRoot()
                try ensure(abs(radial - 1) * min(rx, ry) <= 1.5, "dot \(x),\(y) is off the curve")
            }
            // The ring reaches the ellipse's four extremes: a dot on within half a dot of each
            // (a hair more: the radii are shrunk by a factor 1 − 2⁻³⁰).
            for (x, y) in [(cx, cy - ry), (cx, cy + ry), (cx - rx, cy), (cx + rx, cy)] {
                let near = on.contains { abs(Double($0.x) - x) <= 0.5 + 1e-6 && abs(Double($0.y) - y) <= 0.5 + 1e-6 }
                try ensure(near, "no dot at the extreme \(x),\(y)")
            }
        }
    }

    @Test func ringsLargerThanTheCanvasAreClipped() {
        var canvas = BrailleCanvas(columns: 4, rows: 2)
        canvas.ellipse(centerX: 4, centerY: 4, radiusX: 1e9, radiusY: 1e9)
        canvas.ellipse(centerX: 0, centerY: 0, radiusX: 6, radiusY: 6)
        #expect(!dots(canvas).isEmpty)
        #expect(isConnected(canvas))
    }

    @Test func drawLeavesEmptyCellsAlone() {
        var grid = CellGrid(width: 5, height: 2)
        grid.put("abcde", column: 0, row: 0)
        grid.put("vwxyz", column: 0, row: 1)
        var canvas = BrailleCanvas(columns: 3, rows: 2)
        canvas.set(x: 2, y: 0)        // cell (1, 0)
        canvas.set(x: 5, y: 7)        // cell (2, 1)
        let style = CellStyle(foreground: .ansi(.cyan))
        canvas.draw(into: &grid, column: 1, row: 0, style: style)
        #expect(grid.lines == ["ab⠁de", "vwx⢀z"])
        #expect(grid[column: 2, row: 0].style == style)
        #expect(grid[column: 1, row: 0].style == CellStyle())
        grid.put("Q", column: 2, row: 0)
        #expect(grid.lines[0] == "abQde")
        canvas.draw(into: &grid, column: -2, row: -1)
        #expect(grid.lines == ["⢀bQde", "vwx⢀z"])
    }
}
