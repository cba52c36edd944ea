@testable import DialTUI
import Testing

/// `--range --clock 12`: the header, the face and the accessible lines in 12-hour time; what is
/// printed as `--time --clock 12` prints it.
@Suite(.timeLimit(.minutes(3))) struct RangeClockTests {
    typealias K = KindKeys

    @Test func theHeaderAndTheFaceAreIn12HourTime() throws {
        let run = try KindRun.run(["--range", "--clock", "12", "--initial", "22:30-06:45"], [(K.enter, 1)])
        #expect(run.ending == .chose("22:30-06:45"), "HH:MM unless --format says otherwise")
        #expect(run.shown[0].hasPrefix(" ▸start 10:30 PM   end 6:45 AM"), "\(run.shown[0])")
        let model = try KindRun(["--range", "--clock", "12", "--initial", "22:30-06:45"]).program.model
        let labels = LabelPlan(model, selected: nil).entries.map(\.text)
        #expect(labels.filter { $0 == "12" }.count == 2 && labels.filter { $0 == "6" }.count == 2, "midnight and noon, 6 AM and 6 PM: \(labels)")
        #expect(labels.allSatisfy { (Int($0) ?? 0) <= 12 }, "no 24-hour labels: \(labels)")
    }

    @Test func theAccessibleLinesAreIn12HourTime() throws {
        let lines = try KindRun.spoken(["--range", "--clock", "12", "--initial", "22:30-06:45"], [(K.right, 1), (K.enter, 2)]).lines
        #expect(Array(lines.dropFirst()) == ["start 10:30 PM, end 6:45 AM, 8 hours 15 minutes", "start 10:31 PM, 8 hours 14 minutes",
                                         "picked 22:31-06:45"],
                "\(lines)")
    }

    @Test func aFormatStillSaysHowItIsPrinted() throws {
        #expect(try KindRun.printed(["--range", "--clock", "12", "--initial", "22:30-06:45", "--format", "%I:%M %p"], [])
            == .chose("10:30 PM-06:45 AM"))
        #expect(try KindRun.printed(["--range", "--clock", "24", "--initial", "22:30-06:45"], []) == .chose("22:30-06:45"))
    }

    @Test func aBadClockIsRefusedNamingIt() {
        #expect(KindOptionsTests.error(["--range", "--clock", "13"]) == "--clock '13' must be 12 or 24")
    }
}
