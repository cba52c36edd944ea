/// A time of day to the minute: the minutes since midnight, `0..<1440`.
///
/// Arithmetic wraps at midnight with a Euclidean modulo, so a time of day never leaves the day:
/// 00:01 two minutes back is 23:59, and 23:59 one minute on is 00:00. Any whole number of
/// minutes, however large or negative, names exactly one time of day
/// (``init(wrapping:)``), which is how an unbounded dial value — minutes counted across turns —
/// becomes the time it shows.
///
/// ```swift
/// let time = TimeOfDay(hour: 0, minute: 1)!.adding(minutes: -2)   // 23:59
/// ```
public struct TimeOfDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes in a day: 1440.
    public static let minutesPerDay = 24 * 60
    /// 00:00.
    public static let midnight = TimeOfDay(wrapping: 0)

    /// The minutes since midnight, in `0..<1440`.
    public let minutesSinceMidnight: Int

    /// The time `minutes` after midnight, wrapped into the day: `minutes mod 1440`, Euclidean,
    /// so `-1` is 23:59 and `1440` is 00:00.
    /// - Complexity: O(1).
    public init(wrapping minutes: Int) {
        let remainder = minutes % Self.minutesPerDay
        minutesSinceMidnight = remainder < 0 ? remainder + Self.minutesPerDay : remainder
    }

    /// The time `hour`:`minute` on a 24-hour clock, or nil unless `hour` is in `0...23` and
    /// `minute` in `0...59`.
    /// - Complexity: O(1).
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        minutesSinceMidnight = hour * 60 + minute
    }

    /// The hour on a 24-hour clock, `0...23`.
    public var hour: Int { minutesSinceMidnight / 60 }
    /// The minute of the hour, `0...59`.
    public var minute: Int { minutesSinceMidnight % 60 }

    /// The time `minutes` later (earlier when negative), wrapped at midnight.
    /// - Complexity: O(1).
    public func adding(minutes: Int) -> TimeOfDay {
        // Wrap the step first so that no sum can overflow.
        TimeOfDay(wrapping: minutesSinceMidnight + TimeOfDay(wrapping: minutes).minutesSinceMidnight)
    }

    /// The same minute at another hour (`hour` wraps at 24 like every time of day).
    /// - Complexity: O(1).
    public func settingHour(_ hour: Int) -> TimeOfDay {
        TimeOfDay(wrapping: TimeOfDay(wrapping: hour * 60).minutesSinceMidnight + minute)
    }

    /// `HH:MM`, on a 24-hour clock.
    public var description: String { "\(Self.twoDigits(hour)):\(Self.twoDigits(minute))" }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// `value` with a leading zero below 10: `7` → `07`.
    static func twoDigits(_ value: Int) -> String {
        (0...9).contains(value) ? "0\(value)" : "\(value)"
    }
}
