import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DurationExpressionTests {
    @Test func theFormsPeopleWrite() {
        let cases: [(String, Int)] = [
            ("1h30m", 90), ("90m", 90), ("90", 90), ("1:30", 90), ("1.5h", 90), ("2h", 120), ("45m", 45),
            ("0m", 0), ("0", 0), ("0h", 0), ("1h30", 90), ("1H30M", 90), (" 1 h 30 m ", 90), ("75m", 75),
            ("1.25h", 75), ("0.5h", 30), ("24h", 1440), ("100:00", 6000), ("1h0m", 60), ("0:05", 5),
            ("1h59m", 119), ("1:59", 119),
        ]
        for (text, minutes) in cases {
            #expect(DurationExpression.parse(text)?.minutes == minutes, "\(text)")
        }
    }

    @Test func notDurations() {
        for text in ["1h75x", "1h75m", "1h60m", "1h60", "1:60", "1:7", "1:075", "1.01h", "1.h", ".5h", "h", "m", "1x",
                     "1m30", "1hm", "1mh", "1h30s", "1.5", "1.5m", ":30", "1::30", "-5", "1h-5m", "٣"] {
            #expect(DurationExpression.parse(text) == nil, "\(text)")
        }
    }

    @Test func theLongestDurationOnEachSide() {
        #expect(DurationExpression.parse("9999h")?.minutes == 599_940)
        #expect(DurationExpression.parse("9999h1m") == nil)
        #expect(DurationExpression.parse("599940")?.minutes == 599_940)
        #expect(DurationExpression.parse("599941") == nil)
        #expect(DurationExpression.parse("9999:00") != nil && DurationExpression.parse("9999:01") == nil)
        #expect(DurationExpression.parse("99999999999999") == nil, "no overflow, just too long")
        #expect(DurationExpression.read("12345678901234567") == .invalid, "over 16 characters")
    }

    @Test func readingAsTheKeysComeIn() {
        #expect(DurationExpression.read("") == .incomplete)
        #expect(DurationExpression.read("1") == .span(TimeSpan(minutes: 1)!))
        #expect(DurationExpression.read("1:") == .incomplete)
        #expect(DurationExpression.read("1:3") == .incomplete)
        #expect(DurationExpression.read("1:7") == .invalid, "no minute 7x")
        #expect(DurationExpression.read("1.") == .incomplete)
        #expect(DurationExpression.read("1.5") == .incomplete)
        #expect(DurationExpression.read("1h3") == .span(TimeSpan(minutes: 63)!))
        #expect(DurationExpression.read("1h7") == .span(TimeSpan(minutes: 67)!))
        #expect(DurationExpression.read("1h75") == .invalid)
    }

    @Test func whatADurationPrintsReadsBack() {
        property("every format but seconds reads back as the same duration", Gen.int(in: 0...TimeSpan.maximum.minutes)) { minutes in
            let span = try #require(TimeSpan(minutes: minutes))
            for format in [DurationFormat.standard, .minutes, .clock] {
                try ensureEqual(DurationExpression.parse(format.string(for: span)), span, "\(format)")
            }
            try ensureEqual(DurationExpression.parse(span.spaced), span, "spaced")
        }
    }
}

@Suite(.timeLimit(.minutes(3))) struct DurationFormatTests {
    @Test func eachFormat() {
        let cases: [(Int, String, String, String, String, String)] = [
            (90, "1h30m", "90", "5400", "PT1H30M", "1:30"),
            (120, "2h", "120", "7200", "PT2H", "2:00"),
            (45, "45m", "45", "2700", "PT45M", "0:45"),
            (0, "0m", "0", "0", "PT0M", "0:00"),
            (599_940, "9999h", "599940", "35996400", "PT9999H", "9999:00"),
        ]
        for (minutes, standard, whole, seconds, iso, clock) in cases {
            let span = TimeSpan(minutes: minutes)!
            #expect(DurationFormat.standard.string(for: span) == standard)
            #expect(DurationFormat.minutes.string(for: span) == whole)
            #expect(DurationFormat.seconds.string(for: span) == seconds)
            #expect(DurationFormat.iso.string(for: span) == iso)
            #expect(DurationFormat.clock.string(for: span) == clock)
        }
        #expect(TimeSpan(minutes: 90)!.spaced == "1h 30m" && TimeSpan(minutes: 60)!.spaced == "1h")
        #expect(TimeSpan(minutes: 61)!.spoken == "1 hour 1 minute" && TimeSpan(minutes: 120)!.spoken == "2 hours")
        #expect(TimeSpan(minutes: 0)!.spoken == "0 minutes" && TimeSpan(minutes: 495)!.spoken == "8 hours 15 minutes")
    }

    @Test func theNamesFormatTakes() {
        #expect(DurationFormat.names == ["minutes", "seconds", "iso", "clock"])
        #expect(DurationFormat(name: "iso") == .iso && DurationFormat(name: "standard") == nil && DurationFormat(name: "json") == nil)
        #expect(TimeSpan(minutes: -1) == nil && TimeSpan(minutes: 599_941) == nil && TimeSpan(minutes: 599_940) != nil)
    }
}
