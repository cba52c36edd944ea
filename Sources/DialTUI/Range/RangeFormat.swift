/// How a chosen range is printed (`--format` with `--range`).
///
/// - the default: `22:30-06:45` (`HH:MM-HH:MM`, whatever `--clock` says; a whole day
///   `22:30+24h`), the ends joined by `--separator` where it is given;
/// - a pattern of ``TimeFormat``'s directives, applied to each end and joined by `-` (or the
///   separator):
///   `%I:%M %p` prints `10:30 PM-06:45 AM`, a whole day `10:30 PM+24h` (its ends are one
///   time, as a span of zero's are);
/// - `iso`: ISO 8601's start and duration, `22:30/PT8H15M`;
/// - `json`: `{"start":"22:30","end":"06:45","minutes":495,"crosses_midnight":true}`, for `jq`.
public enum RangeFormat: Sendable, Hashable {
    case standard
    case pattern(TimeFormat)
    case iso
    case json

    /// The format `--format` names: `iso`, `json`, or a pattern.
    /// - Throws: ``TimeUsageError/badFormatDirective(_:)`` for a pattern with a directive
    ///   ``TimeFormat`` does not know.
    public init(parsing text: String) throws(TimeUsageError) {
        switch text {
        case "iso": self = .iso
        case "json": self = .json
        case TimeFormat.defaultPattern: self = .standard
        default: self = .pattern(try TimeFormat(pattern: text))
        }
    }

    /// `range` in this format, its two ends joined by `separator` (a whole day has one: its
    /// start and `+24h`).
    public func string(for range: TimeRange, separator: String = "-") -> String {
        switch self {
        case .standard:
            range.span == .day ? range.description : "\(range.start)\(separator)\(range.end)"
        case .pattern(let format):
            range.span == .day ? "\(format.string(for: range.start))+24h" : "\(format.string(for: range.start))\(separator)\(format.string(for: range.end))"
        case .iso:
            "\(range.start)/\(range.span.iso8601)"
        case .json:
            "{\"start\":\"\(range.start)\",\"end\":\"\(range.end)\",\"minutes\":\(range.span.minutes),\"crosses_midnight\":\(range.crossesMidnight)}"
        }
    }

    /// Whether the format joins two ends (so that `--separator` means something): the default
    /// and a pattern, not `iso` nor `json`.
    public var joinsEnds: Bool {
        switch self {
        case .standard, .pattern: true
        case .iso, .json: false
        }
    }
}
