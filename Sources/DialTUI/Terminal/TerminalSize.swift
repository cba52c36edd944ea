/// The size of a terminal, as the kernel reports it (`TIOCGWINSZ`).
///
/// `columns` and `rows` count character cells. `pixelWidth` and `pixelHeight`
/// are the text area in pixels, 0 when the terminal does not report them (many
/// do not).
public struct TerminalSize: Sendable, Hashable {
    /// Width in character cells.
    public var columns: Int
    /// Height in character cells.
    public var rows: Int
    /// Width of the text area in pixels; 0 when unknown.
    public var pixelWidth: Int
    /// Height of the text area in pixels; 0 when unknown.
    public var pixelHeight: Int

    /// A size of `columns` × `rows` cells, with the pixel size when it is known.
    public init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
        self.columns = columns
        self.rows = rows
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The size assumed when the terminal reports none (or zero cells): 80 × 24,
    /// pixel size unknown.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The shape of one cell: its height divided by its width,
    /// `(pixelHeight / rows) / (pixelWidth / columns)`.
    ///
    /// Typically about 2 (cells are twice as tall as wide). `nil` when any of the
    /// four numbers is not positive, so a caller can fall back to its own guess.
    public var cellAspectRatio: Double? {
        guard columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
        let cellHeight = Double(pixelHeight) / Double(rows)
        let cellWidth = Double(pixelWidth) / Double(columns)
        return cellHeight / cellWidth
    }
}
