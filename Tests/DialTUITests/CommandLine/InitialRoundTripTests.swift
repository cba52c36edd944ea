@testable import DialTUI
import Testing

/// Every `--format` a mode prints, its `--initial` reads back to the same value (with the same
/// `--format`); the forms the README promises are read, and a number that is not a plain
/// decimal is not.
@Suite(.timeLimit(.minutes(3))) struct InitialRoundTripTests {
    /// What a picker of `arguments` prints when nothing is moved ("now" is 09:41).
    static func printed(_ arguments: [String]) throws -> String {
        let options = try PickerOptions.parse(arguments, clock: KindRun.clock)
        return try PickerModel(options: options, columns: 80, rows: 24).result
    }

    /// Prints `initial` with `arguments`, reads what it printed back as `--initial`, and
    /// checks that it prints the same.
    static func roundTrip(_ arguments: [String], _ initial: String) throws {
        let first = try printed(arguments + ["--initial", initial])
        let again = try printed(arguments + ["--initial", first])
        #expect(again == first, "\(arguments) --initial \(initial) printed '\(first)', read back as '\(again)'")
    }

    @Test(arguments: [[], ["--format", "%H:%M"], ["--format", "%I:%M %p"], ["--format", "%R"], ["--format", "%k:%M"],
                      ["--format", "%l:%M %P"], ["--format", "%I:%M%p"], ["--format", "%H%M"], ["--clock", "12"]])
    func everyTimeFormat(_ format: [String]) throws {
        for initial in ["00:00", "07:05", "12:00", "12:30", "19:45", "23:59"] {
            try Self.roundTrip(["--time"] + format, initial)
        }
    }

    @Test(arguments: [[], ["--format", "iso"], ["--format", "json"], ["--format", "%H:%M"], ["--format", "%I:%M %p"],
                      ["--format", "%R"], ["--format", "%l:%M%P"]])
    func everyRangeFormat(_ format: [String]) throws {
        for initial in ["22:30-06:45", "08:00-17:00", "08:00-08:00", "22:30+24h", "00:00-23:59", "12:00-00:00"] {
            try Self.roundTrip(["--range"] + format, initial)
        }
    }

    @Test(arguments: [[], ["--format", "minutes"], ["--format", "seconds"], ["--format", "iso"], ["--format", "clock"]])
    func everyDurationFormat(_ format: [String]) throws {
        for initial in ["0m", "1m", "45m", "1h30m", "2h", "24h"] {
            try Self.roundTrip(["--duration"] + format, initial)
        }
        try Self.roundTrip(["--duration", "--max", "9999h"] + format, "9999h")
    }

    @Test func labels() throws {
        try Self.roundTrip(["--face", "hours24"], "07")
        try Self.roundTrip(["--face", "minutes"], "41")
        try Self.roundTrip(["--labels", "one,two words,three"], "two words")
    }

    // Defect 14: what the README promises is read.

    @Test func aRangeStartsNow() throws {
        #expect(try Self.printed(["--range", "--initial", "now"]) == "09:41-10:41")
        #expect(try Self.printed(["--range", "--initial", "NOW", "--min-span", "2h"]) == "09:41-11:41")
        #expect(try Self.printed(["--range", "--initial", "now-23:00"]) == "09:41-23:00")
        #expect(try Self.printed(["--range", "--initial", "22:00-now"]) == "22:00-09:41")
        #expect(try Self.printed(["--range", "--initial", "now+2h", "--step", "15"]) == "09:45-11:45")
        #expect(throws: UsageError.self) { try Self.printed(["--range", "--initial", "nowt-23:00"]) }
    }

    @Test func aDurationReadsISO8601() throws {
        for (iso, printed) in [("PT1H30M", "1h30m"), ("PT0M", "0m"), ("pt45m", "45m"), ("PT2H", "2h"), ("PT90M", "1h30m")] {
            #expect(try Self.printed(["--duration", "--initial", iso]) == printed, "\(iso)")
        }
        for bad in ["PT", "P1D", "PT1H75M", "PT1.5H", "T1H"] {
            #expect(throws: UsageError.self, "\(bad)") { try Self.printed(["--duration", "--initial", bad]) }
        }
    }

    @Test func secondsAreReadBackWithTheirFormat() throws {
        #expect(try Self.printed(["--duration", "--format", "seconds", "--initial", "5400"]) == "5400")
        #expect(try Self.printed(["--duration", "--format", "minutes", "--initial", "90"]) == "90", "minutes: a bare number as ever")
        #expect(throws: UsageError.self, "not whole minutes") { try Self.printed(["--duration", "--format", "seconds", "--initial", "5430"]) }
    }

    @Test(arguments: ["0x10", "1e2", "inf", "nan", "+5", " 5", "5ss", "s", "5 s", "0", "0s", "86400.5", "-1", "."])
    func aTimeoutIsAPlainNumberOfSeconds(_ text: String) {
        #expect(throws: UsageError.self, "\(text)") { try PickerOptions.parse(["--timeout", text]) }
    }

    @Test(arguments: [("0.5", 0.5), ("5", 5.0), ("86400", 86_400.0), ("1.25", 1.25), ("5s", 5.0), ("0.5s", 0.5)])
    func aTimeoutTakesDecimals(_ text: String, _ seconds: Double) throws {
        #expect(try PickerOptions.parse(["--timeout", text]).program.timeout == seconds)
    }
}
