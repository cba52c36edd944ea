@testable import DialTUI
import Testing

/// The accessible lines of a range and a duration say what is true at the moment they are
/// written: a limit is "reached" only on the line whose value is at it, a range's first line
/// names both ends and the span and every move of an end says the span, typed text not
/// understood, a timeout and a cancel each get a line, and no value is said twice in a row.
@Suite(.timeLimit(.minutes(3))) struct AccessibleKindTests {
    typealias K = KindKeys

    /// The lines after the opening one.
    static func lines(_ arguments: [String], _ keys: [(String, Double)]) throws -> [String] {
        Array(try KindRun.spoken(arguments, keys).lines.dropFirst())
    }

    // Defect 2: a limit is reached on the line of the value at it, at once.

    @Test func endAtTheMaximumSpanSaysSoAtOnceAndNotAfterwards() throws {
        let lines = try Self.lines(["--range", "--initial", "22:00-06:00", "--max-span", "10h"],
                                   [(K.tab, 1), (K.end, 2), (K.left, 4), (K.enter, 5)])
        #expect(lines.contains("end 08:00, 10 hours, max-span 10h reached"), "\(lines)")
        #expect(lines.contains("end 07:59, 9 hours 59 minutes"), "\(lines)")
        #expect(!lines.contains { $0.contains("07:59") && $0.contains("reached") }, "\(lines)")
    }

    @Test func endThenHomeOnTheStartNamesTheLimitEachMet() throws {
        let lines = try Self.lines(["--range", "--initial", "22:00-06:00", "--min-span", "1h", "--max-span", "10h"],
                                   [(K.end, 1), (K.home, 2), (K.enter, 3)])
        #expect(lines.contains("start 05:00, 1 hour, min-span 1h reached"), "\(lines)")
        #expect(lines.contains("start 20:00, 10 hours, max-span 10h reached"), "\(lines)")
        #expect(!lines.contains { $0.contains("10 hours") && $0.contains("min-span") }, "\(lines)")
    }

    @Test func aDurationTypedPastAClampSaysNoLimitItIsNotAt() throws {
        let keys = "1h30m".enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        let lines = try Self.lines(["--duration", "--initial", "1h", "--max", "2h", "--min", "30m"], keys + [(K.enter, 3)])
        for line in lines where line.contains("reached") {
            #expect(line.hasPrefix("30 minutes") && line.contains("min 30m reached") || line.hasPrefix("2 hours"),
                    "a limit reached on a value not at it: '\(line)' in \(lines)")
        }
        #expect(lines.contains("30 minutes, min 30m reached, typed 1"), "the 1 typed is held at the minimum: \(lines)")
        #expect(lines.contains("1 hour 30 minutes, typed 1h30m"), "\(lines)")
    }

    // Defect 3: a range's first line names both ends and the span; a move of either end says the span.

    @Test func aRangeOpensWithBothEndsAndTheSpanAndEveryMoveSaysTheSpan() throws {
        let lines = try Self.lines(["--range", "--initial", "22:30-06:45"],
                                   [(K.right, 1), (K.tab, 2), (K.left, 3), (K.tab, 4), (K.enter, 5)])
        #expect(lines == [
            "start 22:30, end 06:45, 8 hours 15 minutes",
            "start 22:31, 8 hours 14 minutes",
            "end 06:45, 8 hours 14 minutes",
            "end 06:44, 8 hours 13 minutes",
            "whole range 22:31 to 06:44, 8 hours 13 minutes",
            "picked 22:31-06:44",
        ], "\(lines)")
    }

    // Defect 12: typed text not understood, the timeout and the cancel are said; a fading
    // highlight says nothing.

    @Test func textNotUnderstoodATimeoutAndACancelAreSaid() throws {
        let typed = try Self.lines(["--duration"], [("z", 1), ("z", 1.1), (K.escape + "[27u", 4)])
        #expect(typed.contains("0 minutes, 'zz' not understood"), "\(typed)")
        #expect(typed.last == "cancelled", "\(typed)")
        let timedOut = try Self.lines(["--range", "--initial", "22:30-06:45", "--timeout", "1"], [])
        #expect(timedOut.last == "timed out", "\(timedOut)")
        let picked = try Self.lines(["--duration", "--initial", "20m", "--timeout", "1", "--select-on-timeout"], [])
        #expect(picked.last == "timed out, picked 20m", "\(picked)")
    }

    @Test func aHighlightFadingSaysNothing() throws {
        let duration = try Self.lines(["--duration", "--initial", "1h59m", "--max", "2h"], [(K.right, 1), (K.enter, 5)])
        #expect(duration == ["1 hour 59 minutes", "2 hours, max 2h reached", "picked 2h"], "\(duration)")
        let range = try Self.lines(["--range", "--initial", "22:30-06:45", "--max-span", "8h15m"],
                                   [(K.tab, 1), (K.right, 2), (K.enter, 5)])
        #expect(range == ["start 22:30, end 06:45, 8 hours 15 minutes", "end 06:45, 8 hours 15 minutes",
                          "end 06:45, 8 hours 15 minutes, max-span 8h15m reached", "picked 22:30-06:45"], "\(range)")
        let time = try Self.lines(["--time", "--clock", "24", "--initial", "16:59", "--max", "17:00"],
                                  [(K.tab, 1), (K.right, 2), (K.enter, 5)])
        #expect(time == ["hour 16, 16:59", "minute 59, 16:59", "minute 00, 17:00, max 17:00 reached", "picked 17:00"], "\(time)")
    }
}

