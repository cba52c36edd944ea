import DialCore

/// `--time`: the hour and minute stages keep one time of day between them (``TimeMode``).
///
/// The stage in front decides the time (``TimeStage/time(atValue:keeping:)``): the minute
/// dial's value is stops since midnight, so turning the minutes past 59 carries into the hour
/// and the header shows the carried hour from the first frame of the turn; the hour dial turns
/// the hour and keeps the minute. Moving to the other stage sets its dial, at rest, to the time
/// chosen so far. Typed digits, `:` and `a`/`p` are a typed time (``TypedEntry``,
/// ``TimeExpression``) that spins the dial in front to it; with nothing being typed, `a` and `p`
/// set the half of the day (09:30 → 21:30 for `p`). Home and End go to the earliest and the latest time; a click on a
/// label sets that part of the time and keeps the rest, a click on AM or PM toggles it. Meeting
/// a bound (the dial's `limitReached`, or a typed time beyond it) highlights the bound for
/// ``LimitMet/highlightDuration``; ``deadline`` asks to be woken to clear it.
public struct TimeKind: PickerKind {
    public private(set) var mode: TimeMode
    /// The local time, for a typed `now`.
    let clock: LocalTime

    public init(setup: TimeSetup, clock: LocalTime = .system) {
        mode = TimeMode(setup: setup)
        self.clock = clock
    }

    /// The time under the pointer of `stage`'s dial at this instant, live while it turns.
    public func shownTime(_ stage: PickerModel.Stage) -> TimeOfDay? {
        stage.time?.time(atValue: stage.dial.value, keeping: mode.keptMinute)
    }

    /// The time the screen shows and Enter picks: where `stage`'s dial is headed.
    public func chosenTime(_ stage: PickerModel.Stage) -> TimeOfDay? {
        stage.time?.time(atValue: stage.dial.restingValue ?? stage.dial.value, keeping: mode.keptMinute)
    }

    public var usesDial: Bool { true }
    public var deadline: Double? { mode.deadline }

    public mutating func advance(to time: Double, stage: inout PickerModel.Stage) throws(DialError) {
        let effect = mode.typing.advance(to: time, read: Self.reader(now: clock.now()))
        mode.fade(at: time)
        try apply(effect, stage: &stage, at: time)
    }

