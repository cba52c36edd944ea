import DialTUI
import Foundation
import Testing

@Suite(.timeLimit(.minutes(3))) struct LocalTimeTests {
    @Test func theSystemClockReadsTheLocalTime() {
        // Foundation's calendar reads the same clock and zone; a minute may turn in between.
        func foundationNow() -> TimeOfDay {
            let parts = Calendar.current.dateComponents([.hour, .minute], from: Date())
            return TimeOfDay(hour: parts.hour ?? -1, minute: parts.minute ?? -1) ?? .midnight
        }
        let before = foundationNow()
        let read = LocalTime.system.now()
        let after = foundationNow()
        #expect(read == before || read == after, "read \(read), Foundation says \(before)–\(after)")
    }

    @Test func aFixedClock() throws {
        let time = try #require(TimeOfDay(hour: 9, minute: 41))
        #expect(LocalTime.fixed(time).now() == time)
    }
}
