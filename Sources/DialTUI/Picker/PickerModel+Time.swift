import DialCore

/// Time mode (`--time`): the hour and minute stages keep one time of day between them.
///
/// The stage in front decides the time ( ``TimeStage/time(atValue:keeping:)``): the minute
/// dial's value is stops since midnight, so turning the minutes past 59 carries into the hour
/// and the header shows the carried hour from the first frame of the turn; the hour dial turns
/// the hour and keeps the minute. Moving to the other stage sets its dial, at rest, to the time
/// chosen so far. Typed digits, `:` and `a`/`p` are a typed time (``TimeTyping``) that spins
/// the dial in front to it. Meeting a bound (the dial's `limitReached`, or a typed time beyond
/// it) highlights the bound for ``TimeMode/highlightDuration``; ``nextDeadline`` asks to be
/// woken to clear it.
extension PickerModel {
    /// The time under the pointer at this instant, live while the dial turns (the screen names
    /// ``chosenTime``, where it is headed); nil outside time mode.
    public var shownTime: TimeOfDay? {
        guard let part = stage.time, let timeMode else { return nil }
        return part.time(atValue: dial.value, keeping: timeMode.keptMinute)
    }

    /// The time Enter picks: where the dial is headed, or what it shows; nil outside time mode.
    public var chosenTime: TimeOfDay? {
        guard let part = stage.time, let timeMode else { return nil }
        return part.time(atValue: dial.restingValue ?? dial.value, keeping: timeMode.keptMinute)
    }

    /// What the header shows for stage `index`: its label where the dial is headed; in time
    /// mode the hour or minute of the time Enter picks (``chosenTime``), so the hour shows a
    /// carry from the first frame of the spin that makes it.
    public func headerValue(ofStage index: Int) -> String {
        let shown = stages[index]
        if let part = shown.time, let time = chosenTime {
            switch part.part {
            case .hour: return part.setup.hourCycle.cycle == .twelveHour ? "\(time.hour12)" : PickerFace.twoDigits(time.hour)
            case .minute: return PickerFace.twoDigits(time.minute)
            }
        }
        return shown.displayDetentNames[shown.chosenIndex]
    }

    /// Enter: the label or time chosen, unless a typed time is not understood. Whenever Enter
    /// comes on a time typed wrong — while it is typed (it ends there) or while the notice that
    /// it was not understood shows — the outcome is the same: nothing is picked, the time stays
    /// as it was before the typing, and the notice shows.
    mutating func pick(at time: Double) -> PickerOutcome? {
        if timeMode != nil, case .restore(let back) = timeMode?.typing.finish(at: time) {
            send(to: back, at: time, meetingBounds: false)
        }
        if case .notUnderstood? = timeMode?.typing.state { return nil }
        return .chose(result)
    }

    /// The time printed in time mode, as `--format` says.
    var timeResult: String? {
        guard let timeMode, let chosenTime else { return nil }
        return timeMode.setup.format.string(for: chosenTime)
    }

    /// A character typed in time mode.
    mutating func typeTime(_ character: Character, at time: Double) {
        guard TimeTyping.takes(character), let current = chosenTime, var mode = timeMode else { return }
        let effect = mode.typing.type(character, at: time, current: current)
        timeMode = mode
        apply(effect, at: time)
    }

    /// Moves the typing and the highlight on to `time`.
    mutating func advanceTime(to time: Double) {
        guard var mode = timeMode else { return }
        let effect = mode.typing.advance(to: time)
        mode.fade(at: time)
        timeMode = mode
        apply(effect, at: time)
    }

    private mutating func apply(_ effect: TimeTyping.Effect, at time: Double) {
        switch effect {
        case .none: break
        case .show(let target): send(to: target, at: time, meetingBounds: true)
        case .restore(let back): send(to: back, at: time, meetingBounds: false)
        }
    }

