import DialTUI
import Testing

/// Bracketed paste: text between ESC [ 200 ~ and ESC [ 201 ~ arrives as one `.paste`.
@Suite struct InputParserPasteTests {
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
}
