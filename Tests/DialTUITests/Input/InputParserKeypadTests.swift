@testable import DialTUI
import Testing

/// The kitty keyboard protocol's keypad and other functional keys, sent as `CSI code u` with
/// code points of the Private Use Area: each is the key it stands for, never a stray character.
@Suite(.timeLimit(.minutes(3))) struct InputParserKeypadTests {
    /// The protocol's table of keypad keys: code point and the key the picker reads.
    static let keypad: [(code: Int, key: Key)] = [
        (57399, .character("0")), (57400, .character("1")), (57401, .character("2")), (57402, .character("3")),
        (57403, .character("4")), (57404, .character("5")), (57405, .character("6")), (57406, .character("7")),
        (57407, .character("8")), (57408, .character("9")),
        (57409, .character(".")), (57410, .character("/")), (57411, .character("*")), (57412, .character("-")),
        (57413, .character("+")), (57414, .enter), (57415, .character("=")), (57416, .character(",")),
        (57417, .left), (57418, .right), (57419, .up), (57420, .down),
        (57421, .pageUp), (57422, .pageDown), (57423, .home), (57424, .end),
        (57425, .insert), (57426, .delete),
    ]

    @Test(arguments: keypad)
    func aKeypadKeyIsTheKeyItStandsFor(code: Int, key: Key) {
        #expect(parseAll(bytes("\u{1B}[\(code)u")) == [.key(key, [])])
        #expect(parseAll(bytes("\u{1B}[\(code);1:2u")) == [.keyRepeat(key, [])])
        #expect(parseAll(bytes("\u{1B}[\(code);1:3u")) == [.keyRelease(key, [])])
        #expect(parseAll(bytes("\u{1B}[\(code);5u")) == [.key(key, .control)])
    }

    @Test func functionKeysPastF12() {
        #expect(parseAll(bytes("\u{1B}[57376u")) == [.key(.function(13), [])])
        #expect(parseAll(bytes("\u{1B}[57398u")) == [.key(.function(35), [])])
    }

    /// Keypad Begin (the 5 without Num Lock), Caps Lock, the media keys and the modifier keys
    /// alone: keys, but none the picker has a use for. They are unknown, never typed text.
    @Test(arguments: [57427, 57358, 57362, 57363, 57428, 57441, 57450])
    func otherFunctionalKeysAreUnknown(code: Int) {
        let events = parseAll(bytes("\u{1B}[\(code)u"))
        #expect(events == [.unknown(bytes("\u{1B}[\(code)u"))])
    }

    @Test func keypadEnterPicksUnderTheProtocol() throws {
        var program = try makeProgram()
        let terminal = VirtualTerminal()
        terminal.emulator.speaksKittyKeyboard = true
        terminal.type("\u{1B}[57418u", at: 1)      // keypad →
        terminal.type("\u{1B}[57418;1:3u", at: 1.05) // its release
        terminal.type("\u{1B}[57414u", at: 2)      // keypad Enter
        #expect(terminal.run(&program) == .chose("1"))
        #expect(program.pushedKeyboardFlags)
    }
}
