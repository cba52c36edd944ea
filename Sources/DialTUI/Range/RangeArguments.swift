/// The range options of the command line as given — `--initial`, `--step`, `--min-span`,
/// `--max-span`, `--min`, `--max`, `--format`, `--clock` — and how they make a ``RangeSetup``.
public struct RangeArguments: Sendable, Equatable {
    public var initial: String?
    public var step: String?
    public var minSpan: String?
    public var maxSpan: String?
    /// `--min`: the earliest time either end may be.
    public var lower: String?
    /// `--max`: the latest time either end may be.
    public var upper: String?
    public var format: String?
    public var clock: String?
    /// `--separator`: what joins the two ends printed.
    public var separator: String?

    public init(initial: String? = nil, step: String? = nil, minSpan: String? = nil, maxSpan: String? = nil,
                lower: String? = nil, upper: String? = nil, format: String? = nil, clock: String? = nil, separator: String? = nil) {
        self.initial = initial
        self.step = step
        self.minSpan = minSpan
        self.maxSpan = maxSpan
        self.lower = lower
        self.upper = upper
        self.format = format
        self.clock = clock
        self.separator = separator
    }

    /// The setup these arguments describe, "now" read from `clock`.
    ///
    /// The span limits default to 0 and 24h and must be whole numbers of steps. `--initial` is
    /// a range (``RangeExpression``, `now` the local time), its ends rounded to the nearest
    /// stops, its span within the limits; without it (or with `--initial now`) the range starts
    /// now (rounded to a stop) and lasts an hour, or `--min-span` where that is longer
    /// (`--max-span` where that is shorter).
    ///
    /// `--min` and `--max` (either or both; 00:00 and 23:59 when left out) hold both ends
    /// between them, on the same day: opening hours. The range without `--initial` is then
    /// moved (and shortened, to no less than `--min-span`) to lie within them; a given one must.
    /// - Throws: ``RangeUsageError`` naming the first flag that is wrong, checked in this order:
    ///   `--clock`, `--step`, `--format`, `--separator`, `--min-span`, `--max-span`, `--min-span` above
    ///   `--max-span`, `--min`, `--max`, `--min` after `--max`, no stop or no range of
    ///   `--min-span` between them, `--initial`, its span outside the limits, its ends outside
    ///   the bounds.
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
        if let separator {
            guard format.joinsEnds else { throw .separatorWithoutEnds }
            guard !separator.isEmpty, !separator.contains(where: { $0.isNumber || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
            else { throw .badSeparator(separator) }
        }
        let separator = self.separator ?? "-"
        let lower = try Self.span(minSpan, flag: "--min-span", step: step) ?? .zero
        let upper = try Self.span(maxSpan, flag: "--max-span", step: step) ?? .day
        guard lower <= upper else { throw .minSpanAboveMaxSpan(lower, upper) }
        let limits = lower...upper
        let now = clock.now()
        let bounds = try Self.bounds(self.lower, self.upper, step: step, shortest: lower, now: now)
        func setup(_ range: TimeRange, isNow: Bool) -> RangeSetup {
            RangeSetup(initial: range, initialIsNow: isNow, step: step, spanLimits: limits, bounds: bounds, format: format,
                       separator: separator, hourCycle: hourCycle)
        }

        guard let text = initial, text.lowercased() != TimeExpression.nowWord else {
            var start = step.rounded(now)
            var span = min(max(TimeSpan(minutes: 60) ?? .zero, lower), upper)
            if let bounds, let stops = bounds.stops(step: step) {
                // Within the bounds: no longer than they are, and moved in where it starts outside.
                let room = (stops.upperBound - stops.lowerBound) * step.minutes
                span = TimeSpan(minutes: min(span.minutes, room)) ?? span
                let first = min(max(start.minutesSinceMidnight / step.minutes, stops.lowerBound), stops.upperBound - span.minutes / step.minutes)
                start = TimeOfDay(wrapping: first * step.minutes)
            }
            let range = TimeRange(start: start, span: span) ?? TimeRange(from: start, to: start)
            return setup(range, isNow: true)
        }
        let given: TimeRange
        switch RangeExpression.read(text, now: now, separator: separator) {
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
        if let bounds, !bounds.holds(range) { throw .initialOutsideBounds(range, bounds) }
        return setup(range, isNow: false)
    }

    /// The bounds `--min` and `--max` give, or nil for neither.
    private static func bounds(_ lower: String?, _ upper: String?, step: MinuteStep, shortest: TimeSpan,
                               now: TimeOfDay) throws(RangeUsageError) -> TimeBounds? {
        guard lower != nil || upper != nil else { return nil }
        func time(_ text: String?, flag: String) throws(RangeUsageError) -> TimeOfDay? {
            guard let text else { return nil }
            guard let time = TimeExpression.parse(text, now: now) else { throw .time(.badTime(flag: flag, text: text)) }
            return time
        }
        let earliest = try time(lower, flag: "--min"), latest = try time(upper, flag: "--max")
        let bounds: TimeBounds
        do { bounds = try TimeBounds(lower: earliest, upper: latest) } catch { throw .time(error) }
        guard let stops = bounds.stops(step: step) else { throw .time(.noStepWithinBounds(step, bounds)) }
        guard shortest.minutes <= (stops.upperBound - stops.lowerBound) * step.minutes else { throw .minSpanOutsideBounds(shortest, bounds) }
        return bounds
    }

    private static func span(_ text: String?, flag: String, step: MinuteStep) throws(RangeUsageError) -> TimeSpan? {
        guard let text else { return nil }
        guard let span = DurationExpression.parse(text), span <= .day else { throw .badSpan(flag: flag, text: text) }
        guard span.minutes % step.minutes == 0 else { throw .spanOffStep(flag: flag, span: span, step: step) }
        return span
    }
}
