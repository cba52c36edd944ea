import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TimeExpressionTests {
    @Test func theFormsOfTheIssue() {
        let cases: [(String, String)] = [
            ("7", "07:00"), ("930", "09:30"), ("1930", "19:30"), ("19:30", "19:30"), ("7p", "19:00"),
            ("7:15pm", "19:15"), ("12a", "00:00"), ("12p", "12:00"), ("12:05am", "00:05"), ("09:41", "09:41"),
            ("9:41", "09:41"), ("0", "00:00"), ("23:59", "23:59"), ("0000", "00:00"), ("7:15 PM", "19:15"),
            (" 7 P M ", "19:00"), ("715p", "19:15"), ("11:59AM", "11:59"),
        ]
        for (text, expected) in cases {
            #expect(TimeExpression.parse(text)?.description == expected, "\(text)")
        }
    }

    @Test func notTimes() {
        for text in ["25", "9:75", "24:00", "2400", "13p", "0a", "", ":30", "9:", "9:7", "12345", "7x", "7pp", "a", "1:2:3", "٣", "99", "193", "12:3"] {
            #expect(TimeExpression.parse(text) == nil, "\(text)")
        }
    }

    @Test func readingAsTheKeysComeIn() {
        #expect(TimeExpression.read("") == .incomplete)
        #expect(TimeExpression.read("2") == .time(TimeOfDay(wrapping: 120)))
        #expect(TimeExpression.read("25") == .incomplete, "on the way to 2:5x")
        #expect(TimeExpression.read("27") == .invalid, "neither 2:7x nor 27:xx")
        #expect(TimeExpression.read("193") == .incomplete, "on the way to 19:3x")
        #expect(TimeExpression.read("196") == .invalid)
        #expect(TimeExpression.read("9:") == .incomplete)
        #expect(TimeExpression.read("9:5") == .incomplete)
        #expect(TimeExpression.read("9:7") == .invalid)
        #expect(TimeExpression.read("9:75") == .invalid)
        #expect(TimeExpression.read("123:") == .invalid)
        #expect(TimeExpression.read("7q") == .invalid)
    }

    @Test func anIncompleteTextCanBecomeATimeAndAnInvalidOneCannot() {
        // Checked against every continuation of up to three more characters.
        let alphabet = Array("0123456789:apm")
        func completions(_ text: String, depth: Int) -> Bool {
            if TimeExpression.parse(text) != nil { return true }
            guard depth > 0 else { return false }
            return alphabet.contains { completions(text + String($0), depth: depth - 1) }
        }
        let gen = Gen.element(of: Array("0123456789:")).array(count: 1...4).map { String($0) }
        property("incomplete means a time can still follow; invalid means none can", gen) { text in
            switch TimeExpression.read(text) {
            case .time: try ensure(true)
            case .incomplete: try ensure(completions(text, depth: 3), "\(text) is said to be incomplete")
            case .invalid: try ensure(!completions(text, depth: 3), "\(text) is said to be invalid")
            }
        }
    }

    @Test func parseAfterFormatIsTheIdentity() {
        let gen = zip(Gen.int(in: 0...1439), Gen.element(of: [HourCycle.twentyFourHour, .twelveHour]))
        property("parse ∘ format is the identity", gen) { minutes, cycle in
            let time = TimeOfDay(wrapping: minutes)
            try ensureEqual(TimeExpression.parse(TimeExpression.format(time, cycle: cycle)), time)
            try ensureEqual(TimeExpression.parse(time.description), time)
        }
    }
}
