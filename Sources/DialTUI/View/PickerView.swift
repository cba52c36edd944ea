import DialCore

/// Draws the picker: model in, a grid of cells out. Pure: the same model gives the same grid.
///
/// The ring is a Braille ellipse corrected for the cell shape, so it is round on screen. The
/// labels sit where ``DialFace/placement(ofLabel:radius:inset:rotation:)`` puts them as the dial
/// turns; the label under the pointer (▼ at 12 o'clock) is in reverse video, which survives
/// `NO_COLOR`, and is shown large in the centre. The last row holds a hint of the keys; with
/// several stages (`--time`) the first row names them. Fewer rows or columns than a dial needs
/// show a one-line picker instead (``CompactView``).
public enum PickerView {
    /// The styles the view draws with.
    public enum Palette {
        static let ring = CellStyle(foreground: .ansi(.cyan))
        static let pointer = CellStyle(foreground: .ansi(.brightYellow), bold: true)
        static let label = CellStyle()
        static let selected = CellStyle(bold: true, reverse: true)
        static let center = CellStyle(foreground: .ansi(.brightWhite), bold: true)
        static let hint = CellStyle(dim: true)
        static let stage = CellStyle(bold: true, underline: true)
        static let header = CellStyle(bold: true)
    }

    /// The grid of the whole screen for `model`.
    /// The ring comes drawn already, with the model's layout (``PickerModel/backdrop``).
    /// - Complexity: O(columns × rows + labels drawn).
    public static func render(_ model: PickerModel) -> CellGrid {
        model.repertoire.frame(draw(model))
    }

    /// The grid of the whole screen for `model`, in any characters.
    /// - Complexity: O(columns × rows + labels drawn).
    static func draw(_ model: PickerModel) -> CellGrid {
        let layout = model.layout
        var grid = model.backdrop.grid
        guard layout.columns > 0, layout.rows > 0 else { return grid }
        if layout.isTooSmall {
            CompactView.draw(model, into: &grid)
            return grid
        }
        if let kind = model.kind, !kind.usesDial {
            // A face of the kind's own (a range): it draws everything but the header and hint.
            kind.draw(model, into: &grid)
            drawHeader(model, into: &grid)
            drawPrompt(model, into: &grid)
            drawHint(model, into: &grid)
            return grid
        }
        DialTicks.draw(model, into: &grid)
        drawCenter(model, into: &grid)
        drawLabels(model, into: &grid)
        drawPointer(layout, color: model.colors.accent, into: &grid)
        drawHeader(model, into: &grid)
        drawPrompt(model, into: &grid)
        if model.stages.count > 1 { drawStages(model, into: &grid) }
        model.kind?.draw(model, into: &grid)
        drawHint(model, into: &grid)
        return grid
    }

    /// The ring: an ellipse of `radius` column widths across and `radius / cellAspect` rows down,
    /// in Braille dots (2 across and 4 down per cell); with ``RingGlyphs/ascii``, the cells those
    /// dots touch in ASCII along the ring (``RingGlyphs/asciiCharacter(column:row:layout:)``).
    static func drawRing(_ layout: DialLayout, glyphs: RingGlyphs = .braille, style: CellStyle = Palette.ring, into grid: inout CellGrid) {
        var canvas = BrailleCanvas(columns: layout.columns, rows: layout.dialRows)
        // Dot k covers [k, k + 1) dots; its centre is at k + ½. Screen x (columns) = dots / 2.
        canvas.ellipse(centerX: layout.center.x * 2 - 0.5,
                       centerY: layout.center.y / layout.cellAspect * 4 - 0.5,
                       radiusX: layout.radius * 2,
                       radiusY: layout.radius / layout.cellAspect * 4)
        glyphs.draw(canvas, layout: layout, style: style, into: &grid)
    }

    /// The pointer at 12 o'clock, on the ring.
    static func drawPointer(_ layout: DialLayout, color: TerminalColor? = nil, into grid: inout CellGrid) {
        let top = DialPoint(x: layout.center.x, y: layout.center.y - layout.radius)
        let cell = layout.cell(atScreen: top)
        grid.put("▼", column: cell.column, row: cell.row, style: Palette.pointer.colored(color))
    }

    /// The labels of the frame's ``LabelPlan``: every few, shortened where long, never touching,
    /// and the selected one in full, in reverse video. Drawn after the centre, so a label always
    /// shows whole.
    static func drawLabels(_ model: PickerModel, into grid: inout CellGrid) {
        let selected = model.selectedLabel
        for entry in LabelPlan(model, selected: selected).entries {
            let style = (entry.index == selected ? Palette.selected : Palette.label).colored(model.colors.label)
            grid.put(entry.text, column: entry.column, row: entry.row, style: style)
        }
    }

