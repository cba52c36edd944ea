/// What time mode adds to the picker's screen: on the header row after the stages, AM or PM
/// on a 12-hour clock, the time being typed (or that it was not understood), and at the right
/// the bounds, the one just met in reverse video; below the large centre, AM or PM again.
///
/// ```
///  hour 9  minute 41  PM   typed 93                          min 09:30  max 17:00
/// ```
public enum TimeView {
    /// The styles time mode adds.
    enum Palette {
        static let meridiem = CellStyle(bold: true)
    }

    /// Draws time mode's parts of the stages' row `row` from `column` on, and AM/PM under the
    /// centre.
    /// - Complexity: O(columns).
    public static func draw(_ model: PickerModel, row: Int, from column: Int, into grid: inout CellGrid) {
        guard let mode = model.timeMode, let time = model.chosenTime else { return }
        var column = column
        if mode.setup.hourCycle.cycle == .twelveHour {
            column = grid.put(time.meridiem.description, column: column, row: row, style: Palette.meridiem) + 3
            if let under = meridiemUnderCentre(model.layout) {
                grid.put(time.meridiem.description, column: under.column, row: under.row, style: Palette.meridiem)
            }
        }
        column = KindHeader.drawNotice(mode.typing, column: column, row: row, into: &grid)
        KindHeader.drawLimits(KindLimit.shown(mode.limits, met: mode.limitsMet), row: row, after: column, into: &grid)
    }

    /// Where AM or PM starts a row below the large centre (0-based), or nil when the dial has no
    /// room for it there.
    /// - Complexity: O(1).
    static func meridiemUnderCentre(_ layout: DialLayout) -> (column: Int, row: Int)? {
        let centerCell = layout.cell(atScreen: layout.center)
        let row = centerCell.row + BigText.height / 2 + 2
        let roomRows = Int((layout.labelRadius - 2) / layout.cellAspect)
        guard row - centerCell.row <= roomRows else { return nil }
        return (centerCell.column - 1, row)
    }

    /// The cells (0-based) where AM or PM is drawn, two columns from each: on the stages' row
    /// after the names, and under the centre when there is room; none on a 24-hour clock, outside
    /// time mode, or on a terminal too small for the dial.
    /// - Complexity: O(stages).
    public static func meridiemSpots(_ model: PickerModel) -> [(column: Int, row: Int)] {
        guard model.timeMode?.setup.hourCycle.cycle == .twelveHour, model.stages.count > 1, !model.layout.isTooSmall else {
            return []
        }
        let header = (column: PickerView.stageNames(model).end, row: PickerView.stagesRow(model))
        return [header] + (meridiemUnderCentre(model.layout).map { [$0] } ?? [])
    }
}
