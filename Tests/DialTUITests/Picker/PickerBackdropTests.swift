@testable import DialTUI
import Testing

/// The ring drawn once per layout: the model's backdrop always belongs to its layout, and a
/// frame shows the ring as drawing it afresh would.
@Suite(.timeLimit(.minutes(3))) struct PickerBackdropTests {
    @Test func theBackdropFollowsTheLayout() throws {
        var model = try PickerModel(stages: [], columns: 80, rows: 24)
        for (columns, rows) in [(40, 14), (24, 7), (0, 0), (120, 40), (80, 24)] {
            model.resize(columns: columns, rows: rows, cellAspect: nil)
            #expect(model.backdrop.layout == model.layout)
            var ring = CellGrid(width: columns, height: rows)
            if columns > 0, rows > 0, !model.layout.isTooSmall { PickerView.drawRing(model.layout, into: &ring) }
            #expect(model.backdrop.grid == ring, "\(columns)×\(rows)")
        }
        model.setHeader("A header")
        #expect(model.backdrop.layout == model.layout, "a header moves the dial down: a new backdrop")
    }

    @Test func aFrameKeepsEveryRingCellTheLabelsLeaveAlone() throws {
        var model = try PickerModel(stages: [], columns: 60, rows: 20)
        model.advance(to: 1)
        _ = model.handle(.key(.right, []), at: 1)
        model.advance(to: 1.05)
        let frame = PickerView.render(model)
        let ring = model.backdrop.grid
        var ringCells = 0
        for index in ring.cells.indices where ring.cells[index] != Cell.blank() {
            ringCells += 1
            let shown = frame.cells[index]
            #expect(shown == ring.cells[index] || shown.character != " ", "cell \(index): the ring, or something drawn over it")
        }
        #expect(ringCells > 40)
    }
}
