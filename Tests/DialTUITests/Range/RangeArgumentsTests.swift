import DialTUI
import Testing

@Suite(.timeLimit(.minutes(3))) struct RangeArgumentsTests {
    static let tenPast = LocalTime.fixed(TimeOfDay(hour: 10, minute: 7)!)

    func resolve(_ arguments: RangeArguments) throws(RangeUsageError) -> RangeSetup {
        try arguments.resolve(clock: Self.tenPast)
    }

    @Test func theDefaultsStartNowForAnHour() throws {
        let setup = try resolve(RangeArguments())
        #expect(setup.initial.description == "10:07-11:07" && setup.initialIsNow)
        #expect(setup.spanLimits == TimeSpan.zero...TimeSpan.day && setup.step == .everyMinute && setup.format == .standard)
        #expect(setup.detentCount == 1440 && setup.startDetent == 607 && setup.spanDetents == 60 && setup.spanLimitDetents == 0...1440)
        let stepped = try resolve(RangeArguments(step: "15", minSpan: "2h"))
        #expect(stepped.initial.description == "10:00-12:00", "now rounded to the step; the minimum span where it is longer than an hour")
        #expect(stepped.detentCount == 96 && stepped.startDetent == 40 && stepped.spanDetents == 8 && stepped.spanLimitDetents == 8...96)
        let short = try resolve(RangeArguments(maxSpan: "30m"))
        #expect(short.initial.span.minutes == 30, "the maximum span where it is shorter than an hour")
    }

    @Test func theInitialRangeRoundedToTheStep() throws {
        #expect(try resolve(RangeArguments(initial: "22:30-06:45")).initial.description == "22:30-06:45")
        #expect(try resolve(RangeArguments(initial: "22:32-06:44", step: "5")).initial.description == "22:30-06:45")
        #expect(try resolve(RangeArguments(initial: "22:30+24h", step: "15")).initial.description == "22:30+24h")
        #expect(try resolve(RangeArguments(initial: "10:30p-6:45a", format: "iso")).format == .iso)
    }

    @Test func spanLimitsOnEachSide() throws {
        let limits = RangeArguments(initial: "22:00-23:00", minSpan: "1h", maxSpan: "2h")
        #expect(try resolve(limits).initial.span.minutes == 60, "exactly the minimum")
        var over = limits
        over.initial = "22:00-00:00"
        #expect(try resolve(over).initial.span.minutes == 120, "exactly the maximum")
        over.initial = "22:00-00:01"
        #expect(throws: RangeUsageError.initialOutsideSpanLimits(TimeSpan(minutes: 121)!, TimeSpan(minutes: 60)!...TimeSpan(minutes: 120)!)) { try resolve(over) }
        var under = limits
        under.initial = "22:00-22:59"
        #expect(throws: RangeUsageError.initialOutsideSpanLimits(TimeSpan(minutes: 59)!, TimeSpan(minutes: 60)!...TimeSpan(minutes: 120)!)) { try resolve(under) }
        #expect(throws: RangeUsageError.minSpanAboveMaxSpan(TimeSpan(minutes: 121)!, TimeSpan(minutes: 120)!)) {
            try resolve(RangeArguments(minSpan: "2h1m", maxSpan: "2h"))
        }
        #expect(throws: Never.self) { try resolve(RangeArguments(initial: "1-3", minSpan: "2h", maxSpan: "2h")) }
        #expect(throws: RangeUsageError.spanOffStep(flag: "--min-span", span: TimeSpan(minutes: 50)!, step: MinuteStep(minutes: 15)!)) {
            try resolve(RangeArguments(step: "15", minSpan: "50m"))
        }
        #expect(throws: Never.self) { try resolve(RangeArguments(step: "15", minSpan: "45m")) }
        #expect(throws: RangeUsageError.badSpan(flag: "--max-span", text: "24h1m")) { try resolve(RangeArguments(maxSpan: "24h1m")) }
        #expect(throws: Never.self) { try resolve(RangeArguments(maxSpan: "24h")) }
    }

    @Test func badInputNamesTheFlag() {
        let cases: [(RangeArguments, String)] = [
            (RangeArguments(initial: "22:30"), "--initial '22:30' has one end only: give both, as 22:30-06:45 or 22:30+8h15m"),
            (RangeArguments(initial: "22:30-25:00"), "--initial '22:30-25:00' is not a range (22:30-06:45, 10:30p-6:45a or 22:30+8h15m)"),
            (RangeArguments(minSpan: "1h75x"), "--min-span '1h75x' is not a duration of at most 24h (1h30m, 90m, 1:30, 1.5h)"),
            (RangeArguments(minSpan: "3h", maxSpan: "2h"), "--min-span 3h is longer than --max-span 2h"),
            (RangeArguments(step: "7"), "--step '7' must divide 60: one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30"),
            (RangeArguments(format: "%Q"), "--format: unknown directive '%Q' (known: %H %k %I %l %M %p %P %R %%)"),
            (RangeArguments(initial: "1-2", minSpan: "2h"), "--initial spans 1h, shorter than --min-span 2h"),
        ]
        for (arguments, message) in cases {
            do {
                _ = try resolve(arguments)
                Issue.record("\(arguments) was taken")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}