    public mutating func handle(key: Key, modifiers: KeyModifiers, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool {
        switch key {
        case .home, .end:
            // The first and the last stop of the day within the bounds.
            let setup = mode.setup
            let stops = setup.stops ?? 0...(TimeOfDay.minutesPerDay / setup.step.minutes - 1)
            let edge = key == .end ? stops.upperBound : stops.lowerBound
            try send(to: TimeOfDay(wrapping: edge * setup.step.minutes), stage: &stage, at: time, meetingBounds: false)
            return true
        default:
            return false
        }
    }

    /// A press on AM or PM (``TimeView/meridiemSpots(_:)``), on a 12-hour clock: the time goes
    /// to the other half of the day (a bound met stops it there, highlighted).
    public mutating func handle(mouse: MouseEvent, column: Int, row: Int, in model: PickerModel, stage: inout PickerModel.Stage,
                                at time: Double) throws(DialError) -> Bool {
        guard case .press(.left) = mouse.kind, let current = chosenTime(stage),
              TimeView.meridiemSpots(model).contains(where: { $0.row == row && ($0.column..<$0.column + 2).contains(column) })
        else { return false }
        try send(to: current.setting(current.meridiem == .am ? .pm : .am), stage: &stage, at: time, meetingBounds: true)
        return true
    }

    /// A click on a label: the minute dial sets the minute and keeps the hour; the hour dial
    /// sets the hour and keeps the minute and, on a 12-hour clock, the half of the day. A bound
    /// met stops it there, highlighted.
    public mutating func click(label index: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool {
        guard let part = stage.time, let current = chosenTime(stage) else { return false }
        let minutes = switch part.part {
        case .minute:
            current.hour * 60 + index * part.face.dialFace.detentsPerLabel * part.setup.step.minutes
        case .hour:
            (part.setup.hourCycle.cycle == .twelveHour ? index % 12 + (current.meridiem == .pm ? 12 : 0) : index) * 60 + current.minute
        }
        try send(to: TimeOfDay(wrapping: minutes), stage: &stage, at: time, meetingBounds: true)
        return true
    }

    public mutating func type(_ character: Character, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        guard chosenTime(stage) != nil else { return }
        let lower = Character(character.lowercased())
        if !mode.typing.isOpen(at: time), lower == "a" || lower == "p" {
            // No time being typed: the half of the day.
            try apply(mode.typing.advance(to: time, read: Self.reader(now: clock.now())), stage: &stage, at: time)
            guard let current = chosenTime(stage) else { return }
            try send(to: current.setting(lower == "a" ? .am : .pm), stage: &stage, at: time, meetingBounds: true)
            return
        }
        let (before, effect, starts) = mode.typing.type(character, at: time, read: Self.reader(now: clock.now()))
        try apply(before, stage: &stage, at: time)
        if starts, let current = chosenTime(stage) { mode.origin = current }
        try apply(effect, stage: &stage, at: time)
    }

    public mutating func endTyping(stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        try apply(mode.typing.interrupt(at: time, read: Self.reader(now: clock.now())), stage: &stage, at: time)
    }

    /// How a typed text reads as a time, `now` being `now`.
    static func reader(now: TimeOfDay) -> (String) -> TypedEntry.Verdict {
        { text in
            switch TimeExpression.read(text, now: now) {
            case .time: .complete
            case .incomplete: .incomplete
            case .invalid: .invalid
            }
        }
    }

    /// A bound met is highlighted.
    public mutating func observe(_ events: [DialEvent], stage: PickerModel.Stage, at time: Double) {
        guard mode.setup.bounds != nil else { return }
        for case .limitReached(let value) in events {
            mode.meet(value == stage.dial.bounds?.lowerBound ? .lower : .upper, at: time)
        }
    }

    /// Sets the dial of the stage moved to, at rest, to the time chosen on the one left.
    public mutating func moveStage(from old: PickerModel.Stage, to new: inout PickerModel.Stage, at time: Double) throws(DialError) {
        guard let chosen = chosenTime(old), let part = new.time else { return }
        if part.part == .hour { mode.keptMinute = chosen.minute }
        new.dial = try Dial(face: part.face.dialFace, radius: DialLayout.modelRadius, configuration: PickerModel.configuration,
                            value: part.value(of: chosen), bounds: part.bounds)
        _ = try new.dial.advance(to: time)
    }

    /// Enter: the time chosen, unless a typed time is not understood. Whenever Enter comes on a
    /// time typed wrong — while it is typed (it ends there) or while the notice that it was not
    /// understood shows — the outcome is the same: nothing is picked, the time stays as it was
    /// before the typing, and the notice shows.
    public mutating func pick(stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> String? {
        try apply(mode.typing.enter(at: time, read: Self.reader(now: clock.now())), stage: &stage, at: time)
        if mode.typing.refusesPick { return nil }
        return result(stage: stage)
    }

    /// The time chosen, as `--format` says.
    public func result(stage: PickerModel.Stage) -> String {
        chosenTime(stage).map(mode.setup.format.string(for:)) ?? ""
    }

    /// The hour or the minute of the time Enter picks (``chosenTime(_:)``), so the hour shows a
    /// carry from the first frame of the spin that makes it.
    public func stageValue(ofStage index: Int, in model: PickerModel) -> String? {
        guard let part = model.stages[index].time, let time = chosenTime(model.stage) else { return nil }
        switch part.part {
        case .hour: return part.setup.hourCycle.cycle == .twelveHour ? "\(time.hour12)" : PickerFace.twoDigits(time.hour)
        case .minute: return PickerFace.twoDigits(time.minute)
        }
    }

    public func draw(_ model: PickerModel, into grid: inout CellGrid) {
        TimeView.draw(model, row: PickerView.stagesRow(model), from: PickerView.stageNames(model).end, into: &grid)
    }

    public func drawCompact(_ model: PickerModel, row: Int, into grid: inout CellGrid) {
        let end = PickerView.drawStages(model, row: row, into: &grid)
        TimeView.draw(model, row: row, from: end, into: &grid)
    }

    /// The stages' names and values, AM or PM after them, and the text being typed (the limits
    /// at the right end leave by themselves where there is no room).
    public func compactWidth(_ model: PickerModel) -> Int {
        // The stages' names end two columns before `end`; AM or PM starts at `end`.
        let end = PickerView.stageNames(model).end
        var width = mode.setup.hourCycle.cycle == .twelveHour ? end + 2 : end - 2
        if let notice = mode.typing.notice { width += 3 + DisplayText.displayWidth(of: notice.text) }
        return width
    }

    /// `9:41 AM` (or `09:41`), the part in front in reverse video.
    public func shorterCompactForms(_ model: PickerModel) -> [CompactForm] {
        guard model.stages.count == 2, let time = model.chosenTime else { return [] }
        let style = { (index: Int) in model.stageIndex == index ? CompactForm.active : CompactForm.plain }
        var parts: [(text: String, style: CellStyle)] = [(model.headerValue(ofStage: 0), style(0)), (":", CompactForm.plain),
                                                         (model.headerValue(ofStage: 1), style(1))]
        if mode.setup.hourCycle.cycle == .twelveHour { parts.append((" " + time.meridiem.description, CompactForm.plain)) }
        return [CompactForm(parts)]
    }

    public var hints: [String] { PickerView.labelHints }

    public func opening(asked: String?) -> String {
        let twelve = mode.setup.hourCycle.cycle == .twelveHour
        var line = "\(Announcement.question(asked, or: "Pick a time")) hour, then minute. Left and Right (or Up and Down) change the one in front, "
            + "Tab and Shift-Tab move between hour and minute, Page Up and Page Down a quarter turn, "
            + "Home and End the earliest and latest time, type a time such as \(twelve ? "9:30 or 7p" : "9:30 or 1945"), "
            + (twelve ? "A or P for AM or PM, " : "") + "Enter picks, Escape cancels."
        if let bounds = mode.setup.bounds {
            let cycle = mode.setup.hourCycle.cycle
            line += " Earliest \(bounds.lower.written(on: cycle)), latest \(bounds.upper.written(on: cycle))."
        }
        return line
    }

    /// "hour 9, 9:41 AM", then a bound reached and the time being typed.
    public func line(in model: PickerModel) -> AccessibleLine {
        guard let time = chosenTime(model.stage) else { return AccessibleLine(model.stage.name) }
        return AccessibleLine("\(model.stage.name) \(model.headerValue(ofStage: model.stageIndex)), "
                                + time.written(on: mode.setup.hourCycle.cycle),
                              notes: KindLimit.reached(mode.limits, met: mode.limitsMet) + [mode.typing.notice?.text].compactMap { $0 })
    }

    /// A bound the time has just come to lights up; one it has left goes out.
    public mutating func review(stage: PickerModel.Stage, at time: Double) {
        guard let chosen = chosenTime(stage) else { return }
        let setup = mode.setup
        let edges = setup.stops.map { (TimeOfDay(wrapping: $0.lowerBound * setup.step.minutes), TimeOfDay(wrapping: $0.upperBound * setup.step.minutes)) }
        mode.limitsMet.review(mode.limits, arrived: chosen != mode.reviewedTime, at: time) { limit in
            guard let edges else { return false }
            return chosen == (limit.side == .lower ? edges.0 : edges.1)
        }
        mode.reviewedTime = chosen
    }

    // MARK: Sending the dial

    private mutating func apply(_ effect: TypedEntry.Effect, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        switch effect {
        case .none: break
        case .show(let text):
            guard let target = TimeExpression.parse(text, now: clock.now()) else { return }
            try send(to: target, stage: &stage, at: time, meetingBounds: true)
        case .restore: try send(to: mode.origin, stage: &stage, at: time, meetingBounds: false)
        }
    }

    /// Spins the dial in front to `target`, rounded to the step and held within the bounds (a
    /// bound met is highlighted): by the exact difference of values when bounded, the short
    /// way round the day when not.
    private mutating func send(to target: TimeOfDay, stage: inout PickerModel.Stage, at time: Double, meetingBounds: Bool) throws(DialError) {
        guard let part = stage.time else { return }
        let setup = part.setup
        var goal = setup.step.rounded(target)
        if let bounds = setup.bounds, let stops = setup.stops {
            let inside = TimeOfDay(wrapping: min(max(setup.step.nearestStop(to: bounds.clamp(target).minutesSinceMidnight),
                                                     stops.lowerBound), stops.upperBound) * setup.step.minutes)
            if meetingBounds, !bounds.contains(target) { mode.meet(target < bounds.lower ? .lower : .upper, at: time) }
            goal = inside
        }
        let keptBefore = mode.keptMinute
        if part.part == .hour { mode.keptMinute = goal.minute }
        let current = stage.dial.restingValue ?? stage.dial.value
        var difference = part.value(of: goal) - current
        if stage.dial.bounds == nil {
            let turn = TimeOfDay.minutesPerDay / part.minutesPerUnit
            difference = (difference % turn + turn) % turn
            if difference > turn / 2 { difference -= turn }
        }
        do {
            observe(try stage.dial.step(by: difference, time: time), stage: stage, at: time)
        } catch {
            mode.keptMinute = keptBefore
            throw error
        }
    }
}
