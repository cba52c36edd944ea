import DialTUI
import Testing

@Suite(.timeLimit(.minutes(3))) struct PickerOptionsTests {
    @Test func theDefaultIsATwelveHourDialFromTwelve() throws {
        let options = try PickerOptions.parse([])
        #expect(options.mode == .interactive)
        #expect(options.stages == [StageSetup(name: "label", face: .hours12, initial: 0)])
        #expect(PickerFace.hours12.labels == ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
    }

    @Test func faces() throws {
        #expect(try PickerOptions.parse(["--face", "hours24"]).stages[0].face.labels.first == "00")
        #expect(try PickerOptions.parse(["--face=hours24"]).stages[0].face.count == 24)
        let minutes = try PickerOptions.parse(["--face", "minutes"]).stages[0].face
        #expect(minutes.labels == ["00", "05", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55"])
        let custom = try PickerOptions.parse(["--labels", "red,green\\,ish,blue"]).stages[0].face
        #expect(custom.labels == ["red", "green,ish", "blue"])
    }

    @Test func initialLabels() throws {
        #expect(try PickerOptions.parse(["--initial", "3"]).stages[0].initial == 3)
        #expect(try PickerOptions.parse(["--face", "hours24", "--initial", "7"]).stages[0].initial == 7)
        #expect(try PickerOptions.parse(["--labels", "a,b,c", "--initial", "c"]).stages[0].initial == 2)
        let time = try PickerOptions.parse(["--time", "--initial", "07:30"])
        #expect(time.stages.map(\.name) == ["hour", "minute"])
        #expect(time.stages.map(\.initial) == [7, 7 * 60 + 30], "hours, and minutes since midnight")
        #expect(try PickerOptions.parse(["--face", "minutes", "--initial", "41"]).stages[0].initial == 41)
        #expect(try PickerOptions.parse(["--face", "minutes", "--step", "5", "--initial", "43"]).stages[0].initial == 9)
    }

    @Test func renderModeAndItsSize() throws {
        #expect(try PickerOptions.parse(["--render"]).mode == .render(width: 80, height: 24))
        #expect(try PickerOptions.parse(["--render", "--width", "40", "--height=14"]).mode == .render(width: 40, height: 14))
        #expect(try PickerOptions.parse(["--help", "--bogus"]).mode == .help)
        #expect(try PickerOptions.parse(["--version"]).mode == .version)
        #expect(try PickerOptions.parse(["-h"]).mode == .help)
        #expect(try PickerOptions.parse(["--time", "-h"]).mode == .help)
        #expect(try PickerOptions.parse(["--man"]).mode == .manual)
        #expect(try PickerOptions.parse(["--completion", "fish"]).mode == .completion(.fish))
        #expect(try PickerOptions.parse(["--completion=zsh"]).mode == .completion(.zsh))
    }

    @Test func badArgumentsSayWhich() {
        #expect(throws: UsageError.unknownOption("--bogus")) { try PickerOptions.parse(["--bogus"]) }
        #expect(throws: UsageError.unexpectedArgument("foo")) { try PickerOptions.parse(["foo"]) }
        #expect(throws: UsageError.unknownOption("-x")) { try PickerOptions.parse(["-x"]) }
        #expect(throws: UsageError.missingValue("--face")) { try PickerOptions.parse(["--face"]) }
        #expect(throws: UsageError.unknownFace("days")) { try PickerOptions.parse(["--face", "days"]) }
        #expect(throws: UsageError.unknownInitial("13")) { try PickerOptions.parse(["--initial", "13"]) }
        #expect(throws: UsageError.badDimension("--width", "0")) { try PickerOptions.parse(["--render", "--width", "0"]) }
        #expect(throws: UsageError.conflict("--face", "--labels")) { try PickerOptions.parse(["--face", "minutes", "--labels", "a"]) }
        #expect(throws: UsageError.conflict("--time", "--face")) { try PickerOptions.parse(["--time", "--face", "minutes"]) }
        #expect(throws: UsageError.badLabels(.noLabels)) { try PickerOptions.parse(["--labels", ", ,"]) }
        #expect(throws: UsageError.unexpectedValue("--time")) { try PickerOptions.parse(["--time=yes"]) }
        #expect(throws: UsageError.conflict("--width", "interactive mode (use --render)")) { try PickerOptions.parse(["--width", "10"]) }
        #expect(UsageError.unknownOption("\u{1B}[31m").description.contains("\u{1B}") == false, "no escapes reach the terminal")
    }
}
