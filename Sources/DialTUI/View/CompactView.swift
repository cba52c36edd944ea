/// The picker on fewer rows than a dial needs (`--height 1` to `9`, a tiny terminal): one line,
/// as fzf draws when that is all there is.
///
/// ```
///  Pick an hour
/// ◀  10  11  12   1   2  ▶
///  ←→ turn · Enter pick · Esc cancel
/// ```
///
/// The line shows the stop the dial is headed for (``PickerModel/chosenIndex``) in reverse
/// video, centred, with as many of its neighbours on each side as fit, each stop at most once
/// (◀ and ▶ at the ends say that there are more); with several stages (`--time`) it shows
/// their names and values as the full view's first row does, with AM/PM, the time being typed
/// and the bounds. The header (``PickerModel/header``) takes the first row and the key hint the
/// last one, when there are rows enough for them beside the line, which sits in the middle of
/// the rows between them.
public enum CompactView {
    /// Neighbours are this many columns apart.
    static let gap = 2

    /// Draws `model` into `grid`, which is smaller than a dial needs.
    /// - Complexity: O(columns × rows).
    public static func draw(_ model: PickerModel, into grid: inout CellGrid) {
        guard grid.width > 0, grid.height > 0 else { return }
        // The header on the first row; a kind's or the stages' prompt there where there is no
        // header, a label's at the start of the line naming it (the line is the label's own).
        let labelsAlone = model.kind == nil && model.stages.count == 1
        let promptAbove = labelsAlone ? nil : model.prompt
        let showsHeader = (model.header ?? promptAbove) != nil && grid.height >= 2
        let top = showsHeader ? 1 : 0
        let showsHint = model.keyHint.isShown && grid.height >= top + 2
        // The line in the middle of the rows between the header and the hint.
        let line = top + (grid.height - top - (showsHint ? 1 : 0) - 1) / 2
        if showsHeader, model.header != nil {
            PickerView.drawHeader(model, into: &grid)
        } else if showsHeader, let prompt = promptAbove {
            grid.put(prompt.text, column: 1, row: 0, style: PickerView.Palette.header)
        }
        if let kind = model.kind {
            // The value with the words around it where they fit, else the value with fewer;
            // where not even the value alone fits, nothing (and nothing can change it).
            if kind.compactWidth(model) <= grid.width {
                kind.drawCompact(model, row: line, into: &grid)
            } else if let form = kind.shorterCompactForms(model).first(where: { $0.width <= grid.width }) {
                form.drawCentered(row: line, into: &grid)
            }
        } else if model.stages.count > 1 {
            PickerView.drawStages(model, row: line, into: &grid)
        } else {
            // The prompt, then the stops after it, where the prompt leaves room for a label.
            var from = 0
            if let prompt = model.prompt, PickerView.valueRowStart(model) + 1 + model.stage.displayDetentWidths[model.chosenIndex] <= grid.width {
                from = grid.put(prompt.text, column: 1, row: line, style: PickerView.Palette.header) + 1
            }
            drawStops(model, row: line, from: from, into: &grid)
        }
        if showsHint { PickerView.drawHint(model, into: &grid) }
    }

    /// Whether the one-line picker of `model` shows its value whole on `columns` columns: a
    /// kind's shortest form fits (a label is drawn whatever its width, its neighbours and the
    /// arrows going first).
    public static func showsValue(_ model: PickerModel, columns: Int) -> Bool {
        guard let kind = model.kind else { return true }
        return kind.compactWidth(model) <= columns || kind.shorterCompactForms(model).contains { $0.width <= columns }
    }

    /// The chosen stop, centred in reverse video, and its neighbours outwards while they fit
    /// between the columns kept for ◀ and ▶.
    static func drawStops(_ model: PickerModel, row: Int, from first: Int = 0, into grid: inout CellGrid) {
        let stage = model.stage
        let names = stage.displayDetentNames, widths = stage.displayDetentWidths
        let count = names.count
        guard count > 0 else { return }
        let chosen = model.chosenIndex
        let width = widths[chosen]
        // The arrows' columns go before the chosen label is cut; the stops sit from `first` on.
        let room = grid.width - first
        let margin = room >= 7 && width <= room - 4 ? 2 : 0
        let low = first + margin, high = grid.width - margin
        let start = max(low, first + room / 2 - width / 2)
        grid.put(names[chosen], column: start, row: row, style: PickerView.Palette.selected.colored(model.colors.label))
        // Each side shows each other stop at most once: the left side half of them, the right
        // side the rest. Bounded by `count`, and by the width (every stop shown takes a column).
        var left = start, right = start + width
        var shownLeft = 0, shownRight = 0
        let leftLimit = (count - 1) / 2, rightLimit = count - 1 - leftLimit
        var moreLeft = shownLeft < leftLimit, moreRight = shownRight < rightLimit
        while moreLeft || moreRight {
            if moreLeft {
                let index = euclideanModulo(chosen - shownLeft - 1, count)
                let column = left - gap - widths[index]
                if column >= low {
                    grid.put(names[index], column: column, row: row, style: PickerView.Palette.label.colored(model.colors.label))
                    left = column
                    shownLeft += 1
                    moreLeft = shownLeft < leftLimit
                } else {
                    moreLeft = false
                }
            }
            if moreRight {
                let index = euclideanModulo(chosen + shownRight + 1, count)
                let column = right + gap
                if column + widths[index] <= high {
                    grid.put(names[index], column: column, row: row, style: PickerView.Palette.label.colored(model.colors.label))
                    right = column + widths[index]
                    shownRight += 1
                    moreRight = shownRight < rightLimit
                } else {
                    moreRight = false
                }
            }
        }
        if margin > 0, shownLeft + shownRight < count - 1 {
            grid.put("◀", column: first, row: row, style: PickerView.Palette.pointer.colored(model.colors.accent))
            grid.put("▶", column: grid.width - 1, row: row, style: PickerView.Palette.pointer.colored(model.colors.accent))
        }
    }

    /// `value` modulo `modulus` (> 0), in `0..<modulus`.
    private static func euclideanModulo(_ value: Int, _ modulus: Int) -> Int {
        ((value % modulus) + modulus) % modulus
    }
}
