@testable import DialTUI
import Testing

/// The row naming the stages ("hour 09  minute 41") on a narrow screen: where the names and
/// what follows them as part of the value (AM or PM) do not fit, the values alone, so that no
/// value is cut into another (at 18 columns " hour 14  minute 4" read as minute 4).
@Suite(.timeLimit(.minutes(3))) struct StagesRowFitTests {
    static func row(_ arguments: [String], columns: Int, rows: Int = 22) throws -> String {
        let model = try PickerModel(options: PickerOptions.parse(arguments), columns: columns, rows: rows)
        return PickerView.render(model).lines[PickerView.stagesRow(model)]
    }

    @Test func aTwentyFourHourTimeNamesItsStagesWhereTheyFitAndShowsTheValuesAloneWhereNot() throws {
        let time = ["--time", "--clock", "24", "--initial", "14:41"]
        // " hour 14  minute 41" is 19 columns.
        #expect(try Self.row(time, columns: 19).hasPrefix(" hour 14  minute 41"))
        #expect(try Self.row(time, columns: 80).hasPrefix(" hour 14  minute 41"))
        #expect(try Self.row(time, columns: 18) == " 14  41" + String(repeating: " ", count: 11))
        #expect(try Self.row(time, columns: 16, rows: 10).hasPrefix(" 14  41 "))
    }

    @Test func onATwelveHourClockAMOrPMCountsAsPartOfTheValue() throws {
        let time = ["--time", "--clock", "12", "--initial", "14:41"]
        // " hour 2  minute 41  PM" is 22 columns.
        #expect(try Self.row(time, columns: 22).hasPrefix(" hour 2  minute 41  PM"))
        #expect(try Self.row(time, columns: 21).hasPrefix(" 2  41  PM "))
    }
}
