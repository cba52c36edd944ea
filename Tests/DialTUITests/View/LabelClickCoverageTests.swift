import DialCore
import DialTUI
import Testing

/// A click on any cell of a drawn label picks that label, and a click beside every label picks
/// none: ``PickerModel/label(atColumn:row:)`` answers exactly the cells ``PickerView`` draws a
/// label in, whatever the face, the terminal and the turn of the dial.
@Suite(.timeLimit(.minutes(3))) struct LabelClickCoverageTests {
    /// The label drawn on each cell that holds one: the frame's ``LabelPlan``, each entry
    /// checked against the rendered grid (its text is what ``PickerView`` drew there).
    static func drawnCells(of model: PickerModel) -> [Cell: Int] {
        let plan = LabelPlan(model, selected: model.selectedLabel)
        let lines = PickerView.render(model).lines
        var owners: [Cell: Int] = [:]
        for entry in plan.entries {
            let line = Array(lines[entry.row])
            let drawn = String(line[entry.column..<min(line.count, entry.column + entry.text.count)])
            #expect(drawn == entry.text, "label \(entry.index) drawn as '\(drawn)', planned as '\(entry.text)'")
            for column in entry.column..<(entry.column + entry.width) { owners[Cell(column: column, row: entry.row)] = entry.index }
        }
        #expect(!owners.isEmpty, "some label is drawn")
        return owners
    }

    struct Cell: Hashable { var column: Int, row: Int }

    /// The cells where a click picks another label than the one drawn there (or none), and the
    /// cells beside the labels where a click picks one.
    static func mismatches(_ model: PickerModel) -> (missed: [String], stray: [String]) {
        let owners = drawnCells(of: model)
        var missed: [String] = [], stray: [String] = []
        for (cell, index) in owners {
            let picked = model.label(atColumn: cell.column, row: cell.row)
            if picked != index { missed.append("(\(cell.column),\(cell.row)) shows \(index), picks \(picked.map(String.init) ?? "nil")") }
        }
        // Every cell on the label rows' neighbours (left and right of each label) holds no label.
        for cell in owners.keys {
            for column in [cell.column - 1, cell.column + 1] where owners[Cell(column: column, row: cell.row)] == nil {
                if let picked = model.label(atColumn: column, row: cell.row) {
                    stray.append("(\(column),\(cell.row)) beside the labels picks \(picked)")
                }
            }
        }
        return (missed.sorted(), stray.sorted())
    }

    static let sixtyLabels = (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }

    @Test(arguments: [(80, 24), (120, 40), (60, 20), (200, 60)] as [(Int, Int)])
    func everyCellOfASixtyLabelFacePicksItsLabel(columns: Int, rows: Int) throws {
        let face = try PickerFace(labels: Self.sixtyLabels)
        var model = try PickerModel(stages: [StageSetup(name: "minute", face: face)], columns: columns, rows: rows)
        for time in [0.0, 0.05, 0.1, 0.3, 5] {
            if time == 0.05 { _ = model.handle(.key(.pageUp, []), at: time) }
            model.advance(to: time)
            let (missed, stray) = Self.mismatches(model)
            #expect(missed.isEmpty, "\(columns)×\(rows) at \(time): \(missed.count) cells missed: \(missed.prefix(8))")
            #expect(stray.isEmpty, "\(columns)×\(rows) at \(time): \(stray.prefix(8))")
        }
    }

    @Test(arguments: [(12, ""), (24, "L"), (7, "L"), (100, "L"), (60, "minute "), (60, "m "), (60, "·"), (30, "label ")] as [(Int, String)])
    func everyCellOfOtherFacesPicksItsLabel(count: Int, prefix: String) throws {
        let labels = count == 12 ? PickerFace.hours12.labels : (0..<count).map { "\(prefix)\($0)" }
        let face = try PickerFace(labels: labels)
        var model = try PickerModel(stages: [StageSetup(name: "label", face: face)], columns: 80, rows: 24)
        _ = model.handle(.key(.right, []), at: 0.1)
        for time in [0.1, 0.15, 5] {
            model.advance(to: time)
            let (missed, stray) = Self.mismatches(model)
            #expect(missed.isEmpty, "\(count) labels at \(time): \(missed.count) cells missed: \(missed.prefix(8))")
            #expect(stray.isEmpty, "\(count) labels at \(time): \(stray.prefix(8))")
        }
    }
}
