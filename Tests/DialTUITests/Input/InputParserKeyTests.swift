import DialTUI
import Testing

/// Parses `bytes` in one feed at time 0 and flushes long after, so a trailing ESC resolves.
func parseAll(_ bytes: [UInt8], parser: InputParser = InputParser()) -> [InputEvent] {
    var parser = parser
    return parser.feed(bytes, at: 0) + parser.flush(at: 1_000)
}

/// The bytes of `text` (ESC written as \u{1B}).
func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

/// Table tests: one row per key sequence kind.
@Suite(.timeLimit(.minutes(3))) struct InputParserKeyTests {
    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[Z", .backTab),
        ("\u{1B}[1~", .home), ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[4~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[11~", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
        ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)), ("\u{1B}[20~", .function(9)),
        ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[P", .function(1)), ("\u{1B}[Q", .function(2)), ("\u{1B}[S", .function(4)),
        ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
        ("\u{1B}[97u", .character("a")), ("\u{1B}[13u", .enter),
    ])
    func csiKeys(sequence: String, key: Key) {
        #expect(parseAll(bytes(sequence)) == [.key(key, [])])
    }

    @Test(arguments: [
        ("\u{1B}OA", Key.up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}OM", .enter),
        ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
        ("\u{1B}OS", .function(4)),
    ])
    func ss3Keys(sequence: String, key: Key) {
        #expect(parseAll(bytes(sequence)) == [.key(key, [])])
    }

    static let modifiedKeys: [(sequence: String, key: Key, modifiers: KeyModifiers)] = [
        ("\u{1B}[1;2A", Key.up, KeyModifiers.shift),
        ("\u{1B}[1;3B", .down, .alt),
        ("\u{1B}[1;5C", .right, .control),
        ("\u{1B}[1;6D", .left, [.shift, .control]),
        ("\u{1B}[1;8H", .home, [.shift, .alt, .control]),
        ("\u{1B}[1;9F", .end, .meta),
        ("\u{1B}[3;5~", .delete, .control),
        ("\u{1B}[5;3~", .pageUp, .alt),
        ("\u{1B}[24;2~", .function(12), .shift),
        ("\u{1B}[1;5P", .function(1), .control),
        ("\u{1B}O5A", .up, .control),
        ("\u{1B}[99;5u", .character("c"), .control),
        ("\u{1B}[1;1A", .up, []),
        ("\u{1B}[1;5:1A", .up, .control),
    ]

    @Test(arguments: modifiedKeys)
    func xtermModifiers(_ row: (sequence: String, key: Key, modifiers: KeyModifiers)) {
        #expect(parseAll(bytes(row.sequence)) == [.key(row.key, row.modifiers)])
    }

    @Test func altIsAnEscapePrefix() {
        #expect(parseAll(bytes("\u{1B}a")) == [.key(.character("a"), .alt)])
        #expect(parseAll(bytes("\u{1B}Z")) == [.key(.character("Z"), .alt)])
        #expect(parseAll(bytes("\u{1B}é")) == [.key(.character("é"), .alt)])
        #expect(parseAll(bytes("\u{1B}\r")) == [.key(.enter, .alt)])
        #expect(parseAll(bytes("\u{1B}\u{7F}")) == [.key(.backspace, .alt)])
        #expect(parseAll([0x1B, 0x03]) == [.key(.character("c"), [.control, .alt])])
        #expect(parseAll(bytes("\u{1B}\u{1B}[A")) == [.key(.up, .alt)])
        #expect(parseAll(bytes("\u{1B}\u{1B}OB")) == [.key(.down, .alt)])
        #expect(parseAll(bytes("\u{1B}\u{1B}[1;5C")) == [.key(.right, [.control, .alt])])
        #expect(parseAll(bytes("\u{1B}\u{1B}x")) == [.key(.escape, .alt), .character("x")])
    }

    @Test func escapeBeforeANonKeySequenceIsEscapeAlone() {
        #expect(parseAll(bytes("\u{1B}\u{1B}[<0;1;1M")) == [
            .key(.escape, []), .mouse(MouseEvent(kind: .press(.left), column: 1, row: 1)),
        ])
    }

    @Test func controlBytes() {
        #expect(parseAll([0x03]) == [.control("c")])
        #expect(parseAll([0x03]) == [.key(.character("c"), .control)])
        #expect(parseAll([0x04]) == [.control("d")])
        #expect(parseAll([0x1A]) == [.control("z")])
        #expect(parseAll([0x1C]) == [.control("\\")])
        #expect(parseAll([0x1D, 0x1E, 0x1F]) == [.control("]"), .control("^"), .control("_")])
        #expect(parseAll([0x01]) == [.control("a")])
        #expect(parseAll([0x00]) == [.control(" ")])
        #expect(parseAll([0x0D, 0x0A]) == [.key(.enter, []), .control("j")], "LF is Ctrl-J, not Enter")
        #expect(parseAll([0x09]) == [.key(.tab, [])])
        #expect(parseAll([0x7F, 0x08]) == [.key(.backspace, []), .key(.backspace, [])])
    }

    @Test func controlChordsMatchAsPatterns() {
        func meaning(_ event: InputEvent) -> String {
            switch event {
            case .control("c"), .control("d"), .key(.escape, []): "cancel"
            case .control("z"): "suspend"
            case .control("\\"): "quit"
            case .key(.enter, _): "choose"
            default: "other"
            }
        }
        #expect(parseAll([0x03, 0x04, 0x1A, 0x1C, 0x0D, 0x61]).map(meaning) == ["cancel", "cancel", "suspend", "quit", "choose", "other"])
    }

    @Test func text() {
        #expect(parseAll(bytes("a1 ~")) == [.character("a"), .character("1"), .character(" "), .character("~")])
        #expect(parseAll(bytes("é€😀")) == [.character("é"), .character("€"), .character("😀")])
        #expect(parseAll(bytes("O[")) == [.character("O"), .character("[")])
    }

    @Test func combiningMarksComeAsTheirOwnScalars() {
        #expect(parseAll(bytes("e\u{301}")) == [.character("e"), .character("\u{301}")])
    }

    @Test(arguments: [
        ([0xFF] as [UInt8], 1), ([0x80], 1), ([0xC0, 0xAF], 2), ([0xED, 0xA0, 0x80], 3),
        ([0xF5, 0x80], 2), ([0xE2, 0x28, 0xA1], 2),
    ])
    func invalidUTF8BecomesReplacementCharacters(input: [UInt8], replacements: Int) {
        let events = parseAll(input)
        #expect(events.filter { $0 == .character("\u{FFFD}") }.count == replacements)
        #expect(events.allSatisfy { $0 == .character("\u{FFFD}") || $0 == .character("(") })
    }

    @Test func truncatedUTF8ResolvesAtTheTimeout() {
        var parser = InputParser()
        #expect(parser.feed([0xE2, 0x82], at: 0).isEmpty)
        #expect(parser.pendingDeadline == 0.05)
        #expect(parser.flush(at: 0.05) == [.character("\u{FFFD}")])
        #expect(parser.pendingDeadline == nil)
    }

    @Test func unknownSequencesAreReportedWhole() {
        #expect(parseAll(bytes("\u{1B}[?1;2c")) == [.unknown(bytes("\u{1B}[?1;2c"))])
        #expect(parseAll(bytes("\u{1B}[99~x")) == [.unknown(bytes("\u{1B}[99~")), .character("x")])
        #expect(parseAll(bytes("\u{1B}[1;2;3A")) == [.unknown(bytes("\u{1B}[1;2;3A"))])
        #expect(parseAll(bytes("\u{1B}[I")) == [.unknown(bytes("\u{1B}[I"))])
        #expect(parseAll(bytes("\u{1B}Ox")) == [.unknown(bytes("\u{1B}Ox"))])
        #expect(parseAll(bytes("\u{1B}[201~")) == [.unknown(bytes("\u{1B}[201~"))])
    }

    @Test func aControlByteCutsASequenceShort() {
        #expect(parseAll(bytes("\u{1B}[1;\r")) == [.unknown(bytes("\u{1B}[1;")), .key(.enter, [])])
        #expect(parseAll(bytes("\u{1B}[\r")) == [.key(.character("["), .alt), .key(.enter, [])])
        #expect(parseAll(bytes("\u{1B}[1\u{1B}[A")) == [.unknown(bytes("\u{1B}[1")), .key(.up, [])])
    }

    @Test func cursorPositionReport() {
        #expect(parseAll(bytes("\u{1B}[12;40R")) == [.cursorPosition(row: 12, column: 40)])
    }

    @Test func modeReports() {
        #expect(parseAll(bytes("\u{1B}[?2026;1$y")) == [.modeReport(mode: 2026, setting: 1)])
        #expect(parseAll(bytes("\u{1B}[?2026;0$y")) == [.modeReport(mode: 2026, setting: 0)])
        #expect(parseAll(bytes("\u{1B}[2026;1$y")) == [.unknown(bytes("\u{1B}[2026;1$y"))], "an ANSI mode is not a private one")
        #expect(parseAll(bytes("\u{1B}[?2026$y")) == [.unknown(bytes("\u{1B}[?2026$y"))], "a report has two parameters")
    }

    @Test func hugeNumbersSaturateInsteadOfOverflowing() {
        let digits = String(repeating: "9", count: 20)
        #expect(parseAll(bytes("\u{1B}[\(digits);\(digits)R")) == [.cursorPosition(row: 1_000_000_000, column: 1_000_000_000)])
    }
}

/// The kitty keyboard protocol: its flags report, and key repeats and releases.
@Suite(.timeLimit(.minutes(3))) struct InputParserKittyTests {
    func events(_ text: String) -> [InputEvent] {
        var parser = InputParser()
        return parser.feed(Array(text.utf8), at: 0) + parser.flush(at: 1)
    }

    @Test func flagsReport() {
        #expect(events("\u{1B}[?3u") == [.keyboardFlags(3)])
        #expect(events("\u{1B}[?0u") == [.keyboardFlags(0)])
    }

    @Test func eventTypes() {
        #expect(events("\u{1B}[1;1:2C") == [.keyRepeat(.right, [])])
        #expect(events("\u{1B}[1;5:3D") == [.keyRelease(.left, .control)])
        #expect(events("\u{1B}[1;1:1A") == [.key(.up, [])])
        #expect(events("\u{1B}[97;1:3u") == [.keyRelease(.character("a"), [])])
        #expect(events("\u{1B}[5;1:2~") == [.keyRepeat(.pageUp, [])])
        #expect(events("\u{1B}[27u") == [.key(.escape, [])])
        #expect(events("\u{1B}[99;5u") == [.control("c")])
    }
}