    /// Spins the dial in front to `target`, rounded to the step and held within the bounds (a
    /// bound met is highlighted): by the exact difference of values when bounded, the short
    /// way round the day when not.
    mutating func send(to target: TimeOfDay, at time: Double, meetingBounds: Bool) {
        guard let part = stage.time, var mode = timeMode else { return }
        let setup = part.setup
        var goal = setup.step.rounded(target)
        if let bounds = setup.bounds, let stops = setup.stops {
            let inside = TimeOfDay(wrapping: min(max(setup.step.nearestStop(to: bounds.clamp(target).minutesSinceMidnight),
                                                     stops.lowerBound), stops.upperBound) * setup.step.minutes)
            if meetingBounds, !bounds.contains(target) { mode.meet(target < bounds.lower ? bounds.lower : bounds.upper, at: time) }
            goal = inside
        }
        if part.part == .hour { mode.keptMinute = goal.minute }
        timeMode = mode
        let current = dial.restingValue ?? dial.value
        var difference = part.value(of: goal) - current
        if dial.bounds == nil {
            let turn = TimeOfDay.minutesPerDay / part.minutesPerUnit
            difference = (difference % turn + turn) % turn
            if difference > turn / 2 { difference -= turn }
        }
        step(by: difference, at: time)
    }

    /// Home and End in time mode: the first and the last stop of the day within the bounds.
    /// - Returns: false outside time mode.
    mutating func sendToEdge(last: Bool, at time: Double) -> Bool {
        guard let setup = timeMode?.setup else { return false }
        let stops = setup.stops ?? 0...(TimeOfDay.minutesPerDay / setup.step.minutes - 1)
        send(to: TimeOfDay(wrapping: (last ? stops.upperBound : stops.lowerBound) * setup.step.minutes), at: time, meetingBounds: false)
        return true
    }

    /// A click on label `index` of the dial in front, in time mode: the minute dial sets the
    /// minute and keeps the hour; the hour dial sets the hour and keeps the minute and, on a
    /// 12-hour clock, the half of the day. A bound met stops it there, highlighted.
    /// - Returns: false outside time mode.
    mutating func sendToLabel(_ index: Int, at time: Double) -> Bool {
        guard let part = stage.time, let current = chosenTime else { return false }
        let minutes = switch part.part {
        case .minute:
            current.hour * 60 + index * part.face.dialFace.detentsPerLabel * part.setup.step.minutes
        case .hour:
            (part.setup.hourCycle.cycle == .twelveHour ? index % 12 + (current.meridiem == .pm ? 12 : 0) : index) * 60 + current.minute
        }
        send(to: TimeOfDay(wrapping: minutes), at: time, meetingBounds: true)
        return true
    }

    /// A press on AM or PM (``TimeView/meridiemSpots(_:)``), on a 12-hour clock: the time goes
    /// to the other half of the day (a bound met stops it there, highlighted).
    /// - Returns: whether the press was on AM or PM.
    mutating func toggleMeridiem(atColumn column: Int, row: Int, at time: Double) -> Bool {
        guard let current = chosenTime,
              TimeView.meridiemSpots(self).contains(where: { $0.row == row && ($0.column..<$0.column + 2).contains(column) })
        else { return false }
        send(to: current.setting(current.meridiem == .am ? .pm : .am), at: time, meetingBounds: true)
        return true
    }

    /// Sets the dial of the stage in front, at rest, to `time` (on moving to it).
    mutating func setTimeStage(to chosen: TimeOfDay, at time: Double) {
        guard let part = stage.time, var mode = timeMode else { return }
        if part.part == .hour { mode.keptMinute = chosen.minute }
        timeMode = mode
        let value = part.value(of: chosen)
        if let dial = try? Dial(face: part.face.dialFace, radius: DialLayout.modelRadius, configuration: Self.configuration,
                                value: value, bounds: part.bounds) {
            stages[stageIndex].dial = dial
            apply { (dial: inout Dial) throws(DialError) in try dial.advance(to: time) }
        }
    }

    /// Takes the events of the dial in front: a bound met is highlighted.
    mutating func observe(_ events: [DialEvent], at time: Double) {
        guard var mode = timeMode, let part = stage.time, let bounds = part.setup.bounds else { return }
        for case .limitReached(let value) in events {
            mode.meet(value == dial.bounds?.lowerBound ? bounds.lower : bounds.upper, at: time)
        }
        timeMode = mode
    }
}
