import DialCore

/// `--duration`: a bounded dial an hour a turn. Its value counts steps, so the turns count hours
/// (``DurationSetup``); the labels are the minutes (0, 5, …, 55 for a step of a minute).
///
/// Keys: → ↑ one step more and ← ↓ one less (the model's arrows, with key repeat), Page Up and
/// Page Down 15 minutes (at least a step), Home and End `--min` and `--max`. Typed digits (and
/// `h`, `m`, `:`, `.`) are a duration (``DurationExpression``) that the dial spins to, held
/// within the bounds; one that cannot be read changes nothing and is shown as not understood. A
/// bound met (the dial's `limitReached`, or a typed duration beyond it) is highlighted. A click
/// on a label sets the minutes and keeps the hours.
public struct DurationKind: PickerKind {
    public let setup: DurationSetup
    public private(set) var typing = TypedEntry()
    /// The dial's value when the typing began: where a text not understood goes back to.
    private var origin = 0
    /// The bounds met lately, while highlighted and the duration is at them.
    public private(set) var limitsMet: [LimitMet] = []
    /// The dial's value (where it is headed) when the kind last looked (``review(stage:at:)``).
    private var reviewedValue: Int

    public init(setup: DurationSetup) {
        self.setup = setup
        origin = setup.value(of: setup.initial)
        reviewedValue = origin
    }

    /// The dial this kind turns: the minute face of the step, bounded by the bounds in steps,
    /// starting on the initial duration.
    public var stage: StageSetup {
        StageSetup(name: "duration", face: .durationMinutes(every: setup.step), initial: setup.value(of: setup.initial),
                   bounds: setup.valueBounds)
    }

    /// The duration the screen shows and Enter picks: where the dial is headed.
    public func chosen(_ dial: Dial) -> TimeSpan { setup.span(ofValue: dial.restingValue ?? dial.value) }

    public var usesDial: Bool { true }
    public var deadline: Double? { [typing.deadline, limitsMet.deadline].compactMap { $0 }.min() }

    public mutating func advance(to time: Double, stage: inout PickerModel.Stage) throws(DialError) {
        let effect = typing.advance(to: time, read: reader)
        limitsMet.fade(at: time)
        try apply(effect, stage: &stage, at: time)
    }

    /// Page Up and Page Down: `stops` more or less, a bound met highlighted.
    private mutating func page(by stops: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        observe(try stage.dial.step(by: stops, time: time), stage: stage, at: time)
    }

