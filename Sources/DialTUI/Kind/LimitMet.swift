/// A limit the picker met (a bound of a duration, a span limit of a range), highlighted for a
/// moment: the terminal's equivalent of the stronger haptic at the end of a range.
public struct LimitMet: Sendable, Hashable {
    /// How long a limit met stays highlighted, in seconds (as a bound of `--time`).
    public static let highlightDuration = TimeMode.highlightDuration

    /// Which limit: the lower (`--min`, `--min-span`) or the upper one.
    public var isUpper: Bool
    /// When the highlight ends, in the picker's seconds.
    public var until: Double

    public init(isUpper: Bool, at time: Double) {
        self.isUpper = isUpper
        until = time + Self.highlightDuration
    }
}
