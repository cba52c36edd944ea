@testable import DialTUI
import Testing

/// A time picker's own deadline is the earlier of its two: the typed time's pause (or notice)
/// and the highlight of a bound met.
@Suite(.timeLimit(.minutes(3))) struct TimeModeDeadlineTests {
    /// The time state of a `--time` picker from 09:30 to 17:00.
    func timeMode() throws -> TimeMode {
        let options = try PickerOptions.parse(["--time", "--initial", "12:00", "--min", "09:30", "--max", "17:00"])
        let model = try PickerModel(stages: options.stages, columns: 80, rows: 24)
        return try #require(model.timeMode)
    }

    @Test func eachDeadlineAloneIsTheDeadline() throws {
        var typing = try timeMode()
        #expect(typing.deadline == nil, "nothing due at rest")
        _ = typing.typing.type("9", at: 10, read: TimeKind.reader(now: .midnight))
        #expect(typing.deadline == 10 + typing.typing.pause)
        var highlight = try timeMode()
        highlight.meet(.upper, at: 10)
        #expect(highlight.deadline == 10 + LimitMet.highlightDuration)
    }

    @Test func theHighlightEndingFirstIsTheDeadline() throws {
        // A key at 10 (the pause ends at 11), a bound met at 10.2 (its highlight ends at 10.8).
        var mode = try timeMode()
        _ = mode.typing.type("1", at: 10, read: TimeKind.reader(now: .midnight))
        mode.meet(.upper, at: 10.2)
        let highlightEnd = 10.2 + LimitMet.highlightDuration
        #expect(highlightEnd < 10 + mode.typing.pause)
        #expect(mode.deadline == highlightEnd)
    }

    @Test func thePauseEndingFirstIsTheDeadline() throws {
        // A bound met at 10 (its highlight ends at 10.6), a key at 9.5 (the pause ends at 10.5).
        var mode = try timeMode()
        mode.meet(.upper, at: 10)
        _ = mode.typing.type("1", at: 9.5, read: TimeKind.reader(now: .midnight))
        let pauseEnd = 9.5 + mode.typing.pause
        #expect(pauseEnd < 10 + LimitMet.highlightDuration)
        #expect(mode.deadline == pauseEnd)
    }
}
