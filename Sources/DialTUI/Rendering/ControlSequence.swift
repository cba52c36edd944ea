/// The few ECMA-48 / xterm control sequences a frame needs, written as bytes.
///
/// Each function appends to a byte buffer and builds nothing else: no `String`, no array of
/// parameters. Numbers are written in decimal without leading zeros.
enum ControlSequence {
    /// ESC [
    static func introducer(into bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(0x5B)
    }

    /// `CSI ? 2026 h` and `CSI ? 2026 l`: begin and end synchronized output, so the terminal
    /// shows the frame at once (terminals that do not know the mode ignore it).
    static func synchronizedOutput(_ on: Bool, into bytes: inout [UInt8]) {
        introducer(into: &bytes)
        bytes.append(0x3F)                                    // ?
        decimal(2026, into: &bytes)
        bytes.append(on ? 0x68 : 0x6C)                        // h, l
    }

    /// `CSI H CSI 2 J`: cursor home, then erase the whole screen (to the current background,
    /// which is why a reset comes first).
    static func homeAndClear(into bytes: inout [UInt8]) {
        introducer(into: &bytes)
        bytes.append(0x48)                                    // H
        introducer(into: &bytes)
        bytes.append(0x32)                                    // 2
        bytes.append(0x4A)                                    // J
    }

    /// `CSI J`: erase from the cursor to the end of the screen.
    static func eraseBelow(into bytes: inout [UInt8]) {
        introducer(into: &bytes)
        bytes.append(0x4A)
    }

    /// `CSI row ; column H` (CUP), both 1-based.
    static func cursorPosition(row: Int, column: Int, into bytes: inout [UInt8]) {
        introducer(into: &bytes)
        decimal(row, into: &bytes)
        bytes.append(0x3B)                                    // ;
        decimal(column, into: &bytes)
        bytes.append(0x48)                                    // H
    }

    /// `CSI 0 m`: every attribute and colour back to the terminal's default.
    static func reset(into bytes: inout [UInt8]) {
        introducer(into: &bytes)
        bytes.append(0x30)
        bytes.append(0x6D)                                    // m
    }

    /// An SGR sequence that takes the terminal from `current` to `target` (both already
    /// resolved for the colour mode), or from an unknown state when `current` is nil.
    ///
    /// From an unknown state, or to the default style, it starts with `0` and then sets what
    /// `target` has. Otherwise it changes only what differs: `22` turns bold and dim off
    /// together (and the one that stays is set again), `24`, `27`, `39`, `49` turn off
    /// underline, reverse, foreground and background.
    static func graphicRendition(from current: CellStyle?, to target: CellStyle, into bytes: inout [UInt8]) {
        introducer(into: &bytes)
        var first = true
        var from: CellStyle
        if let current, target != CellStyle() {
            from = current
        } else {
            parameter(0, first: &first, into: &bytes)
            from = CellStyle()
        }
        if (from.bold && !target.bold) || (from.dim && !target.dim) {
            parameter(22, first: &first, into: &bytes)
            from.bold = false
            from.dim = false
        }
        if target.bold && !from.bold { parameter(1, first: &first, into: &bytes) }
        if target.dim && !from.dim { parameter(2, first: &first, into: &bytes) }
        if target.underline != from.underline { parameter(target.underline ? 4 : 24, first: &first, into: &bytes) }
        if target.reverse != from.reverse { parameter(target.reverse ? 7 : 27, first: &first, into: &bytes) }
        if target.foreground != from.foreground {
            color(target.foreground, base: 30, first: &first, into: &bytes)
        }
        if target.background != from.background {
            color(target.background, base: 40, first: &first, into: &bytes)
        }
        bytes.append(0x6D)                                    // m
    }

    /// The parameters selecting `color` as foreground (`base` 30) or background (`base` 40):
    /// `30–37`/`90–97`, `38;5;n`, `38;2;r;g;b`, or `39` for the default (each +10 for background).
    private static func color(_ color: TerminalColor?, base: Int, first: inout Bool, into bytes: inout [UInt8]) {
        switch color {
        case nil:
            parameter(base + 9, first: &first, into: &bytes)
        case let .ansi(named)?:
            parameter(named.foregroundParameter - 30 + base, first: &first, into: &bytes)
        case let .indexed(index)?:
            parameter(base + 8, first: &first, into: &bytes)
            parameter(5, first: &first, into: &bytes)
            parameter(Int(index), first: &first, into: &bytes)
        case let .rgb(red, green, blue)?:
            parameter(base + 8, first: &first, into: &bytes)
            parameter(2, first: &first, into: &bytes)
            parameter(Int(red), first: &first, into: &bytes)
            parameter(Int(green), first: &first, into: &bytes)
            parameter(Int(blue), first: &first, into: &bytes)
        }
    }

    /// One numeric parameter, preceded by `;` unless it is the first.
    private static func parameter(_ value: Int, first: inout Bool, into bytes: inout [UInt8]) {
        if !first { bytes.append(0x3B) }
        first = false
        decimal(value, into: &bytes)
    }

    /// `value` (≥ 0) in decimal ASCII digits.
    static func decimal(_ value: Int, into bytes: inout [UInt8]) {
        if value >= 10 { decimal(value / 10, into: &bytes) }
        bytes.append(0x30 + UInt8(truncatingIfNeeded: value % 10))
    }
}
