@testable import DialTUI

/// The value a frame shows, read back from the drawn grid as a person reads it: the highlighted
/// label on the ring, the large (or plain) text in the centre and, in time mode, the stages'
/// row ("hour 9  minute 41  PM"). Each is compared with what Enter printed, so a frame in which
/// one of them names another value is caught.
enum ShownValue {
    /// What Enter printed, as the screen should show it.
    struct Expected {
        /// The centre's text: the stop of the stage in front.
        var centre: String
        /// The highlighted label's text; nil when the stop carries no label (a minute between
        /// two labels), and then nothing is highlighted.
        var highlighted: String?
        /// The start of the stages' row, in time mode: the stages' names and values, or the values
        /// alone where the names do not fit.
        var stagesRow: String?
    }

    /// What the screen of `model` must show when Enter prints `printed`: the label itself on a
    /// face of labels; in time mode (printed as `HH:MM`, 24-hour) the hour and the minute.
    static func expected(printing printed: String, in model: PickerModel) -> Expected {
        guard let mode = model.timeMode, let part = model.stage.time,
              let time = TimeExpression.parse(printed) else {
            return Expected(centre: printed, highlighted: printed, stagesRow: nil)
        }
        let twelve = mode.setup.hourCycle.cycle == .twelveHour
        let hour = twelve ? "\(time.hour12)" : PickerFace.twoDigits(time.hour)
        let minute = PickerFace.twoDigits(time.minute)
        let meridiem = twelve ? "  \(time.meridiem)" : ""
        // The stages' names where the row has room for them after the prompt, else the values
        // alone: never a value cut short.
        let named = " hour \(hour)  minute \(minute)" + meridiem
        let row = (model.prompt?.width ?? 0) + named.count <= model.layout.columns ? named : " \(hour)  \(minute)" + meridiem
        switch part.part {
        case .hour:
            return Expected(centre: hour, highlighted: hour, stagesRow: row)
        case .minute:
            let onLabel = time.minute % (part.face.dialFace.detentsPerLabel * mode.setup.step.minutes) == 0
            return Expected(centre: minute, highlighted: onLabel ? minute : nil, stagesRow: row)
        }
    }

    /// Where the frame of `model` disagrees with `printed`; nil when the highlighted label,
    /// the centre and (in time mode) the stages' row all name it.
    static func mismatch(in model: PickerModel, printed: String) -> String? {
        let grid = PickerView.render(model)
        guard !model.layout.isTooSmall else { return nil }
        let expected = expected(printing: printed, in: model)
        let firstDialRow = model.headerRows
        let highlighted = highlightedText(grid, from: firstDialRow)
        if highlighted != (expected.highlighted ?? "") {
            return "highlighted '\(highlighted)', printed \(printed)\n\(grid.text)"
        }
        if let row = expected.stagesRow, !grid.lines[PickerView.stagesRow(model)].hasPrefix(row) {
            return "stages' row '\(grid.lines[PickerView.stagesRow(model)])', printed \(printed)"
        }
        if !showsInCentre(expected.centre, grid, layout: model.layout) {
            return "the centre does not show '\(expected.centre)', printed \(printed)\n\(grid.text)"
        }
        return nil
    }

    /// The text of the cells drawn in the selected label's style from row `first` on.
    static func highlightedText(_ grid: CellGrid, from first: Int) -> String {
        var text = ""
        for row in first..<grid.height {
            for column in 0..<grid.width {
                let cell = grid[column: column, row: row]
                if cell.style == PickerView.Palette.selected, !cell.isContinuation { text.append(cell.character) }
            }
        }
        return text
    }

    /// Whether the centre of the dial shows `text`: in large digits when they fit, else plain
    /// on the centre's row.
    static func showsInCentre(_ text: String, _ grid: CellGrid, layout: DialLayout) -> Bool {
        let centre = layout.cell(atScreen: layout.center)
        let lines = grid.lines
        if let big = BigText.render(text, maxWidth: grid.width) {
            let top = centre.row - BigText.height / 2
            if top >= 0, top + big.count <= lines.count,
               big.enumerated().allSatisfy({ lines[top + $0.offset].contains($0.element) }) {
                return true
            }
        }
        return lines.indices.contains(centre.row) && lines[centre.row].contains(text)
    }
}
