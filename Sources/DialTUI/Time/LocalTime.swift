#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The current local time of day, read from the system clock and the time zone (`TZ`, else
/// the system's), to the minute.
///
/// A clock is a value holding the function that reads it, so code that needs "now" takes a
/// `LocalTime` and tests hand in ``fixed(_:)``.
public struct LocalTime: Sendable {
    /// Reads the time of day.
    public let now: @Sendable () -> TimeOfDay

    public init(now: @escaping @Sendable () -> TimeOfDay) {
        self.now = now
    }

    /// A clock that always reads `time`.
    public static func fixed(_ time: TimeOfDay) -> LocalTime {
        LocalTime { time }
    }

    /// The system's clock in the local time zone (`time` and `localtime_r`); midnight in the
    /// unlikely case the system cannot say.
    public static let system = LocalTime {
        tzset()
        var seconds = time(nil)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return .midnight }
        return TimeOfDay(hour: Int(parts.tm_hour), minute: Int(parts.tm_min)) ?? .midnight
    }
}
