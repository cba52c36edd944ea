import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct MinuteStepTests {
    @Test func onlyDivisorsOfSixty() throws {
        for minutes in 1...60 {
            let allowed = 60 % minutes == 0 && minutes < 60
            #expect((MinuteStep(minutes: minutes) != nil) == allowed, "\(minutes)")
        }
        #expect(try MinuteStep(parsing: "15").minutes == 15)
        for text in ["7", "0", "-5", "60", "five", "", "5.0"] {
            #expect(throws: TimeUsageError.badStep(text)) { try MinuteStep(parsing: text) }
        }
        #expect(TimeUsageError.badStep("7").description.hasPrefix("--step '7'"))
    }

    @Test func labelsFallOnStops() throws {
        let layouts = MinuteStep.allowed.compactMap(MinuteStep.init(minutes:)).map { [$0.stopsPerHour, $0.labelsPerTurn, $0.stopsPerLabel] }
        #expect(layouts == [[60, 12, 5], [30, 10, 3], [20, 10, 2], [15, 5, 3], [12, 12, 1], [10, 10, 1],
                            [6, 6, 1], [5, 5, 1], [4, 4, 1], [3, 3, 1], [2, 2, 1]])
    }

    @Test func roundingExamples() throws {
        let five = try #require(MinuteStep(minutes: 5))
        #expect(five.rounded(try #require(TimeOfDay(hour: 9, minute: 42))).description == "09:40")
        #expect(five.rounded(try #require(TimeOfDay(hour: 9, minute: 43))).description == "09:45")
        #expect(five.rounded(try #require(TimeOfDay(hour: 23, minute: 58))).description == "00:00")
        let two = try #require(MinuteStep(minutes: 2))
        #expect(two.rounded(try #require(TimeOfDay(hour: 9, minute: 41))).description == "09:42", "a tie rounds up")
        #expect(MinuteStep.everyMinute.rounded(try #require(TimeOfDay(hour: 9, minute: 41))).description == "09:41")
    }

    @Test func roundingLandsOnTheNearestMultiple() {
        let gen = zip(Gen.element(of: MinuteStep.allowed), Gen.int(in: 0...1439))
        property("rounding to a step lands on the nearest multiple", gen) { minutes, value in
            let step = try #require(MinuteStep(minutes: minutes))
            let rounded = step.rounded(TimeOfDay(wrapping: value)).minutesSinceMidnight
            try ensureEqual(rounded % minutes, 0, "a multiple of the step")
            // The circular distance to the result is the least of all multiples.
            func distance(_ a: Int, _ b: Int) -> Int { min((a - b + 1440) % 1440, (b - a + 1440) % 1440) }
            let best = stride(from: 0, to: 1440, by: minutes).map { distance($0, value) }.min() ?? 0
            try ensureEqual(distance(rounded, value), best, "nearest")
            try ensure(distance(rounded, value) * 2 <= minutes, "within half a step")
        }
    }
}
