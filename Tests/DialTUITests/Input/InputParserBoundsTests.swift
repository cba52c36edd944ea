import DialTUI
import Testing

/// Overlong and malformed input stays bounded.
@Suite(.timeLimit(.minutes(3))) struct InputParserBoundsTests {
    @Test func aCSIWithTenThousandParameterBytesIsBounded() {
        var parser = InputParser()
        let sequence = bytes("\u{1B}[") + Array(repeating: UInt8(ascii: "1"), count: 10_000) + bytes("Ax")
        var events: [InputEvent] = []
        var largest = 0
        for byte in sequence {
            events += parser.feed([byte], at: 0)
            largest = max(largest, parser.bufferedByteCount)
        }
        #expect(largest <= parser.maximumSequenceLength + 1)
        #expect(events == [.unknown(Array(sequence.prefix(64))), .character("x")])
        #expect(parser.pendingDeadline == nil)
    }

    @Test func theSameOverlongSequenceInOneFeed() {
        let sequence = bytes("\u{1B}[") + Array(repeating: UInt8(ascii: ";"), count: 10_000) + bytes("~y")
        #expect(parseAll(sequence) == [.unknown(Array(sequence.prefix(64))), .character("y")])
    }

    @Test func skippingStopsAtAControlByteOrEscape() {
        let parser = InputParser(maximumSequenceLength: 8)
        #expect(parseAll(bytes("\u{1B}[1111111111\r"), parser: parser) == [
            .unknown(bytes("\u{1B}[111111")), .key(.enter, []),
        ])
        #expect(parseAll(bytes("\u{1B}[1111111111\u{1B}[B"), parser: parser) == [
            .unknown(bytes("\u{1B}[111111")), .key(.down, []),
        ])
        #expect(parseAll(bytes("\u{1B}O1111111111Bz"), parser: parser) == [
            .unknown(bytes("\u{1B}O111111")), .character("z"),
        ])
    }

    @Test func skippingStopsAtTheTimeout() {
        var parser = InputParser(maximumSequenceLength: 8)
        #expect(parser.feed(bytes("\u{1B}[1111111111"), at: 0) == [.unknown(bytes("\u{1B}[111111"))])
        #expect(parser.pendingDeadline == 0.05)
        #expect(parser.bufferedByteCount == 0)
        #expect(parser.flush(at: 0.05).isEmpty)
        #expect(parser.pendingDeadline == nil)
        #expect(parser.feed(bytes("12"), at: 1) == [.character("1"), .character("2")])
    }

    @Test func limitsBelowTheMinimumCountAsTheMinimum() {
        let parser = InputParser(maximumSequenceLength: 0, maximumPasteLength: -5)
        #expect(parseAll(bytes("\u{1B}[200~\u{1B}[201~\u{1B}[1;5A"), parser: parser) == [.paste(""), .key(.up, .control)])
    }

    @Test func aSequenceOfExactlyTheLimitIsRead() {
        let parser = InputParser(maximumSequenceLength: 10)
        #expect(parseAll(bytes("\u{1B}[<0;10;1M"), parser: parser) == [.mouse(MouseEvent(kind: .press(.left), column: 10, row: 1))])
        #expect(parseAll(bytes("\u{1B}[<0;10;10Mq"), parser: parser) == [.unknown(bytes("\u{1B}[<0;10;10")), .character("q")])
    }
}
