/// A span of time on a 24-hour clock: a start and a length of at most a day, which may cross
/// midnight. What `--range` picks.
///
/// The end is `start + span`, wrapped at midnight: an end before the start crosses it, equal
/// ends are a span of zero, and a whole day is written `22:30+24h` (its ends are equal too).
public struct TimeRange: Sendable, Hashable, CustomStringConvertible {
    /// Where it begins.
    public let start: TimeOfDay
    /// How long it lasts, `0 ... 24h`.
    public let span: TimeSpan

    /// A range of `span` from `start`, or nil for a span longer than a day.
    public init?(start: TimeOfDay, span: TimeSpan) {
        guard span <= .day else { return nil }
        self.start = start
        self.span = span
    }

    /// The range from `start` to `end`: the span clockwise from one to the other (0 when equal).
    public init(from start: TimeOfDay, to end: TimeOfDay) {
        self.start = start
        // In 0..<1440, so always a span, and never longer than a day.
        span = TimeSpan(minutes: TimeOfDay(wrapping: end.minutesSinceMidnight - start.minutesSinceMidnight).minutesSinceMidnight) ?? .zero
    }

    /// Where it ends: `start + span`, wrapped at midnight.
    public var end: TimeOfDay { start.adding(minutes: span.minutes) }

    /// Whether it runs past midnight: it ends on the next day (a range ending at 00:00 does not).
    public var crossesMidnight: Bool { start.minutesSinceMidnight + span.minutes > TimeOfDay.minutesPerDay }

    /// The end as the header names it on `cycle`: `06:45` (`6:45 AM`); a whole day's
    /// `22:30+24h`, which a span of zero's `22:30` is not.
    public func end(writtenOn cycle: HourCycle) -> String {
        span == .day ? "\(end.written(on: cycle))+24h" : end.written(on: cycle)
    }

    /// `22:30-06:45`; a whole day `22:30+24h`.
    public var description: String {
        span == .day ? "\(start)+24h" : "\(start)-\(end)"
    }
}
