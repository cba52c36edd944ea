/// How a chosen duration is printed (`--format` with `--duration`).
public enum DurationFormat: String, Sendable, Hashable, CaseIterable {
    /// `1h30m`, `2h`, `45m`, `0m`: the default, as Go and systemd write durations.
    case standard
    /// `90`: whole minutes.
    case minutes
    /// `5400`: whole seconds, for `sleep`.
    case seconds
    /// `PT1H30M`: ISO 8601 (`PT0M` for nothing).
    case iso
    /// `1:30`: hours and two digits of minutes.
    case clock

    /// The format `--format` names: `minutes`, `seconds`, `iso` or `clock`; nil for anything
    /// else (the default has no name).
    public init?(name: String) {
        guard let format = DurationFormat(rawValue: name), format != .standard else { return nil }
        self = format
    }

    /// The names `--format` takes with `--duration`.
    public static var names: [String] { allCases.filter { $0 != .standard }.map(\.rawValue) }

    /// `span` in this format.
    public func string(for span: TimeSpan) -> String {
        switch self {
        case .standard: span.description
        case .minutes: "\(span.minutes)"
        case .seconds: "\(span.minutes * 60)"
        case .iso: span.iso8601
        case .clock: span.clock
        }
    }
}
