import DialCore

/// Typing in range mode (``TypedEntry``, ``RangeExpression``): a range sets both ends, one time
/// the active end (the whole range: its start), the other end kept; one not understood goes
/// back to the range before the typing.
extension RangeKind {
    public mutating func type(_ character: Character, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        let (before, effect, starts) = typing.type(character, at: time, read: reader)
        try applyTyping(before, at: time)
        if starts { origin = (chosenStart, chosenSpan) }
        try applyTyping(effect, at: time)
    }

    public mutating func endTyping(stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        try applyTyping(typing.interrupt(at: time, read: reader), at: time)
    }

    public mutating func pick(stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> String? {
        try applyTyping(typing.enter(at: time, read: reader), at: time)
        if typing.refusesPick { return nil }
        return result(stage: stage)
    }

    /// What a typed text says, as `--initial` reads it: `now` the local time.
    func reading(_ text: String) -> RangeExpression.Reading {
        RangeExpression.read(text, now: clock.now(), separator: setup.separator)
    }

    /// How a typed text reads: a range or one time is complete.
    var reader: (String) -> TypedEntry.Verdict {
        let now = clock.now(), separator = setup.separator
        return { text in
            switch RangeExpression.read(text, now: now, separator: separator) {
            case .range, .time: .complete
            case .incomplete: .incomplete
            case .invalid: .invalid
            }
        }
    }

    mutating func applyTyping(_ effect: TypedEntry.Effect, at time: Double) throws(DialError) {
        switch effect {
        case .none:
            break
        case .show(let text):
            switch reading(text) {
            case .range(let typed):
                try set(start: setup.step.rounded(typed.start).minutesSinceMidnight / setup.step.minutes,
                        span: setup.step.nearestStop(to: typed.span.minutes), at: time)
            case .time(let typed):
                try set(active, to: setup.step.rounded(typed).minutesSinceMidnight / setup.step.minutes, at: time)
            case .incomplete, .invalid:
                break
            }
        case .restore:
            try set(start: origin.start, span: origin.span, at: time)
        }
    }

    /// Moves the range to start at stop `start` and span `span` stops (held within the span
    /// limits and the bounds, a limit met highlighted): without bounds as
    /// ``DialRange/select(start:span:time:)`` moves it (the start the short way round, one part
    /// moving where one is enough); between bounds, in the order that keeps both ends within
    /// them at every target.
    mutating func set(start: Int, span: Int, at time: Double) throws(DialError) {
        let limits = range.spanLimits
        if !limits.contains(span) { meetSpanLimit(span > limits.upperBound ? .upper : .lower, at: time) }
        var span = min(max(span, limits.lowerBound), limits.upperBound)
        if let bounds = setup.boundStops {
            var start = start
            if start < bounds.lowerBound {
                meetBound(.lower, at: time)
                start = bounds.lowerBound
            }
            if start + span > bounds.upperBound {
                // Shorter first (no shorter than the lower limit), then earlier.
                meetBound(.upper, at: time)
                span = max(limits.lowerBound, bounds.upperBound - start)
                start = min(start, bounds.upperBound - span)
            }
            // Steps to a target within the bounds, from one that may have left them: as they are.
            let arcFirst = start + chosenSpan <= bounds.upperBound
            for part in arcFirst ? [DialRange.Part.arc, .handle(.end)] : [.handle(.end), .arc] {
                let stops = part == .arc ? start - chosenStart : span - chosenSpan
                if stops != 0 { observe(try range.step(part, by: stops, time: time), at: time) }
            }
            return
        }
        observe(try range.select(start: start, span: span, time: time), at: time)
    }

    /// Moves `part` to stop `target`: a handle there with the other end kept (the span the way
    /// round from start to end; a span beyond the limits stops at the limit); the whole range
    /// to start there, the short way round. Between bounds a handle goes no further than the
    /// bound, or the other end, nearer `target` round the dial.
    mutating func set(_ part: DialRange.Part, to target: Int, at time: Double) throws(DialError) {
        let turn = setup.detentCount
        func wrapped(_ value: Int) -> Int { (value % turn + turn) % turn }
        let end = chosenStart + chosenSpan
        if let bounds = setup.boundStops, part != .arc {
            let allowed = part == .handle(.start) ? bounds.lowerBound...end : chosenStart...bounds.upperBound
            var goal = target
            if !allowed.contains(target) {
                func distance(_ stop: Int) -> Int { let d = wrapped(target - stop); return min(d, turn - d) }
                goal = distance(allowed.lowerBound) <= distance(allowed.upperBound) ? allowed.lowerBound : allowed.upperBound
                if goal == (part == .handle(.start) ? bounds.lowerBound : bounds.upperBound) {
                    meetBound(part == .handle(.start) ? .lower : .upper, at: time)
                }
            }
            let stops = goal - (part == .handle(.start) ? chosenStart : end)
            if stops != 0 { try step(part, by: stops, at: time) }
            return
        }
        switch part {
        case .handle(.start):
            let span = wrapped(end - target)
            if !range.spanLimits.contains(span) { meetSpanLimit(span > range.spanLimits.upperBound ? .upper : .lower, at: time) }
            try step(part, by: chosenSpan - span, at: time)
        case .handle(.end):
            let span = wrapped(target - chosenStart)
            if !range.spanLimits.contains(span) { meetSpanLimit(span > range.spanLimits.upperBound ? .upper : .lower, at: time) }
            try step(part, by: span - chosenSpan, at: time)
        case .arc:
            try set(start: target, span: chosenSpan, at: time)
        }
    }
}
