/// How hours are counted: a 24-hour clock (00–23) or a 12-hour clock (12, 1, …, 11 with AM/PM).
/// The names follow Unicode's hour cycles `h23` and `h12`.
public enum HourCycle: Sendable, Hashable, CustomStringConvertible {
    /// 00–23.
    case twentyFourHour
    /// 12, 1, …, 11, AM and PM.
    case twelveHour

    /// The cycle `--clock` names: "24" or "12"; nil for anything else.
    public init?(flag: String) {
        switch flag {
        case "24": self = .twentyFourHour
        case "12": self = .twelveHour
        default: return nil
        }
    }

    /// How many hours the hour dial shows: 24 or 12.
    public var hoursOnFace: Int { self == .twelveHour ? 12 : 24 }

    /// "24-hour" or "12-hour".
    public var description: String { self == .twelveHour ? "12-hour" : "24-hour" }
}
