import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TwelveHourClockTests {
    @Test func twelveIsMidnightAndNoon() throws {
        let midnight = TimeOfDay.midnight
        #expect(midnight.hour12 == 12 && midnight.meridiem == .am)
        let noon = try #require(TimeOfDay(hour: 12, minute: 0))
        #expect(noon.hour12 == 12 && noon.meridiem == .pm)
        #expect(TimeOfDay(hour12: 12, minute: 0, meridiem: .am) == midnight)
        #expect(TimeOfDay(hour12: 12, minute: 0, meridiem: .pm) == noon)
        #expect(TimeOfDay(hour12: 7, minute: 15, meridiem: .pm)?.description == "19:15")
        #expect(TimeOfDay(hour12: 0, minute: 0, meridiem: .am) == nil)
        #expect(TimeOfDay(hour12: 13, minute: 0, meridiem: .pm) == nil)
        #expect((0...23).map { TimeOfDay(hour: $0, minute: 0)?.hour12 ?? -1 } == [12] + Array(1...11) + [12] + Array(1...11))
    }

    @Test func turningPastElevenFiftyNineFlipsTheHalf() throws {
        let beforeNoon = try #require(TimeOfDay(hour12: 11, minute: 59, meridiem: .am))
        let noon = beforeNoon.adding(minutes: 1)
        #expect(noon.hour12 == 12 && noon.minute == 0 && noon.meridiem == .pm)
        let beforeMidnight = try #require(TimeOfDay(hour12: 11, minute: 59, meridiem: .pm))
        let midnight = beforeMidnight.adding(minutes: 1)
        #expect(midnight.hour12 == 12 && midnight.minute == 0 && midnight.meridiem == .am)
    }

    @Test func settingTheHalfOfTheDay() throws {
        let morning = try #require(TimeOfDay(hour: 9, minute: 30))
        #expect(morning.setting(.pm).description == "21:30")
        #expect(morning.setting(.am) == morning)
        #expect(morning.setting(.pm).setting(.am) == morning)
        #expect(TimeOfDay.midnight.setting(.pm).description == "12:00")
    }

    @Test func theMappingRoundTrips() {
        property("12/24-hour mapping round-trips", Gen.int(in: 0...1439)) { minutes in
            let time = TimeOfDay(wrapping: minutes)
            try ensure((1...12).contains(time.hour12))
            try ensureEqual(TimeOfDay(hour12: time.hour12, minute: time.minute, meridiem: time.meridiem), time)
            try ensureEqual(time.setting(.am).meridiem, .am)
            try ensureEqual(time.setting(.pm).hour12, time.hour12, "the clock face reads the same")
        }
    }
}
