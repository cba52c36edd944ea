@testable import DialTUI
import Testing

/// A tiny pane: the value is the last thing cut (the words around it go first), and a change
/// nothing on screen can show is not made.
@Suite(.timeLimit(.minutes(3))) struct TinyPaneTests {
    /// The screen's rows, trailing blanks trimmed, just before the end, and what Enter printed.
    static func run(_ arguments: [String], columns: Int, rows: Int = 5, keys: [String] = []) throws -> (shown: [String], ending: ProgramEnding) {
        let timed = keys.enumerated().map { ($0.element, 1 + Double($0.offset)) }
        let run = try KindRun.run(arguments, columns: columns, rows: rows, timed + [(KindKeys.enter, 2 + Double(keys.count))])
        return (run.shown, run.ending)
    }

    @Test func theValueIsShownWholeWithTheWordsAroundItDroppedFirst() throws {
        let duration = try Self.run(["--duration", "--initial", "1h25m"], columns: 10)
        #expect(duration.shown.contains { $0.contains("1h25m") }, "\(duration.shown)")
        let range = try Self.run(["--range", "--initial", "22:00-06:00"], columns: 16)
        #expect(range.shown.contains { $0.contains("22:00-06:00") }, "\(range.shown)")
        let time = try Self.run(["--time", "--clock", "12", "--initial", "09:41"], columns: 10)
        #expect(time.shown.contains { $0.contains("9:41 AM") }, "\(time.shown)")
        let wide = try Self.run(["--duration", "--initial", "1h25m"], columns: 40)
        #expect(wide.shown.contains { $0.contains("duration 1h25m") }, "the words where there is room: \(wide.shown)")
    }

    @Test func aMinuteTurnedInATinyPaneIsShownAndPrinted() throws {
        let time = try Self.run(["--time", "--clock", "12", "--initial", "16:00"], columns: 10, keys: [KindKeys.tab, KindKeys.right])
        #expect(time.ending == .chose("16:01"))
        #expect(time.shown.contains { $0.contains("4:01 PM") }, "\(time.shown)")
    }

    @Test func aChangeNothingCanShowIsNotMade() throws {
        let range = try Self.run(["--range", "--initial", "22:00-06:00"], columns: 10, keys: [KindKeys.right, KindKeys.tab, KindKeys.right])
        #expect(range.ending == .chose("22:00-06:00"), "the range does not fit in 10 columns: nothing moves it")
        let duration = try Self.run(["--duration", "--initial", "1h25m"], columns: 4, keys: [KindKeys.right, "9"])
        #expect(duration.ending == .chose("1h25m"))
        let fits = try Self.run(["--duration", "--initial", "1h25m"], columns: 5, keys: [KindKeys.right])
        #expect(fits.ending == .chose("1h26m"), "5 columns hold 1h25m: the key works")
    }

    /// A text typed, then the pane made too small to show the value before the text's pause: the
    /// text ends on what the screen showed (the start typed, the end kept), and the pause, unseen,
    /// changes nothing — Enter picks it, there and once the pane is large again.
    @Test func aTextTypedBeforeThePaneShrankEndsOnWhatItShowed() throws {
        var driver = try TUIDriver(kind: .range)
        driver.play(.type("23:00-"))
        let shown = try #require(driver.valueEnterPrints)
        #expect(shown.hasPrefix("23:00-"))
        driver.play(.resize(columns: 1, rows: 13))
        #expect(!driver.program.showsValue)
        driver.play(.wait(1.5))
        #expect(driver.valueEnterPrints == shown, "the pause of a text ended by the resize")
        driver.play(.resize(columns: 80, rows: 24))
        #expect(driver.valueEnterPrints == shown)
        #expect(!PickerView.render(driver.program.model).text.contains("not understood"))
    }

    /// An Esc the parser still holds is no key yet: the program says so until its timeout.
    @Test func anEscapeIsHeldUntilItsTimeout() throws {
        var driver = try TUIDriver(kind: .time)
        driver.play(.burst([.right, .escape]))
        #expect(driver.program.holdsInput && driver.ending == nil)
        driver.play(.wait(0.2))
        #expect(!driver.program.holdsInput)
        #expect(driver.ending == .canceled)
    }

    @Test func aLongLabelTakesTheArrowsColumnsBeforeItIsCut() throws {
        let options = try PickerOptions.parse(["--labels", "abcdefgh,x"])
        let model = try PickerModel(stages: options.stages, columns: 10, rows: 3)
        let text = PickerView.render(model).text
        #expect(text.contains("abcdefgh"), "\(text)")
    }

    /// A narrow dial's header drops the words `start` and `end` before it cuts the end.
    @Test func aNarrowRangeHeaderKeepsBothEnds() throws {
        let run = try KindRun.run(["--range", "--initial", "23:00-07:15"], columns: 20, rows: 12, [(KindKeys.enter, 1)])
        #expect(run.shown.first?.contains("23:00") == true && run.shown.first?.contains("07:15") == true, "\(run.shown.first ?? "")")
        let wide = try KindRun.run(["--range", "--initial", "23:00-07:15"], columns: 40, rows: 12, [(KindKeys.enter, 1)])
        #expect(wide.shown.first?.contains("start 23:00") == true, "\(wide.shown.first ?? "")")
    }

    /// The one-line picker's prompt starts the line that names the value, as in the full view.
    @Test func thePromptIsFollowedByTheValue() throws {
        let options = try PickerOptions.parse(["--labels", "mon,tue,wed", "--prompt", "Day: "])
        var model = try PickerModel(stages: options.stages, columns: 40, rows: 8)
        model.setPrompt("Day: ")
        let line = try #require(PickerView.render(model).lines.first { $0.contains("Day:") })
        #expect(line.contains("mon"), "\(PickerView.render(model).text)")
    }
}
