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
    }

    /// The handle's mark.
    static let handleMark = "●"

    static func draw(_ kind: RangeKind, _ model: PickerModel, into grid: inout CellGrid) {
        let layout = model.layout
        drawArc(kind, layout, glyphs: model.ringGlyphs, style: Palette.arc.colored(model.colors.accent), into: &grid)
        drawLabels(model, into: &grid)
        PickerView.drawCenter(model, into: &grid)
        for handle in [DialRange.Handle.start, .end] {
            let cell = handleCell(handle, of: kind, layout: layout)
            let isActive = kind.active == .handle(handle) || kind.active == .arc
            grid.put(handleMark, column: cell.column, row: cell.row, style: (isActive ? Palette.activeHandle : Palette.handle).colored(model.colors.accent))
        }
        drawHeaderRow(kind, row: PickerView.stagesRow(model), into: &grid)
    }

    /// The hours as the dial's labels are planned (``LabelPlan``: every few where they do not
    /// all fit, never touching), none selected, on a face that does not turn.
    static func drawLabels(_ model: PickerModel, into grid: inout CellGrid) {
        for entry in LabelPlan(model, selected: nil).entries {
            grid.put(entry.text, column: entry.column, row: entry.row, style: PickerView.Palette.label.colored(model.colors.label))
        }
    }

    /// The arc, from the start handle's live angle clockwise to the end's, on the handles'
    /// circle, in Braille dots: sampled every half dot of its length, so it has no gap. With
    /// ``RingGlyphs/ascii`` (the Linux console) the cells those dots touch show the ASCII
    /// character along the ring there, as the ring does.
    static func drawArc(_ kind: RangeKind, _ layout: DialLayout, glyphs: RingGlyphs, style: CellStyle = Palette.arc,
                        into grid: inout CellGrid) {
        let range = kind.range
        let sweep = Double(range.span) * range.face.detentStep
        guard sweep > 0 else { return }
        let radius = range.trackRadius * layout.scale
        let centerX = layout.center.x * 2 - 0.5, centerY = layout.center.y / layout.cellAspect * 4 - 0.5
        let radiusX = radius * 2, radiusY = radius / layout.cellAspect * 4
        let from = range.angle(of: .start)
        // Dots along the arc: its length in dots, at most a full ring's.
        let samples = max(2, Int((sweep * max(radiusX, radiusY) * 2).rounded(.up)))
        var canvas = BrailleCanvas(columns: layout.columns, rows: max(0, layout.rows - 1))
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

    /// Both ends (the active one, or both, marked), the text being typed, the span limits.
    static func drawHeaderRow(_ kind: RangeKind, row: Int, into grid: inout CellGrid) {
        let shown = kind.chosen
        var column = 1
        for (handle, time) in [(DialRange.Handle.start, shown.start.description), (.end, shown.endDescription)] {
            let isActive = kind.active == .handle(handle) || kind.active == .arc
            let text = "\(isActive ? "▸" : " ")\(handle == .start ? "start" : "end") \(time)"
            column = grid.put(text, column: column, row: row, style: isActive ? PickerView.Palette.stage : PickerView.Palette.hint) + 2
        }
        if kind.typing.notice != nil { column = KindHeader.drawNotice(kind.typing, column: column + 1, row: row, into: &grid) }
        KindHeader.drawLimits(KindLimit.shown(kind.limits, met: kind.limitsMet), row: row, after: column, into: &grid)
    }
}
