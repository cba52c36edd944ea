#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The characters the picker may draw with: any (`.unicode`), or ASCII only, where the locale's
/// character set is not UTF-8 (so the terminal is not told to expect UTF-8) or the terminal is a
/// DEC VT of before Unicode (`TERM` `vt52`, `vt100`, `vt220`, …).
///
/// The locale is the one the C library takes for `LC_CTYPE`: the first non-empty of `LC_ALL`,
/// `LC_CTYPE`, `LANG`, else `C`; its character set is `nl_langinfo(CODESET)` of that locale. A
/// locale the system does not have falls back to its name (UTF-8 when it ends in `.UTF-8` or
/// `.utf8`), since the terminal, not this system's locale files, shows the characters.
///
/// In ASCII each cell of a frame is mapped to one ASCII character (``asciiCharacter(for:)``),
/// so layouts measured in cells stay as they are; the key hints, laid out as text, are first
/// written in ASCII words (``text(_:)``).
public enum CharacterRepertoire: Sendable, Hashable {
    case unicode
    case ascii

    /// The repertoire for the locale and terminal `environment` names.
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let isOldVT = term.hasPrefix("vt") && term.dropFirst(2).prefix(while: \.isNumber).count > 0
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        self = !isOldVT && Self.isUTF8(locale: locale) ? .unicode : .ascii
    }

    /// Whether the character set of the locale `name` is UTF-8.
    static func isUTF8(locale name: String) -> Bool {
        if let locale = newlocale(LC_CTYPE_MASK, name, nil) {
            defer { freelocale(locale) }
            guard let codeset = nl_langinfo_l(nl_item(CODESET), locale) else { return false }
            return Self.namesUTF8(String(cString: codeset))
        }
        let parts = name.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return false }
        return Self.namesUTF8(String(parts[1].prefix { $0 != "@" }))
    }

    /// Whether `codeset` is a name of UTF-8 (`UTF-8`, `utf8`, in any case).
    private static func namesUTF8(_ codeset: String) -> Bool {
        let plain = codeset.lowercased().filter { $0 != "-" }
        return plain == "utf8"
    }

    /// `grid` as this repertoire draws it: as it is in Unicode; in ASCII, each cell's character
    /// mapped by ``asciiCharacter(for:)`` and each wide cell made one ASCII cell and a blank.
    /// - Complexity: O(width × height).
    public func frame(_ grid: CellGrid) -> CellGrid {
        guard self == .ascii else { return grid }
        var frame = grid
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                let cell = grid[column: column, row: row]
                if cell.isContinuation {
                    frame.put(Cell.blank(style: cell.style), column: column, row: row)
                } else if !cell.character.isASCII {
                    frame.put(Cell(Self.asciiCharacter(for: cell.character), style: cell.style), column: column, row: row)
                }
            }
        }
        return frame
    }

    /// The ASCII character drawn in one cell for `character`: a Braille cell by where its dots
    /// are (`'` above, `.` below, `:` both, a space for none), the blocks of the large centre
    /// as `#`, `"` and `,`, arrows and pointers as `< > ^ v`, `…` as `~`, dashes as `-`, `≤ ≥`
    /// as `< >`, `·` as `.`, `●` as `o`; any other character (a label's letter with no ASCII
    /// form, U+FFFD) as `?`.
    public static func asciiCharacter(for character: Character) -> Character {
        if character.isASCII { return character }
        guard let scalar = character.unicodeScalars.first else { return "?" }
        if (0x2800...0x28FF).contains(scalar.value) {
            // Dots 1, 2, 4, 5 are the cell's upper half (bits 0, 1, 3, 4); dots 3, 6, 7, 8 its lower.
            let dots = scalar.value - 0x2800
            let upper = dots & 0b0001_1011 != 0, lower = dots & 0b1110_0100 != 0
            return upper ? (lower ? ":" : "'") : (lower ? "." : " ")
        }
        return asciiForms[character] ?? "?"
    }

    /// The one-cell ASCII forms of the picker's own characters.
    private static let asciiForms: [Character: Character] = [
        "█": "#", "▀": "\"", "▄": ",", "▼": "v", "▲": "^", "◀": "<", "▶": ">", "▸": ">",
        "←": "<", "→": ">", "↑": "^", "↓": "v", "…": "~", "–": "-", "—": "-", "≤": "<", "≥": ">",
        "·": ".", "●": "o", "¼": "4", "×": "x",
    ]

    /// `text` (a key hint) in ASCII words where this repertoire is ASCII: `←→` as `<- ->`, `¼`
    /// as `1/4`, `·` as `|`; any other character as ``asciiCharacter(for:)`` maps it.
    /// - Complexity: O(n) in the characters of `text`.
    public func text(_ text: String) -> String {
        guard self == .ascii else { return text }
        var result = ""
        for character in text {
            switch character {
            case "←": result += "<-"
            case "→": result += (result.hasSuffix("<-") ? " ->" : "->")
            case "¼": result += "1/4"
            case "·": result += "|"
            default: result.append(Self.asciiCharacter(for: character))
            }
        }
        return result
    }
}
