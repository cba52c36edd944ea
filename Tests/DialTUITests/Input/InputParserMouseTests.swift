import DialTUI
import Testing

/// Table tests for the three mouse encodings.
@Suite(.timeLimit(.minutes(3))) struct InputParserMouseTests {
    static let sgrReports: [(sequence: String, event: MouseEvent)] = [
        ("\u{1B}[<0;10;5M", MouseEvent(kind: .press(.left), column: 10, row: 5)),
        ("\u{1B}[<1;10;5M", MouseEvent(kind: .press(.middle), column: 10, row: 5)),
        ("\u{1B}[<2;10;5M", MouseEvent(kind: .press(.right), column: 10, row: 5)),
        ("\u{1B}[<0;10;5m", MouseEvent(kind: .release(.left), column: 10, row: 5)),
        ("\u{1B}[<2;1;1m", MouseEvent(kind: .release(.right), column: 1, row: 1)),
        ("\u{1B}[<32;11;6M", MouseEvent(kind: .drag(.left), column: 11, row: 6)),
        ("\u{1B}[<34;11;6M", MouseEvent(kind: .drag(.right), column: 11, row: 6)),
        ("\u{1B}[<35;200;60M", MouseEvent(kind: .motion, column: 200, row: 60)),
        ("\u{1B}[<64;3;4M", MouseEvent(kind: .wheelUp, column: 3, row: 4)),
        ("\u{1B}[<65;3;4M", MouseEvent(kind: .wheelDown, column: 3, row: 4)),
        ("\u{1B}[<66;3;4M", MouseEvent(kind: .wheelLeft, column: 3, row: 4)),
        ("\u{1B}[<67;3;4M", MouseEvent(kind: .wheelRight, column: 3, row: 4)),
        ("\u{1B}[<4;1;2M", MouseEvent(kind: .press(.left), column: 1, row: 2, modifiers: .shift)),
        ("\u{1B}[<8;1;2M", MouseEvent(kind: .press(.left), column: 1, row: 2, modifiers: .alt)),
        ("\u{1B}[<16;1;2M", MouseEvent(kind: .press(.left), column: 1, row: 2, modifiers: .control)),
        ("\u{1B}[<80;1;2M", MouseEvent(kind: .wheelUp, column: 1, row: 2, modifiers: .control)),
        ("\u{1B}[<60;1;2M", MouseEvent(kind: .drag(.left), column: 1, row: 2, modifiers: [.shift, .alt, .control])),
        ("\u{1B}[<128;7;8M", MouseEvent(kind: .press(.other(8)), column: 7, row: 8)),
        ("\u{1B}[<129;7;8m", MouseEvent(kind: .release(.other(9)), column: 7, row: 8)),
        ("\u{1B}[<0;1000;999M", MouseEvent(kind: .press(.left), column: 1000, row: 999)),
    ]

    @Test(arguments: sgrReports)
    func sgr(_ row: (sequence: String, event: MouseEvent)) {
        #expect(parseAll(bytes(row.sequence)) == [.mouse(row.event)])
    }

    @Test func malformedSGRIsUnknown() {
        for sequence in ["\u{1B}[<0;1M", "\u{1B}[<0;1;2;3M", "\u{1B}[<0;1;2X", "\u{1B}[<64;1;2m", "\u{1B}[<;1;2M"] {
            #expect(parseAll(bytes(sequence)) == [.unknown(bytes(sequence))], "\(sequence.debugDescription)")
        }
    }

    @Test func legacyX10() {
        // ESC [ M, then button + 32, column + 32, row + 32.
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4]) == [
            .mouse(MouseEvent(kind: .press(.left), column: 10, row: 5)),
        ])
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32 + 3, 33, 33]) == [
            .mouse(MouseEvent(kind: .release(nil), column: 1, row: 1)),
        ])
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32 + 64, 40, 50]) == [
            .mouse(MouseEvent(kind: .wheelUp, column: 8, row: 18)),
        ])
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32 + 32, 255, 255]) == [
            .mouse(MouseEvent(kind: .drag(.left), column: 223, row: 223)),
        ])
        // Coordinates below 1 cannot be sent: the report is unknown, and only its six bytes go.
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32, 32, 33, 0x61]) == [
            .unknown([0x1B, 0x5B, 0x4D, 32, 32, 33]), .character("a"),
        ])
    }

    @Test func urxvt() {
        #expect(parseAll(bytes("\u{1B}[32;10;5M")) == [.mouse(MouseEvent(kind: .press(.left), column: 10, row: 5))])
        #expect(parseAll(bytes("\u{1B}[96;10;5M")) == [.mouse(MouseEvent(kind: .wheelUp, column: 10, row: 5))])
    }

    @Test func mouseBetweenKeys() {
        #expect(parseAll(bytes("a\u{1B}[<0;3;4Mb")) == [
            .character("a"), .mouse(MouseEvent(kind: .press(.left), column: 3, row: 4)), .character("b"),
        ])
    }
}
