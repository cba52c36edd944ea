import DialTUI
import PropertyTesting

/// A complete, self-delimiting piece of terminal input and the events it must parse to,
/// whatever comes before or after it.
struct InputToken: CustomDebugStringConvertible {
    var bytes: [UInt8]
    var events: [InputEvent]

    init(_ bytes: [UInt8], _ events: [InputEvent]) {
        self.bytes = bytes
        self.events = events
    }

    init(_ text: String, _ events: [InputEvent]) {
        self.init(Array(text.utf8), events)
    }

    var debugDescription: String {
        String(reflecting: String(decoding: bytes, as: UTF8.self))
    }
}

/// Real sequences of every kind the parser reads, for the property tests.
enum InputVocabulary {
    static let tokens: [InputToken] = [
        InputToken("a", [.character("a")]),
        InputToken("Z", [.character("Z")]),
        InputToken("[", [.character("[")]),
        InputToken("O", [.character("O")]),
        InputToken("1", [.character("1")]),
        InputToken(";", [.character(";")]),
        InputToken("é", [.character("é")]),
        InputToken("€", [.character("€")]),
        InputToken("😀", [.character("😀")]),
        InputToken([0x03], [.control("c")]),
        InputToken([0x04], [.control("d")]),
        InputToken([0x1A], [.control("z")]),
        InputToken([0x1C], [.control("\\")]),
        InputToken([0x0D], [.key(.enter, [])]),
        InputToken([0x0A], [.control("j")]),
        InputToken([0x09], [.key(.tab, [])]),
        InputToken([0x7F], [.key(.backspace, [])]),
        InputToken([0x08], [.key(.backspace, [])]),
        InputToken([0xFF], [.character("\u{FFFD}")]),
        InputToken([0x80], [.character("\u{FFFD}")]),
        InputToken([0xC3, 0x28], [.character("\u{FFFD}"), .character("(")]),
        InputToken([0xE2, 0x82, 0x41], [.character("\u{FFFD}"), .character("A")]),
        InputToken("\u{1B}[A", [.key(.up, [])]),
        InputToken("\u{1B}[B", [.key(.down, [])]),
        InputToken("\u{1B}[C", [.key(.right, [])]),
        InputToken("\u{1B}[D", [.key(.left, [])]),
        InputToken("\u{1B}[H", [.key(.home, [])]),
        InputToken("\u{1B}[F", [.key(.end, [])]),
        InputToken("\u{1B}[Z", [.key(.backTab, [])]),
        InputToken("\u{1B}[1;5A", [.key(.up, .control)]),
        InputToken("\u{1B}[1;2D", [.key(.left, .shift)]),
        InputToken("\u{1B}[3~", [.key(.delete, [])]),
        InputToken("\u{1B}[5;2~", [.key(.pageUp, .shift)]),
        InputToken("\u{1B}[15~", [.key(.function(5), [])]),
        InputToken("\u{1B}[24;5~", [.key(.function(12), .control)]),
        InputToken("\u{1B}[[B", [.key(.function(2), [])]),
        InputToken("\u{1B}[99;5u", [.control("c")]),
        InputToken("\u{1B}OA", [.key(.up, [])]),
        InputToken("\u{1B}OD", [.key(.left, [])]),
        InputToken("\u{1B}OP", [.key(.function(1), [])]),
        InputToken("\u{1B}O5B", [.key(.down, .control)]),
        InputToken("\u{1B}a", [.key(.character("a"), .alt)]),
        InputToken("\u{1B}é", [.key(.character("é"), .alt)]),
        InputToken("\u{1B}\r", [.key(.enter, .alt)]),
        InputToken("\u{1B}\u{1B}[A", [.key(.up, .alt)]),
        InputToken("\u{1B}\u{1B}x", [.key(.escape, .alt), .character("x")]),
        InputToken("\u{1B}[<0;10;5M", [.mouse(MouseEvent(kind: .press(.left), column: 10, row: 5))]),
        InputToken("\u{1B}[<0;10;5m", [.mouse(MouseEvent(kind: .release(.left), column: 10, row: 5))]),
        InputToken("\u{1B}[<32;11;5M", [.mouse(MouseEvent(kind: .drag(.left), column: 11, row: 5))]),
        InputToken("\u{1B}[<65;1;1M", [.mouse(MouseEvent(kind: .wheelDown, column: 1, row: 1))]),
        InputToken("\u{1B}[<20;7;7M", [.mouse(MouseEvent(kind: .press(.left), column: 7, row: 7, modifiers: [.shift, .control]))]),
        InputToken([0x1B, 0x5B, 0x4D, 0x20, 0x2A, 0x2B], [.mouse(MouseEvent(kind: .press(.left), column: 10, row: 11))]),
        InputToken([0x1B, 0x5B, 0x4D, 0x23, 0x21, 0x21], [.mouse(MouseEvent(kind: .release(nil), column: 1, row: 1))]),
        InputToken([0x1B, 0x5B, 0x4D, 0x23, 0x1B, 0x5B], [.unknown([0x1B, 0x5B, 0x4D, 0x23, 0x1B, 0x5B])]),
        InputToken("\u{1B}[32;2;3M", [.mouse(MouseEvent(kind: .press(.left), column: 2, row: 3))]),
        InputToken("\u{1B}[3;4R", [.cursorPosition(row: 3, column: 4)]),
        InputToken("\u{1B}[?2026;2$y", [.modeReport(mode: 2026, setting: 2)]),
        InputToken("\u{1B}[2026;2$y", [.unknown(Array("\u{1B}[2026;2$y".utf8))]),
        InputToken("\u{1B}[?1;2c", [.unknown(Array("\u{1B}[?1;2c".utf8))]),
        InputToken("\u{1B}[99~", [.unknown(Array("\u{1B}[99~".utf8))]),
        InputToken("\u{1B}[200~hi\r\n\u{1B}[A\u{1B}[201~", [.paste("hi\r\n\u{1B}[A")]),
        InputToken("\u{1B}[200~\u{1B}[201~", [.paste("")]),
        InputToken("\u{1B}[200~é😀\u{1B}[201~", [.paste("é😀")]),
    ]

