import DialCore

/// `--range`: a 24-hour face that stays still (00 at the top, 12 at the bottom) and two handles
/// moving round it, a ``DialRange`` whose detents are the steps of the day.
///
/// One part is active — the start handle, the end handle or the whole range (the arc) — and Tab
/// and Shift-Tab move start → end → whole range → start. The arrows step the active part (→ ↑
/// one step later, ← ↓ one earlier, with the model's key repeat), Page Up and Page Down 15
/// minutes (at least a step), Home and End as early and as late as the span limits let it go
/// (the whole range: from 00:00, to end at 24:00). Typing a range (`23:00-7:15`, `22:30+8h15m`)
/// sets both ends; typing one time sets the active end (the whole range: its start), the other
/// end kept. The mouse drags a handle or the arc; a click elsewhere on the dial moves the nearer
/// handle there. A span limit met (the range's `limitReached`, or a typed span beyond it) is
/// highlighted. Moving one end never moves the other: the handles never cross.
public struct RangeKind: PickerKind {
    public let setup: RangeSetup
    public private(set) var range: DialRange
    /// What the arrows move.
    public private(set) var active: DialRange.Part = .handle(.start)
    public private(set) var typing = TypedEntry()
    /// The range when the typing began (start and span in stops): where a text not understood
    /// goes back to.
    private var origin: (start: Int, span: Int)
    /// The span limit met last, while highlighted.
    public private(set) var limitMet: LimitMet?
    /// A mouse button held: on a part (a drag), or elsewhere on the dial (a click, if it does
    /// not move).
    private var press: (part: DialRange.Part?, column: Int, row: Int, moved: Bool)?

    /// A handle's reach in the range's box (whose radius is ``DialLayout/modelRadius``): the
    /// handles run just inside the ring.
    public static let handleRadius = 8.0

    /// The model's dial for a range: a still 24-hour face that gives the layout its labels.
    public static var stage: StageSetup { StageSetup(name: "range", face: .hours24) }

    /// A range picker at its start: the start handle active.
    public init(setup: RangeSetup) throws(DialError) {
        self.setup = setup
        var configuration = PickerModel.configuration
        configuration.handleRadius = Self.handleRadius
        let face = try DialFace(labelCount: 24, detentsPerLabel: setup.detentCount / 24)
        range = try DialRange(face: face, radius: DialLayout.modelRadius, configuration: configuration,
                              start: setup.startDetent, span: setup.spanDetents, spanLimits: setup.spanLimitDetents)
        origin = (setup.startDetent, setup.spanDetents)
    }

    // MARK: What the screen shows

    /// The start the screen shows, in stops: where the motion in flight is headed.
    public var chosenStart: Int { range.restingStart ?? range.start }
    /// The span the screen shows, in stops.
    public var chosenSpan: Int { range.restingSpan ?? range.span }
    /// The range the screen shows and Enter picks.
    public var chosen: TimeRange { setup.range(startDetent: chosenStart, spanDetents: chosenSpan) }

    public var usesDial: Bool { false }
    public var isMoving: Bool { !range.isSettled && !range.isDragging }
    public var deadline: Double? { [typing.deadline, limitMet?.until].compactMap { $0 }.min() }

    public func result(stage: PickerModel.Stage) -> String { setup.format.string(for: chosen) }
    public func centerText(stage: PickerModel.Stage) -> String? { chosen.span.spaced }

    // MARK: Time and keys

    public mutating func advance(to time: Double, stage: inout PickerModel.Stage) throws(DialError) {
        observe(try range.advance(to: time), at: time)
        if let met = limitMet, time >= met.until { limitMet = nil }
        try apply(typing.advance(to: time, read: Self.read), at: time)
    }

    public mutating func step(by stops: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        try step(active, by: stops, at: time)
    }

