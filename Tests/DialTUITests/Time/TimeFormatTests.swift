import DialTUI
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TimeFormatTests {
    @Test func directives() throws {
        let evening = try #require(TimeOfDay(hour: 21, minute: 30))
        let morning = try #require(TimeOfDay(hour: 7, minute: 5))
        #expect(TimeFormat.standard.string(for: evening) == "21:30")
        #expect(try TimeFormat(pattern: TimeFormat.defaultPattern) == TimeFormat.standard)
        #expect(try TimeFormat(pattern: "%I:%M %p").string(for: evening) == "09:30 PM")
        #expect(try TimeFormat(pattern: "%l:%M%P").string(for: morning) == " 7:05am")
        #expect(try TimeFormat(pattern: "%k.%M").string(for: morning) == " 7.05")
        #expect(try TimeFormat(pattern: "at %R (100%%)").string(for: morning) == "at 07:05 (100%)")
        #expect(try TimeFormat(pattern: "%I %p").string(for: .midnight) == "12 AM")
    }

    @Test func aPatternWithoutADirectivePrintsTheSameWhateverIsPickedAndIsRefused() {
        for pattern in ["", "plain", "100%%"] {
            #expect(throws: TimeUsageError.formatWithoutDirective(pattern)) { try TimeFormat(pattern: pattern) }
        }
        #expect(TimeUsageError.formatWithoutDirective("plain").description.hasPrefix("--format 'plain'"))
    }

    @Test func aBadDirectiveIsNamed() {
        #expect(throws: TimeUsageError.badFormatDirective("%Q")) { try TimeFormat(pattern: "%H:%Q") }
        #expect(throws: TimeUsageError.badFormatDirective("%")) { try TimeFormat(pattern: "%H%") }
        #expect(throws: TimeUsageError.badFormatDirective("%S")) { try TimeFormat(pattern: "%S") }
        #expect(TimeUsageError.badFormatDirective("%Q").description.contains("--format"))
        #expect(TimeUsageError.badFormatDirective("%Q").description.contains("'%Q'"))
    }

    @Test func whatItPrintsReadsBack() {
        let gen = zip(Gen.int(in: 0...1439), Gen.element(of: ["%H:%M", "%I:%M %p", "%I:%M%P", "%R", "%k:%M", "%l:%M %p"]))
        property("parse ∘ format is the identity for the clock's patterns", gen) { minutes, pattern in
            let time = TimeOfDay(wrapping: minutes)
            let printed = try TimeFormat(pattern: pattern).string(for: time)
            try ensureEqual(TimeExpression.parse(printed), time, "\(pattern) printed \(printed)")
        }
    }
}
