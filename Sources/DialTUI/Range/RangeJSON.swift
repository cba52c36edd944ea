/// A range as `--format json` prints it, read back:
/// `{"start":"22:30","end":"06:45","minutes":495,"crosses_midnight":true}`.
///
/// An object of members in any order, blanks between the tokens allowed: `start` (a time, as
/// ``TimeExpression`` reads it) and `minutes` (the span, 0–1440) or `end` (a time); where both
/// are given, and `crosses_midnight` is, they must agree. Any other member is refused. A text
/// that opens an object and has not closed it yet is the start of one (typing and pasting go
/// key by key).
public enum RangeJSON {
    /// The most characters read: far more than any range's object.
    static let maximumLength = 256

    /// What `text` says (``RangeExpression/Reading``: a range, the start of one, or nothing).
    /// - Complexity: O(length of `text`), at most ``maximumLength`` characters.
    public static func read(_ text: String) -> RangeExpression.Reading {
        let characters = Array(text.prefix(maximumLength + 1))
        guard characters.count <= maximumLength else { return .invalid }
        var scanner = Scanner(characters: characters)
        guard let members = scanner.object() else { return scanner.isAtEnd ? .incomplete : .invalid }
        scanner.skipBlanks()
        guard scanner.isAtEnd else { return .invalid }
        return range(of: members).map(RangeExpression.Reading.range) ?? .invalid
    }

    /// A member's value.
    enum Value: Equatable {
        case string(String)
        case number(Int)
        case bool(Bool)
    }

    /// The range the members name, or nil.
    private static func range(of members: [String: Value]) -> TimeRange? {
        guard Set(members.keys).isSubset(of: ["start", "end", "minutes", "crosses_midnight"]),
              case .string(let startText)? = members["start"], let start = TimeExpression.parse(startText) else { return nil }
        var range: TimeRange?
        if let minutes = members["minutes"] {
            guard case .number(let count) = minutes, let span = TimeSpan(minutes: count) else { return nil }
            range = TimeRange(start: start, span: span)
        }
        if let end = members["end"] {
            guard case .string(let endText) = end, let time = TimeExpression.parse(endText) else { return nil }
            let byEnd = TimeRange(from: start, to: time)
            // A whole day's end is its start: the span says which.
            if let byMinutes = range {
                guard byMinutes.end == time else { return nil }
            } else {
                range = byEnd
            }
        }
        if let crosses = members["crosses_midnight"] {
            guard crosses == .bool(range?.crossesMidnight ?? false) else { return nil }
        }
        return range
    }

    /// Reads the tokens of an object off the characters.
    private struct Scanner {
        let characters: [Character]
        var position = 0

        var isAtEnd: Bool { position >= characters.count }

        mutating func skipBlanks() {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
        }

        /// `{ "key": value, … }`; nil when it is not one (or ends before it closes: then
        /// ``isAtEnd``).
        mutating func object() -> [String: Value]? {
            skipBlanks()
            guard take("{") else { return nil }
            var members: [String: Value] = [:]
            skipBlanks()
            if take("}") { return members }
            // Bounded: every turn takes at least a key, or returns.
            while !isAtEnd {
                skipBlanks()
                guard let key = string() else { return nil }
                skipBlanks()
                guard take(":") else { return nil }
                skipBlanks()
                guard let value = value(), members[key] == nil else { return nil }
                members[key] = value
                skipBlanks()
                if take("}") { return members }
                guard take(",") else { return nil }
            }
            return nil
        }

        mutating func take(_ character: Character) -> Bool {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
            return true
        }

        /// A string in double quotes; a backslash takes the next character as it is.
        mutating func string() -> String? {
            guard take("\"") else { return nil }
            var text = ""
            while position < characters.count {
                let character = characters[position]
                position += 1
                if character == "\"" { return text }
                if character == "\\" {
                    guard position < characters.count else { return nil }
                    text.append(characters[position])
                    position += 1
                } else {
                    text.append(character)
                }
            }
            return nil
        }

        mutating func value() -> Value? {
            if let text = string() { return .string(text) }
            for (word, flag) in [("true", true), ("false", false)] where characters[position...].starts(with: word) {
                position += word.count
                return .bool(flag)
            }
            var digits = 0, number = 0
            while position < characters.count, let digit = characters[position].wholeNumberValue, characters[position].isASCII, digits < 7 {
                number = number * 10 + digit
                digits += 1
                position += 1
            }
            return digits > 0 ? .number(number) : nil
        }
    }
}
