import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TimeBoundsTests {
    @Test func openEndsAreTheEndsOfTheDay() throws {
        let nine = try #require(TimeOfDay(hour: 9, minute: 0))
        let five = try #require(TimeOfDay(hour: 17, minute: 0))
        #expect(try TimeBounds(lower: nil, upper: nil) == .wholeDay)
        #expect(try TimeBounds(lower: nine, upper: nil).description == "09:00–23:59")
        #expect(try TimeBounds(lower: nil, upper: five).description == "00:00–17:00")
        #expect(throws: TimeUsageError.minAfterMax(five, nine)) { try TimeBounds(lower: five, upper: nine) }
        #expect(TimeUsageError.minAfterMax(five, nine).description == "--min 17:00 is after --max 09:00")
        let bounds = try TimeBounds(lower: nine, upper: five)
        #expect(bounds.contains(nine) && bounds.contains(five) && !bounds.contains(.midnight))
        #expect(bounds.clamp(.midnight) == nine)
        #expect(bounds.clamp(TimeOfDay(wrapping: -1)) == five)
    }

    @Test func stopsWithinTheBounds() throws {
        let five = try #require(MinuteStep(minutes: 5))
        let narrow = try TimeBounds(lower: TimeOfDay(hour: 9, minute: 31), upper: TimeOfDay(hour: 9, minute: 34))
        #expect(narrow.stops(step: five) == nil)
        #expect(narrow.stops(step: .everyMinute) == 571...574)
        let wide = try TimeBounds(lower: TimeOfDay(hour: 9, minute: 31), upper: TimeOfDay(hour: 9, minute: 44))
        #expect(wide.stops(step: five) == 115...116)
    }

    @Test func clampingStaysInside() {
        let gen = zip(Gen.int(in: 0...1439), Gen.int(in: 0...1439), Gen.int(in: 0...1439))
        property("clamp lands inside and keeps what is inside", gen) { a, b, value in
            let bounds = try TimeBounds(lower: TimeOfDay(wrapping: min(a, b)), upper: TimeOfDay(wrapping: max(a, b)))
            let time = TimeOfDay(wrapping: value)
            try ensure(bounds.contains(bounds.clamp(time)))
            if bounds.contains(time) { try ensureEqual(bounds.clamp(time), time) }
        }
    }
}
