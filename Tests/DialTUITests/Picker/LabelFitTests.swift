import DialCore
import DialTUI
import PropertyTesting
import Testing

/// Long labels never vanish: every label shows, shortened with "…" when it must be, the
/// selected one in full.
@Suite(.timeLimit(.minutes(3)))
struct LabelFitTests {
    /// The text drawn at `column`, `row` of `grid`, `width` cells long (ASCII rows only), or nil
    /// when it runs off the grid.
    static func text(in grid: CellGrid, column: Int, row: Int, width: Int) -> String? {
        guard row >= 0, row < grid.height, column >= 0, column + width <= grid.width else { return nil }
        return String((column..<(column + width)).map { grid[column: $0, row: row].character })
    }

    /// A picker of `labels` at rest on `selected`, on a `columns` × `rows` terminal.
    static func model(_ labels: [String], selected: Int, columns: Int, rows: Int) throws -> PickerModel {
        let face = try PickerFace(labels: labels)
        var model = try PickerModel(stages: [StageSetup(name: "label", face: face, initial: selected)], columns: columns, rows: rows)
        model.advance(to: 10)
        return model
    }

    /// Every label drawn where the layout puts it, as ``DialLayout/drawnLabel(_:width:isSelected:)``
    /// says (the selected one in full, any other at most ``DialLayout/labelWidth`` wide, its
    /// start and "…" when shortened), and found there by a click; a failure says which.
    static func checkEveryLabelShows(_ model: PickerModel) throws {
        let grid = PickerView.render(model)
        let layout = model.layout
        let stage = model.stage
        let selected = model.dial.selectedIndex
        for index in stage.displayLabels.indices {
            let full = stage.displayLabels[index]
            let drawn = layout.drawnLabel(full, width: stage.displayWidths[index], isSelected: index == selected)
            if index == selected {
                try ensureEqual(drawn.text, full, "the selected label in full")
            } else if drawn.text != full {
                try ensure(drawn.width <= layout.labelWidth, "\(drawn.text) wider than \(layout.labelWidth)")
                try ensure(drawn.text.hasSuffix("…") && full.hasPrefix(String(drawn.text.dropLast())),
                           "\(drawn.text) is not a start of \(full) and …")
            }
            let cell = layout.labelCell(ofLabel: index, width: drawn.width, on: stage.face.dialFace, rotation: model.dial.rotation)
            let shown = text(in: grid, column: cell.column, row: cell.row, width: drawn.width)
            try ensureEqual(shown, drawn.text, "label \(index) (\(full)) on screen:\n\(grid.text)")
            for column in cell.column..<(cell.column + drawn.width) {
                try ensureEqual(model.label(atColumn: column, row: cell.row), index, "a click on label \(index)")
            }
        }
    }

    @Test func theLongLabelsOfTheReportAllShow() throws {
        let labels = ["small", "medium", "large", "extra large", "extra extra large (XXL)"]
        for selected in labels.indices {
            let model = try Self.model(labels, selected: selected, columns: 80, rows: 24)
            #expect(model.layout.labelStride(for: model.stage.face.dialFace, labelWidth: model.layout.labelWidth) == 1)
            #expect(model.layout.labelWidth < 23, "the longest is shortened")
            #expect(throws: Never.self) { try Self.checkEveryLabelShows(model) }
            let screen = PickerView.render(model).text
            #expect(screen.contains(labels[selected]), "the selected one in full")
        }
    }

    @Test func labelsThatFitAreNotShortened() throws {
        for (labels, columns, rows) in [(PickerFace.hours12.labels, 80, 24), (PickerFace.minutes.labels, 40, 14),
                                        (["north", "east", "south", "west"], 40, 14)] {
            let model = try Self.model(labels, selected: 0, columns: columns, rows: rows)
            let widest = labels.map(DisplayText.displayWidth(of:)).max() ?? 0
            #expect(model.layout.labelWidth == widest, "\(labels) at \(columns)×\(rows)")
        }
    }

    @Test func aFaceTooCrowdedForEveryLabelKeepsTheirWidthAndDrawsEveryFew() throws {
        let labels = (0..<100).map { "label \($0)" }
        let model = try Self.model(labels, selected: 0, columns: 80, rows: 24)
        #expect(model.layout.labelWidth == 8, "\"label 99\" in full")
        #expect(model.layout.labelStride(for: model.stage.face.dialFace, labelWidth: 8) > 1)
    }

    @Test func shorteningKeepsTheStartAndAddsAnEllipsis() {
        #expect(LabelFit.shortened("extra large", width: 11, to: 6) == ("extra…", 6))
        #expect(LabelFit.shortened("small", width: 5, to: 6) == ("small", 5))
        #expect(LabelFit.shortened("small", width: 5, to: 5) == ("small", 5))
        #expect(LabelFit.shortened("small", width: 5, to: 2) == ("s…", 2))
        #expect(LabelFit.shortened("日本語", width: 6, to: 4) == ("日…", 3), "a wide character that does not fit is left out")
        #expect(LabelFit.shortened("abc", width: 3, to: 0) == ("…", 1))
    }

    /// Label sets: 1 to 12 labels of 1 to 30 letters.
    static var labelSets: Gen<[String]> {
        let letters = Array("abcdefghijklmnopqrstuvwxyz ()-0123456789")
        let label = Gen.int(in: 1...30).flatMap { length in
            Gen.element(of: letters).array(count: length...length).map { "x" + String($0) }
        }
        return label.array(count: 1...12)
    }

    @Test func everyLabelShowsOnAnyTerminal() {
        let cases = zip(Self.labelSets, Gen.int(in: 34...160), Gen.int(in: 10...50), Gen.int(in: 0...11))
        property("every label shows", cases: 300, cases) { labels, columns, rows, pick in
            let selected = pick % labels.count
            let model = try Self.model(labels, selected: selected, columns: columns, rows: rows)
            let layout = model.layout
            guard !layout.isTooSmall else { return }
            let face = model.stage.face.dialFace
            let stride = layout.labelStride(for: face, labelWidth: layout.labelWidth)
            if labels.count <= 6, columns >= 40, rows >= 14 {
                try ensureEqual(stride, 1, "a few labels on a fair terminal all show")
            }
            guard stride == 1 else { return }
            try Self.checkEveryLabelShows(model)
        }
    }
}
