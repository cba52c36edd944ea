import DialTUI
import Testing

/// The escape timeout: what a held ESC becomes, and when.
@Suite(.timeLimit(.minutes(3))) struct InputParserTimeoutTests {
    @Test func aLoneEscapeWaitsThenBecomesEscape() {
        var parser = InputParser()
        #expect(parser.pendingDeadline == nil)
        #expect(parser.feed([0x1B], at: 10).isEmpty)
        #expect(parser.pendingDeadline == 10.05)
        #expect(parser.bufferedByteCount == 1)
        #expect(parser.flush(at: 10.04).isEmpty)
        #expect(parser.flush(at: 10.05) == [.key(.escape, [])])
        #expect(parser.pendingDeadline == nil)
        #expect(parser.bufferedByteCount == 0)
        #expect(parser.flush(at: 11).isEmpty)
    }

    @Test func flushBeforeTheDeadlineChangesNothing() {
        var parser = InputParser()
        _ = parser.feed(bytes("\u{1B}["), at: 0)
        let before = parser
        #expect(parser.flush(at: 0.01).isEmpty)
        #expect(parser == before)
    }

    @Test func aSequenceCompletedInTimeIsTheSequence() {
        var parser = InputParser()
        #expect(parser.feed([0x1B], at: 0).isEmpty)
        #expect(parser.feed([0x5B], at: 0.02).isEmpty)
        #expect(parser.pendingDeadline == 0.02 + 0.05)
        #expect(parser.feed([0x41], at: 0.04) == [.key(.up, [])])
    }

    @Test(arguments: [
        ("\u{1B}", [InputEvent.key(.escape, [])]),
        ("\u{1B}[", [.key(.character("["), .alt)]),
        ("\u{1B}O", [.key(.character("O"), .alt)]),
        ("\u{1B}\u{1B}", [.key(.escape, .alt)]),
        ("\u{1B}\u{1B}[", [.key(.character("["), .alt)]),
        ("\u{1B}[1;5", [.unknown(bytes("\u{1B}[1;5"))]),
        ("\u{1B}O5", [.unknown(bytes("\u{1B}O5"))]),
        ("\u{1B}[<0;1", [.unknown(bytes("\u{1B}[<0;1"))]),
        ("\u{1B}\u{1B}[1", [.key(.escape, []), .unknown(bytes("\u{1B}[1"))]),
        ("a\u{1B}", [.character("a"), .key(.escape, [])]),
    ])
    func incompleteSequencesResolve(sequence: String, events: [InputEvent]) {
        var parser = InputParser()
        let early = parser.feed(bytes(sequence), at: 0)
        #expect(early + parser.flush(at: 0.05) == events)
        #expect(parser.pendingDeadline == nil)
    }

    @Test func incompleteRawResolutions() {
        #expect(parseAll([0x1B, 0x5B, 0x4D, 32]) == [.unknown([0x1B, 0x5B, 0x4D, 32])])
        #expect(parseAll([0x1B, 0xC3]) == [.key(.character("\u{FFFD}"), .alt)])
        #expect(parseAll([0x1B, 0x5B, 0x5B]) == [.unknown([0x1B, 0x5B, 0x5B])])
    }

    @Test func escapeThenAKeyWithinTheTimeoutIsAlt() {
        var parser = InputParser()
        #expect(parser.feed([0x1B], at: 0).isEmpty)
        #expect(parser.feed(bytes("x"), at: 0.03) == [.key(.character("x"), .alt)])
    }

    @Test func aLateFeedResolvesTheHeldEscapeFirst() {
        var parser = InputParser()
        #expect(parser.feed([0x1B], at: 0).isEmpty)
        #expect(parser.feed(bytes("x"), at: 0.5) == [.key(.escape, []), .character("x")])
        #expect(parser.feed(bytes("\u{1B}["), at: 1).isEmpty)
        #expect(parser.feed(bytes("A"), at: 1.2) == [.key(.character("["), .alt), .character("A")])
    }

    @Test func timeoutIsAdjustable() {
        var parser = InputParser(escapeTimeout: 0.2)
        _ = parser.feed([0x1B], at: 1)
        #expect(parser.pendingDeadline == 1.2)
        parser.escapeTimeout = -3
        #expect(parser.pendingDeadline == 1)
        parser.escapeTimeout = .nan
        #expect(parser.flush(at: 1) == [.key(.escape, [])])
    }

    @Test func nonFiniteTimesDoNotWedgeTheParser() {
        var parser = InputParser()
        #expect(parser.feed([0x1B], at: .nan).isEmpty)
        #expect(parser.flush(at: 0) == [.key(.escape, [])])
        #expect(parser.feed([0x1B], at: 0).isEmpty)
        #expect(parser.flush(at: .nan) == [.key(.escape, [])])
    }

    @Test func aCompleteStreamLeavesNothingPending() {
        var parser = InputParser()
        #expect(parser.feed(bytes("ab\u{1B}[A\u{1B}[<0;1;1M"), at: 0).count == 4)
        #expect(parser.pendingDeadline == nil)
        #expect(parser.bufferedByteCount == 0)
    }
}
