import DialTUI
import Testing

/// `--header` as drawn: text only, and a control character in it (a BEL from a script's
/// `printf '\a'`, say) leaves no mark, not even a replacement character.
@Suite(.timeLimit(.minutes(3))) struct PickerHeaderTests {
    /// Every C0 and C1 control but the whitespace ones and those that start a sequence.
    static let silentControls: [UInt32] = Array(0x00...0x08) + Array(0x0E...0x1A) + Array(0x1C...0x1F) + [0x7F]
        + Array(0x80...0x84) + Array(0x86...0x8F) + Array(0x91...0x97) + [0x99, 0x9A, 0x9C]

    @Test(arguments: silentControls)
    func aControlCharacterLeavesNoMark(_ value: UInt32) throws {
        let control = try #require(Unicode.Scalar(value))
        let header = try #require(PickerHeader("Ring\(Character(control))Bell"))
        #expect(header.text == "RingBell", "U+\(String(value, radix: 16))")
        #expect(header.width == 8)
    }

    @Test func whitespaceAndSequencesAsForLabels() throws {
        #expect(PickerHeader("a\tb")?.text == "a b")
        #expect(PickerHeader("Pick \u{1B}[31man hour\u{1B}[0m")?.text == "Pick an hour")
        #expect(PickerHeader("\u{07}\u{07}") == nil, "nothing left to show")
    }
}
