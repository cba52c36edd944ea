@testable import DialTUI
import PropertyTesting
import Testing

/// The labels and the centre of the picker's frame, checked as properties over many terminal
/// sizes, faces and moments of a spin.
@Suite(.timeLimit(.minutes(3))) struct PickerViewLabelPropertyTests {
    /// The text shown on `row` of `grid` over `columns` (continuations add nothing).
    static func text(in grid: CellGrid, row: Int, columns: Range<Int>) -> String {
        String(columns.map { grid[column: $0, row: row] }.filter { !$0.isContinuation }.map(\.character))
    }

    /// The labels the view draws (``LabelPlan``).
    static func drawnLabels(of model: PickerModel) -> [Int] {
        LabelPlan(model, selected: model.selectedLabel).entries.map(\.index)
    }

    /// Label `index` as drawn: in full when selected or narrow enough, else shortened with "…".
    static func shown(ofLabel index: Int, in model: PickerModel) -> (text: String, width: Int) {
        let entry = LabelPlan(model, selected: model.selectedLabel).entries.first { $0.index == index }
        return (entry?.text ?? "", entry?.width ?? 0)
    }

    /// Where label `index` is drawn: its row and columns.
    static func span(ofLabel index: Int, in model: PickerModel) -> (row: Int, columns: Range<Int>) {
        let entry = LabelPlan(model, selected: model.selectedLabel).entries.first { $0.index == index }
        return (entry?.row ?? -1, (entry?.column ?? 0)..<((entry?.column ?? 0) + (entry?.width ?? 0)))
    }

    @Test func everyLabelIsWholeInsideTheDialAndNothingCoversIt() {
        property("labels whole, uncovered, inside", cases: 300, PickerScene.scenes) { scene in
            let model = try scene.model()
            let grid = PickerView.render(model)
            guard !model.layout.isTooSmall else { return }
            let selected = model.selectedLabel
            let selectedSpan = selected.map { Self.span(ofLabel: $0, in: model) }
            for index in Self.drawnLabels(of: model) {
                let span = Self.span(ofLabel: index, in: model)
                let label = Self.shown(ofLabel: index, in: model).text
                try ensure(span.columns.lowerBound >= 0 && span.columns.upperBound <= grid.width,
                           "label \(label) at columns \(span.columns) of \(grid.width)")
                try ensure(span.row >= model.layout.headerRows && span.row < grid.height - 1,
                           "label \(label) on row \(span.row) of \(grid.height) (header \(model.layout.headerRows))")
                // The selected label is drawn last, on top; any other is shown whole unless it
                // shares cells with the selected one.
                if index != selected, let selectedSpan, span.row == selectedSpan.row, span.columns.overlaps(selectedSpan.columns) { continue }
                try ensureEqual(Self.text(in: grid, row: span.row, columns: span.columns), label, "label \(index)")
            }
        }
    }

    @Test func theSelectedLabelIsAlwaysShownInReverseVideo() {
        property("selected label visible and styled", cases: 300, PickerScene.scenes) { scene in
            let model = try scene.model()
            let grid = PickerView.render(model)
            guard !model.layout.isTooSmall else { return }
            let reversedCells = grid.cells.indices.filter { grid.cells[$0].style.reverse }
            // Between two labels (a minute dial at 41) no label is selected, and none is reversed.
            guard let selected = model.selectedLabel else { return try ensureEqual(reversedCells.count, 0) }
            let span = Self.span(ofLabel: selected, in: model)
            try ensureEqual(Self.text(in: grid, row: span.row, columns: span.columns), model.stage.displayLabels[selected])
            for column in span.columns {
                let style = grid[column: column, row: span.row].style
                try ensure(style.reverse && style.bold, "cell \(column),\(span.row) of the selected label is \(style)")
            }
            // No other cell is in reverse video.
            try ensureEqual(reversedCells.count, span.columns.count)
        }
    }

    @Test func theCentreStaysInsideTheLabelsAndShowsTheSelection() {
        property("centre inside the labels", cases: 300, PickerScene.scenes) { scene in
            let model = try scene.model()
            let grid = PickerView.render(model)
            guard !model.layout.isTooSmall else { return }
            let labelCells = Set(Self.drawnLabels(of: model).flatMap { index -> [Int] in
                let span = Self.span(ofLabel: index, in: model)
                return span.columns.map { span.row * grid.width + $0 }
            })
            var centre: [Int] = []
            for index in grid.cells.indices where grid.cells[index].style == PickerView.Palette.center {
                centre.append(index)
                try ensure(!labelCells.contains(index), "the centre covers a label at \(index % grid.width),\(index / grid.width)")
                try ensure(model.layout.isOnDial(column: index % grid.width, row: index / grid.width), "the centre leaves the dial")
            }
            // Inside the labels: within `inner` column widths of the centre, across and down
            // (a cell's centre may sit half a cell off, as text is placed on whole cells).
            let inner = model.layout.labelRadius - Double(model.layout.labelWidth) / 2 - 1
            for index in centre {
                let dx = Double(index % grid.width) + 0.5 - model.layout.center.x
                let dy = (Double(index / grid.width) + 0.5) * model.layout.cellAspect - model.layout.center.y
                try ensure(abs(dx) <= inner + 0.5 && abs(dy) <= inner + 0.5 * model.layout.cellAspect,
                           "centre cell \(index % grid.width),\(index / grid.width) lies \(dx), \(dy) from the centre, \(inner) fit inside the labels")
            }
            // With room for it inside the labels, the centre is drawn.
            let needed = Double(model.stage.displayDetentWidths[model.chosenIndex]) / 2 + 1
            if inner >= needed { try ensure(!centre.isEmpty, "no centre drawn with \(inner) columns inside the labels") }
            // Shown plain, the centre is the label the dial is headed for, whole: never cut, as
            // the ring shows it whole; where it is wider than the room inside the labels, no
            // centre at all.
            let rows = Set(centre.map { $0 / grid.width })
            let room = Int((inner * 2).rounded(.down))
            let width = model.stage.displayDetentWidths[model.chosenIndex]
            if rows.count == 1, let row = rows.first, let first = centre.min(), let last = centre.max() {
                let shown = Self.text(in: grid, row: row, columns: (first % grid.width)..<(last % grid.width + 1))
                try ensureEqual(shown, model.stage.displayDetentNames[model.chosenIndex])
            }
            if width > room { try ensure(centre.isEmpty, "a centre drawn in \(room) columns for a label \(width) wide") }
        }
    }
}
