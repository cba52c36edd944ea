/// The time options of the command line as given — `--initial`, `--step`, `--min`, `--max`,
/// `--clock`, `--format` — and how they make a ``TimeSetup``.
public struct TimeArguments: Sendable, Equatable {
    public var initial: String?
    public var step: String?
    public var lower: String?
    public var upper: String?
    public var clock: String?
    public var format: String?

    public init(initial: String? = nil, step: String? = nil, lower: String? = nil, upper: String? = nil,
                clock: String? = nil, format: String? = nil) {
        self.initial = initial
        self.step = step
        self.lower = lower
        self.upper = upper
        self.clock = clock
        self.format = format
    }

    /// The setup these arguments describe, the clock read from `environment` unless `--clock`
    /// names it, and "now" from `clock`.
    ///
    /// `--initial` is a time (``TimeExpression``) or `now`; without it the picker starts now. A
    /// time given with `--initial` must lie within `--min`/`--max`; the local time is brought
    /// within them instead. Either way the time is then rounded to the nearest stop of the step
    /// (``MinuteStep/rounded(_:)``) and, if that stop lies beyond a bound, moved to the nearest
    /// stop within the bounds.
    /// - Throws: ``TimeUsageError`` naming the first flag that is wrong, checked in this order:
    ///   `--clock`, `--step`, `--format`, `--min`, `--max`, `--min` after `--max`, `--initial`,
    ///   `--initial` outside the bounds, no stop within the bounds.
    public func resolve(environment: [String: String], clock: LocalTime) throws(TimeUsageError) -> TimeSetup {
        let hourCycle = try HourCycleChoice.choose(flag: self.clock, environment: environment)
        let step = try step.map { text throws(TimeUsageError) in try MinuteStep(parsing: text) } ?? .everyMinute
        let format = try format.map { text throws(TimeUsageError) in try TimeFormat(pattern: text) } ?? .standard
        let lowerTime = try Self.time(lower, flag: "--min")
        let upperTime = try Self.time(upper, flag: "--max")
        let bounds = lowerTime == nil && upperTime == nil ? nil : try TimeBounds(lower: lowerTime, upper: upperTime)

        let isNow = initial == nil || initial?.lowercased() == "now"
        var start = clock.now()
        if !isNow {
            start = try Self.time(initial, flag: "--initial") ?? .midnight
            if let bounds, !bounds.contains(start) { throw .initialOutOfBounds(start, bounds) }
        }
        if let bounds {
            guard let stops = bounds.stops(step: step) else { throw .noStepWithinBounds(step, bounds) }
            let stop = min(max(step.nearestStop(to: start.minutesSinceMidnight), stops.lowerBound), stops.upperBound)
            start = TimeOfDay(wrapping: stop * step.minutes)
        } else {
            start = step.rounded(start)
        }
        return TimeSetup(initial: start, initialIsNow: isNow, step: step, bounds: bounds, hourCycle: hourCycle, format: format)
    }

    private static func time(_ text: String?, flag: String) throws(TimeUsageError) -> TimeOfDay? {
        guard let text else { return nil }
        guard let time = TimeExpression.parse(text) else { throw .badTime(flag: flag, text: text) }
        return time
    }
}
