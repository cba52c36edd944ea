/// How a duration picker starts: the duration shown first, what it stops at, its bounds and how
/// it prints the duration chosen. Built from the command line by ``DurationArguments``.
///
/// The dial turns once an hour: its value counts steps, so the turns count hours.
public struct DurationSetup: Sendable, Equatable {
    /// The duration shown first: a whole number of steps within ``bounds``.
    public var initial: TimeSpan
    /// The minutes between stops.
    public var step: MinuteStep
    /// The shortest and longest duration, whole numbers of steps (inclusive).
    public var bounds: ClosedRange<TimeSpan>
    /// How the chosen duration is printed.
    public var format: DurationFormat

    public init(initial: TimeSpan = .zero, step: MinuteStep = .everyMinute,
                bounds: ClosedRange<TimeSpan> = TimeSpan.zero...TimeSpan.day, format: DurationFormat = .standard) {
        self.initial = initial
        self.step = step
        self.bounds = bounds
        self.format = format
    }

    /// The dial's value for `span`: its minutes in steps.
    public func value(of span: TimeSpan) -> Int { span.minutes / step.minutes }
    /// The dial's bounds: ``bounds`` in steps.
    public var valueBounds: ClosedRange<Int> { value(of: bounds.lowerBound)...value(of: bounds.upperBound) }
    /// The duration a dial at `value` shows (held within the bounds).
    public func span(ofValue value: Int) -> TimeSpan {
        let clamped = min(max(value, valueBounds.lowerBound), valueBounds.upperBound)
        return TimeSpan(minutes: clamped * step.minutes) ?? bounds.lowerBound
    }
}
