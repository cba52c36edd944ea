/// How a range picker starts: the range shown first, what it stops at, how short and long it
/// may be, and how it prints the range chosen. Built from the command line by
/// ``RangeArguments``.
public struct RangeSetup: Sendable, Equatable {
    /// The range shown first: both ends on stops of ``step``, its span within ``spanLimits``.
    public var initial: TimeRange
    /// Whether ``initial`` starts now (no `--initial`).
    public var initialIsNow: Bool
    /// The minutes between the stops of both handles.
    public var step: MinuteStep
    /// The shortest and longest span, whole numbers of steps within `0 ... 24h`.
    public var spanLimits: ClosedRange<TimeSpan>
    /// The earliest and latest times either end may be (`--min`, `--max`), or nil for none:
    /// then the range may cross midnight.
    public var bounds: TimeBounds?
    /// How the chosen range is printed.
    public var format: RangeFormat
    /// What joins the two ends where ``format`` prints both (`--separator`; `-` by default).
    public var separator: String
    /// How the face, the header and the accessible lines name times (`--clock`; 24-hour unless
    /// it says 12): what is printed follows ``format`` alone.
    public var hourCycle: HourCycle

    public init(initial: TimeRange, initialIsNow: Bool = false, step: MinuteStep = .everyMinute,
                spanLimits: ClosedRange<TimeSpan> = TimeSpan.zero...TimeSpan.day, bounds: TimeBounds? = nil,
                format: RangeFormat = .standard, separator: String = "-", hourCycle: HourCycle = .twentyFourHour) {
        self.initial = initial
        self.initialIsNow = initialIsNow
        self.step = step
        self.spanLimits = spanLimits
        self.bounds = bounds
        self.format = format
        self.separator = separator
        self.hourCycle = hourCycle
    }

    /// Stops round the face: a day of steps (1,440 for a step of a minute).
    public var detentCount: Int { TimeOfDay.minutesPerDay / step.minutes }
    /// The start as a stop, `0 ..< detentCount`.
    public var startDetent: Int { initial.start.minutesSinceMidnight / step.minutes }
    /// The span in stops.
    public var spanDetents: Int { initial.span.minutes / step.minutes }
    /// The span limits in stops.
    public var spanLimitDetents: ClosedRange<Int> {
        (spanLimits.lowerBound.minutes / step.minutes)...(spanLimits.upperBound.minutes / step.minutes)
    }

    /// The stops both ends must lie within, counted from midnight (``TimeBounds/stops(step:)``);
    /// nil without bounds.
    public var boundStops: ClosedRange<Int>? { bounds.flatMap { $0.stops(step: step) } }

    /// `range` as printed: in ``format``, its ends joined by ``separator``.
    public func printed(_ range: TimeRange) -> String { format.string(for: range, separator: separator) }

    /// The range a picker at `start` stops with `span` stops shows.
    public func range(startDetent start: Int, spanDetents span: Int) -> TimeRange {
        TimeRange(start: TimeOfDay(wrapping: start * step.minutes), span: TimeSpan(minutes: span * step.minutes) ?? .zero) ?? initial
    }
}