    /// One vocabulary token.
    static var token: Gen<InputToken> {
        Gen.element(of: tokens)
    }

    /// Bytes that start, continue or end sequences, most likely to confuse a parser.
    static let trickyBytes: [UInt8] = [
        0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x30, 0x31, 0x32, 0x7E, 0x4D, 0x6D, 0x41, 0x3A, 0x3F, 0x20,
        0x0D, 0x03, 0x7F, 0xC3, 0xE2, 0xF0, 0x80, 0xBF, 0xFF,
    ]

    /// The start of a control sequence and a long run of parameter bytes (often longer than
    /// the parser's limit), with or without a final byte.
    static var longSequence: Gen<[UInt8]> {
        let introducer = Gen.element(of: [[0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x1B, 0x5B], [0x1B, 0x5B, 0x3C]] as [[UInt8]])
        let parameters = Gen.int(in: 0x30...0x3F).map { UInt8($0) }.array(count: 0...120)
        let final = Gen.element(of: [[], [0x41], [0x7E], [0x4D], [0x0D], [0x1B]] as [[UInt8]])
        return zip(introducer, parameters, final).map { $0 + $1 + $2 }
    }

    /// A run of bytes: a real sequence, a long sequence, a tricky byte or any byte.
    static var chunk: Gen<[UInt8]> {
        Gen.oneOf([
            token.map(\.bytes),
            longSequence,
            Gen.element(of: trickyBytes).map { [$0] },
            Gen.int(in: 0...255).map { [UInt8($0)] },
        ])
    }

    /// A stream of real sequences mixed with arbitrary bytes.
    static var mixedStream: Gen<[UInt8]> {
        chunk.array(count: 0...40).map { $0.flatMap { $0 } }
    }

    /// Sizes of the pieces a stream is fed in; the last piece takes whatever is left.
    static var pieceSizes: Gen<[Int]> {
        Gen.int(in: 1...12).array(count: 0...60)
    }

    /// `stream` cut into pieces of the given sizes, then the rest.
    static func split(_ stream: [UInt8], sizes: [Int]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        for size in sizes where start < stream.count {
            let end = min(stream.count, start + size)
            pieces.append(Array(stream[start..<end]))
            start = end
        }
        if start < stream.count { pieces.append(Array(stream[start...])) }
        return pieces
    }
}
