import DialCore
@testable import DialTUI
import Testing

/// A terminal cell exactly on the inner edge of the range's arc band: a cell holds the arc when
/// it lies between 0.6 and 1.1 of the dial's radius from the centre, both edges included
/// (``RangeView/part(atColumn:row:of:layout:)``). On a 61 × 23 terminal whose cells are 1.5
/// times taller than wide, the ring's radius is 15 columns and the cell six rows above the
/// centre lies exactly 0.6 of it out, at 12 o'clock.
@Suite(.timeLimit(.minutes(3))) struct RangeArcEdgeTests {
    /// A range across midnight (so 12 o'clock is on its arc) laid out on that terminal.
    static func model() throws -> PickerModel {
        try PickerModel(options: PickerOptions.parse(["--range", "--initial", "22:30-06:45"]), columns: 61, rows: 23, cellAspect: 1.5)
    }

    /// The distance of a cell's centre from the dial's centre, in the dial's units.
    static func fromCenter(_ layout: DialLayout, column: Int, row: Int) -> Double {
        let point = layout.dialPoint(column: column, row: row)
        let dx = point.x - DialLayout.modelRadius, dy = point.y - DialLayout.modelRadius
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The cell straight above the centre that lies exactly on the inner edge, and the next one in.
    static func edgeCells(_ layout: DialLayout) throws -> (edge: (column: Int, row: Int), inside: (column: Int, row: Int)) {
        let column = Int(layout.center.x.rounded(.down))
        let inner = DialLayout.modelRadius * 0.6
        let row = try #require((0..<layout.rows).first { fromCenter(layout, column: column, row: $0) == inner && Double($0) < layout.center.y / layout.cellAspect },
                               "a cell exactly 0.6 of the radius out above the centre")
        #expect(layout.dialPoint(column: column, row: row).x == DialLayout.modelRadius, "straight above the centre")
        #expect(fromCenter(layout, column: column, row: row + 1) < inner)
        return ((column, row), (column, row + 1))
    }

    @Test func aCellExactlyOnTheInnerEdgeHoldsTheArcAndTheNextOneInDoesNot() throws {
        let model = try Self.model()
        let kind = try #require(model.kind as? RangeKind)
        let cells = try Self.edgeCells(model.layout)
        #expect(RangeView.part(atColumn: cells.edge.column, row: cells.edge.row, of: kind, layout: model.layout) == .arc)
        #expect(RangeView.part(atColumn: cells.inside.column, row: cells.inside.row, of: kind, layout: model.layout) == nil)
    }

    @Test func aPressOnTheInnerEdgeTakesTheArcAndAClickThereMovesNothing() throws {
        var model = try Self.model()
        let cells = try Self.edgeCells(model.layout)
        let (column, row) = (cells.edge.column + 1, cells.edge.row + 1)  // the terminal counts from 1
        _ = model.handle(.mouse(MouseEvent(kind: .press(.left), column: column, row: row)), at: 1)
        #expect(try #require(model.kind as? RangeKind).active == .arc, "the press took the arc")
        _ = model.handle(.mouse(MouseEvent(kind: .release(.left), column: column, row: row)), at: 1.05)
        for frame in 1...600 where model.isAnimating { model.advance(to: 1.05 + Double(frame) / 60) }
        let kind = try #require(model.kind as? RangeKind)
        #expect(kind.range.start == 22 * 60 + 30 && kind.range.span == 8 * 60 + 15, "a click on the arc moves no handle")

        // One cell further in, the same press takes no part: that cell is the readout's, where a
        // click moves nothing either (as a dial's dead radius), and no handle is made active.
        var inside = try Self.model()
        #expect(RangeView.isOnReadout(column: cells.inside.column, row: cells.inside.row, of: inside))
        let activeBefore = try #require(inside.kind as? RangeKind).active
        let (innerColumn, innerRow) = (cells.inside.column + 1, cells.inside.row + 1)
        _ = inside.handle(.mouse(MouseEvent(kind: .press(.left), column: innerColumn, row: innerRow)), at: 1)
        #expect(try #require(inside.kind as? RangeKind).active == activeBefore, "the press took no part")
        _ = inside.handle(.mouse(MouseEvent(kind: .release(.left), column: innerColumn, row: innerRow)), at: 1.05)
        for frame in 1...600 where inside.isAnimating { inside.advance(to: 1.05 + Double(frame) / 60) }
        let insideKind = try #require(inside.kind as? RangeKind)
        #expect(insideKind.range.start == 22 * 60 + 30 && insideKind.range.span == 8 * 60 + 15, "a click on the readout moves nothing")
    }
}
