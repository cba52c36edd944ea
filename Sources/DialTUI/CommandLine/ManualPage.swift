/// `dial-tui(1)` in roff (the `man` macros), made from the text of `--help`
/// (``PickerOptions/usage``) so that the two never disagree: `dial-tui --man`.
///
/// The help's paragraphs (separated by blank lines) become the page: the first, `Usage:`, the
/// SYNOPSIS; the second the DESCRIPTION (its first sentence the NAME line); a paragraph headed
/// by a line ending in `:` whose other lines are indented, a subsection of OPTIONS, each
/// `  --flag VALUE   text` line a tagged paragraph; `Exit status:` and `Examples:` sections of
/// their own (EXIT STATUS, a tagged paragraph a status; EXAMPLES, the scripts as they are); a
/// paragraph opening with `Label:` a section of that name (`Keys:` is KEYS); one opening with a
/// variable's name (`DIAL_TUI_OPTS`) ENVIRONMENT; any other a paragraph of the section it
/// follows.
public enum ManualPage {
    /// The column where the help's option descriptions start.
    static let descriptionColumn = 19

    /// The page for `help` (``PickerOptions/usage`` by default) and `version`.
    public static func roff(help: String = PickerOptions.usage, version: String = DialTUIVersion.string) -> String {
        let paragraphs = help.split(separator: "\n", omittingEmptySubsequences: false)
            .split(whereSeparator: { $0.isEmpty }).map { $0.map(String.init) }
        var lines = [".TH DIAL\\-TUI 1 \"\" \"dial\\-tui \(escape(version))\" \"User Commands\""]
        lines += fallbacks(for: help)
        // Flags, variables and values are never hyphenated, and lines are not stretched to fit.
        lines += [".nh", ".ad l"]
        var inOptions = false
        for (index, paragraph) in paragraphs.enumerated() {
            guard let first = paragraph.first else { continue }
            if index == 0 {
                let description = paragraphs.count > 1 ? paragraphs[1].joined(separator: " ") : ""
                let sentence = description.prefix { $0 != "." }
                lines += [".SH NAME", "dial\\-tui \\- " + escape(sentence.prefix(1).lowercased() + sentence.dropFirst())]
                lines += [".SH SYNOPSIS", ".nf"]
                let usage = "Usage: "
                lines += paragraph.map { line in
                    let shown = line.hasPrefix(usage) ? String(line.dropFirst(usage.count))
                        : String(line.dropFirst(min(usage.count, line.prefix { $0 == " " }.count)))
                    return escape(shown).replacingLeadingSpaces()
                }
                lines.append(".fi")
            } else if index == 1 {
                lines += [".SH DESCRIPTION"] + paragraph.map { escape(trimmed($0)) }
            } else if first == "Exit status:" {
                inOptions = false
                lines += [".SH \"EXIT STATUS\""] + optionLines(paragraph.dropFirst())
            } else if first == "Examples:" {
                // The scripts as they are: no filling, their indents kept, a blank line before
                // each one's opening comment but the first.
                inOptions = false
                lines += [".SH EXAMPLES", ".nf"]
                for (number, line) in paragraph.dropFirst().enumerated() {
                    if number > 0, line.hasPrefix("  #") { lines.append(".sp") }
                    lines.append(escape(String(line.dropFirst(2))).replacingLeadingSpaces())
                }
                lines.append(".fi")
            } else if first.hasSuffix(":"), paragraph.dropFirst().allSatisfy({ $0.hasPrefix("  ") }) {
                if !inOptions { lines.append(".SH OPTIONS"); inOptions = true }
                lines += [".SS " + quoted(String(first.dropLast()))] + optionLines(paragraph.dropFirst())
            } else if let colon = first.firstIndex(of: ":"), first[..<colon].allSatisfy({ $0.isLetter || $0 == " " }) {
                inOptions = false
                lines += [".SH " + quoted(first[..<colon].uppercased())]
                lines += ([trimmed(String(first[first.index(after: colon)...]))] + paragraph.dropFirst()).map { escape(trimmed($0)) }
            } else if let word = first.split(separator: " ").first, word.count > 3,
                      word.allSatisfy({ ($0.isUppercase && $0.isLetter) || $0 == "_" }) {
                inOptions = false
                lines += [".SH ENVIRONMENT", ".PP"] + paragraph.map { escape(trimmed($0)) }
            } else {
                lines += [".PP"] + paragraph.map { escape(trimmed($0)) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a terminal without the glyph shows for each character beyond ASCII the help uses.
    public static let asciiFallbacks: [Unicode.Scalar: String] = [
        "\u{2026}": "...", "\u{2190}": "<-", "\u{2192}": "->", "\u{2191}": "^", "\u{2193}": "v",
        "\u{2013}": "-", "\u{2014}": "--", "\u{00D7}": "x",
    ]

    /// A `.fchar` request for each character beyond ASCII in `text`: its glyph where the output
    /// device has one (UTF-8), its ASCII fallback (``asciiFallbacks``, else `?`) where not, so
    /// that `man` renders the page without a warning on any terminal.
    private static func fallbacks(for text: String) -> [String] {
        var seen: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where scalar.value > 0x7E && !seen.contains(scalar) { seen.append(scalar) }
        return seen.map { ".fchar \(escape(String($0))) \(asciiFallbacks[$0] ?? "?")" }
    }

    /// The tagged paragraphs of an options paragraph: the tag before ``descriptionColumn`` (or
    /// before two spaces, when a long flag runs into the column), the text after it and on the
    /// lines indented to it; a line indented by two that is no option, a plain paragraph.
    private static func optionLines(_ lines: ArraySlice<String>) -> [String] {
        var roff: [String] = []
        for line in lines {
            let characters = Array(line)
            // The character at an offset, nil past the end: a line may end anywhere, in a space too.
            func character(at offset: Int) -> Character? { characters.indices.contains(offset) ? characters[offset] : nil }
            let indent = characters.prefix { $0 == " " }.count
            let third = character(at: 2)
            if indent >= descriptionColumn {
                roff.append(escape(trimmed(line)))
            } else if indent == 2, let third, third == "-" || third.isNumber {
                let split: Int
                if character(at: descriptionColumn - 1) == " ", let next = character(at: descriptionColumn), next != " " {
                    split = descriptionColumn
                } else {
                    split = line.range(of2Spaces: 2) ?? characters.count
                }
                roff += [".TP", ".B " + escape(trimmed(String(characters[..<split])))]
                roff.append(escape(trimmed(String(characters[split...]))))
            } else {
                roff += [".PP", escape(trimmed(line))]
            }
        }
        return roff
    }

    /// `text` with its leading and trailing spaces removed.
    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// `text` as a macro's argument in double quotes.
    private static func quoted(_ text: String) -> String {
        "\"" + escape(text).replacingQuotes() + "\""
    }

    /// `text` as roff text: a backslash `\e`, a hyphen `\-` (a minus: flags copy as typed), any
    /// character beyond ASCII `\[uXXXX]`, and a line starting with `.` or `'` guarded by `\&`.
    public static func escape(_ text: String) -> String {
        var roff = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": roff += "\\e"
            case "-": roff += "\\-"
            case _ where scalar.value > 0x7E:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                roff += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: roff.unicodeScalars.append(scalar)
            }
        }
        if roff.hasPrefix(".") || roff.hasPrefix("'") { roff = "\\&" + roff }
        return roff
    }
}

private extension String {
    /// Leading spaces as unpaddable spaces, so a line of a no-fill block keeps its indent
    /// without starting with a space.
    func replacingLeadingSpaces() -> String {
        let spaces = prefix { $0 == " " }.count
        return String(repeating: "\\ ", count: spaces) + dropFirst(spaces)
    }

    /// Double quotes as `\(dq`, inside a quoted macro argument.
    func replacingQuotes() -> String {
        var text = ""
        for character in self { if character == "\"" { text += "\\(dq" } else { text.append(character) } }
        return text
    }

    /// The offset of the first run of two spaces at or after `start`, or nil.
    func range(of2Spaces start: Int) -> Int? {
        let characters = Array(self)
        var index = start
        while index + 1 < characters.count {
            if characters[index] == " ", characters[index + 1] == " " { return index }
            index += 1
        }
        return nil
    }
}
