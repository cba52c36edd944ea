/// How a time picker starts: where, what it stops at, between which times, on which clock, and
/// how it prints the time chosen. Built from the command line by ``TimeArguments``.
public struct TimeSetup: Sendable, Equatable {
    /// The time shown first: on a stop of ``step`` and inside ``bounds``.
    public var initial: TimeOfDay
    /// Whether ``initial`` is the local time (no `--initial`, or `--initial now`).
    public var initialIsNow: Bool
    /// The minutes between stops of the minute dial.
    public var step: MinuteStep
    /// The earliest and latest times, or nil for none: then the time wraps at midnight.
    public var bounds: TimeBounds?
    /// The hour cycle and how it was chosen.
    public var hourCycle: HourCycleChoice
    /// How the chosen time is printed.
    public var format: TimeFormat

    public init(initial: TimeOfDay, initialIsNow: Bool = false, step: MinuteStep = .everyMinute, bounds: TimeBounds? = nil,
                hourCycle: HourCycleChoice = HourCycleChoice(cycle: .twentyFourHour, source: .fallback),
                format: TimeFormat = .standard) {
        self.initial = initial
        self.initialIsNow = initialIsNow
        self.step = step
        self.bounds = bounds
        self.hourCycle = hourCycle
        self.format = format
    }

    /// The stops the minute dial may rest on, counted in steps since midnight: those within
    /// ``bounds``, or nil when the time is unbounded.
    public var stops: ClosedRange<Int>? { bounds.flatMap { $0.stops(step: step) } }
}
