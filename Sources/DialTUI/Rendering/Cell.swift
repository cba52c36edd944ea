/// One terminal cell: a grapheme of display width 1 or 2 and the style it is drawn in.
///
/// A wide grapheme (width 2) occupies its own cell and the cell to its right, which holds a
/// *continuation*: a placeholder with width 0 that draws nothing and carries the wide cell's
/// style. A ``CellGrid`` keeps the two together.
///
/// A cell never holds anything a terminal would act on: ``init(_:style:)`` replaces a grapheme
/// with an unsafe scalar (see ``DisplayText/isSafe(_:)``) by U+FFFD.
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn in the cell; a space for a blank cell and for a continuation.
    public let character: Character
    /// The style the cell is drawn in.
    public var style: CellStyle
    private let storedWidth: UInt8

    /// A cell showing `character` in `style`.
    ///
    /// A grapheme holding an unsafe scalar becomes U+FFFD; a grapheme of display width 0
    /// (a lone combining mark, a zero-width space) becomes a space, since a cell must take a
    /// column. The width is ``DisplayText/displayWidth(of:)-(Character)`` of what remains.
    /// - Complexity: O(k) in the scalars of `character`.
    public init(_ character: Character, style: CellStyle = CellStyle()) {
        let safe = character.unicodeScalars.allSatisfy(DisplayText.isSafe) ? character : "\u{FFFD}"
        let width = DisplayText.displayWidth(of: safe)
        self.init(checked: width == 0 ? " " : safe, width: max(width, 1), style: style)
    }

    /// A cell with a character already known to be safe and of display width `width` (1 or 2),
    /// or a continuation (`width` 0).
    init(checked character: Character, width: Int, style: CellStyle) {
        self.character = character
        self.storedWidth = UInt8(truncatingIfNeeded: width)
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

    /// The columns the cell's grapheme takes: 1 or 2, and 0 for a continuation.
    ///
    /// - Complexity: O(1).
    public var width: Int { Int(storedWidth) }

    /// Whether this is the right half of a wide cell.
    ///
    /// - Complexity: O(1).
    public var isContinuation: Bool { storedWidth == 0 }
}
