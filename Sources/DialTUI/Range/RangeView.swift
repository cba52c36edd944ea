#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialCore

/// How a range is drawn: the ring (the backdrop), the hours 00–23 round a face that does not
/// turn (00 at the top), the arc from the start clockwise to the end as a second line of dots
/// just inside the ring, a handle `●` at each end (the active one, or both for the whole range,
/// in reverse video, which survives `NO_COLOR`), the span large in the centre, and on the row
/// above the dial both ends, the active one marked `▸`, then the range being typed and the span
/// limits at the right, the one just met in reverse video.
///
/// ```
///  ▸start 22:30   end 06:45   typed 23               min-span 1h  max-span 8h
/// ```
enum RangeView {
    enum Palette {
        static let arc = CellStyle(foreground: .ansi(.brightYellow), bold: true)
        static let handle = CellStyle(foreground: .ansi(.brightYellow), bold: true)
        static let activeHandle = CellStyle(bold: true, reverse: true)
        /// An hour outside the bounds.
        static let mutedLabel = CellStyle(dim: true)
    }

    /// The handle's mark.
    static let handleMark = "●"

    static func draw(_ kind: RangeKind, _ model: PickerModel, into grid: inout CellGrid) {
        let layout = model.layout
        drawArc(kind, layout, glyphs: model.ringGlyphs, style: Palette.arc.colored(model.colors.accent), into: &grid)
        let labels = LabelPlan(model, selected: nil).entries
        drawLabels(labels, model, bounds: kind.setup.bounds, into: &grid)
        PickerView.drawCenter(model, into: &grid)
        let cells = handleCells(of: kind, layout: layout, labels: labels)
        for (handle, cell) in [(DialRange.Handle.start, cells.start), (.end, cells.end)] {
            let isActive = kind.active == .handle(handle) || kind.active == .arc
            grid.put(handleMark, column: cell.column, row: cell.row, style: (isActive ? Palette.activeHandle : Palette.handle).colored(model.colors.accent))
        }
        drawHeaderRow(kind, model, row: PickerView.stagesRow(model), into: &grid)
    }

    /// The hours as the dial's labels are planned (``LabelPlan``: every few where they do not
    /// all fit, never touching), none selected, on a face that does not turn; an hour no minute
    /// of which lies within `bounds` is muted.
    static func drawLabels(_ labels: [LabelPlan.Entry], _ model: PickerModel, bounds: TimeBounds?, into grid: inout CellGrid) {
        for entry in labels {
            let style = isMuted(hour: entry.index, within: bounds) ? Palette.mutedLabel : PickerView.Palette.label.colored(model.colors.label)
            grid.put(entry.text, column: entry.column, row: entry.row, style: style)
        }
    }

    /// Whether no minute of `hour` (0–23) lies within `bounds`: `hour:59 < lower` or
    /// `hour:00 > upper`.
    static func isMuted(hour: Int, within bounds: TimeBounds?) -> Bool {
        guard let bounds else { return false }
        return hour * 60 + 59 < bounds.lower.minutesSinceMidnight || hour * 60 > bounds.upper.minutesSinceMidnight
    }

    /// The arc, from the start handle's live angle clockwise to the end's, on the handles'
    /// circle, in Braille dots: sampled every half dot of its length, so it has no gap. With
    /// ``RingGlyphs/ascii`` (the Linux console) the cells those dots touch show the ASCII
    /// character along the ring there, as the ring does.
    static func drawArc(_ kind: RangeKind, _ layout: DialLayout, glyphs: RingGlyphs, style: CellStyle = Palette.arc,
                        into grid: inout CellGrid) {
        let range = kind.range
        // At most a turn (a span is at most the detents of a turn): the loop below draws at most
        // a full ring's dots.
        let sweep = min(Double(range.span) * range.face.detentStep, 2 * .pi)
        guard sweep > 0 else { return }
        let radius = range.trackRadius * layout.scale
        let centerX = layout.center.x * 2 - 0.5, centerY = layout.center.y / layout.cellAspect * 4 - 0.5
        let radiusX = radius * 2, radiusY = radius / layout.cellAspect * 4
        let from = range.angle(of: .start)
        // Dots along the arc: its length in dots, at most a full ring's.
        let samples = max(2, Int((sweep * max(radiusX, radiusY) * 2).rounded(.up)))
        var canvas = BrailleCanvas(columns: layout.columns, rows: layout.dialRows)
        var previous: (x: Double, y: Double)?
        for sample in 0...samples {
            let angle = from + sweep * Double(sample) / Double(samples)
            let point = (x: centerX + radiusX * sin(angle), y: centerY - radiusY * cos(angle))
            canvas.line(from: previous ?? point, to: point)
            previous = point
        }
        glyphs.draw(canvas, layout: layout, style: style, into: &grid)
    }

    /// The cell a handle is drawn in: where its live centre falls.
    static func handleCell(_ handle: DialRange.Handle, of kind: RangeKind, layout: DialLayout) -> (column: Int, row: Int) {
        layout.cell(atScreen: layout.screenPoint(of: kind.range.center(of: handle)))
    }

    /// The cells the handles are drawn in, on `model`'s screen (``handleCells(of:layout:labels:)``).
    static func handleCells(of kind: RangeKind, in model: PickerModel) -> (start: (column: Int, row: Int), end: (column: Int, row: Int)) {
        handleCells(of: kind, layout: model.layout, labels: LabelPlan(model, selected: nil).entries)
    }