    /// The label the dial is headed for (``PickerModel/chosenIndex``), large (``BigText``) when
    /// it fits inside the labels, else plain when it fits there whole, and not at all where it
    /// does not: never cut, since the selected label on the ring shows it whole and both name
    /// the same value. A key shows its answer here at once, while the ring turns to it frame by
    /// frame.
    static func drawCenter(_ model: PickerModel, into grid: inout CellGrid) {
        for line in centerLines(model) {
            grid.put(line.text, column: line.column, row: line.row, style: Palette.center)
        }
    }

    /// The lines of the large text in the centre as ``drawCenter(_:into:)`` draws them, each with
    /// its first cell and its width in columns: none where not even a shortened text fits.
    /// - Complexity: O(length of the text).
    static func centerLines(_ model: PickerModel) -> [(text: String, column: Int, row: Int, width: Int)] {
        let layout = model.layout
        let (text, fullWidth) = model.centerText
        let inner = layout.labelRadius - Double(layout.labelWidth) / 2 - 1
        let centerCell = layout.cell(atScreen: layout.center)
        let innerRows = Int((inner * 2 / layout.cellAspect).rounded(.down))
        let room = Int((inner * 2).rounded(.down))
        if innerRows >= BigText.height + 1, let lines = BigText.render(text, maxWidth: room) {
            let top = centerCell.row - BigText.height / 2
            return lines.enumerated().map { offset, line in
                let width = DisplayText.displayWidth(of: line)
                return (line, centerCell.column - width / 2, top + offset, width)
            }
        } else if innerRows >= 1, room >= fullWidth {
            return [(text, centerCell.column - fullWidth / 2, centerCell.row, fullWidth)]
        }
        return []
    }

    /// With several stages, their names in the top-left corner (on `row`, by default the
    /// stages' row), the current one marked.
    /// - Returns: the column after the last name.
    @discardableResult
    static func drawStages(_ model: PickerModel, row: Int? = nil, into grid: inout CellGrid) -> Int {
        let names = stageNames(model)
        for (index, name) in names.names.enumerated() {
            let style = index == model.stageIndex ? Palette.stage : Palette.hint
            grid.put(name.text, column: name.column, row: row ?? stagesRow(model), style: style)
        }
        return names.end
    }

    /// The stages' names as drawn ("hour 9"), each with its first column, two columns apart
    /// from column 1; and the column after the last one's gap. Above a dial, where they and what
    /// follows them as part of the value (``PickerModel/valueColumnsAfterStages``) are wider than
    /// the screen, each stage's value alone ("9  41  PM"), so that no value is cut into another
    /// (the one-line picker of a screen too small for a dial has shorter forms of its own:
    /// ``PickerKind/shorterCompactForms(_:)``).
    /// - Complexity: O(stages).
    static func stageNames(_ model: PickerModel) -> (names: [(text: String, column: Int)], end: Int) {
        let values = model.stages.indices.map { model.headerValue(ofStage: $0) }
        let named = placed(zip(model.stages, values).map { "\($0.name) \($1)" }, from: valueRowStart(model))
        guard !model.layout.isTooSmall, named.end - 2 + model.valueColumnsAfterStages > model.layout.columns else { return named }
        return placed(values, from: valueRowStart(model))
    }

    /// `texts` two columns apart from `column` on, and the column after the last one's gap.
    private static func placed(_ texts: [String], from column: Int) -> (names: [(text: String, column: Int)], end: Int) {
        var column = column
        var names: [(text: String, column: Int)] = []
        for text in texts {
            names.append((text, column))
            column += DisplayText.displayWidth(of: DisplayText.sanitize(text)) + 2
        }
        return (names, column)
    }

    /// The keys of a dial of labels.
    static let labelHints = ["←→ turn", "Enter pick", "Esc cancel", "PgUp/PgDn ¼", "Home/End", "type to jump", "drag/wheel"]

    /// The hints that speak of the mouse, left out where it is off (`--no-mouse`).
    static let mouseHints: Set<String> = ["drag/wheel", "drag"]

    /// The keys, as many as fit on the last row; none where the hint is hidden (`--no-hint`).
    static func drawHint(_ model: PickerModel, into grid: inout CellGrid) {
        guard model.keyHint.isShown else { return }
        // A label's typing notice takes the row while it lasts.
        if let notice = model.typingNotice {
            grid.put(notice, column: 1, row: grid.height - 1, style: KindHeader.Palette.notUnderstood)
            return
        }
        var items = (model.kind?.hints ?? labelHints).filter { model.keyHint.mouse || !mouseHints.contains($0) }
        if model.stages.count > 1 { items.insert("Tab next", at: 3) }
        var line = ""
        for item in items.map(model.repertoire.text) {
            let candidate = line.isEmpty ? item : line + model.repertoire.text(" · ") + item
            if DisplayText.displayWidth(of: candidate) + 2 > grid.width { break }
            line = candidate
        }
        grid.put(line, column: 1, row: grid.height - 1, style: Palette.hint)
    }

}
