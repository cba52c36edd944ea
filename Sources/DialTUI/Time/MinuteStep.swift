/// The minutes between the stops of a minute dial (`--step N`): a divisor of 60 below 60, so
/// every hour has the same whole number of stops.
///
/// A dial of ``stopsPerHour`` stops draws ``labelsPerTurn`` labels — the largest divisor of the
/// stops that is at most 12, so that labels fall on stops and stay apart — with
/// ``stopsPerLabel`` stops from one label to the next: 60 stops and 12 labels (00, 05, …) for a
/// step of 1; 30 stops and 10 labels (00, 06, …) for 2; 12 stops and labels for 5; 4 for 15.
public struct MinuteStep: Sendable, Hashable, CustomStringConvertible {
    /// The steps there are: the divisors of 60 below 60.
    public static let allowed = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]
    /// Every minute.
    public static let everyMinute = MinuteStep(validated: 1)

    /// The step, in minutes.
    public let minutes: Int

    private init(validated minutes: Int) {
        self.minutes = minutes
    }

    /// A step of `minutes`, or nil unless it is one of ``allowed``.
    public init?(minutes: Int) {
        guard Self.allowed.contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// The step `--step` names.
    /// - Throws: ``TimeUsageError/badStep(_:)`` unless `text` is one of ``allowed``.
    public init(parsing text: String) throws(TimeUsageError) {
        guard let number = Int(text), let step = MinuteStep(minutes: number) else { throw .badStep(text) }
        self = step
    }

    /// Stops in one hour (one turn of the minute dial): `60 / minutes`.
    public var stopsPerHour: Int { 60 / minutes }

    /// Labels drawn round the minute dial: the largest divisor of ``stopsPerHour`` that is at
    /// most 12.
    public var labelsPerTurn: Int {
        (1...min(12, stopsPerHour)).last { stopsPerHour % $0 == 0 } ?? 1
    }

    /// Stops from one label to the next.
    public var stopsPerLabel: Int { stopsPerHour / labelsPerTurn }

    /// The multiple of the step nearest `time`, a tie rounding up, wrapped at midnight (23:58
    /// to a step of 5 is 00:00). The result is a multiple of ``minutes`` no more than half a
    /// step away.
    /// - Complexity: O(1).
    public func rounded(_ time: TimeOfDay) -> TimeOfDay {
        TimeOfDay(wrapping: nearestStop(to: time.minutesSinceMidnight) * minutes)
    }

    /// The stop nearest `minutes` (≥ 0), counted in steps: `⌊(minutes + ⌊step / 2⌋) / step⌋`, a tie
    /// rounding up.
    /// - Complexity: O(1).
    public func nearestStop(to minutes: Int) -> Int {
        (minutes + self.minutes / 2) / self.minutes
    }

    /// "every 5 minutes".
    public var description: String { minutes == 1 ? "every minute" : "every \(minutes) minutes" }
}
