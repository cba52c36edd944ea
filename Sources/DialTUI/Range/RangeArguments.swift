/// The range options of the command line as given — `--initial`, `--step`, `--min-span`,
/// `--max-span`, `--format`, `--clock` — and how they make a ``RangeSetup``.
public struct RangeArguments: Sendable, Equatable {
    public var initial: String?
    public var step: String?
    public var minSpan: String?
    public var maxSpan: String?
    public var format: String?
    public var clock: String?

    public init(initial: String? = nil, step: String? = nil, minSpan: String? = nil, maxSpan: String? = nil, format: String? = nil,
                clock: String? = nil) {
        self.initial = initial
        self.step = step
        self.minSpan = minSpan
        self.maxSpan = maxSpan
        self.format = format
        self.clock = clock
    }

    /// The setup these arguments describe, "now" read from `clock`.
    ///
    /// The span limits default to 0 and 24h and must be whole numbers of steps. `--initial` is
    /// a range (``RangeExpression``, `now` the local time), its ends rounded to the nearest
    /// stops, its span within the limits; without it (or with `--initial now`) the range starts
    /// now (rounded to a stop) and lasts an hour, or `--min-span` where that is longer
    /// (`--max-span` where that is shorter).
    /// - Throws: ``RangeUsageError`` naming the first flag that is wrong, checked in this order:
    ///   `--clock`, `--step`, `--format`, `--min-span`, `--max-span`, `--min-span` above
    ///   `--max-span`, `--initial`, its span outside the limits.
    public func resolve(clock: LocalTime) throws(RangeUsageError) -> RangeSetup {
        let step: MinuteStep
        let format: RangeFormat
        var hourCycle = HourCycle.twentyFourHour
        if let text = self.clock {
            guard let cycle = HourCycle(flag: text) else { throw .time(.badClock(text)) }
            hourCycle = cycle
        }
        do {
            step = try self.step.map { text throws(TimeUsageError) in try MinuteStep(parsing: text) } ?? .everyMinute
            format = try self.format.map { text throws(TimeUsageError) in try RangeFormat(parsing: text) } ?? .standard
        } catch {
            throw .time(error)
        }
        let lower = try Self.span(minSpan, flag: "--min-span", step: step) ?? .zero
        let upper = try Self.span(maxSpan, flag: "--max-span", step: step) ?? .day
        guard lower <= upper else { throw .minSpanAboveMaxSpan(lower, upper) }
        let limits = lower...upper

        let now = clock.now()
        guard let text = initial, text.lowercased() != TimeExpression.nowWord else {
            let start = step.rounded(now)
            let span = min(max(TimeSpan(minutes: 60) ?? .zero, lower), upper)
            let range = TimeRange(start: start, span: span) ?? TimeRange(from: start, to: start)
            return RangeSetup(initial: range, initialIsNow: true, step: step, spanLimits: limits, format: format, hourCycle: hourCycle)
        }
        let given: TimeRange
        switch RangeExpression.read(text, now: now) {
        case .range(let range): given = range
        case .time: throw .missingEnd(text)
        case .incomplete, .invalid: throw .badRange(text)
        }
        // Each end to its nearest stop; a whole day stays a whole day.
        let start = step.rounded(given.start)
        let range = given.span == .day
            ? TimeRange(start: start, span: .day) ?? given
            : TimeRange(from: start, to: step.rounded(given.end))
        guard limits.contains(range.span) else { throw .initialOutsideSpanLimits(range.span, limits) }
        return RangeSetup(initial: range, initialIsNow: false, step: step, spanLimits: limits, format: format, hourCycle: hourCycle)
    }

    private static func span(_ text: String?, flag: String, step: MinuteStep) throws(RangeUsageError) -> TimeSpan? {
        guard let text else { return nil }
        guard let span = DurationExpression.parse(text), span <= .day else { throw .badSpan(flag: flag, text: text) }
        guard span.minutes % step.minutes == 0 else { throw .spanOffStep(flag: flag, span: span, step: step) }
        return span
    }
}