    /// The cells the handles are drawn in: where their live centres fall (``handleCell(_:of:layout:)``),
    /// unless that is a cell of an hour drawn there; then just beside the hour, on the side away
    /// from the centre of the dial (or, where that is taken or off the screen, the other side),
    /// so that every hour reads whole and the handle still marks it.
    /// - Complexity: O(labels).
    static func handleCells(of kind: RangeKind, layout: DialLayout,
                            labels: [LabelPlan.Entry]) -> (start: (column: Int, row: Int), end: (column: Int, row: Int)) {
        func label(at column: Int, _ row: Int) -> LabelPlan.Entry? {
            labels.first { $0.row == row && column >= $0.column && column < $0.column + $0.width }
        }
        func drawn(_ handle: DialRange.Handle) -> (column: Int, row: Int) {
            let cell = handleCell(handle, of: kind, layout: layout)
            guard let under = label(at: cell.column, cell.row) else { return cell }
            let after = under.column + under.width, before = under.column - 1
            let outward = Double(cell.column) + 0.5 >= layout.center.x ? [after, before] : [before, after]
            for column in outward where column >= 0 && column < layout.columns && label(at: column, cell.row) == nil {
                return (column, cell.row)
            }
            return cell
        }
        return (drawn(.start), drawn(.end))
    }

    /// The part of the range at a cell of `model`'s screen: a handle where one is drawn (the end
    /// where both are), else as ``part(atColumn:row:of:layout:)`` finds it.
    static func part(atColumn column: Int, row: Int, of kind: RangeKind, in model: PickerModel) -> DialRange.Part? {
        let cells = handleCells(of: kind, in: model)
        if cells.end == (column, row) { return .handle(.end) }
        if cells.start == (column, row) { return .handle(.start) }
        return part(atColumn: column, row: row, of: kind, layout: model.layout)
    }

    /// The part of the range at a cell: a handle when the cell's centre lies within two column
    /// widths of the handle's (a cell either side, or the one above or below; the nearer
    /// handle where both do, the end on a tie), else the arc when the cell lies in the outer
    /// part of the dial between the ends, else nil.
    static func part(atColumn column: Int, row: Int, of kind: RangeKind, layout: DialLayout) -> DialRange.Part? {
        let point = layout.dialPoint(column: column, row: row)
        let reach = max(2.0, RangeKind.handleRadius * layout.scale)
        var best: (handle: DialRange.Handle, distance: Double)?
        for handle in [DialRange.Handle.start, .end] {
            let center = kind.range.center(of: handle)
            let distance = ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y)).squareRoot() * layout.scale
            if distance <= reach, distance <= (best?.distance ?? .infinity) { best = (handle, distance) }
        }
        if let best { return .handle(best.handle) }
        let range = kind.range
        let dx = point.x - range.center.x, dy = point.y - range.center.y
        let fromCenter = (dx * dx + dy * dy).squareRoot()
        guard fromCenter >= range.radius * 0.6, fromCenter <= range.radius * 1.1, range.span > 0 else { return nil }
        let angle = range.face.angle(of: point, around: range.center)
        let offset = (angle - range.angle(of: .start)).truncatingRemainder(dividingBy: 2 * .pi)
        let along = offset < 0 ? offset + 2 * .pi : offset
        return along <= Double(range.span) * range.face.detentStep ? .arc : nil
    }

    /// Whether the cell at `column`, `row` is part of the readout in the centre, where a click
    /// moves nothing (as a dial's dead radius): within 0.6 of the radius of the centre, where
    /// neither the arc nor a handle can be, or on the large span drawn there.
    /// - Complexity: O(length of the readout).
    static func isOnReadout(column: Int, row: Int, of model: PickerModel) -> Bool {
        let point = model.layout.dialPoint(column: column, row: row)
        let dx = point.x - DialLayout.modelRadius, dy = point.y - DialLayout.modelRadius
        if dx * dx + dy * dy < DialLayout.modelRadius * DialLayout.modelRadius * 0.36 { return true }
        return PickerView.centerLines(model).contains { $0.row == row && column >= $0.column && column < $0.column + $0.width }
    }

    /// Both ends (the active one, or both, marked), the text being typed, the span limits.
    static func drawHeaderRow(_ kind: RangeKind, _ model: PickerModel, row: Int, into grid: inout CellGrid) {
        let shown = kind.chosen
        var column = PickerView.valueRowStart(model)
        let cycle = kind.setup.hourCycle
        let ends = [(DialRange.Handle.start, shown.start.written(on: cycle)), (.end, shown.end(writtenOn: cycle))]
        // The words go before the value is cut: `▸start 22:30   end 06:45`, else `▸22:30  06:45`.
        let worded = ends.reduce(column) { $0 + DisplayText.displayWidth(of: "▸\($1.0 == .start ? "start" : "end") \($1.1)") + 2 } - 2
        for (handle, time) in ends {
            let isActive = kind.active == .handle(handle) || kind.active == .arc
            let name = worded <= grid.width ? (handle == .start ? "start " : "end ") : ""
            let text = "\(isActive ? "▸" : " ")\(name)\(time)"
            column = grid.put(text, column: column, row: row, style: isActive ? PickerView.Palette.stage : PickerView.Palette.hint) + 2
        }
        if kind.typing.notice != nil { column = KindHeader.drawNotice(kind.typing, column: column + 1, row: row, into: &grid) }
        KindHeader.drawLimits(KindLimit.shown(kind.limits, met: kind.limitsMet), row: row, after: column, into: &grid)
    }
}
