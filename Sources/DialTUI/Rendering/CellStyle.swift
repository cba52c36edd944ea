/// How a cell is drawn: optional foreground and background colours and four attributes.
///
/// The default value (`CellStyle()`) is the terminal's own default look, what `SGR 0` gives.
/// Colours are stored as asked for and stepped down to the terminal's ``ColorMode`` only when
/// a frame is encoded (see ``resolved(for:)``).
///
/// A style is packed into one 64-bit word (26 bits per colour, one bit per attribute), so
/// comparing two styles, which a frame diff does for every cell, is one integer comparison.
public struct CellStyle: Sendable, Hashable, CustomStringConvertible {
    /// Foreground colour in bits 0–25, background in bits 26–51 (see ``packed(_:)``), then
    /// bold, dim, underline and reverse in bits 52–55.
    private var bits: UInt64

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
        bits = 0
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The text colour; nil is the terminal's default.
    public var foreground: TerminalColor? {
        get { Self.unpacked(bits) }
        set { bits = bits & ~Self.colorMask | Self.packed(newValue) }
    }

    /// The cell's background colour; nil is the terminal's default.
    public var background: TerminalColor? {
        get { Self.unpacked(bits >> 26) }
        set { bits = bits & ~(Self.colorMask << 26) | Self.packed(newValue) << 26 }
    }

    /// Bold or increased intensity (SGR 1).
    public var bold: Bool {
        get { flag(52) }
        set { setFlag(52, newValue) }
    }

    /// Faint, decreased intensity (SGR 2).
    public var dim: Bool {
        get { flag(53) }
        set { setFlag(53, newValue) }
    }

    /// Underlined (SGR 4).
    public var underline: Bool {
        get { flag(54) }
        set { setFlag(54, newValue) }
    }

    /// Reverse video: foreground and background swapped (SGR 7). Works without colour.
    public var reverse: Bool {
        get { flag(55) }
        set { setFlag(55, newValue) }
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

    /// The style's colours and attributes, for instance `CellStyle(foreground: .ansi(.red), bold)`.
    ///
    /// - Complexity: O(1).
    public var description: String {
        var parts: [String] = []
        if let foreground { parts.append("foreground: " + Self.name(of: foreground)) }
        if let background { parts.append("background: " + Self.name(of: background)) }
        for (isOn, name) in [(bold, "bold"), (dim, "dim"), (underline, "underline"), (reverse, "reverse")] where isOn {
            parts.append(name)
        }
        return "CellStyle(" + parts.joined(separator: ", ") + ")"
    }

    /// `color` as it is written in Swift: `.ansi(.red)`, `.indexed(21)`, `.rgb(1, 2, 3)`.
    private static func name(of color: TerminalColor) -> String {
        switch color {
        case let .ansi(named): ".ansi(.\(named))"
        case let .indexed(index): ".indexed(\(index))"
        case let .rgb(red, green, blue): ".rgb(\(red), \(green), \(blue))"
        }
    }

    private static var colorMask: UInt64 { 0x3FF_FFFF }

    /// A colour in 26 bits: 0 for none; the kind in bits 24–25 (1 named, 2 indexed, 3 RGB) and
    /// the value in bits 0–23 (the named colour's index, the palette index, or `r·2¹⁶ + g·2⁸ + b`).
    private static func packed(_ color: TerminalColor?) -> UInt64 {
        switch color {
        case nil: 0
        case let .ansi(named)?: 1 << 24 | UInt64(named.rawValue)
        case let .indexed(index)?: 2 << 24 | UInt64(index)
        case let .rgb(red, green, blue)?: 3 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        }
    }

    /// The colour packed in the low 26 bits of `bits`.
    private static func unpacked(_ bits: UInt64) -> TerminalColor? {
        let value = bits & 0xFF_FFFF
        switch bits >> 24 & 3 {
        case 1: return .ansi(ANSIColor(rawValue: UInt8(truncatingIfNeeded: value)) ?? .black)
        case 2: return .indexed(UInt8(truncatingIfNeeded: value))
        case 3: return .rgb(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                            blue: UInt8(truncatingIfNeeded: value))
        default: return nil
        }
    }

    private func flag(_ bit: UInt64) -> Bool {
        bits >> bit & 1 == 1
    }

    private mutating func setFlag(_ bit: UInt64, _ isOn: Bool) {
        bits = isOn ? bits | 1 << bit : bits & ~(1 << bit)
    }
}
