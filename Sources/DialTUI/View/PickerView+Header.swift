extension PickerView {
    /// The header (``PickerModel/header``) on the first row, from the second column, cut to the
    /// width of the screen by the grid.
    static func drawHeader(_ model: PickerModel, into grid: inout CellGrid) {
        guard let header = model.header else { return }
        grid.put(header.text, column: 1, row: 0, style: Palette.header.colored(model.colors.header))
    }

    /// The row of the stages' names: below the header when there is one.
    static func stagesRow(_ model: PickerModel) -> Int {
        model.header == nil ? 0 : 1
    }
}
