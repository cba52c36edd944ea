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

    /// The prompt (``PickerModel/prompt``), if any, at the start of the stages' row (the row
    /// naming the value); with labels alone, the label chosen after it.
    static func drawPrompt(_ model: PickerModel, into grid: inout CellGrid) {
        guard let prompt = model.prompt else { return }
        let row = stagesRow(model)
        let end = grid.put(prompt.text, column: 1, row: row, style: Palette.header)
        if model.kind == nil, model.stages.count == 1 {
            grid.put(model.stage.displayDetentNames[model.chosenIndex], column: end, row: row, style: Palette.stage)
        }
    }

    /// The column where the row naming the value goes on after the prompt: 1 without one.
    static func valueRowStart(_ model: PickerModel) -> Int {
        1 + (model.prompt?.width ?? 0)
    }
}
