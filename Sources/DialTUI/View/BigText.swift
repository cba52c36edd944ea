/// Short text drawn large with block elements, for the dial's centre.
///
/// The font is 5 pixels tall and at most 3 wide, drawn with the half blocks `▀ ▄ █`: each text
/// row shows two pixel rows, so a glyph is 3 rows high and 1–3 columns wide, and glyphs are
/// separated by one blank column. It covers the digits `0–9`, the letters `A–Z` (lowercase
/// letters are drawn as uppercase), the space and `. , : - + / ! ? '`.
///
/// ```
/// ▄█  ▀▀█      BigText.render("12", maxWidth: 20)
///  █  █▀▀
/// ▀▀▀ ▀▀▀
/// ```
public enum BigText {
    /// The number of text rows every rendering has: 3.
    ///
    /// - Complexity: O(1).
    public static var height: Int { 3 }

    /// The number of columns `text` takes in the big font: the glyphs' widths plus one column
    /// between each two; nil when `text` is empty or a character has no glyph.
    ///
    /// - Complexity: O(n) in the characters of `text`.
    public static func width(of text: String) -> Int? {
        var total = -1
        for character in text {
            guard let glyph = Glyph(character) else { return nil }
            total += glyph.width + 1
        }
        return total < 0 ? nil : total
    }

    /// `text` drawn in the big font as ``height`` lines of equal display width, or nil when
    /// the caller should fall back to plain text: `text` is empty, a character has no glyph,
    /// or the result would be wider than `maxWidth` columns.
    ///
    /// Each line holds only `▀ ▄ █` and spaces (one column each) and is exactly
    /// ``width(of:)`` columns wide; nothing is trimmed, so the lines can be placed as a block.
    /// A text row shows pixel rows `2r` (upper half) and `2r + 1` (lower half); the fifth pixel
    /// row shares the last text row with an empty lower half.
    ///
    /// ```swift
    /// BigText.render("09:30", maxWidth: 20)   // ["█▀█ █▀█ ▄ ▀▀█ █▀█", …]
    /// BigText.render("09:30", maxWidth: 10)   // nil: 17 columns do not fit
    /// ```
    /// - Complexity: O(n) in the characters of `text`.
    public static func render(_ text: String, maxWidth: Int) -> [String]? {
        var glyphs: [Glyph] = []
        for character in text {
            guard let glyph = Glyph(character) else { return nil }
            glyphs.append(glyph)
        }
        guard let width = width(of: text), width <= maxWidth else { return nil }
        return (0..<height).map { textRow in
            var line = ""
            line.reserveCapacity(3 * width)
            for (index, glyph) in glyphs.enumerated() {
                if index > 0 { line.append(" ") }
                for column in 0..<glyph.width {
                    let upper = glyph.pixel(column: column, row: 2 * textRow)
                    let lower = glyph.pixel(column: column, row: 2 * textRow + 1)
                    line.append(upper ? (lower ? "█" : "▀") : (lower ? "▄" : " "))
                }
            }
            return line
        }
    }

    /// One glyph of the font: its width in pixels (1–3) and five rows of pixels.
    private struct Glyph {
        let width: Int
        /// Five octal digits, one per pixel row from the top; in each digit the low `width`
        /// bits are the pixels, the highest of them the leftmost. `0o75557` is the `0`:
        /// `###`, `#.#`, `#.#`, `#.#`, `###`.
        let rows: Int

        init(width: Int = 3, _ rows: Int) {
            self.width = width
            self.rows = rows
        }

        /// Whether pixel (`column`, `row`) is on; rows past the fifth are off.
        func pixel(column: Int, row: Int) -> Bool {
            guard row < 5 else { return false }
            let bits = rows >> (3 * (4 - row)) & 0o7
            return bits >> (width - 1 - column) & 1 == 1
        }

        /// The glyph of `character`, a lowercase ASCII letter taken as uppercase; nil when the
        /// font has none.
        init?(_ character: Character) {
            var key = character
            if let ascii = character.asciiValue, (0x61...0x7A).contains(ascii) {
                key = Character(Unicode.Scalar(ascii - 0x20))
            }
            switch key {
            case "0": self.init(0o75557)
            case "1": self.init(0o26227)
            case "2": self.init(0o71747)
            case "3": self.init(0o71717)
            case "4": self.init(0o55711)
            case "5": self.init(0o74717)
            case "6": self.init(0o74757)
            case "7": self.init(0o71111)
            case "8": self.init(0o75757)
            case "9": self.init(0o75717)
            case "A": self.init(0o75755)
            case "B": self.init(0o65656)
            case "C": self.init(0o74447)
            case "D": self.init(0o65556)
            case "E": self.init(0o74647)
            case "F": self.init(0o74644)
            case "G": self.init(0o74557)
            case "H": self.init(0o55755)
            case "I": self.init(0o72227)
            case "J": self.init(0o11157)
            case "K": self.init(0o55655)
            case "L": self.init(0o44447)
            case "M": self.init(0o57755)
            case "N": self.init(0o65555)
            case "O": self.init(0o25552)
            case "P": self.init(0o75744)
            case "Q": self.init(0o75571)
            case "R": self.init(0o75655)
            case "S": self.init(0o34216)
            case "T": self.init(0o72222)
            case "U": self.init(0o55557)
            case "V": self.init(0o55552)
            case "W": self.init(0o55775)
            case "X": self.init(0o55255)
            case "Y": self.init(0o55222)
            case "Z": self.init(0o71247)
            case " ": self.init(width: 2, 0o00000)
            case ".": self.init(width: 1, 0o00001)
            case ",": self.init(width: 1, 0o00011)
            case ":": self.init(width: 1, 0o01010)
            case "'": self.init(width: 1, 0o11000)
            case "!": self.init(width: 1, 0o11101)
            case "-": self.init(0o00700)
            case "+": self.init(0o02720)
            case "/": self.init(0o11244)
            case "?": self.init(0o71202)
            default: return nil
            }
        }
    }
}
