import DialTUI
import Testing

@Suite(.timeLimit(.minutes(3))) struct DurationArgumentsTests {
    @Test func theDefaults() throws {
        let setup = try DurationArguments().resolve()
        #expect(setup.initial == .zero && setup.bounds == TimeSpan.zero...TimeSpan.day && setup.format == .standard)
        #expect(setup.valueBounds == 0...1440 && setup.value(of: TimeSpan(minutes: 90)!) == 90)
        let stepped = try DurationArguments(step: "5", lower: "10m", upper: "2h").resolve()
        #expect(stepped.initial.minutes == 10, "starts at --min")
        #expect(stepped.valueBounds == 2...24 && stepped.span(ofValue: 18).description == "1h30m" && stepped.span(ofValue: 99).description == "2h")
    }

    @Test func theInitialRoundedToTheStep() throws {
        #expect(try DurationArguments(initial: "1h30m").resolve().initial.minutes == 90)
        #expect(try DurationArguments(initial: "1.5h").resolve().initial.minutes == 90)
        #expect(try DurationArguments(initial: "92", step: "5").resolve().initial.minutes == 90)
        #expect(try DurationArguments(initial: "93", step: "5").resolve().initial.minutes == 95)
        #expect(try DurationArguments(format: "seconds").resolve().format == .seconds)
    }

    @Test func boundsOnEachSide() throws {
        #expect(try DurationArguments(initial: "24h").resolve().initial == .day, "exactly the default maximum")
        #expect(throws: DurationUsageError.initialOutOfBounds(TimeSpan(minutes: 1441)!, TimeSpan.zero...TimeSpan.day)) {
            try DurationArguments(initial: "24h1m").resolve()
        }
        #expect(try DurationArguments(initial: "9999h", upper: "9999h").resolve().initial == .maximum)
        #expect(throws: DurationUsageError.badDuration(flag: "--max", text: "9999h1m", bareSeconds: false)) { try DurationArguments(upper: "9999h1m").resolve() }
        #expect(try DurationArguments(initial: "10m", lower: "10m").resolve().initial.minutes == 10)
        #expect(throws: DurationUsageError.initialOutOfBounds(TimeSpan(minutes: 9)!, TimeSpan(minutes: 10)!...TimeSpan.day)) {
            try DurationArguments(initial: "9m", lower: "10m").resolve()
        }
        #expect(throws: DurationUsageError.minAboveMax(TimeSpan(minutes: 61)!, TimeSpan(minutes: 60)!)) {
            try DurationArguments(lower: "61", upper: "1h").resolve()
        }
        #expect(throws: Never.self) { try DurationArguments(lower: "1h", upper: "1h").resolve() }
        #expect(throws: DurationUsageError.offStep(flag: "--max", span: TimeSpan(minutes: 62)!, step: MinuteStep(minutes: 5)!)) {
            try DurationArguments(step: "5", upper: "62m").resolve()
        }
    }

    @Test func badInputNamesTheFlag() {
        let cases: [(DurationArguments, String)] = [
            (DurationArguments(initial: "1h75x"), "--initial '1h75x' is not a duration (1h30m, 90m, 90, 1:30 or 1.5h; at most 9999h)"),
            (DurationArguments(initial: "1h75m"), "--initial '1h75m' is not a duration (1h30m, 90m, 90, 1:30 or 1.5h; at most 9999h)"),
            (DurationArguments(format: "json"), "--format 'json' is not a duration format: one of minutes, seconds, iso, clock"),
            (DurationArguments(lower: "2h", upper: "1h"), "--min 2h is longer than --max 1h"),
            (DurationArguments(initial: "3h", upper: "2h"), "--initial 3h is longer than --max 2h"),
        ]
        for (arguments, message) in cases {
            do {
                _ = try arguments.resolve()
                Issue.record("\(arguments) was taken")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}
