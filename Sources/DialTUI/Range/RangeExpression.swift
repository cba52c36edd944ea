/// Time ranges as people write and type them: the text of `--initial` and the keys typed in
/// range mode.
///
/// The forms (spaces do not matter): two times joined by `-` (`22:30-06:45`, `10:30p-6:45a`:
/// each end in any form ``TimeExpression`` reads, `now` too where the local time is handed in),
/// or a time, `+` and a duration (`22:30+8h15m`, ``DurationExpression``; at most 24h), or what
/// `--format` prints: ISO 8601's time and duration (`22:30/PT8H15M`), the JSON object
/// (``RangeJSON``), each end of a pattern joined by the `--separator` given. An end before the
/// start crosses midnight; equal ends are a span of zero.
public enum RangeExpression {
    /// What a text says so far.
    public enum Reading: Sendable, Hashable {
        /// A whole range.
        case range(TimeRange)
        /// One end only, a time (the start of a range, or one end typed on its own).
        case time(TimeOfDay)
        /// Not a range yet, but the start of one: `22:30-`, `22:30-6:`, `9`.
        case incomplete
        /// Not a range, and nothing typed after it can make one.
        case invalid
    }

    /// The range `text` names, or nil when it names none (``read(_:now:separator:)``).
    /// - Complexity: O(length of `text`), O(length²) with a `separator` that occurs often.
    public static func parse(_ text: String, now: TimeOfDay? = nil, separator: String? = nil) -> TimeRange? {
        if case .range(let range) = read(text, now: now, separator: separator) { return range }
        return nil
    }

    /// What `text` says: a range, one time, the start of one, or nothing that can become one.
    /// `now` is what `now` names (none when nil); `separator`, where given, joins two ends as
    /// `-` does (the ends a pattern `--format` prints, ``RangeFormat``).
    /// - Complexity: O(length of `text`), O(length²) with a `separator` that occurs often.
    public static func read(_ text: String, now: TimeOfDay? = nil, separator: String? = nil) -> Reading {
        if text.drop(while: \.isWhitespace).first == "{" { return RangeJSON.read(text) }
        if let separator, !separator.isEmpty, separator != "-", text.contains(separator) {
            var found = Reading.invalid
            // Each place the separator stands, left to right: the first that joins two times.
            // Bounded: the index moves on by a character each turn, to the end of the text.
            var index = text.startIndex
            while index < text.endIndex {
                defer { index = text.index(after: index) }
                guard text[index...].hasPrefix(separator) else { continue }
                let after = text.index(index, offsetBy: separator.count)
                guard let start = TimeExpression.parse(String(text[..<index]), now: now) else { continue }
                switch TimeExpression.read(String(text[after...]), now: now) {
                case .time(let end): return .range(TimeRange(from: start, to: end))
                case .incomplete: found = .incomplete
                case .invalid: break
                }
            }
            if found == .incomplete { return found }
        }
        if let separator, separator.count > 1 {
            // The separator being typed: a time, then the start of the separator.
            for length in 1..<separator.count where text.hasSuffix(String(separator.prefix(length))) {
                if TimeExpression.parse(String(text.dropLast(length)), now: now) != nil { return .incomplete }
            }
        }
        return standard(text, now: now)
    }

    /// The forms with `-`, `+` and `/`.
    private static func standard(_ text: String, now: TimeOfDay?) -> Reading {
        let separators = text.filter { $0 == "-" || $0 == "+" || $0 == "/" }
        guard separators.count <= 1 else { return .invalid }
        guard let separator = separators.first, let index = text.firstIndex(of: separator) else {
            switch TimeExpression.read(text, now: now) {
            case .time(let time): return .time(time)
            case .incomplete: return .incomplete
            case .invalid: return .invalid
            }
        }
        let head = String(text[..<index]), tail = String(text[text.index(after: index)...])
        guard let start = TimeExpression.parse(head, now: now) else { return .invalid }
        if separator == "-" {
            switch TimeExpression.read(tail, now: now) {
            case .time(let end): return .range(TimeRange(from: start, to: end))
            case .incomplete: return .incomplete
            case .invalid: return .invalid
            }
        }
        switch DurationExpression.read(tail) {
        case .span(let span): return TimeRange(start: start, span: span).map(Reading.range) ?? .invalid
        case .incomplete: return .incomplete
        case .invalid: return .invalid
        }
    }
}
