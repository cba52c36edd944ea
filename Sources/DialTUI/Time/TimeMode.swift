/// What a time picker keeps beside its dials: the setup, the time being typed and the time it
/// began at, the minute the hour dial keeps, and the bounds just met.
public struct TimeMode: Sendable {
    public let setup: TimeSetup
    public internal(set) var typing = TypedEntry()
    /// The time shown when the typing began: where a time not understood goes back to.
    var origin: TimeOfDay
    /// The minute the hour dial keeps while it turns the hour.
    public internal(set) var keptMinute: Int
    /// The bounds met lately, while they are highlighted and the time is at them.
    public internal(set) var limitsMet: [LimitMet] = []
    /// The time shown when the kind last looked (``TimeKind/review(stage:at:)``).
    var reviewedTime: TimeOfDay

    public init(setup: TimeSetup) {
        self.setup = setup
        origin = setup.initial
        reviewedTime = setup.initial
        keptMinute = setup.initial.minute
    }

    /// The next instant this state changes with no input: a typed time's pause ending, a
    /// notice or a highlight fading; nil when none is due.
    public var deadline: Double? {
        [typing.deadline, limitsMet.deadline].compactMap { $0 }.min()
    }

    /// The bounds, `min 09:30` and `max 17:00` (on a 12-hour clock `min 9:30 AM`): none
    /// without `--min` or `--max`; with one of them, the other end of the day shown only when met.
    public var limits: [KindLimit] {
        guard let bounds = setup.bounds else { return [] }
        let cycle = setup.hourCycle.cycle
        return [KindLimit(.lower, name: "min", value: bounds.lower.written(on: cycle), isDefault: bounds.lower == TimeBounds.wholeDay.lower),
                KindLimit(.upper, name: "max", value: bounds.upper.written(on: cycle), isDefault: bounds.upper == TimeBounds.wholeDay.upper)]
    }

    /// Highlights the bound on `side` from `time` on.
    mutating func meet(_ side: KindLimit.Side, at time: Double) {
        if let limit = limits.first(where: { $0.side == side }) { limitsMet.meet(limit, at: time) }
    }

    /// Ends a highlight whose time is up.
    mutating func fade(at time: Double) {
        limitsMet.fade(at: time)
    }
}
