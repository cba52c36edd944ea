import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TimeOfDayTests {
    @Test func wrapsAtMidnight() throws {
        let justAfter = try #require(TimeOfDay(hour: 0, minute: 1))
        #expect(justAfter.adding(minutes: -2).description == "23:59")
        #expect(TimeOfDay(wrapping: -1).description == "23:59")
        #expect(TimeOfDay(wrapping: 1440) == .midnight)
        #expect(TimeOfDay(wrapping: 1440 * 3 + 61).description == "01:01")
        #expect(TimeOfDay(wrapping: Int.min).minutesSinceMidnight == Int.min % 1440 + 1440)
        #expect(TimeOfDay(wrapping: 23 * 60 + 59).adding(minutes: 1) == .midnight)
        #expect(TimeOfDay(wrapping: 100).adding(minutes: Int.max) == TimeOfDay(wrapping: 100 + Int.max % 1440))
    }

    @Test func hoursAndMinutes() throws {
        let time = try #require(TimeOfDay(hour: 19, minute: 41))
        #expect(time.hour == 19 && time.minute == 41 && time.minutesSinceMidnight == 1181)
        #expect(time.description == "19:41")
        #expect(time.settingHour(7).description == "07:41")
        #expect(time.settingHour(-1).description == "23:41")
        #expect(TimeOfDay(hour: 24, minute: 0) == nil)
        #expect(TimeOfDay(hour: 9, minute: 60) == nil)
        #expect(TimeOfDay(hour: -1, minute: 0) == nil)
    }

    @Test func carryNeverSkipsOrRepeatsAMinute() {
        // Walking any number of single minutes from any time, in either direction, visits each
        // time of day once per 1440 steps, in order, carrying into the hour at :59 → :00.
        let gen = zip(Gen.int(in: -5_000_000...5_000_000), Gen.int(in: 1...3_000), Gen.element(of: [1, -1]))
        property("carry never skips or repeats a minute", gen) { start, steps, direction in
            var time = TimeOfDay(wrapping: start)
            var visited: [Int] = []
            for _ in 0..<steps {
                let next = time.adding(minutes: direction)
                let forward = direction > 0 ? next : time, backward = direction > 0 ? time : next
                // forward is one minute after backward: same hour with the next minute, or :59 → :00
                // of the next hour (23:59 → 00:00).
                if backward.minute == 59 {
                    try ensureEqual(forward.minute, 0, "carry out of :59")
                    try ensureEqual(forward.hour, (backward.hour + 1) % 24, "the hour carries")
                } else {
                    try ensureEqual(forward.hour, backward.hour, "no carry inside the hour")
                    try ensureEqual(forward.minute, backward.minute + 1, "the next minute")
                }
                visited.append(time.minutesSinceMidnight)
                time = next
            }
            try ensureEqual(Set(visited).count, min(steps, 1440), "no minute repeats before the day is through")
            try ensureEqual(time, TimeOfDay(wrapping: start + direction * steps), "n steps land n minutes away")
        }
    }

    @Test func wrappingIsEuclidean() {
        property("wrapping is a Euclidean modulo", Gen.int(in: Int.min / 2...Int.max / 2)) { minutes in
            let time = TimeOfDay(wrapping: minutes)
            try ensure((0..<1440).contains(time.minutesSinceMidnight))
            try ensureEqual((minutes - time.minutesSinceMidnight) % 1440, 0, "differs by whole days")
        }
    }
}
