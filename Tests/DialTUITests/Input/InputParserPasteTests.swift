import DialTUI
import PropertyTesting
import Testing

/// Bracketed paste: text between ESC [ 200 ~ and ESC [ 201 ~ arrives as one `.paste`.
@Suite(.timeLimit(.minutes(3))) struct InputParserPasteTests {
    @Test func pasteIsOneEvent() {
        #expect(parseAll(bytes("x\u{1B}[200~hello\r\nworld\u{1B}[201~y")) == [
            .character("x"), .paste("hello\r\nworld"), .character("y"),
        ])
    }

    @Test func escapeSequencesInsideAPasteAreText() {
        #expect(parseAll(bytes("\u{1B}[200~\u{1B}[A\u{3}é\u{1B}[201~")) == [.paste("\u{1B}[A\u{3}é")])
    }

    @Test func emptyPaste() {
        #expect(parseAll(bytes("\u{1B}[200~\u{1B}[201~")) == [.paste("")])
    }

    @Test func invalidUTF8InAPasteIsReplaced() {
        #expect(parseAll([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0xFF, 0x62] + bytes("\u{1B}[201~")) == [
            .paste("a\u{FFFD}b"),
        ])
    }

    @Test func endMarkerSplitAcrossFeeds() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}[200~ab\u{1B}[2"), at: 0).isEmpty)
        #expect(parser.feed(bytes("01"), at: 0.01).isEmpty)
        #expect(parser.feed(bytes("~c"), at: 0.02) == [.paste("ab"), .character("c")])
        #expect(parser.pendingDeadline == nil)
    }

    @Test func aLongPasteComesInChunksCutBetweenScalars() {
        let parser = InputParser(maximumPasteLength: 16)
        let text = String(repeating: "aé€😀", count: 20)
        let events = parseAll(bytes("\u{1B}[200~") + bytes(text) + bytes("\u{1B}[201~"), parser: parser)
        var joined = ""
        for event in events {
            guard case let .paste(chunk) = event else {
                Issue.record("not a paste: \(event)")
                continue
            }
            #expect(chunk.utf8.count <= 16)
            #expect(!chunk.contains("\u{FFFD}"))
            joined += chunk
        }
        #expect(events.count > 1)
        #expect(joined == text)
    }

    @Test func aPasteWithoutItsEndMarkerEndsAtThePasteTimeout() {
        var parser = InputParser()
        #expect(parser.feed(bytes("\u{1B}[200~abc"), at: 1).isEmpty)
        #expect(parser.pendingDeadline == 1.5)
        #expect(parser.flush(at: 1.4).isEmpty)
        #expect(parser.flush(at: 1.5) == [.paste("abc")])
        #expect(parser.pendingDeadline == nil)
        #expect(parser.feed(bytes("d"), at: 2) == [.character("d")])
    }

    @Test func aPasteStaysOpenWhileBytesKeepComing() {
        var parser = InputParser()
        var time = 0.0
        #expect(parser.feed(bytes("\u{1B}[200~"), at: time).isEmpty)
        for _ in 0..<10 {
            time += 0.4
            #expect(parser.flush(at: time).isEmpty)
            #expect(parser.feed(bytes("ab"), at: time).isEmpty)
        }
        #expect(parser.feed(bytes("\u{1B}[201~"), at: time) == [.paste(String(repeating: "ab", count: 10))])
    }

    // MARK: - The chunk limit, on each side

    /// The events of a paste of `text`, fed whole or a byte at a time.
    private func pasteEvents(_ text: [UInt8], limit: Int, byteAtATime: Bool = false) -> [InputEvent] {
        let stream = bytes("\u{1B}[200~") + text + bytes("\u{1B}[201~")
        var parser = InputParser(maximumPasteLength: limit)
        guard byteAtATime else { return parser.feed(stream, at: 0) + parser.flush(at: 1_000) }
        return stream.flatMap { parser.feed([$0], at: 0) } + parser.flush(at: 1_000)
    }

    @Test(arguments: [false, true])
    func aPasteOfExactlyTheChunkLimitIsOneEvent(byteAtATime: Bool) {
        let text = Array(repeating: UInt8(ascii: "a"), count: 16)
        #expect(pasteEvents(text, limit: 16, byteAtATime: byteAtATime) == [.paste(String(repeating: "a", count: 16))])
    }

    @Test(arguments: [false, true])
    func aPasteJustUnderTheChunkLimitIsOneEvent(byteAtATime: Bool) {
        let text = Array(repeating: UInt8(ascii: "b"), count: 15)
        #expect(pasteEvents(text, limit: 16, byteAtATime: byteAtATime) == [.paste(String(repeating: "b", count: 15))])
    }

    @Test(arguments: [false, true])
    func aPasteJustOverTheChunkLimitIsTwoEvents(byteAtATime: Bool) {
        let text = Array(repeating: UInt8(ascii: "c"), count: 17)
        #expect(pasteEvents(text, limit: 16, byteAtATime: byteAtATime) == [.paste(String(repeating: "c", count: 16)), .paste("c")])
    }

    @Test func aScalarAcrossTheChunkLimitMovesWhole() {
        // 15 bytes and a 2-byte é: 17 bytes, cut before the é. 14 and é: 16 bytes, one event.
        let fifteen = String(repeating: "d", count: 15)
        #expect(pasteEvents(bytes(fifteen + "é"), limit: 16) == [.paste(fifteen), .paste("é")])
        let fourteen = String(repeating: "d", count: 14)
        #expect(pasteEvents(bytes(fourteen + "é"), limit: 16) == [.paste(fourteen + "é")])
    }

    @Test func theDefaultLimitOnEachSide() {
        // Compared as the byte counts of the pastes, so a failure does not print 64 kB.
        let limit = InputParser().maximumPasteLength
        #expect(limit == 65_536)
        let sizes = { (count: Int) -> [Int?] in
            self.pasteEvents(Array(repeating: UInt8(ascii: "e"), count: count), limit: limit).map { event in
                if case let .paste(text) = event { return text.utf8.count }
                return nil
            }
        }
        #expect(sizes(65_535) == [65_535])
        #expect(sizes(65_536) == [65_536])
        #expect(sizes(65_537) == [65_536, 1])
    }

    @Test func chunksAreWholeNonEmptyAndOnlyAsManyAsNeeded() {
        // Lengths around the limit (and a few times it), split anywhere, with multi-byte scalars.
        let scalar = Gen.element(of: ["a", "é", "€", "😀", "\u{1B}", "["])
        let cases = zip(Gen.int(in: 16...24), scalar.array(count: 0...80), InputVocabulary.pieceSizes)
        property("paste chunks", cases: 400, cases) { limit, scalars, sizes in
            let text = scalars.joined()
            let stream = bytes("\u{1B}[200~") + bytes(text) + bytes("\u{1B}[201~")
            let events = InputParserPropertyTests.parse(InputVocabulary.split(stream, sizes: sizes),
                                                         with: InputParser(maximumPasteLength: limit))
            var chunks: [String] = []
            for event in events {
                guard case let .paste(chunk) = event else { throw PropertyFailure("not a paste: \(event)") }
                chunks.append(chunk)
            }
            try ensureEqual(chunks.joined(), text)
            try ensure(chunks.allSatisfy { $0.utf8.count <= limit }, "a chunk over \(limit) bytes: \(chunks)")
            if text.utf8.count <= limit {
                try ensureEqual(chunks, [text])
            } else {
                try ensure(chunks.allSatisfy { !$0.isEmpty }, "an empty chunk: \(chunks)")
                // Each cut leaves at most 3 bytes of a scalar for the next chunk.
                try ensure(chunks.count <= (text.utf8.count + limit - 4) / (limit - 3), "\(chunks.count) chunks")
            }
        }
    }
}
