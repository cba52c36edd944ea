extension DisplayText {
    /// The number of terminal columns `character` (one grapheme) takes: 0, 1 or 2.
    ///
    /// The grapheme's first scalar decides, with one exception:
    /// - 0 for a control (which ``sanitize(_:)`` never lets through) and for a grapheme that
    ///   starts with a combining or enclosing mark or a format character (general categories
    ///   Mn, Me, Cf: zero-width joiners and spaces, variation selectors, …) or with a Hangul
    ///   medial vowel or final consonant;
    /// - 2 for East Asian Wide and Fullwidth characters (a table of the CJK, Hangul, kana and
    ///   fullwidth ranges) and for characters with emoji presentation (so emoji sequences and
    ///   flags too), and for a text-default emoji made emoji by U+FE0F (`"❤️"`, keycaps);
    /// - 1 otherwise.
    ///
    /// Terminals disagree at the margins (ambiguous-width characters, newer emoji); this is
    /// the common ground, close to what `wcwidth` gives on a recent system.
    /// - Complexity: O(k) in the scalars of the grapheme; O(1) for ASCII.
    public static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let base = iterator.next() else { return 0 }
        let baseWidth = width(of: base)
        guard iterator.next() != nil else { return baseWidth }
        if baseWidth == 1, base.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return baseWidth
    }

    /// The number of terminal columns `text` takes: the sum of its graphemes' widths
    /// (``displayWidth(of:)-(Character)``).
    ///
    /// - Complexity: O(n) in the scalars of `text`.
    public static func displayWidth(of text: String) -> Int {
        var total = 0
        for character in text { total += displayWidth(of: character) }
        return total
    }

    /// The width of one scalar standing alone: 0, 1 or 2.
    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            return value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : 1
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if isEastAsianWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Whether `value` is in the East Asian Wide or Fullwidth ranges (UAX #11), leaving out
    /// emoji, which ``width(of:)`` finds by their presentation property.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,           // Hangul Jamo initial consonants
             0x2329...0x232A,           // angle brackets
             0x2E80...0x303E,           // CJK radicals, Kangxi, CJK symbols and punctuation
             0x3041...0x33FF,           // kana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
             0x3400...0x4DBF,           // CJK extension A
             0x4E00...0x9FFF,           // CJK unified ideographs
             0xA000...0xA4CF,           // Yi
             0xA960...0xA97F,           // Hangul Jamo extended A
             0xAC00...0xD7A3,           // Hangul syllables
             0xF900...0xFAFF,           // CJK compatibility ideographs
             0xFE10...0xFE19,           // vertical forms
             0xFE30...0xFE6F,           // CJK compatibility forms, small forms
             0xFF00...0xFF60,           // fullwidth forms
             0xFFE0...0xFFE6,           // fullwidth signs
             0x16FE0...0x16FE4,         // ideographic symbols
             0x17000...0x18CFF,         // Tangut, Khitan
             0x1AFF0...0x1B2FF,         // kana supplements, Nushu
             0x1F200...0x1F2FF,         // enclosed ideographic supplement
             0x20000...0x2FFFD,         // CJK extensions B–F
             0x30000...0x3FFFD:         // CJK extensions G–H
            return true
        default:
            return false
        }
    }
}
