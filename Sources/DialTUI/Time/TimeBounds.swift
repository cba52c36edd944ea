/// The earliest and latest times a picker may pick (`--min`, `--max`), within one day.
///
/// Either end may be left open: no `--min` is 00:00, no `--max` is 23:59. So a picker bounded
/// at either end never turns through midnight, and one with no bounds at all wraps freely.
public struct TimeBounds: Sendable, Hashable, CustomStringConvertible {
    public let lower: TimeOfDay
    public let upper: TimeOfDay

    /// 00:00 to 23:59: the whole day.
    public static let wholeDay = TimeBounds(validatedLower: .midnight, upper: TimeOfDay(wrapping: -1))

    private init(validatedLower lower: TimeOfDay, upper: TimeOfDay) {
        self.lower = lower
        self.upper = upper
    }

    /// The bounds from `lower` (00:00 when nil) to `upper` (23:59 when nil).
    /// - Throws: ``TimeUsageError/minAfterMax(_:_:)`` when `lower` is after `upper`.
    public init(lower: TimeOfDay?, upper: TimeOfDay?) throws(TimeUsageError) {
        let lower = lower ?? Self.wholeDay.lower, upper = upper ?? Self.wholeDay.upper
        guard lower <= upper else { throw .minAfterMax(lower, upper) }
        self.init(validatedLower: lower, upper: upper)
    }

    /// Whether `time` lies between the bounds, both included.
    public func contains(_ time: TimeOfDay) -> Bool { lower <= time && time <= upper }

    /// Whether both ends of `range` lie between the bounds, the range not running past the
    /// upper one: `lower ≤ start` and `start + span ≤ upper`, in minutes of the day.
    public func holds(_ range: TimeRange) -> Bool {
        lower <= range.start && range.start.minutesSinceMidnight + range.span.minutes <= upper.minutesSinceMidnight
    }

    /// The time of the bounds nearest `time`: `time` itself when inside.
    public func clamp(_ time: TimeOfDay) -> TimeOfDay { min(max(time, lower), upper) }

    /// The stops of a dial stepping `step` minutes that lie between the bounds, counted in
    /// steps since midnight: `⌈lower / step⌉ … ⌊upper / step⌋`; nil when no multiple of the
    /// step lies between them (09:31–09:34 to a step of 5).
    /// - Complexity: O(1).
    public func stops(step: MinuteStep) -> ClosedRange<Int>? {
        let first = (lower.minutesSinceMidnight + step.minutes - 1) / step.minutes
        let last = upper.minutesSinceMidnight / step.minutes
        return first <= last ? first...last : nil
    }

    /// `09:30–17:00`.
    public var description: String { "\(lower)–\(upper)" }
}
