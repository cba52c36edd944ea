import DialTUI
import PropertyTesting
import Testing

/// The parser's laws, on seeded random streams.
@Suite(.timeLimit(.minutes(3))) struct InputParserPropertyTests {
    /// Feeds `pieces` a millisecond apart (well within the escape timeout), then flushes.
    static func parse(_ pieces: [[UInt8]], with parser: InputParser) -> [InputEvent] {
        var parser = parser
        var events: [InputEvent] = []
        var time = 0.0
        for piece in pieces {
            events += parser.feed(piece, at: time)
            time += 0.001
        }
        return events + parser.flush(at: time + 1)
    }

    /// Parsers with the default limits and with small ones, so overlong sequences and paste
    /// chunks happen often.
    static let parsers = [
        InputParser(),
        InputParser(maximumSequenceLength: 8, maximumPasteLength: 16),
        InputParser(maximumSequenceLength: 12, maximumPasteLength: 20),
    ]

    @Test func eventsDoNotDependOnHowTheStreamIsSplit() {
        let cases = zip(InputVocabulary.mixedStream, InputVocabulary.pieceSizes, Gen.element(of: Self.parsers))
        property("split invariance", cases: 500, cases) { stream, sizes, parser in
            let whole = Self.parse([stream], with: parser)
            let split = Self.parse(InputVocabulary.split(stream, sizes: sizes), with: parser)
            try ensureEqual(split, whole, "split \(sizes)")
        }
    }

    @Test func byteAtATimeEqualsWhole() {
        property("byte at a time", cases: 300, zip(InputVocabulary.mixedStream, Gen.element(of: Self.parsers))) { stream, parser in
            let whole = Self.parse([stream], with: parser)
            let single = Self.parse(stream.map { [$0] }, with: parser)
            try ensureEqual(single, whole)
        }
    }

    @Test func realSequencesParseToTheirEventsInOrder() {
        let cases = zip(InputVocabulary.token.array(count: 0...30), InputVocabulary.pieceSizes)
        property("vocabulary streams", cases: 500, cases) { tokens, sizes in
            let stream = tokens.flatMap(\.bytes)
            let events = Self.parse(InputVocabulary.split(stream, sizes: sizes), with: InputParser())
            try ensureEqual(events, tokens.flatMap(\.events))
        }
    }

    @Test func randomBytesNeverCrashAndStayBounded() {
        let step = zip(
            Gen.int(in: 0...255).map { UInt8($0) }.array(count: 0...16),
            Gen.element(of: [0.0, 0.001, 0.01, 0.049, 0.05, 0.3, 0.6]),
            Gen.bool)
        let cases = zip(step.array(count: 1...80), Gen.element(of: Self.parsers))
        property("bounded state", cases: 400, cases) { steps, start in
            var parser = start
            var time = 0.0
            let sequenceBound = max(8, parser.maximumSequenceLength) + 1
            let pasteBound = max(16, parser.maximumPasteLength) + 5
            for (bytes, gap, flushes) in steps {
                time += gap
                if flushes { _ = parser.flush(at: time) }
                _ = parser.feed(bytes, at: time)
                try ensure(parser.bufferedByteCount <= max(sequenceBound, pasteBound), "holds \(parser.bufferedByteCount) bytes")
                if let deadline = parser.pendingDeadline {
                    try ensure(deadline >= time, "deadline \(deadline) before the last feed at \(time)")
                }
            }
            _ = parser.flush(at: time + 1)
            try ensureEqual(parser.pendingDeadline, nil)
            try ensureEqual(parser.bufferedByteCount, 0)
        }
    }

    @Test func longSequencesStayBoundedOutsideAPaste() {
        // Without ESC [ 2 0 0 ~ there is no paste, so the tighter bound holds.
        let tricky = Gen.element(of: InputVocabulary.trickyBytes.filter { $0 != 0x7E }).map { [$0] }
        let chunk = Gen.oneOf([InputVocabulary.longSequence.map { $0.filter { $0 != 0x7E } }, tricky])
        let stream = chunk.array(count: 0...30).map { $0.flatMap { $0 } }
        property("bounded pending sequence", cases: 300, zip(stream, Gen.element(of: Self.parsers))) { stream, start in
            var parser = start
            let bound = max(8, parser.maximumSequenceLength) + 1
            for byte in stream {
                _ = parser.feed([byte], at: 0)
                try ensure(parser.bufferedByteCount <= bound, "holds \(parser.bufferedByteCount) bytes")
            }
        }
    }

    @Test func textDecodesToItsScalars() {
        let scalar = Gen.oneOf([
            Gen.int(in: 0x20...0x7E),
            Gen.int(in: 0x80...0x7FF),
            Gen.int(in: 0x800...0xD7FF),
            Gen.int(in: 0xE000...0xFFFF),
            Gen.int(in: 0x10000...0x10FFFF),
        ]).map { Unicode.Scalar(UInt32($0)) ?? "?" }
        property("UTF-8 text", cases: 300, zip(scalar.array(count: 0...40), InputVocabulary.pieceSizes)) { scalars, sizes in
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let events = Self.parse(InputVocabulary.split(Array(text.utf8), sizes: sizes), with: InputParser())
            try ensureEqual(events, scalars.map { .character(Character($0)) })
        }
    }

    @Test func invalidUTF8IsReplacedAsTheStandardLibraryDoes() {
        // Bytes without C0 controls or DEL: the parser's characters are String(decoding:)'s scalars.
        let byte = Gen.oneOf([Gen.int(in: 0x20...0x7E), Gen.int(in: 0x80...0xFF)]).map { UInt8($0) }
        property("U+FFFD like the standard library", cases: 400, zip(byte.array(count: 0...40), InputVocabulary.pieceSizes)) { stream, sizes in
            let events = Self.parse(InputVocabulary.split(stream, sizes: sizes), with: InputParser())
            let expected = String(decoding: stream, as: UTF8.self).unicodeScalars.map { InputEvent.character(Character($0)) }
            try ensureEqual(events, expected)
        }
    }
}
