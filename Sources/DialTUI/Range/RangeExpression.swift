/// Time ranges as people write and type them: the text of `--initial` and the keys typed in
/// range mode.
///
/// The forms (spaces do not matter): two times joined by `-` (`22:30-06:45`, `10:30p-6:45a`:
/// each end in any form ``TimeExpression`` reads), or a time, `+` and a duration
/// (`22:30+8h15m`, ``DurationExpression``; at most 24h). An end before the start crosses
/// midnight; equal ends are a span of zero.
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

    /// The range `text` names, or nil when it names none.
    /// - Complexity: O(length of `text`).
    public static func parse(_ text: String) -> TimeRange? {
        if case .range(let range) = read(text) { return range }
        return nil
    }

    /// What `text` says: a range, one time, the start of one, or nothing that can become one.
    /// - Complexity: O(length of `text`).
    public static func read(_ text: String) -> Reading {
        let separators = text.filter { $0 == "-" || $0 == "+" }
        guard separators.count <= 1 else { return .invalid }
        guard let separator = separators.first, let index = text.firstIndex(of: separator) else {
            switch TimeExpression.read(text) {
            case .time(let time): return .time(time)
            case .incomplete: return .incomplete
            case .invalid: return .invalid
            }
        }
        let head = String(text[..<index]), tail = String(text[text.index(after: index)...])
        guard let start = TimeExpression.parse(head) else { return .invalid }
        if separator == "-" {
            switch TimeExpression.read(tail) {
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
