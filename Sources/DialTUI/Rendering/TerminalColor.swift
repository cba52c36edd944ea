/// A colour as a terminal can be asked to show it: a named colour, a 256-colour palette
/// index, or a 24-bit RGB value.
///
/// Not every terminal shows every kind; ``resolved(for:)`` steps a colour down to what a
/// ``ColorMode`` allows: RGB → nearest 256-colour index → nearest named colour → none.
public enum TerminalColor: Sendable, Hashable {
    /// One of the 16 named colours (SGR 30–37, 90–97).
    case ansi(ANSIColor)
    /// An index in xterm's 256-colour palette (SGR 38;5;n): 0–15 the named colours,
    /// 16–231 a 6×6×6 colour cube, 232–255 a grey ramp.
    case indexed(UInt8)
    /// A 24-bit colour (SGR 38;2;r;g;b).
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// This colour as the terminal in `mode` can show it, or nil when the mode shows no colour.
    ///
    /// - `.trueColor`: unchanged.
    /// - `.ansi256`: RGB becomes the nearest palette index in 16–255 (``nearestPaletteIndex(to:)``);
    ///   named and indexed colours are unchanged.
    /// - `.ansi16`: indices 0–15 become the named colour they are; any other colour goes to the
    ///   nearest 256-colour index first, then to the named colour nearest that index's value.
    /// - `.none`: nil.
    ///
    /// Resolving is idempotent: a resolved colour resolves to itself in the same mode.
    /// - Complexity: O(1) (at most a scan of 16 named colours).
    public func resolved(for mode: ColorMode) -> TerminalColor? {
        switch mode {
        case .none:
            return nil
        case .trueColor:
            return self
        case .ansi256:
            if case let .rgb(red, green, blue) = self {
                return .indexed(Self.nearestPaletteIndex(to: (red, green, blue)))
            }
            return self
        case .ansi16:
            switch self {
            case .ansi:
                return self
            case let .indexed(index):
                if let named = ANSIColor(rawValue: index) { return .ansi(named) }
                return .ansi(ANSIColor.nearest(to: Self.paletteRGB(index)))
            case let .rgb(red, green, blue):
                let index = Self.nearestPaletteIndex(to: (red, green, blue))
                return .ansi(ANSIColor.nearest(to: Self.paletteRGB(index)))
            }
        }
    }

    /// xterm's default RGB value of palette entry `index`.
    ///
    /// 0–15 are ``ANSIColor/rgb``; 16–231 are the cube `16 + 36r + 6g + b` with levels
    /// `0, 95, 135, 175, 215, 255`; 232–255 are the greys `8 + 10·(index − 232)`.
    /// - Complexity: O(1).
    public static func paletteRGB(_ index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        if let named = ANSIColor(rawValue: index) { return named.rgb }
        if index >= 232 {
            let grey = 8 + 10 * (index - 232)
            return (grey, grey, grey)
        }
        let cube = Int(index) - 16
        return (cubeLevel(cube / 36), cubeLevel(cube / 6 % 6), cubeLevel(cube % 6))
    }

    /// The palette index in 16–255 whose xterm value is nearest `rgb` (least squared distance).
    ///
    /// The candidates are the nearest cube colour (each channel to its nearest level) and the
    /// nearest grey of the ramp; the named colours 0–15 are left out because their values
    /// depend on the terminal's theme. An exact cube or ramp colour maps to itself.
    /// - Complexity: O(1).
    public static func nearestPaletteIndex(to rgb: (red: UInt8, green: UInt8, blue: UInt8)) -> UInt8 {
        let r = nearestCubeStep(rgb.red), g = nearestCubeStep(rgb.green), b = nearestCubeStep(rgb.blue)
        let cube = (cubeLevel(r), cubeLevel(g), cubeLevel(b))
        let cubeIndex = UInt8(16 + 36 * r + 6 * g + b)

        let mean = (Int(rgb.red) + Int(rgb.green) + Int(rgb.blue)) / 3
        let greyStep = min(max((mean - 3) / 10, 0), 23)   // the grey 8 + 10k nearest the mean
        let greyValue = UInt8(8 + 10 * greyStep)
        let greyIndex = UInt8(232 + greyStep)

        let cubeDistance = squaredDistance(cube, rgb)
        let greyDistance = squaredDistance((greyValue, greyValue, greyValue), rgb)
        return greyDistance < cubeDistance ? greyIndex : cubeIndex
    }

    /// The value of cube step `step` (0–5): `0, 95, 135, 175, 215, 255`.
    private static func cubeLevel(_ step: Int) -> UInt8 {
        step == 0 ? 0 : UInt8(55 + 40 * step)
    }

    /// The cube step (0–5) whose level is nearest `value`; the midpoints between levels are
    /// 48, 115, 155, 195 and 235.
    private static func nearestCubeStep(_ value: UInt8) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return (Int(value) - 35) / 40
    }

    /// `Δr² + Δg² + Δb²` between two 8-bit colours.
    static func squaredDistance(
        _ a: (red: UInt8, green: UInt8, blue: UInt8),
        _ b: (red: UInt8, green: UInt8, blue: UInt8)
    ) -> Int {
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
