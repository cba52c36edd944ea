/// Splits a line into words as a POSIX shell does for simple quoting, for `DIAL_TUI_OPTS`:
/// blanks (space, tab, newline) separate words; inside single quotes every character is
/// itself; inside double quotes a backslash escapes only `"`, `\`, `$` and `` ` ``; elsewhere a
/// backslash makes the next character itself. No expansion of any kind happens.
enum ShellWords {
    /// What cannot be split.
    enum SplitError: Error, Equatable {
        /// A quote (`'` or `"`) that is never closed.
        case unterminatedQuote(Character)
    }

    /// The words of `line`. The loop visits each character once, so it ends with the line.
    /// - Throws: ``SplitError/unterminatedQuote(_:)``.
    static func split(_ line: String) throws(SplitError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                if quote == "\"", !"\"\\$`\n".contains(character) { current.append("\\") }
                if !(character == "\n" && quote == nil) { current.append(character) }
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                current.append(character)
            case (_, "\\"):
                escaped = true
                inWord = true
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, " "), (nil, "\t"), (nil, "\n"):
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw .unterminatedQuote(quote) }
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        return words
    }
}