    public mutating func handle(key: Key, modifiers: KeyModifiers, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool {
        let quarter = max(1, 15 / setup.step.minutes)
        switch key {
        case .pageUp: try page(by: quarter, stage: &stage, at: time)
        case .pageDown: try page(by: -quarter, stage: &stage, at: time)
        // Home and End light the bound they go to, even when already there (as PgUp pressing
        // against it does).
        case .home:
            _ = try stage.dial.select(value: setup.valueBounds.lowerBound, time: time)
            meet(.lower, at: time)
        case .end:
            _ = try stage.dial.select(value: setup.valueBounds.upperBound, time: time)
            meet(.upper, at: time)
        default: return false
        }
        return true
    }

    /// A click on a minute label: that minute of the hour shown, held within the bounds (a
    /// bound met is highlighted).
    public mutating func click(label index: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool {
        let minutes = chosen(stage.dial).hours * 60 + index * setup.step.stopsPerLabel * setup.step.minutes
        let value = minutes / setup.step.minutes, bounds = setup.valueBounds
        if !bounds.contains(value) { meet(value > bounds.upperBound ? .upper : .lower, at: time) }
        _ = try stage.dial.select(value: min(max(value, bounds.lowerBound), bounds.upperBound), time: time)
        return true
    }

    public mutating func type(_ character: Character, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        let (before, effect, starts) = typing.type(character, at: time, read: reader)
        try apply(before, stage: &stage, at: time)
        if starts { origin = stage.dial.restingValue ?? stage.dial.value }
        try apply(effect, stage: &stage, at: time)
    }

    public mutating func endTyping(stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        try apply(typing.interrupt(at: time, read: reader), stage: &stage, at: time)
    }

    public mutating func observe(_ events: [DialEvent], stage: PickerModel.Stage, at time: Double) {
        for case .limitReached(let value) in events {
            meet(value == setup.valueBounds.upperBound ? .upper : .lower, at: time)
        }
    }

    public mutating func pick(stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> String? {
        try apply(typing.enter(at: time, read: reader), stage: &stage, at: time)
        if typing.refusesPick { return nil }
        return result(stage: stage)
    }

    public func result(stage: PickerModel.Stage) -> String { setup.format.string(for: chosen(stage.dial)) }

    public func centerText(stage: PickerModel.Stage) -> String? { chosen(stage.dial).spaced }

    public func draw(_ model: PickerModel, into grid: inout CellGrid) {
        DurationView.draw(self, model, into: &grid)
    }

    public func drawCompact(_ model: PickerModel, row: Int, into grid: inout CellGrid) {
        drawCentered(compactText(model), row: row, into: &grid)
    }

    /// `duration 1h25m`, and the text being typed.
    private func compactText(_ model: PickerModel) -> String {
        ["duration \(chosen(model.dial))", typing.notice?.text].compactMap { $0 }.joined(separator: "   ")
    }

    public func compactWidth(_ model: PickerModel) -> Int { DisplayText.displayWidth(of: compactText(model)) }

    /// `duration 1h25m`, then `1h25m`.
    public func shorterCompactForms(_ model: PickerModel) -> [CompactForm] {
        let value = "\(chosen(model.dial))"
        return [CompactForm([("duration " + value, CompactForm.plain)]), CompactForm([(value, CompactForm.plain)])]
    }

    public var hints: [String] { ["←→ shorter/longer", "Enter pick", "Esc cancel", "PgUp/PgDn 15m", "Home/End min/max", "type 1h30m"] }

    public func opening(asked: String?) -> String {
        "\(Announcement.question(asked, or: "Pick a duration")) an hour a turn. Left and Right (or Down and Up) one step less or more, "
            + "Page Up and Page Down 15 minutes, Home and End the shortest and the longest, "
            + "type a duration such as 1h30m or 90, Enter picks, Escape cancels. "
            + "Shortest \(setup.bounds.lowerBound.spoken), longest \(setup.bounds.upperBound.spoken)."
    }

    /// "1 hour 30 minutes", then a bound reached and the text typed.
    public func line(in model: PickerModel) -> AccessibleLine {
        AccessibleLine(chosen(model.dial).spoken, notes: KindLimit.reached(limits, met: limitsMet) + [typing.notice?.text].compactMap { $0 })
    }

    /// A bound the duration has just come to lights up; one it has left goes out.
    public mutating func review(stage: PickerModel.Stage, at time: Double) {
        let value = setup.value(of: chosen(stage.dial)), bounds = setup.valueBounds
        limitsMet.review(limits, arrived: value != reviewedValue, at: time) {
            value == ($0.side == .lower ? bounds.lowerBound : bounds.upperBound)
        }
        reviewedValue = value
    }

    /// The bounds, `min 30m` and `max 2h`; the defaults, 0m and 24h, shown only when met.
    public var limits: [KindLimit] {
        [KindLimit(.lower, name: "min", value: "\(setup.bounds.lowerBound)", isDefault: setup.bounds.lowerBound == .zero),
         KindLimit(.upper, name: "max", value: "\(setup.bounds.upperBound)", isDefault: setup.bounds.upperBound == .day)]
    }

    /// Highlights the bound on `side` from `time` on.
    private mutating func meet(_ side: KindLimit.Side, at time: Double) {
        if let limit = limits.first(where: { $0.side == side }) { limitsMet.meet(limit, at: time) }
    }

    /// How a typed text reads as a duration, by the grammar of `--initial` for this format.
    var reader: (String) -> TypedEntry.Verdict {
        let bareSeconds = setup.format == .seconds
        return { text in Self.read(text, bareSeconds: bareSeconds) }
    }

    /// How a typed text reads as a duration (``DurationExpression/read(_:bareSeconds:)``).
    static func read(_ text: String, bareSeconds: Bool) -> TypedEntry.Verdict {
        switch DurationExpression.read(text, bareSeconds: bareSeconds) {
        case .span: .complete
        case .incomplete: .incomplete
        case .invalid: .invalid
        }
    }

    /// Spins the dial to a typed duration (held within the bounds; a bound met is
    /// highlighted), or back to where the typing began.
    private mutating func apply(_ effect: TypedEntry.Effect, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        switch effect {
        case .none:
            break
        case .show(let text):
            guard let span = DurationExpression.parse(text, bareSeconds: setup.format == .seconds) else { return }
            let value = setup.step.nearestStop(to: span.minutes)
            let bounds = setup.valueBounds
            if value < bounds.lowerBound || value > bounds.upperBound { meet(value > bounds.upperBound ? .upper : .lower, at: time) }
            _ = try stage.dial.select(value: min(max(value, bounds.lowerBound), bounds.upperBound), time: time)
        case .restore:
            _ = try stage.dial.select(value: origin, time: time)
        }
    }
}