    public mutating func handle(key: Key, modifiers: KeyModifiers, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool {
        let quarter = max(1, 15 / setup.step.minutes)
        switch key {
        case .tab: active = Self.part(after: active, by: 1)
        case .backTab: active = Self.part(after: active, by: -1)
        case .pageUp: try step(active, by: quarter, at: time)
        case .pageDown: try step(active, by: -quarter, at: time)
        case .home: try sendToEdge(last: false, at: time)
        case .end: try sendToEdge(last: true, at: time)
        default: return false
        }
        return true
    }

    /// The part `offset` places after `part` in the order start → end → whole range.
    static func part(after part: DialRange.Part, by offset: Int) -> DialRange.Part {
        let order: [DialRange.Part] = [.handle(.start), .handle(.end), .arc]
        let index = order.firstIndex(of: part) ?? 0
        return order[((index + offset) % order.count + order.count) % order.count]
    }

    /// Home and End: the active part as early (or late) as the span limits let it go, the
    /// other end kept; the whole range from 00:00, or to end at 24:00.
    private mutating func sendToEdge(last: Bool, at time: Double) throws(DialError) {
        let limits = range.spanLimits, span = chosenSpan
        switch active {
        case .handle(.start): try step(active, by: span - (last ? limits.lowerBound : limits.upperBound), at: time)
        case .handle(.end): try step(active, by: (last ? limits.upperBound : limits.lowerBound) - span, at: time)
        case .arc: try step(.arc, by: (last ? setup.detentCount - span : 0) - chosenStart, at: time)
        }
    }

    private mutating func step(_ part: DialRange.Part, by stops: Int, at time: Double) throws(DialError) {
        observe(try range.step(part, by: stops, time: time), at: time)
    }

    /// Takes the range's events: a span limit met is highlighted.
    private mutating func observe(_ events: [DialRangeEvent], at time: Double) {
        for case .limitReached(_, let limit) in events {
            limitMet = LimitMet(isUpper: limit != range.spanLimits.lowerBound, at: time)
        }
    }

    // MARK: Typing

    public mutating func type(_ character: Character, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
        guard RangeExpression.isRangeCharacter(character) else { return }
        let (before, effect, starts) = typing.type(character, at: time, read: Self.read)
        try apply(before, at: time)
        if starts { origin = (chosenStart, chosenSpan) }
        try apply(effect, at: time)
    }

    public mutating func pick(stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> String? {
        try apply(typing.finish(at: time, read: Self.read), at: time)
        if case .notUnderstood = typing.state { return nil }
        return result(stage: stage)
    }

    /// How a typed text reads: a range or one time is complete.
    static func read(_ text: String) -> TypedEntry.Verdict {
        switch RangeExpression.read(text) {
        case .range, .time: .complete
        case .incomplete: .incomplete
        case .invalid: .invalid
        }
    }

    private mutating func apply(_ effect: TypedEntry.Effect, at time: Double) throws(DialError) {
        switch effect {
        case .none:
            break
        case .show(let text):
            switch RangeExpression.read(text) {
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
    /// limits, a limit met highlighted): the whole range to the start the short way round, then
    /// the end.
    private mutating func set(start: Int, span: Int, at time: Double) throws(DialError) {
        let limits = range.spanLimits
        if !limits.contains(span) { limitMet = LimitMet(isUpper: span > limits.upperBound, at: time) }
        let span = min(max(span, limits.lowerBound), limits.upperBound)
        let turn = setup.detentCount
        var shift = ((start - chosenStart) % turn + turn) % turn
        if shift > turn / 2 { shift -= turn }
        if shift != 0 { try step(.arc, by: shift, at: time) }
        if span != chosenSpan { try step(.handle(.end), by: span - chosenSpan, at: time) }
    }

    /// Moves `part` to stop `target`: a handle there with the other end kept (the span the way
    /// round from start to end; a span beyond the limits stops at the limit); the whole range
    /// to start there, the short way round.
    private mutating func set(_ part: DialRange.Part, to target: Int, at time: Double) throws(DialError) {
        let turn = setup.detentCount
        func wrapped(_ value: Int) -> Int { (value % turn + turn) % turn }
        let end = chosenStart + chosenSpan
        switch part {
        case .handle(.start):
            let span = wrapped(end - target)
            if !range.spanLimits.contains(span) { limitMet = LimitMet(isUpper: span > range.spanLimits.upperBound, at: time) }
            try step(part, by: chosenSpan - span, at: time)
        case .handle(.end):
            let span = wrapped(target - chosenStart)
            if !range.spanLimits.contains(span) { limitMet = LimitMet(isUpper: span > range.spanLimits.upperBound, at: time) }
            try step(part, by: span - chosenSpan, at: time)
        case .arc:
            try set(start: target, span: chosenSpan, at: time)
        }
    }

    // MARK: Mouse

    public mutating func handle(mouse: MouseEvent, column: Int, row: Int, in model: PickerModel, stage: inout PickerModel.Stage,
                                at time: Double) throws(DialError) -> Bool {
        let layout = model.layout
        // A one-line picker (too small a terminal) draws no dial to press on.
        guard !layout.isTooSmall else { return true }
        let point = layout.dialPoint(column: column, row: row)
        switch mouse.kind {
        case .press(.left):
            guard layout.isOnDial(column: column, row: row) else { return true }
            let part = RangeView.part(atColumn: column, row: row, of: self, layout: layout)
            press = (part, column, row, false)
            if let part {
                active = part
                _ = try range.beginDrag(part, at: point, time: time)
            }
        case .drag(.left):
            guard var held = press else { return true }
            if column != held.column || row != held.row { held.moved = true }
            press = held
            if held.part != nil { observe(try range.drag(to: point, time: time), at: time) }
        case .release:
            guard let held = press else { return true }
            press = nil
            if held.part != nil {
                observe(try range.release(time: time), at: time)
            } else if !held.moved {
                // A click off the handles and the arc: the nearer handle goes there.
                let turn = setup.detentCount
                let angle = range.face.angle(of: point, around: range.center)
                let target = range.face.nearestDetent(to: angle)
                func distance(_ stop: Int) -> Int { let d = ((target - stop) % turn + turn) % turn; return min(d, turn - d) }
                let handle: DialRange.Handle = distance(chosenStart) < distance((chosenStart + chosenSpan) % turn) ? .start : .end
                active = .handle(handle)
                try set(.handle(handle), to: target, at: time)
            }
        case .wheelUp:
            try step(active, by: 1, at: time)
        case .wheelDown:
            try step(active, by: -1, at: time)
        default:
            break
        }
        return true
    }

    // MARK: Drawing and lines

    public func draw(_ model: PickerModel, into grid: inout CellGrid) {
        RangeView.draw(self, model, into: &grid)
    }

    public func drawCompact(_ model: PickerModel, row: Int, into grid: inout CellGrid) {
        let shown = chosen
        let mark = { (part: DialRange.Part) in active == part || active == .arc ? "▸" : " " }
        drawCentered(["\(mark(.handle(.start)))start \(shown.start)  \(mark(.handle(.end)))end \(shown.end)", shown.span.spaced,
                      typing.notice?.text].compactMap { $0 }.joined(separator: "   "), row: row, into: &grid)
    }

    public var hints: [String] {
        ["←→ earlier/later", "Tab start/end/both", "Enter pick", "Esc cancel", "PgUp/PgDn 15m", "Home/End", "type 23:00-7:15", "drag"]
    }

    public func opening(asked: String?) -> String {
        var line = "\(asked ?? "Pick a time range"): a start and an end on a 24-hour clock. "
            + "Tab and Shift-Tab move between the start, the end and the whole range; "
            + "Left and Right (or Down and Up) move it one step earlier or later, Page Up and Page Down 15 minutes, "
            + "Home and End as far as they go; type a range such as 23:00-7:15, or one time for the end in front; "
            + "Enter picks, Escape cancels."
        if setup.spanLimits != TimeSpan.zero...TimeSpan.day {
            line += " Shortest \(setup.spanLimits.lowerBound.spoken), longest \(setup.spanLimits.upperBound.spoken)."
        }
        return line
    }

    /// "start 22:30"; "end 06:45, 8 hours 15 minutes"; "whole range 22:30 to 06:45, 8 hours 15
    /// minutes"; then a limit met and what is typed.
    public func line(in model: PickerModel) -> String {
        let shown = chosen
        var parts: [String]
        switch active {
        case .handle(.start): parts = ["start \(shown.start)"]
        case .handle(.end): parts = ["end \(shown.end)", shown.span.spoken]
        case .arc: parts = ["whole range \(shown.start) to \(shown.end)", shown.span.spoken]
        }
        for limit in limitTexts where limit.met { parts.append("\(limit.text) reached") }
        if let notice = typing.notice { parts.append(notice.text) }
        return parts.joined(separator: ", ")
    }

    /// The span limits as the header shows them, `min-span 1h` and `max-span 8h`, each with
    /// whether it was just met; a default limit (0m, 24h) is left out unless just met.
    public var limitTexts: [(text: String, met: Bool)] {
        var texts: [(text: String, met: Bool)] = []
        let lowerMet = limitMet.map { !$0.isUpper } ?? false, upperMet = limitMet?.isUpper ?? false
        if setup.spanLimits.lowerBound != .zero || lowerMet { texts.append(("min-span \(setup.spanLimits.lowerBound)", lowerMet)) }
        if setup.spanLimits.upperBound != .day || upperMet { texts.append(("max-span \(setup.spanLimits.upperBound)", upperMet)) }
        return texts
    }
}
