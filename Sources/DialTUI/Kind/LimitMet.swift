/// A limit a kind's value met (a bound of a time or a duration, a span limit of a range),
/// highlighted for a moment: the terminal's equivalent of the stronger haptic at the end of a
/// range. The one record of a limit met, for every kind.
public struct LimitMet: Sendable, Hashable {
    /// How long a limit met stays highlighted, in seconds.
    public static let highlightDuration = 0.6

    /// The limit met.
    public var limit: KindLimit
    /// When the highlight ends, in the picker's seconds.
    public var until: Double

    /// `limit` met at `time`, highlighted for ``highlightDuration``.
    public init(_ limit: KindLimit, at time: Double) {
        self.limit = limit
        until = time + Self.highlightDuration
    }
}

extension [LimitMet] {
    /// Meets `limit` at `time`: its highlight starts again if it was on.
    mutating func meet(_ limit: KindLimit, at time: Double) {
        removeAll { $0.limit == limit }
        append(LimitMet(limit, at: time))
    }

    /// Ends the highlights whose time is up at `time`.
    mutating func fade(at time: Double) {
        removeAll { time >= $0.until }
    }

    /// Lights those of `limits` that `isAt` says the value is at when it has just arrived there
    /// (`arrived`), and puts out those of them it has left: what a kind does after every change
    /// (``PickerKind/review(stage:at:)``). A limit is lit only while the value is at it.
    mutating func review(_ limits: [KindLimit], arrived: Bool, at time: Double, isAt: (KindLimit) -> Bool) {
        if arrived { for limit in limits where isAt(limit) { meet(limit, at: time) } }
        removeAll { limits.contains($0.limit) && !isAt($0.limit) }
    }

    /// Whether `limit` is highlighted.
    func contains(_ limit: KindLimit) -> Bool {
        contains { $0.limit == limit }
    }

    /// When the first highlight ends; nil when none is on.
    var deadline: Double? { lazy.map(\.until).min() }
}
