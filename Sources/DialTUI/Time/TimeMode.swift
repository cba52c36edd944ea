/// What a time picker keeps beside its dials: the setup, the time being typed, the minute the
/// hour dial keeps, and a bound just met.
public struct TimeMode: Sendable {
    /// A bound the dial met, highlighted until `until`: the terminal's equivalent of the
    /// stronger haptic a dial gives at the end of its range.
    public struct BoundMet: Sendable, Hashable {
        /// The bound met: `--min` or `--max`.
        public var bound: TimeOfDay
        /// When the highlight ends, in the picker's seconds.
        public var until: Double
    }

    /// How long a bound met stays highlighted, in seconds.
    public static let highlightDuration = 0.6

    public let setup: TimeSetup
    public internal(set) var typing = TimeTyping()
    /// The minute the hour dial keeps while it turns the hour.
    public internal(set) var keptMinute: Int
    /// The bound met last, while it is highlighted.
    public internal(set) var boundMet: BoundMet?

    public init(setup: TimeSetup) {
        self.setup = setup
        keptMinute = setup.initial.minute
    }

    /// The next instant this state changes with no input: a typed time's pause ending, a
    /// notice or a highlight fading; nil when none is due.
    public var deadline: Double? {
        [typing.deadline, boundMet?.until].compactMap { $0 }.min()
    }

    /// Highlights `bound` from `time` on.
    mutating func meet(_ bound: TimeOfDay, at time: Double) {
        boundMet = BoundMet(bound: bound, until: time + Self.highlightDuration)
    }

    /// Ends a highlight whose time is up.
    mutating func fade(at time: Double) {
        if let met = boundMet, time >= met.until { boundMet = nil }
    }
}
