import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TimeArgumentsTests {
    let nineFortyOne = LocalTime.fixed(TimeOfDay(wrapping: 9 * 60 + 41))

    func resolve(_ arguments: TimeArguments, environment: [String: String] = [:]) throws(TimeUsageError) -> TimeSetup {
        try arguments.resolve(environment: environment, clock: nineFortyOne)
    }

    @Test func nowByDefaultRoundedToTheStep() throws {
        let now = try resolve(TimeArguments())
        #expect(now.initial.description == "09:41" && now.initialIsNow)
        #expect(now.step == .everyMinute && now.bounds == nil && now.format == .standard)
        #expect(try resolve(TimeArguments(step: "5")).initial.description == "09:40")
        #expect(try resolve(TimeArguments(initial: "now", step: "15")).initial.description == "09:45")
        #expect(try resolve(TimeArguments(initial: "NOW")).initialIsNow)
    }

    @Test func anInitialTime() throws {
        let given = try resolve(TimeArguments(initial: "7:15pm"))
        #expect(given.initial.description == "19:15" && !given.initialIsNow)
        #expect(try resolve(TimeArguments(initial: "09:43", step: "5")).initial.description == "09:45")
        #expect(try resolve(TimeArguments(initial: "23:58", step: "5")).initial.description == "00:00", "wraps at midnight")
        #expect(throws: TimeUsageError.badTime(flag: "--initial", text: "25:00")) { try resolve(TimeArguments(initial: "25:00")) }
        #expect(TimeUsageError.badTime(flag: "--initial", text: "25:00").description.hasPrefix("--initial '25:00'"))
    }

    @Test func bounds() throws {
        let bounded = try resolve(TimeArguments(initial: "10:00", lower: "9:30", upper: "5pm"))
        #expect(bounded.bounds?.description == "09:30–17:00")
        #expect(bounded.stops == 570...1020)
        #expect(try resolve(TimeArguments(lower: "10:00")).initial.description == "10:00", "now is brought inside")
        #expect(try resolve(TimeArguments(upper: "09:00")).initial.description == "09:00")
        #expect(try resolve(TimeArguments(initial: "23:58", step: "5", lower: "20:00")).initial.description == "23:55",
                "rounding never leaves the bounds nor wraps")
        #expect(try resolve(TimeArguments(initial: "09:31", step: "5", lower: "09:31")).initial.description == "09:35")

        let nine = TimeOfDay(wrapping: 540), five = TimeOfDay(wrapping: 1020)
        #expect(throws: TimeUsageError.minAfterMax(five, nine)) { try resolve(TimeArguments(lower: "17:00", upper: "9:00")) }
        let office = try TimeBounds(lower: nine, upper: five)
        #expect(throws: TimeUsageError.initialOutOfBounds(TimeOfDay(wrapping: 480), office)) {
            try resolve(TimeArguments(initial: "8:00", lower: "9:00", upper: "17:00"))
        }
        #expect(TimeUsageError.initialOutOfBounds(TimeOfDay(wrapping: 480), office).description == "--initial 08:00 is before --min 09:00")
        #expect(TimeUsageError.initialOutOfBounds(TimeOfDay(wrapping: 1080), office).description == "--initial 18:00 is after --max 17:00")
        #expect(throws: TimeUsageError.badTime(flag: "--min", text: "soon")) { try resolve(TimeArguments(lower: "soon")) }
        #expect(throws: TimeUsageError.badTime(flag: "--max", text: "now")) { try resolve(TimeArguments(upper: "now")) }
        #expect(throws: (any Error).self) { try resolve(TimeArguments(step: "5", lower: "09:31", upper: "09:34")) }
    }

    @Test func clockAndFormat() throws {
        #expect(try resolve(TimeArguments(), environment: ["LANG": "en_US.UTF-8"]).hourCycle.cycle == .twelveHour)
        #expect(try resolve(TimeArguments(clock: "24"), environment: ["LANG": "en_US.UTF-8"]).hourCycle.cycle == .twentyFourHour)
        #expect(try resolve(TimeArguments(format: "%I:%M %p")).format.string(for: TimeOfDay(wrapping: 21 * 60 + 30)) == "09:30 PM")
        #expect(throws: TimeUsageError.badClock("13")) { try resolve(TimeArguments(clock: "13")) }
        #expect(throws: TimeUsageError.badFormatDirective("%Q")) { try resolve(TimeArguments(format: "%Q")) }
        #expect(throws: TimeUsageError.badStep("7")) { try resolve(TimeArguments(step: "7")) }
    }

    @Test func theStartIsAlwaysAStopWithinTheBounds() {
        let gen = zip(Gen.element(of: MinuteStep.allowed), Gen.int(in: 0...1439), Gen.int(in: 0...1439), Gen.int(in: 0...1439))
        property("the start is a stop within the bounds", gen) { step, a, b, now in
            let lower = TimeOfDay(wrapping: min(a, b)), upper = TimeOfDay(wrapping: max(a, b))
            let arguments = TimeArguments(step: "\(step)", lower: lower.description, upper: upper.description)
            do {
                let setup = try arguments.resolve(environment: [:], clock: .fixed(TimeOfDay(wrapping: now)))
                try ensure(setup.bounds?.contains(setup.initial) == true, "\(setup.initial) inside")
                try ensureEqual(setup.initial.minutesSinceMidnight % step, 0, "on a stop")
            } catch let error as TimeUsageError {
                try ensure(TimeBounds(lower: lower, upper: upper).stops(step: ensureSome(MinuteStep(minutes: step), "step \(step)")) == nil,
                           "only refused when no stop lies within: \(error)")
            }
        }
    }
}
