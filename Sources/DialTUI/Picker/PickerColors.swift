/// The colours `--color accent=…,ring=…,label=…,header=…` asks for, each nil where the
/// picker's own is kept: the accent (the pointer, and a range's arc and handles), the ring, the
/// labels round it, and the `--header` line.
///
/// A colour is one of the 16 names (`red`, `bright-red`, …), a palette index 0–255, or
/// `#rrggbb`; the terminal shows it as far as it can (``TerminalColor/resolved(for:)``): RGB on
/// a truecolor terminal, else the nearest of 256 (or of 16), and nothing under `NO_COLOR`.
public struct PickerColors: Sendable, Equatable {
    public var accent: TerminalColor?
    public var ring: TerminalColor?
    public var label: TerminalColor?
    public var header: TerminalColor?

    public init(accent: TerminalColor? = nil, ring: TerminalColor? = nil, label: TerminalColor? = nil, header: TerminalColor? = nil) {
        self.accent = accent
        self.ring = ring
        self.label = label
        self.header = header
    }

    /// The parts that can be coloured, as `--color` names them.
    public static let parts = ["accent", "ring", "label", "header"]

    /// The names of the 16 colours, in the order of ``ANSIColor``: `black` … `white`, then
    /// `bright-black` … `bright-white`.
    public static let colorNames: [String] = {
        let base = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        return base + base.map { "bright-" + $0 }
    }()

    /// Reads `--color`'s value, `part=colour` pairs separated by commas.
    /// - Throws: ``UsageError/badValue(_:_:_:)`` naming the pair that is not `part=colour` with a
    ///   known part, or the part whose colour is not a colour.
    public init(parsing text: String) throws(UsageError) {
        self.init()
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let equals = pair.firstIndex(of: "="), Self.parts.contains(String(pair[..<equals])) else {
                throw .badValue("--color", String(pair), "auto, always, never, or PART=COLOUR with PART accent, ring, label or header")
            }
            let part = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            guard let color = Self.color(value) else {
                throw .badValue("--color \(part)", value, "a colour: a name (red, bright-red, …), 0–255 or #rrggbb")
            }
            switch part {
            case "accent": accent = color
            case "ring": ring = color
            case "label": label = color
            default: header = color
            }
        }
    }

    /// The colour `text` names: a name of ``colorNames``, a whole number 0–255, or `#rrggbb`.
    public static func color(_ text: String) -> TerminalColor? {
        if let index = colorNames.firstIndex(of: text.lowercased()), let named = ANSIColor(rawValue: UInt8(index)) {
            return .ansi(named)
        }
        if text.allSatisfy(\.isASCII), let index = UInt8(text) { return .indexed(index) }
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        return .rgb(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// These colours with those `other` sets put over them (a later `--color` wins part by part).
    public func merging(_ other: PickerColors) -> PickerColors {
        PickerColors(accent: other.accent ?? accent, ring: other.ring ?? ring, label: other.label ?? label, header: other.header ?? header)
    }
}

extension CellStyle {
    /// This style with `color` as its foreground, or as it is when `color` is nil.
    func colored(_ color: TerminalColor?) -> CellStyle {
        guard let color else { return self }
        var style = self
        style.foreground = color
        return style
    }
}
