/// What a command line asks to pick: labels (`--face`, `--labels`, or labels from standard
/// input: the default), a time (`--time`), a range (`--range`) or a duration (`--duration`).
/// A flag means something in some of them (``PickerFlag/Scope``).
public enum PickerMode: String, Sendable, Hashable, CaseIterable {
    case labels, time, range, duration

    /// The flag that names the mode (`--time`); labels have two, `--face` and `--labels`, and
    /// are the mode when none is named.
    public var flag: String {
        switch self {
        case .labels: "--face or --labels"
        case .time: "--time"
        case .range: "--range"
        case .duration: "--duration"
        }
    }

    /// The mode a mode flag names: `--time` the time, `--face` and `--labels` labels; nil for
    /// any other word.
    public init?(flag: String) {
        switch flag {
        case "--face", "--labels": self = .labels
        case "--time": self = .time
        case "--range": self = .range
        case "--duration": self = .duration
        default: return nil
        }
    }
}
