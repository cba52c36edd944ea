/// What duration mode adds to the screen, on the row above the dial: the duration chosen, the
/// duration being typed (or that it was not understood), and at the right the bounds, the one
/// just met in reverse video.
///
/// ```
///  duration 1h30m   typed 1h3                                       min 30m  max 2h
/// ```
enum DurationView {
    static func draw(_ kind: DurationKind, _ model: PickerModel, into grid: inout CellGrid) {
        let row = PickerView.stagesRow(model)
        var column = grid.put("duration \(kind.chosen(model.dial))", column: PickerView.valueRowStart(model), row: row, style: PickerView.Palette.stage) + 3
        column = KindHeader.drawNotice(kind.typing, column: column, row: row, into: &grid)
        KindHeader.drawLimits(KindLimit.shown(kind.limits, met: kind.limitsMet), row: row, after: column, into: &grid)
    }
}
