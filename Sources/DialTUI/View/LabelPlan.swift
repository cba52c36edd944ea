import DialCore

/// The labels one frame draws round the dial, and where: the view draws exactly these, and a
/// click finds its label among them, so what is clicked is what is shown.
///
/// - The selected label (under the pointer) comes first, in full, moved sideways into the screen
///   where it would hang off an edge, and shortened with "…" to the screen's width only where
///   it is wider than the screen: it is never clipped at either end.
/// - Then every `stride`-th label (``DialLayout/labelStride(for:labelWidth:)``) as
///   ``DialLayout/drawnLabel(_:width:isSelected:)`` shortens it, moved into the screen the same
///   way, and left out where it would touch a label already planned on its row.
///
/// So no two labels share a cell or touch: on a row, between two labels there is at least one
/// blank column. A crowded face (1,000 labels, an hour ring on a small terminal, the dial in the
/// middle of a turn) shows fewer labels rather than labels that run together ("080910").
public struct LabelPlan: Sendable {
    /// A label as drawn: which, its text and width in columns, and its first cell.
    public struct Entry: Sendable, Hashable {
        public var index: Int
        public var text: String
        public var width: Int
        public var column: Int
        public var row: Int
    }

    /// The labels to draw, the selected one first.
    public let entries: [Entry]

    /// The plan for `model`'s stage in front, on its layout, turned by its dial's rotation, with
    /// `selected` (the label under the pointer, if any) drawn in full; empty where the layout is
    /// too small for a dial (``CompactView`` draws no ring of labels).
    /// - Complexity: O(n/stride · k) for n labels, k the labels planned on a row.
    public init(_ model: PickerModel, selected: Int?) {
        let layout = model.layout, stage = model.stage
        guard !layout.isTooSmall else {
            entries = []
            return
        }
        let face = stage.face.dialFace
        let rotation = model.dial.rotation
        let columns = layout.columns
        var entries: [Entry] = []
        // The spans planned on each row, [start, end) in columns.
        var taken = [[Range<Int>]](repeating: [], count: max(0, layout.rows))
        func touchesPlanned(row: Int, start: Int, end: Int) -> Bool {
            guard taken.indices.contains(row) else { return false }
            // One blank column at least: the spans widened by one on each side must not meet.
            return taken[row].contains { $0.lowerBound < end + 1 && start < $0.upperBound + 1 }
        }
        // Where label `index`, `width` columns wide, starts: its cell, moved into the screen.
        func place(_ index: Int, width: Int) -> (column: Int, row: Int) {
            let cell = layout.labelCell(ofLabel: index, width: width, on: face, rotation: rotation)
            return (width <= columns ? min(max(cell.column, 0), columns - width) : 0, cell.row)
        }
        func plan(_ index: Int, text: String, width: Int, at cell: (column: Int, row: Int)) {
            entries.append(Entry(index: index, text: text, width: width, column: cell.column, row: cell.row))
            if taken.indices.contains(cell.row) { taken[cell.row].append(cell.column..<(cell.column + width)) }
        }
        if let selected, (0..<face.labelCount).contains(selected) {
            let full = (text: stage.displayLabels[selected], width: stage.displayWidths[selected])
            let shown = full.width <= columns ? full : LabelFit.shortened(full.text, width: full.width, to: max(1, columns))
            plan(selected, text: shown.text, width: shown.width, at: place(selected, width: shown.width))
        }
        let stride = layout.labelStride(for: face, labelWidth: layout.labelWidth)
        var index = 0
        // Bounded: `stride` ≥ 1 and the loop ends at `labelCount`.
        while index < face.labelCount {
            defer { index += stride }
            if index == selected { continue }
            let (text, width) = layout.drawnLabel(stage.displayLabels[index], width: stage.displayWidths[index], isSelected: false)
            let cell = place(index, width: width)
            guard width <= columns, !touchesPlanned(row: cell.row, start: cell.column, end: cell.column + width) else { continue }
            plan(index, text: text, width: width, at: cell)
        }
        self.entries = entries
    }

    /// The label drawn at the cell `column`, `row`, if any.
    /// - Complexity: O(labels planned).
    public func label(atColumn column: Int, row: Int) -> Int? {
        entries.first { $0.row == row && column >= $0.column && column < $0.column + $0.width }?.index
    }
}