/// A limit lights up when the value shown arrives at it, or a move presses against it; it goes
/// out when the value leaves it.
@Suite(.timeLimit(.minutes(3))) struct LimitLightTests {
    typealias K = KindKeys

    /// The reverse-video text of the picker's first row after `keys`.
    static func lit(_ arguments: [String], _ keys: [(String, Double)], at time: Double) throws -> String {
        let run = try KindRun.run(arguments, keys, hangUp: time)
        let grid = PickerView.render(run.program.model)
        return String((0..<grid.width).map { grid[column: $0, row: 0] }.filter { $0.style.reverse && !$0.isContinuation }.map(\.character))
    }

    // Defect 11.

    @Test func endAtALimitLightsIt() throws {
        #expect(try Self.lit(["--range", "--initial", "22:00-06:00", "--max-span", "10h"], [(K.tab, 1), (K.end, 2)], at: 2.1)
            == "max-span 10h")
        #expect(try Self.lit(["--duration", "--initial", "1h", "--max", "2h"], [(K.end, 1)], at: 1.1) == "max 2h")
        #expect(try Self.lit(["--time", "--clock", "24", "--initial", "12:00", "--max", "17:00"], [(K.end, 1)], at: 1.1)
            == "max 17:00")
        #expect(try Self.lit(["--duration", "--initial", "1h59m", "--max", "2h"], [(K.right, 1)], at: 1.1) == "max 2h",
                "a step that ends on it")
    }

    /// End again at a limit (its light faded) lights it again, as PgUp pressing against it does.
    @Test func endAgainAtALimitLightsItAgain() throws {
        #expect(try Self.lit(["--range", "--initial", "22:00-06:00", "--max-span", "10h"], [(K.tab, 1), (K.end, 2), (K.end, 6)], at: 6.1)
            == "max-span 10h")
        #expect(try Self.lit(["--duration", "--initial", "1h", "--max", "2h"], [(K.end, 1), (K.end, 5)], at: 5.1) == "max 2h")
    }

    @Test func aLimitGoesOutWhenTheValueLeavesIt() throws {
        #expect(try Self.lit(["--duration", "--initial", "1h", "--max", "2h"], [(K.end, 1), (K.left, 1.2)], at: 1.3) == "")
        #expect(try Self.lit(["--range", "--initial", "22:00-06:00", "--max-span", "10h"],
                             [(K.tab, 1), (K.end, 1.1), (K.left, 1.2)], at: 1.3) == "")
    }

    @Test func theOpeningValueAtALimitIsNotLit() throws {
        #expect(try Self.lit(["--duration", "--initial", "2h", "--max", "2h"], [], at: 0.5) == "")
    }
}
