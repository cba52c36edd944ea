import DialTUI
import Testing

/// Every limit the parser's documentation states, checked on each side of it.
@Suite(.timeLimit(.minutes(3))) struct InputParserLimitTests {
    // MARK: - Modifier parameters

    @Test(arguments: [
        ("\u{1B}O9A", Key.up, KeyModifiers.meta),
        ("\u{1B}O10A", .up, [.shift, .meta]),
        ("\u{1B}O16B", .down, [.shift, .alt, .control, .meta]),
        ("\u{1B}O17C", .right, []),
        ("\u{1B}O18D", .left, .shift),
        ("\u{1B}O10P", .function(1), [.shift, .meta]),
    ] as [(String, Key, KeyModifiers)])
    func ss3KeysTakeModifierParametersOfTwoDigits(sequence: String, key: Key, modifiers: KeyModifiers) {
        #expect(parseAll(bytes(sequence)) == [.key(key, modifiers)])
    }

    @Test(arguments: [
        (0, KeyModifiers()), (1, []), (2, .shift), (9, .meta), (16, [.shift, .alt, .control, .meta]),
        (17, []), (18, .shift),
    ] as [(Int, KeyModifiers)])
    func theModifierParameterIsTheBitsOfMMinusOneBelowSixteen(parameter: Int, modifiers: KeyModifiers) {
        #expect(parseAll(bytes("\u{1B}[1;\(parameter)A")) == [.key(.up, modifiers)])
        #expect(parseAll(bytes("\u{1B}[3;\(parameter)~")) == [.key(.delete, modifiers)])
    }

    // MARK: - Numbers

    @Test func numbersSaturateAtTheLargestValue() {
        #expect(parseAll(bytes("\u{1B}[999999999;1000000000R")) == [.cursorPosition(row: 999_999_999, column: 1_000_000_000)])
        #expect(parseAll(bytes("\u{1B}[1000000001;99999999999999999999999R")) == [
            .cursorPosition(row: 1_000_000_000, column: 1_000_000_000),
        ])
        // A saturated key number is no key, and no trap.
        #expect(parseAll(bytes("\u{1B}[99999999999999999999~")) == [.unknown(bytes("\u{1B}[99999999999999999999~"))])
    }

    // MARK: - Sequence length

    @Test func aLimitBelowEightCountsAsEight() {
        // ESC [ 2 4 ; 1 0 ~ is 8 bytes, ESC [ < 0 ; 1 ; 1 M is 9.
        let eight = bytes("\u{1B}[24;10~"), nine = bytes("\u{1B}[<0;1;1M")
        for limit in [-1, 0, 7, 8] {
            let parser = InputParser(maximumSequenceLength: limit)
            #expect(parseAll(eight, parser: parser) == [.key(.function(12), [.shift, .meta])], "limit \(limit)")
            #expect(parseAll(nine + bytes("x"), parser: parser) == [.unknown(Array(nine.prefix(8))), .character("x")], "limit \(limit)")
        }
        let nineAllowed = InputParser(maximumSequenceLength: 9)
        #expect(parseAll(nine, parser: nineAllowed) == [.mouse(MouseEvent(kind: .press(.left), column: 1, row: 1))])
    }

    @Test func anSS3SequenceOfExactlyTheLimitIsReadAndOneByteMoreIsNot() {
        let parser = InputParser(maximumSequenceLength: 8)
        // 11111 − 1 = 11110, whose low four bits are 0110: alt and control.
        #expect(parseAll(bytes("\u{1B}O11111A"), parser: parser) == [.key(.up, [.alt, .control])])
        #expect(parseAll(bytes("\u{1B}O111111Az"), parser: parser) == [.unknown(bytes("\u{1B}O111111")), .character("z")])
    }

    @Test func heldBytesReachTheStatedBoundAndNoFurther() {
        // An unfinished sequence of exactly the limit is held whole; one byte more is reported.
        var parser = InputParser(maximumSequenceLength: 8)
        #expect(parser.feed(bytes("\u{1B}[111111"), at: 0).isEmpty)
        #expect(parser.bufferedByteCount == 8)
        #expect(parser.feed(bytes("1"), at: 0) == [.unknown(bytes("\u{1B}[111111"))])
        #expect(parser.bufferedByteCount == 0)
    }

    // MARK: - Paste length

    @Test func aPasteLimitBelowSixteenCountsAsSixteen() {
        let sixteen = String(repeating: "p", count: 16), seventeen = sixteen + "q"
        for limit in [-1, 0, 15, 16] {
            let parser = InputParser(maximumPasteLength: limit)
            #expect(parseAll(bytes("\u{1B}[200~" + sixteen + "\u{1B}[201~"), parser: parser) == [.paste(sixteen)], "limit \(limit)")
            #expect(parseAll(bytes("\u{1B}[200~" + seventeen + "\u{1B}[201~"), parser: parser) == [.paste(sixteen), .paste("q")], "limit \(limit)")
        }
        let parser = InputParser(maximumPasteLength: 17)
        #expect(parseAll(bytes("\u{1B}[200~" + seventeen + "\u{1B}[201~"), parser: parser) == [.paste(seventeen)])
    }

    @Test func heldPasteBytesStayWithinTheLimitPlusFive() {
        var parser = InputParser(maximumPasteLength: 16)
        var largest = 0
        for byte in bytes("\u{1B}[200~" + String(repeating: "z", count: 100)) {
            _ = parser.feed([byte], at: 0)
            largest = max(largest, parser.bufferedByteCount)
        }
        #expect(largest == 16 + 5)
    }

    // MARK: - Timeouts

    @Test func theEscapeTimeoutEndsExactlyAtItsDeadline() {
        var parser = InputParser(escapeTimeout: 0.25)
        #expect(parser.feed([0x1B], at: 1).isEmpty)
        #expect(parser.pendingDeadline == 1.25)
        #expect(parser.flush(at: 1.25.nextDown).isEmpty)
        #expect(parser.flush(at: 1.25) == [.key(.escape, [])])
        // A byte at the deadline itself comes too late to join the ESC.
        #expect(parser.feed([0x1B], at: 2).isEmpty)
        #expect(parser.feed(bytes("[A"), at: 2.25) == [.key(.escape, []), .character("["), .character("A")])
        #expect(parser.feed([0x1B], at: 3).isEmpty)
        #expect(parser.feed(bytes("[A"), at: 3.25.nextDown) == [.key(.up, [])])
    }

    @Test func thePasteTimeoutEndsExactlyAtItsDeadline() {
        var parser = InputParser(pasteTimeout: 2)
        #expect(parser.feed(bytes("\u{1B}[200~ab"), at: 10).isEmpty)
        #expect(parser.flush(at: 12.0.nextDown).isEmpty)
        #expect(parser.flush(at: 12) == [.paste("ab")])
    }

    // MARK: - UTF-8 (Unicode's table 3-7)

    @Test(arguments: [
        // The first and last well-formed sequence of each row of the table.
        ([0x7E], "~"), ([0xC2, 0x80], "\u{80}"), ([0xDF, 0xBF], "\u{7FF}"),
        ([0xE0, 0xA0, 0x80], "\u{800}"), ([0xE0, 0xBF, 0xBF], "\u{FFF}"),
        ([0xE1, 0x80, 0x80], "\u{1000}"), ([0xEC, 0xBF, 0xBF], "\u{CFFF}"),
        ([0xED, 0x80, 0x80], "\u{D000}"), ([0xED, 0x9F, 0xBF], "\u{D7FF}"),
        ([0xEE, 0x80, 0x80], "\u{E000}"), ([0xEF, 0xBF, 0xBF], "\u{FFFF}"),
        ([0xF0, 0x90, 0x80, 0x80], "\u{10000}"), ([0xF0, 0xBF, 0xBF, 0xBF], "\u{3FFFF}"),
        ([0xF1, 0x80, 0x80, 0x80], "\u{40000}"), ([0xF3, 0xBF, 0xBF, 0xBF], "\u{FFFFF}"),
        ([0xF4, 0x80, 0x80, 0x80], "\u{100000}"), ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),
    ] as [([UInt8], Character)])
    func wellFormedEdgesDecode(sequence: [UInt8], character: Character) {
        #expect(parseAll(sequence) == [.character(character)])
    }

    @Test(arguments: [
        // One step outside each row: overlong forms, surrogates, past U+10FFFF, bad leads.
        [0xC1, 0xBF], [0xC2, 0x41], [0xC2, 0xC0], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xBF],
    ] as [[UInt8]])
    func illFormedEdgesAreReplacedAsTheStandardLibraryDoes(sequence: [UInt8]) {
        let expected = String(decoding: sequence, as: UTF8.self).unicodeScalars.map { InputEvent.character(Character($0)) }
        #expect(expected.first == .character("\u{FFFD}"))
        #expect(parseAll(sequence) == expected)
    }

    // MARK: - Mouse

    @Test func x10CoordinatesStartAtByte33() {
        // Column and row bytes are value + 32: 33 is cell 1; 32 would be cell 0, which does not exist.
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32, 33, 33]) == [.mouse(MouseEvent(kind: .press(.left), column: 1, row: 1))])
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32, 32, 33]) == [.unknown([0x1B, 0x5B, 0x4D, 32, 32, 33])])
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32, 33, 32]) == [.unknown([0x1B, 0x5B, 0x4D, 32, 33, 32])])
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32, 255, 255]) == [.mouse(MouseEvent(kind: .press(.left), column: 223, row: 223))])
    }

    @Test(arguments: [
        (3, MouseEvent.Kind.release(nil)), (35, .motion), (32, .drag(.left)), (63, .motion),
        (64, .wheelUp), (65, .wheelDown), (66, .wheelLeft), (67, .wheelRight),
        (128, .press(.other(8))), (131, .press(.other(11))),
    ] as [(Int, MouseEvent.Kind)])
    func buttonCodesOnEachSideOfTheirBits(code: Int, kind: MouseEvent.Kind) {
        let modifiers: KeyModifiers = code == 63 ? [.shift, .alt, .control] : []
        #expect(parseAll(bytes("\u{1B}[<\(code);5;6M")) == [.mouse(MouseEvent(kind: kind, column: 5, row: 6, modifiers: modifiers))])
    }

    @Test func aNegativeButtonCodeOrAWheelReleaseIsUnknown() {
        #expect(parseAll(bytes("\u{1B}[<64;5;6m")) == [.unknown(bytes("\u{1B}[<64;5;6m"))])
        #expect(parseAll(bytes("\u{1B}[31;5;6M")) == [.unknown(bytes("\u{1B}[31;5;6M"))])
    }
}
