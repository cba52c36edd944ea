/// Text made safe to draw on a terminal, and measured in terminal columns.
///
/// A label comes from the user and may hold anything: control characters that move the
/// cursor, escape sequences that recolour or retitle the terminal, bidirectional overrides
/// that make text read differently from what it is. ``sanitize(_:)`` turns any string into one
/// that only prints; ``displayWidth(of:)-(Character)`` says how many columns it takes.
public enum DisplayText {
    /// Whether `scalar` passes ``sanitize(_:)`` unchanged.
    ///
    /// Unsafe are: C0 controls U+0000–U+001F, DEL U+007F, C1 controls U+0080–U+009F, the
    /// bidirectional embeddings and overrides U+202A–U+202E, the bidirectional isolates
    /// U+2066–U+2069, and the line and paragraph separators U+2028, U+2029.
    /// - Complexity: O(1).
    @inline(__always)
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F: true
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: false
        default: true
        }
    }

    /// `text` with every unsafe scalar (see ``isSafe(_:)``) removed or replaced, so that
    /// writing the result to a terminal prints it and does nothing else.
    ///
    /// - Escape sequences are dropped whole, introducer and body: ESC followed by a CSI
    ///   (`ESC [` or U+009B, parameters, intermediates, one final byte), a control string
    ///   (`ESC ] P X ^ _` or U+0090/8/D/E/F, up to BEL, ST `ESC \` or U+009C, or to the end of
    ///   the text if it is never terminated), or intermediates and one final byte. A lone ESC
    ///   is dropped. A sequence cut short ends at the first scalar that cannot continue it,
    ///   and that scalar is sanitized on its own.
    /// - The whitespace controls TAB, LF, VT, FF, CR, NEL (U+0085), U+2028 and U+2029 become a
    ///   space each, so a label stays on one line.
    /// - Every other unsafe scalar becomes U+FFFD REPLACEMENT CHARACTER, so the reader sees that
    ///   something was there.
    ///
    /// Guarantees: the result contains only safe scalars; safe text is returned unchanged
    /// (without copying); sanitizing is idempotent.
    ///
    /// ```swift
    /// DisplayText.sanitize("\u{1B}[31mred\u{1B}[0m\tok\u{202E}")   // "red ok\u{FFFD}"
    /// ```
    /// - Complexity: O(n) in the number of scalars.
    public static func sanitize(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy(isSafe) { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isSafe(scalar) {
                output.append(scalar)
                index += 1
                continue
            }
            switch scalar.value {
            case 0x1B:
                index = endOfEscape(in: scalars, from: index + 1)
            case 0x9B:
                index = endOfControlSequence(in: scalars, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = endOfControlString(in: scalars, from: index + 1)
            case 0x09...0x0D, 0x85, 0x2028, 0x2029:
                output.append(" ")
                index += 1
            default:
                output.append("\u{FFFD}")
                index += 1
            }
        }
        return String(output)
    }

    /// The index just past the escape sequence whose ESC came right before `start`.
    private static func endOfEscape(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start].value {
        case 0x5B:                                  // [  CSI
            return endOfControlSequence(in: scalars, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:          // ] P X ^ _  OSC DCS SOS PM APC
            return endOfControlString(in: scalars, from: start + 1)
        case 0x20...0x2F:                           // intermediates, then a final byte
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        case 0x30...0x7E:                           // a two-character escape
            return start + 1
        default:                                    // a lone ESC
            return start
        }
    }

    /// The index just past a CSI body (parameters 0x30–0x3F, intermediates 0x20–0x2F, a
    /// final 0x40–0x7E) that starts at `start`.
    private static func endOfControlSequence(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x30...0x3F).contains(scalars[index].value) { index += 1 }
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// The index just past a control string (OSC, DCS, SOS, PM, APC) whose body starts at
    /// `start`: past its BEL or ST terminator, at an ESC that starts another sequence, or at
    /// the end of the text.
    private static func endOfControlString(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C:
                return index + 1
            case 0x1B:
                let isStringTerminator = index + 1 < scalars.count && scalars[index + 1].value == 0x5C
                return isStringTerminator ? index + 2 : index
            default:
                index += 1
            }
        }
        return index
    }
}
