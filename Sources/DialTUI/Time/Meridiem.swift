/// The half of the day on a 12-hour clock: before noon (AM) or from noon on (PM).
public enum Meridiem: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// 00:00–11:59.
    case am
    /// 12:00–23:59.
    case pm

    /// "AM" or "PM".
    public var description: String { self == .am ? "AM" : "PM" }
}
