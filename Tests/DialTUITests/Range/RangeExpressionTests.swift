import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct RangeExpressionTests {
    @Test func theFormsPeopleWrite() {
        let cases: [(String, String, Int)] = [
            ("22:30-06:45", "22:30", 495), ("10:30p-6:45a", "22:30", 495), ("22:30+8h15m", "22:30", 495),
            ("9-17", "09:00", 480), ("9:00 - 17:30", "09:00", 510), ("23:00-7:15", "23:00", 495),
            ("12:00-12:00", "12:00", 0), ("22:30+24h", "22:30", 1440), ("22:30+0m", "22:30", 0), ("0-0:01", "00:00", 1),
            ("7p+90", "19:00", 90), ("0:00-23:59", "00:00", 1439),
        ]
        for (text, start, minutes) in cases {
            let range = RangeExpression.parse(text)
            #expect(range?.start.description == start && range?.span.minutes == minutes, "\(text)")
        }
    }

    @Test func notRanges() {
        for text in ["22:30", "22:30-", "22:30-25:00", "25:00-06:45", "22:30+24h1m", "22:30+1h75m", "22:30-06:45-07:00",
                     "22:30+-1h", "-06:45", "+8h", "22:30+", "22:30-x", "22:30_06:45"] {
            #expect(RangeExpression.parse(text) == nil, "\(text)")
        }
    }

    @Test func aDayOnEachSide() {
        #expect(RangeExpression.parse("22:30+1440")?.span == .day)
        #expect(RangeExpression.parse("22:30+1441") == nil)
        #expect(TimeRange(start: .midnight, span: .day) != nil)
        #expect(TimeRange(start: .midnight, span: TimeSpan(minutes: 1441)!) == nil)
    }

    @Test func readingAsTheKeysComeIn() {
        #expect(RangeExpression.read("23") == .time(TimeOfDay(hour: 23, minute: 0)!))
        #expect(RangeExpression.read("23:00-") == .incomplete)
        #expect(RangeExpression.read("23:00-7:") == .incomplete)
        #expect(RangeExpression.read("23:00-7:15") == .range(TimeRange(from: TimeOfDay(hour: 23, minute: 0)!, to: TimeOfDay(hour: 7, minute: 15)!)))
        #expect(RangeExpression.read("23:00+1:") == .incomplete)
        #expect(RangeExpression.read("99-") == .invalid)
        #expect(RangeExpression.read("x") == .invalid)
    }

    @Test func eachFormat() throws {
        let sleep = try #require(RangeExpression.parse("22:30-06:45"))
        #expect(RangeFormat.standard.string(for: sleep) == "22:30-06:45")
        #expect(try RangeFormat(parsing: "%H:%M") == .standard)
        #expect(try RangeFormat(parsing: "iso").string(for: sleep) == "22:30/PT8H15M")
        #expect(try RangeFormat(parsing: "json").string(for: sleep) == #"{"start":"22:30","end":"06:45","minutes":495,"crosses_midnight":true}"#)
        #expect(try RangeFormat(parsing: "%I:%M %p").string(for: sleep) == "10:30 PM-06:45 AM")
        #expect(throws: TimeUsageError.badFormatDirective("%Q")) { try RangeFormat(parsing: "%Q") }
        let day = try #require(RangeExpression.parse("22:30+24h"))
        #expect(RangeFormat.standard.string(for: day) == "22:30+24h" && day.end == day.start)
        #expect(try RangeFormat(parsing: "iso").string(for: day) == "22:30/PT24H")
        let office = try #require(RangeExpression.parse("9-17"))
        #expect(try RangeFormat(parsing: "json").string(for: office) == #"{"start":"09:00","end":"17:00","minutes":480,"crosses_midnight":false}"#)
        let toMidnight = try #require(RangeExpression.parse("22:00-00:00"))
        #expect(!toMidnight.crossesMidnight && RangeExpression.parse("22:00-00:01")?.crossesMidnight == true)
        let empty = try #require(RangeExpression.parse("12:00-12:00"))
        #expect(RangeFormat.standard.string(for: empty) == "12:00-12:00" && empty.span == .zero)
    }

    @Test func whatARangePrintsReadsBack() {
        property("the default and iso forms read back as the same range", zip(Gen.int(in: 0...1439), Gen.int(in: 0...1440))) { start, minutes in
            let range = try #require(TimeRange(start: TimeOfDay(wrapping: start), span: TimeSpan(minutes: minutes)!))
            try ensureEqual(RangeExpression.parse(RangeFormat.standard.string(for: range)), range)
            let iso = RangeFormat.iso.string(for: range).lowercased().replacing("/pt", with: "+")
            try ensureEqual(RangeExpression.parse(iso), range, "iso as start+duration")
        }
    }
}
