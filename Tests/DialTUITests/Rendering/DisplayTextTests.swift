import Testing
import PropertyTesting
@testable import DialTUI

/// Scalars a terminal must never receive from a label, as the requirement lists them.
private func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// A string that describes itself by its scalars, so that test logs stay plain text even when
/// it holds controls.
struct ScalarText: CustomDebugStringConvertible, CustomTestStringConvertible, Sendable {
    var string: String
    var debugDescription: String { "[" + scalarList(string) + "]" }
    var testDescription: String { debugDescription }
}

/// Arbitrary strings of Unicode scalars, weighted towards the ones that matter here:
/// controls, escape-sequence material and bidirectional controls.
private func scalarStrings() -> Gen<ScalarText> {
    let anyScalar = Gen<Int>.int(in: 0...0x10FFFF).map { value -> Unicode.Scalar in
        Unicode.Scalar(UInt32(value)) ?? Unicode.Scalar(UInt32(value) + 0x800) ?? "?"
    }
    let latin = Gen<Int>.int(in: 0...0xFF).map { Unicode.Scalar(UInt8($0)) }
    let special = Gen<Unicode.Scalar>.element(of: [
        "\u{1B}", "[", "]", "P", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", ";", "0", "m", "(",
        "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "\u{301}", "\u{200D}", "\u{FE0F}", "時", "😀",
    ])
    return Gen.oneOf([anyScalar, latin, special]).array(count: 0...40).map { scalars in
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return ScalarText(string: String(view))
    }
}

func scalarList(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

@Suite(.timeLimit(.minutes(3))) struct DisplayTextTests {
    @Test func sanitizedTextHasNoControls() {
        property("sanitized text has no controls", cases: 1_000, scalarStrings()) { text in
            let clean = DisplayText.sanitize(text.string)
            for scalar in clean.unicodeScalars {
                try ensure(!isForbidden(scalar), "\(scalarList(clean)) still holds U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test func sanitizingIsIdempotent() {
        property("sanitizing is idempotent", cases: 500, scalarStrings()) { text in
            let once = DisplayText.sanitize(text.string)
            try ensureEqual(scalarList(DisplayText.sanitize(once)), scalarList(once))
        }
    }

    @Test func safeTextIsUnchanged() {
        let safe = scalarStrings().map { text in
            String(String.UnicodeScalarView(text.string.unicodeScalars.filter(DisplayText.isSafe)))
        }
        property("safe text is unchanged", cases: 500, safe) { text in
            try ensureEqual(scalarList(DisplayText.sanitize(text)), scalarList(text))
        }
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[?1049h\u{1B}[2J\u{1B}[Hx", "x"),
        ("\u{1B}]0;pwned\u{07}ok", "ok"),
        ("\u{1B}]8;;http://e.test\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}Pq#0;2;0;0;0\u{1B}\\after", "after"),
        ("before\u{1B}]0;never terminated", "before"),
        ("\u{9B}2Jx", "x"),
        ("\u{9D}title\u{9C}y", "y"),
        ("\u{1B}(Bx", "x"),
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("abc\u{1B}", "abc"),
        ("\u{1B}é", "é"),
        ("\u{1B}[12\u{01}x", "\u{FFFD}x"),
        ("\u{1B}]0;t\u{1B}[1mB", "B"),
        ("a\tb\nc\r\nd", "a b c  d"),
        ("\u{85}\u{2028}\u{2029}", "   "),
        ("\u{0}\u{7}\u{7F}\u{80}\u{99}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("x\u{9F}application program command\u{9C}", "x"),
        ("\u{202E}evil\u{202C}", "\u{FFFD}evil\u{FFFD}"),
        ("\u{2066}x\u{2069}", "\u{FFFD}x\u{FFFD}"),
        ("12時 😀 é", "12時 😀 é"),
    ].map { (ScalarText(string: $0), ScalarText(string: $1)) })
    func sanitizeExamples(raw: ScalarText, expected: ScalarText) {
        #expect(scalarList(DisplayText.sanitize(raw.string)) == scalarList(expected.string))
    }

    @Test(arguments: [
        ("a", 1), ("~", 1), ("e\u{301}", 1), ("ß", 1), ("⠿", 1), ("█", 1), ("❤", 1), ("©", 1),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{1}", 0), ("\u{9B}", 0),
        ("時", 2), ("한", 2), ("か", 2), ("Ａ", 2), ("\u{3000}", 2), ("😀", 2), ("❤️", 2),
        ("#️⃣", 2), ("🇯🇵", 2), ("👨‍👩‍👧", 2), ("👍🏽", 2), ("𠀋", 2),
    ].map { (ScalarText(string: $0), $1) })
    func widthOfGraphemes(grapheme: ScalarText, width: Int) {
        #expect(grapheme.string.count == 1)
        #expect(grapheme.string.first.map(DisplayText.displayWidth(of:)) == width)
    }

    @Test func widthOfStrings() {
        #expect(DisplayText.displayWidth(of: "") == 0)
        #expect(DisplayText.displayWidth(of: "12") == 2)
        #expect(DisplayText.displayWidth(of: "12時") == 4)
        #expect(DisplayText.displayWidth(of: "Cafe\u{301} 😀") == 7)
    }
}
