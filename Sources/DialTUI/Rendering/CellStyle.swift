/// How a cell is drawn: optional foreground and background colours and four attributes.
///
/// The default value (`CellStyle()`) is the terminal's own default look, what `SGR 0` gives.
/// Colours are stored as asked for and stepped down to the terminal's ``ColorMode`` only when
/// a frame is encoded (see ``resolved(for:)``).
public struct CellStyle: Sendable, Hashable {
    /// The text colour; nil is the terminal's default.
    public var foreground: TerminalColor?
    /// The cell's background colour; nil is the terminal's default.
    public var background: TerminalColor?
    /// Bold or increased intensity (SGR 1).
    public var bold: Bool
    /// Faint, decreased intensity (SGR 2).
    public var dim: Bool
    /// Underlined (SGR 4).
    public var underline: Bool
    /// Reverse video: foreground and background swapped (SGR 7). Works without colour.
    public var reverse: Bool

    /// A style; every argument defaults to the terminal's default look.
    ///
    /// ```swift
    /// let highlight = CellStyle(foreground: .ansi(.yellow), bold: true, reverse: true)
    /// ```
    /// - Complexity: O(1).
    public init(
        foreground: TerminalColor? = nil,
        background: TerminalColor? = nil,
        bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// This style with its colours stepped down to what `mode` shows
    /// (``TerminalColor/resolved(for:)``); the attributes are kept in every mode.
    ///
    /// - Complexity: O(1).
    public func resolved(for mode: ColorMode) -> CellStyle {
        var style = self
        style.foreground = foreground?.resolved(for: mode)
        style.background = background?.resolved(for: mode)
        return style
    }
}
