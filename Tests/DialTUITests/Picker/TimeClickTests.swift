import DialCore
@testable import DialTUI
import Testing

/// The mouse in time mode: a click on a minute label sets the minute and keeps the hour, a click
/// on an hour label sets the hour and keeps the minute and the half of the day, and a click on
/// AM or PM toggles it.
@Suite(.timeLimit(.minutes(3))) struct TimeClickTests {
    static func picker(_ arguments: [String]) throws -> PickerDriver {
        let options = try PickerOptions.parse(["--time"] + arguments, clock: .fixed(TimeOfDay(wrapping: 9 * 60 + 41)))
        return try PickerDriver(options.stages)
    }

    /// The first cell (0-based) showing label `index` of the stage in front.
    static func cell(ofLabel index: Int, in model: PickerModel) -> (column: Int, row: Int)? {
        for row in 0..<model.layout.rows {
            for column in 0..<model.layout.columns where model.label(atColumn: column, row: row) == index {
                return (column, row)
            }
        }
        return nil
    }

    /// A click (a press and a release on one cell, 0-based) at rest, then the rest.
    static func click(_ picker: inout PickerDriver, column: Int, row: Int) {
        picker.send(.mouse(MouseEvent(kind: .press(.left), column: column + 1, row: row + 1)))
        picker.send(.mouse(MouseEvent(kind: .release(.left), column: column + 1, row: row + 1)), after: 0.05)
        picker.settle()
    }

    @Test(arguments: [0, 1, 5, 7, 8, 11])
    func aClickOnAMinuteLabelSetsTheMinuteAndKeepsTheHour(_ label: Int) throws {
        for initial in ["10:05", "10:58", "23:50", "00:02"] {
            var picker = try Self.picker(["--clock", "24", "--initial", initial])
            _ = picker.key(.tab)
            let cell = try #require(Self.cell(ofLabel: label, in: picker.model))
            Self.click(&picker, column: cell.column, row: cell.row)
            let hour = String(initial.prefix(2))
            #expect(picker.model.result == "\(hour):\(PickerFace.twoDigits(label * 5))", "from \(initial)")
        }
    }

    @Test func aClickOnAnHourLabelKeepsTheMinuteAndTheHalfOfTheDay() throws {
        var picker = try Self.picker(["--clock", "12", "--format", "%H:%M", "--initial", "11:20"])
        let one = try #require(Self.cell(ofLabel: 1, in: picker.model))
        Self.click(&picker, column: one.column, row: one.row)
        #expect(picker.model.result == "01:20", "1 AM, not 1 PM")
        var evening = try Self.picker(["--clock", "12", "--format", "%H:%M", "--initial", "13:20"])
        let eleven = try #require(Self.cell(ofLabel: 11, in: evening.model))
        Self.click(&evening, column: eleven.column, row: eleven.row)
        #expect(evening.model.result == "23:20", "11 PM, not 11 AM")
    }

    /// The cells (0-based) where AM or PM is drawn.
    static func meridiemCells(_ model: PickerModel, text: String) -> [(column: Int, row: Int)] {
        let lines = PickerView.render(model).lines
        var cells: [(column: Int, row: Int)] = []
        for (row, line) in lines.enumerated() {
            let characters = Array(line)
            for column in 0..<max(0, characters.count - 1) where String(characters[column...column + 1]) == text {
                let before = column == 0 ? " " : characters[column - 1], after = column + 2 < characters.count ? characters[column + 2] : " "
                if before == " ", after == " " { cells.append((column, row)) }
            }
        }
        return cells
    }

    @Test func aClickOnAMOrPMTogglesIt() throws {
        var picker = try Self.picker(["--clock", "12", "--format", "%H:%M", "--initial", "09:41"])
        let places = Self.meridiemCells(picker.model, text: "AM")
        #expect(places.count == 2, "AM on the stages' row and under the centre")
        for (index, place) in places.enumerated() {
            for column in [place.column, place.column + 1] {
                var toggled = picker
                Self.click(&toggled, column: column, row: place.row)
                #expect(toggled.model.result == "21:41", "place \(index), column \(column)")
                let back = try #require(Self.meridiemCells(toggled.model, text: "PM").first { $0.row == place.row })
                Self.click(&toggled, column: back.column, row: back.row)
                #expect(toggled.model.result == "09:41")
            }
        }
        _ = picker.key(.tab)
        let onMinutes = try #require(Self.meridiemCells(picker.model, text: "AM").first)
        Self.click(&picker, column: onMinutes.column, row: onMinutes.row)
        #expect(picker.model.result == "21:41", "on the minute dial too")
    }

    @Test func aClickOnAMOrPMStopsAtABound() throws {
        var picker = try Self.picker(["--clock", "12", "--format", "%H:%M", "--initial", "09:41", "--max", "17:00"])
        let place = try #require(Self.meridiemCells(picker.model, text: "AM").first)
        Self.click(&picker, column: place.column, row: place.row)
        #expect(picker.model.result == "17:00", "21:41 is past the bound")
    }
}
