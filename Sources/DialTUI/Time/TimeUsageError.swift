/// What was wrong with a time option of the command line. Each message names the flag.
public enum TimeUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--step` is not a divisor of 60 below 60.
    case badStep(String)
    /// `--clock` is neither 12 nor 24.
    case badClock(String)
    /// `--initial`, `--min` or `--max` (the flag) is not a time.
    case badTime(flag: String, text: String)
    /// `--format` has a directive it does not know (or ends in a lone `%`).
    case badFormatDirective(String)
    /// `--format` has no directive of a time: it would print the same whatever is picked.
    case formatWithoutDirective(String)
    /// `--min` is after `--max`.
    case minAfterMax(TimeOfDay, TimeOfDay)
    /// `--initial` lies outside `--min`…`--max`.
    case initialOutOfBounds(TimeOfDay, TimeBounds)
    /// No stop of `--step` lies between `--min` and `--max`.
    case noStepWithinBounds(MinuteStep, TimeBounds)

    public var description: String {
        switch self {
        case .badStep(let text):
            "--step '\(DisplayText.sanitize(text))' must divide 60: one of \(MinuteStep.allowed.map(String.init).joined(separator: ", "))"
        case .badClock(let text):
            "--clock '\(DisplayText.sanitize(text))' must be 12 or 24"
        case .badTime(let flag, let text):
            "\(flag) '\(DisplayText.sanitize(text))' is not a time (HH:MM, H:MM, 7:15pm\(flag == "--initial" ? " or now" : ""))"
        case .badFormatDirective(let directive):
            "--format: unknown directive '\(DisplayText.sanitize(directive))' (known: %H %k %I %l %M %p %P %R %%)"
        case .formatWithoutDirective(let pattern):
            "--format '\(DisplayText.sanitize(pattern))' prints the same whatever is picked: give it a directive (%H %k %I %l %M %p %P %R)"
        case .minAfterMax(let lower, let upper):
            "--min \(lower) is after --max \(upper)"
        case .initialOutOfBounds(let time, let bounds):
            time < bounds.lower ? "--initial \(time) is before --min \(bounds.lower)" : "--initial \(time) is after --max \(bounds.upper)"
        case .noStepWithinBounds(let step, let bounds):
            "--step \(step.minutes): no time \(step) lies within --min \(bounds.lower) and --max \(bounds.upper)"
        }
    }
}
