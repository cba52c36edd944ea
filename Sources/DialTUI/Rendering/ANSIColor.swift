/// One of the 16 named colours every colour terminal has (SGR 30–37 and 90–97).
///
/// The raw value is the colour's index in the 256-colour palette (0–15), so
/// `TerminalColor.indexed(UInt8(color.rawValue))` names the same colour. How each one looks is
/// up to the terminal's theme; ``rgb`` gives xterm's default, which is what colour matching uses.
public enum ANSIColor: UInt8, Sendable, Hashable, CaseIterable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// xterm's default value of this colour, used to match other colours against it.
    ///
    /// - Complexity: O(1).
    public var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
        switch self {
        case .black: (0, 0, 0)
        case .red: (205, 0, 0)
        case .green: (0, 205, 0)
        case .yellow: (205, 205, 0)
        case .blue: (0, 0, 238)
        case .magenta: (205, 0, 205)
        case .cyan: (0, 205, 205)
        case .white: (229, 229, 229)
        case .brightBlack: (127, 127, 127)
        case .brightRed: (255, 0, 0)
        case .brightGreen: (0, 255, 0)
        case .brightYellow: (255, 255, 0)
        case .brightBlue: (92, 92, 255)
        case .brightMagenta: (255, 0, 255)
        case .brightCyan: (0, 255, 255)
        case .brightWhite: (255, 255, 255)
        }
    }

    /// The SGR parameter that selects this colour as the foreground: 30–37, then 90–97.
    ///
    /// Add 10 for the background parameter (40–47, 100–107).
    /// - Complexity: O(1).
    public var foregroundParameter: Int {
        rawValue < 8 ? 30 + Int(rawValue) : 90 + Int(rawValue) - 8
    }

    /// The named colour nearest to `rgb` (least squared distance between xterm defaults).
    ///
    /// Ties go to the lower index, so the result is deterministic.
    /// - Complexity: O(16).
    public static func nearest(to rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> ANSIColor {
        var best = ANSIColor.black
        var bestDistance = Int.max
        for candidate in ANSIColor.allCases {
            let distance = TerminalColor.squaredDistance(candidate.rgb, rgb)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }
}
