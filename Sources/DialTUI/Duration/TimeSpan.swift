/// A length of time to the minute, from 0 up to ``maximum`` (9,999 hours): what `--duration`
/// picks, and the span of a time range.
///
/// It is written as Go and systemd write durations, hours and minutes with a zero part left out:
/// `1h30m`, `2h`, `45m`, and `0m` for nothing.
public struct TimeSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The longest span: 9,999 hours.
    public static let maximum = TimeSpan(validated: 9_999 * 60)
    /// No time at all.
    public static let zero = TimeSpan(validated: 0)
    /// A whole day: 24 hours.
    public static let day = TimeSpan(validated: TimeOfDay.minutesPerDay)

    /// The length in minutes, `0 ... 599,940`.
    public let minutes: Int

    private init(validated minutes: Int) {
        self.minutes = minutes
    }

    /// A span of `minutes`, or nil unless it lies in `0 ... maximum`.
    public init?(minutes: Int) {
        guard minutes >= 0, minutes <= Self.maximum.minutes else { return nil }
        self.minutes = minutes
    }

    /// The whole hours.
    public var hours: Int { minutes / 60 }
    /// The minutes past the whole hours, `0...59`.
    public var minutesPastHour: Int { minutes % 60 }

    /// `1h30m`, `2h`, `45m`, `0m`.
    public var description: String {
        switch (hours, minutesPastHour) {
        case (0, let minute): "\(minute)m"
        case (let hour, 0): "\(hour)h"
        case let (hour, minute): "\(hour)h\(minute)m"
        }
    }

    /// As the centre of the dial shows it: `1h 30m`, `2h`, `45m`, `0m`.
    public var spaced: String {
        hours > 0 && minutesPastHour > 0 ? "\(hours)h \(minutesPastHour)m" : description
    }

    /// As a screen reader says it: `1 hour 30 minutes`, `2 hours`, `1 minute`, `0 minutes`.
    public var spoken: String {
        let hourWords = hours == 1 ? "1 hour" : "\(hours) hours"
        let minuteWords = minutesPastHour == 1 ? "1 minute" : "\(minutesPastHour) minutes"
        if hours == 0 { return minuteWords }
        return minutesPastHour == 0 ? hourWords : "\(hourWords) \(minuteWords)"
    }

    /// ISO 8601: `PT1H30M`, `PT2H`, `PT45M`, `PT0M`.
    public var iso8601: String {
        switch (hours, minutesPastHour) {
        case (0, let minute): "PT\(minute)M"
        case (let hour, 0): "PT\(hour)H"
        case let (hour, minute): "PT\(hour)H\(minute)M"
        }
    }

    /// As a clock shows it: `1:30`, `0:45`, `100:00`.
    public var clock: String { "\(hours):\(TimeOfDay.twoDigits(minutesPastHour))" }

    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.minutes < rhs.minutes }
}
