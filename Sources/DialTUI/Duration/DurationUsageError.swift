/// What was wrong with a duration option of the command line (`--duration`). Each message names
/// the flag.
public enum DurationUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--initial`, `--min` or `--max` (the flag) is not a duration; with `bareSeconds`
    /// (`--initial` with `--format seconds`) a bare number is seconds.
    case badDuration(flag: String, text: String, bareSeconds: Bool)
    /// `--min` is longer than `--max`.
    case minAboveMax(TimeSpan, TimeSpan)
    /// A bound (the flag) is not a whole number of steps.
    case offStep(flag: String, span: TimeSpan, step: MinuteStep)
    /// `--initial` lies outside `--min` … `--max`.
    case initialOutOfBounds(TimeSpan, ClosedRange<TimeSpan>)
    /// `--format` is not one of the duration formats.
    case badFormat(String)
    /// A `--step` error, as the time picker reports it.
    case time(TimeUsageError)

    public var description: String {
        switch self {
        case let .badDuration(flag, text, bareSeconds):
            "\(flag) '\(DisplayText.sanitize(text))' is not a duration ("
                + (bareSeconds ? "1h30m, 90m, 5400 (seconds), 1:30 or 1.5h" : "1h30m, 90m, 90, 1:30 or 1.5h") + "; at most 9999h)"
        case let .minAboveMax(lower, upper):
            "--min \(lower) is longer than --max \(upper)"
        case let .offStep(flag, span, step):
            "\(flag) \(span) is not a whole number of --step \(step.minutes) minutes"
        case let .initialOutOfBounds(span, bounds):
            span < bounds.lowerBound ? "--initial \(span) is shorter than --min \(bounds.lowerBound)"
                : "--initial \(span) is longer than --max \(bounds.upperBound)"
        case .badFormat(let text):
            "--format '\(DisplayText.sanitize(text))' is not a duration format: one of \(DurationFormat.names.joined(separator: ", "))"
        case .time(let error):
            error.description
        }
    }
}
