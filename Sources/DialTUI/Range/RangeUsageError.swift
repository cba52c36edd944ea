/// What was wrong with a range option of the command line (`--range`). Each message names the
/// flag.
public enum RangeUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--initial` is not a range.
    case badRange(String)
    /// `--initial` is one time: the range's second end is missing.
    case missingEnd(String)
    /// `--min-span` or `--max-span` (the flag) is not a duration, or longer than a day.
    case badSpan(flag: String, text: String)
    /// `--min-span` is longer than `--max-span`.
    case minSpanAboveMaxSpan(TimeSpan, TimeSpan)
    /// A span limit (the flag) is not a whole number of steps.
    case spanOffStep(flag: String, span: TimeSpan, step: MinuteStep)
    /// The span of `--initial` lies outside the span limits.
    case initialOutsideSpanLimits(TimeSpan, ClosedRange<TimeSpan>)
    /// `--initial` is not within `--min` and `--max`.
    case initialOutsideBounds(TimeRange, TimeBounds)
    /// No range of `--min-span` fits between `--min` and `--max`.
    case minSpanOutsideBounds(TimeSpan, TimeBounds)
    /// `--separator` is empty, or holds a digit or a control character (the ends could not be
    /// told apart).
    case badSeparator(String)
    /// `--separator` with a `--format` that prints no two ends (`iso`, `json`).
    case separatorWithoutEnds
    /// A `--step`, `--format`, `--clock`, `--min` or `--max` error, as the time picker reports it.
    case time(TimeUsageError)

    public var description: String {
        switch self {
        case .badRange(let text):
            "--initial '\(DisplayText.sanitize(text))' is not a range (22:30-06:45, 10:30p-6:45a or 22:30+8h15m)"
        case .missingEnd(let text):
            "--initial '\(DisplayText.sanitize(text))' has one end only: give both, as 22:30-06:45 or 22:30+8h15m"
        case let .badSpan(flag, text):
            "\(flag) '\(DisplayText.sanitize(text))' is not a duration of at most 24h (1h30m, 90m, 1:30, 1.5h)"
        case let .minSpanAboveMaxSpan(lower, upper):
            "--min-span \(lower) is longer than --max-span \(upper)"
        case let .spanOffStep(flag, span, step):
            "\(flag) \(span) is not a whole number of --step \(step.minutes) minutes"
        case let .initialOutsideSpanLimits(span, limits):
            span < limits.lowerBound
                ? "--initial spans \(span), shorter than --min-span \(limits.lowerBound)"
                : "--initial spans \(span), longer than --max-span \(limits.upperBound)"
        case let .initialOutsideBounds(range, bounds):
            "--initial \(range) is not within --min \(bounds.lower) and --max \(bounds.upper)"
        case let .minSpanOutsideBounds(span, bounds):
            "--min-span \(span) does not fit between --min \(bounds.lower) and --max \(bounds.upper)"
        case .badSeparator(let text):
            "--separator '\(DisplayText.sanitize(text))' must be some text without digits, to tell the two ends apart"
        case .separatorWithoutEnds:
            "--separator cannot be used with --format iso or json (they print no two ends to join)"
        case .time(let error):
            error.description
        }
    }
}
