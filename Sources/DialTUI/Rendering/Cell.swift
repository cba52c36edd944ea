/// One terminal cell: a grapheme of display width 1 or 2 and the style it is drawn in.
///
/// A wide grapheme (width 2) occupies its own cell and the cell to its right, which holds a
/// *continuation*: a placeholder with width 0 that draws nothing and carries the wide cell's
/// style. A ``CellGrid`` keeps the two together.
///
/// A cell never holds anything a terminal would act on: ``init(_:style:)`` replaces a grapheme
/// with an unsafe scalar (see ``DisplayText/isSafe(_:)``) by U+FFFD.
///
/// The grapheme is stored inline as up to 15 UTF-8 bytes, so a cell is a plain value of
/// three words: copying and comparing cells, which is what a frame diff does, costs no
/// reference counting. A longer grapheme (a long emoji ZWJ or tag sequence, a letter with
/// many combining marks) is reduced to its first scalar, measured again.
public struct Cell: Sendable, Hashable {
    /// UTF-8 bytes 0–7 of the grapheme, byte `i` in bits `8i ..< 8i + 8`.
    private var low: UInt64
    /// UTF-8 bytes 8–14 in the same way; the top byte holds the byte count (bits 56–59) and
    /// the display width (bits 60–61).
    private var high: UInt64
    /// The style the cell is drawn in.
    public var style: CellStyle

    /// A cell showing `character` in `style`.
    ///
    /// A grapheme holding an unsafe scalar becomes U+FFFD; a grapheme of more than 15 UTF-8
    /// bytes is reduced to its first scalar; a grapheme of display width 0 (a lone combining
    /// mark, a zero-width space) becomes a space, since a cell must take a column. The width
    /// is ``DisplayText/displayWidth(of:)-(Character)`` of what remains.
    /// - Complexity: O(k) in the scalars of `character`.
    public init(_ character: Character, style: CellStyle = CellStyle()) {
        self = Cell(visible: character, style: style) ?? Cell.blank(style: style)
    }

    /// A cell showing `character` in `style`, made safe and short as ``init(_:style:)``
    /// describes; nil when what remains has display width 0.
    init?(visible character: Character, style: CellStyle) {
        var shown = character.unicodeScalars.allSatisfy(DisplayText.isSafe) ? character : "\u{FFFD}"
        if shown.utf8.count > 15, let first = shown.unicodeScalars.first {
            shown = Character(first)
        }
        let width = DisplayText.displayWidth(of: shown)
        guard width > 0 else { return nil }
        self.init(checked: shown, width: width, style: style)
    }

    /// A cell with a character already known to be safe, at most 15 UTF-8 bytes long and of
    /// display width `width` (1 or 2), or a continuation (`width` 0).
    init(checked character: Character, width: Int, style: CellStyle) {
        var low: UInt64 = 0, high: UInt64 = 0, count = 0
        for byte in character.utf8 where count < 15 {
            if count < 8 {
                low |= UInt64(byte) << (8 * count)
            } else {
                high |= UInt64(byte) << (8 * (count - 8))
            }
            count += 1
        }
        high |= UInt64(count) << 56 | UInt64(width & 3) << 60
        self.low = low
        self.high = high
        self.style = style
    }

    /// A space in `style`: what every cell of a new grid holds (in the default style).
    ///
    /// - Complexity: O(1).
    public static func blank(style: CellStyle = CellStyle()) -> Cell {
        Cell(checked: " ", width: 1, style: style)
    }

    /// The right half of a wide cell drawn in `style`.
    static func continuation(style: CellStyle) -> Cell {
        Cell(checked: " ", width: 0, style: style)
    }

    /// The grapheme drawn in the cell; a space for a blank cell and for a continuation.
    ///
    /// - Complexity: O(1) (at most 15 bytes are decoded).
    public var character: Character {
        withUTF8 { String(decoding: $0, as: UTF8.self).first ?? " " }
    }

    /// The columns the cell's grapheme takes: 1 or 2, and 0 for a continuation.
    ///
    /// - Complexity: O(1).
    public var width: Int { Int(high >> 60 & 3) }

    /// Whether this is the right half of a wide cell.
    ///
    /// - Complexity: O(1).
    public var isContinuation: Bool { width == 0 }

    /// Appends the grapheme's UTF-8 bytes to `bytes`.
    func appendUTF8(to bytes: inout [UInt8]) {
        withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The number of UTF-8 bytes of the grapheme.
    var utf8Count: Int { Int(high >> 56 & 0xF) }

    /// Calls `body` with the grapheme's UTF-8 bytes (the two words in little-endian order
    /// are the bytes in order).
    private func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let count = utf8Count
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
            body(UnsafeRawBufferPointer(rebasing: raw[0..<count]))
        }
    }
}
