/// Durations as people write and type them: the text of `--initial`, `--min`, `--max`,
/// `--min-span` and `--max-span`, and the keys typed in duration mode.
///
/// The forms (case and spaces do not matter):
/// - `90` — a bare number of minutes; with `--format seconds` (`bareSeconds`), of seconds, so
///   that what the picker prints reads back (`5400` is 1h30m; a number of seconds that is no
///   whole number of minutes is not a duration yet: `90` may still grow into `900`);
/// - `5400s` — seconds, a whole number of minutes, whatever the format;
/// - `90m`, `2h`, `1h30m` (or `1h30`) — hours and minutes; after an `h` the minutes are 0–59
///   (`1h75m` is refused, `75m` is not);
/// - `1:30` — hours, a colon and two digits of minutes, 00–59;
/// - `1.5h` — hours with a fraction that makes whole minutes (`1.25h` is 1h15m; `1.01h` is
///   refused);
/// - `PT1H30M`, `PT2H`, `PT90M`, `PT0M` — ISO 8601's hours and minutes, as `--format iso`
///   prints them; after an `H` the minutes are 0–59.
///
/// Every duration is at most ``TimeSpan/maximum`` (9,999 hours).
public enum DurationExpression {
    /// What a text says so far.
    public enum Reading: Sendable, Hashable {
        /// A whole duration (more characters may still follow: `1h` can grow into `1h30m`).
        case span(TimeSpan)
        /// Not a duration yet, but the start of one: `1:`, `1:3`, `1.`, `1.5`.
        case incomplete
        /// Not a duration, and nothing typed after it can make it one: `1h75`, `1x`, `1:7`.
        case invalid
    }

    /// The characters a duration can be written with.
    public static func isDurationCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || ":.hmsHMS ".contains(character))
    }

    /// The duration `text` names, or nil when it names none; a bare number is seconds with
    /// `bareSeconds`, else minutes.
    /// - Complexity: O(length of `text`).
    public static func parse(_ text: String, bareSeconds: Bool = false) -> TimeSpan? {
        if case .span(let span) = read(text, bareSeconds: bareSeconds) { return span }
        return nil
    }

    /// What `text` says: a duration, the start of one, or nothing that can become one; a bare
    /// number is seconds with `bareSeconds`, else minutes.
    /// - Complexity: O(length of `text`); at most 16 characters are read.
    public static func read(_ text: String, bareSeconds: Bool = false) -> Reading {
        let characters = Array(text.lowercased().filter { $0 != " " })
        guard !characters.isEmpty else { return .incomplete }
        if characters.first == "p" { return readISO8601(characters) }
        guard characters.count <= 16, characters.allSatisfy(isDurationCharacter) else { return .invalid }
        var scanner = Scanner(characters: characters)
        let leading = scanner.digits()
        switch scanner.next() {
        case nil:
            // A bare number of minutes, or of seconds.
            guard bareSeconds else { return span(minutes: leading.value) }
            return leading.value % 60 == 0 ? span(minutes: leading.value / 60) : .incomplete
        case "s":
            guard leading.count > 0, scanner.isAtEnd, leading.value % 60 == 0 else { return .invalid }
            return span(minutes: leading.value / 60)
        case ":":
            guard leading.count > 0 else { return .invalid }
            let minutes = scanner.digits()
            guard scanner.isAtEnd else { return .invalid }
            if minutes.count < 2 {
                return minutes.count == 1 && minutes.value > 5 ? .invalid : .incomplete
            }
            guard minutes.count == 2, minutes.value <= 59 else { return .invalid }
            return span(minutes: leading.value * 60 + minutes.value)
        case ".":
            guard leading.count > 0 else { return .invalid }
            let fraction = scanner.digits()
            guard fraction.count <= 6 else { return .invalid }
            switch scanner.next() {
            case nil: return .incomplete
            case "h" where scanner.isAtEnd && fraction.count > 0:
                // Whole minutes only: 60 · fraction / 10^digits must be an integer.
                var scale = 1
                for _ in 0..<fraction.count { scale *= 10 }
                let sixtieths = fraction.value * 60
                guard sixtieths % scale == 0 else { return .invalid }
                return span(minutes: leading.value * 60 + sixtieths / scale)
            default: return .invalid
            }
        case "h":
            guard leading.count > 0 else { return .invalid }
            let minutes = scanner.digits()
            switch scanner.next() {
            case nil:
                // `1h` and `1h30` (the `m` understood); the minutes are 0–59.
                guard minutes.count <= 2, minutes.value <= 59 else { return .invalid }
                return span(minutes: leading.value * 60 + minutes.value)
            case "m" where scanner.isAtEnd && minutes.count > 0:
                guard minutes.value <= 59 else { return .invalid }
                return span(minutes: leading.value * 60 + minutes.value)
            default: return .invalid
            }
        case "m":
            guard leading.count > 0, scanner.isAtEnd else { return .invalid }
            return span(minutes: leading.value)
        default:
            return .invalid
        }
    }

    /// `PT1H30M` (lowercased, spaces left out): `pt`, then hours with `h`, minutes with `m`, or
    /// both, at most 16 characters.
    private static func readISO8601(_ characters: [Character]) -> Reading {
        guard characters.count <= 16 else { return .invalid }
        if characters == ["p"] { return .incomplete }
        guard characters.count >= 2, characters[1] == "t" else { return .invalid }
        var scanner = Scanner(characters: characters, position: 2)
        let first = scanner.digits()
        guard first.count > 0 else { return scanner.isAtEnd ? .incomplete : .invalid }
        switch scanner.next() {
        case nil:
            return .incomplete
        case "m" where scanner.isAtEnd:
            return span(minutes: first.value)
        case "h":
            let minutes = scanner.digits()
            switch scanner.next() {
            case nil where minutes.count == 0: return span(minutes: first.value * 60)
            case nil: return minutes.count <= 2 && minutes.value <= 59 ? .incomplete : .invalid
            case "m" where scanner.isAtEnd && minutes.count > 0:
                guard minutes.value <= 59 else { return .invalid }
                return span(minutes: first.value * 60 + minutes.value)
            default: return .invalid
            }
        default:
            return .invalid
        }
    }

    /// A span of `minutes`, or invalid when it is longer than the longest.
    private static func span(minutes: Int) -> Reading {
        TimeSpan(minutes: minutes).map(Reading.span) ?? .invalid
    }

    /// Reads digits and single characters off the front of a duration's text.
    private struct Scanner {
        let characters: [Character]
        var position = 0

        var isAtEnd: Bool { position == characters.count }

        /// The run of digits here: how many, and their value (saturating well above any
        /// duration, so no text can overflow it).
        mutating func digits() -> (count: Int, value: Int) {
            var count = 0
            var value = 0
            while position < characters.count, let digit = characters[position].wholeNumberValue {
                value = value >= 100_000_000 ? 1_000_000_000 : value * 10 + digit
                count += 1
                position += 1
            }
            return (count, value)
        }

        /// The character here, consumed; nil at the end.
        mutating func next() -> Character? {
            guard position < characters.count else { return nil }
            defer { position += 1 }
            return characters[position]
        }
    }
}
