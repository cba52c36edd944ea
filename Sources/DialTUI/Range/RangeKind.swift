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
    public internal(set) var range: DialRange
    /// What the arrows move.
    public internal(set) var active: DialRange.Part = .handle(.start)
    public internal(set) var typing = TypedEntry()
    /// The range when the typing began (start and span in stops): where a text not understood
    /// goes back to.
    var origin: (start: Int, span: Int)
    /// The span limits met lately, while highlighted and the span is at them.
    public internal(set) var limitsMet: [LimitMet] = []
    /// The start and span shown (in stops) when the kind last looked (``review(stage:at:)``).
    var reviewedRange: (start: Int, span: Int)
    /// A mouse button held: on a part (a drag), or elsewhere on the dial (a click, if it does
    /// not move); where the part is held, `grab` radians anticlockwise of the finger
    /// (``boundedTouch(_:part:grabOffset:)``), and whether the next touch takes up afresh.
    var press: (part: DialRange.Part?, column: Int, row: Int, moved: Bool, grab: Double, takesUp: Bool)?

    /// A handle's reach in the range's box (whose radius is ``DialLayout/modelRadius``): the
    /// handles run just inside the ring.
    public static let handleRadius = 8.0

    /// The model's dial for a range: a still face of the day's 24 hours (on `--clock 12`, 12a, 1a,
    /// …, 11p) that gives the layout its labels.
    public static func stage(for setup: RangeSetup) -> StageSetup {
        StageSetup(name: "range", face: setup.hourCycle == .twelveHour ? .dayHours12 : .hours24)
    }

    /// The local time, for a typed `now`.
    let clock: LocalTime

    /// A range picker at its start: the start handle active.
    public init(setup: RangeSetup, clock: LocalTime = .system) throws(DialError) {
        self.setup = setup
        self.clock = clock
        var configuration = PickerModel.configuration
        configuration.handleRadius = Self.handleRadius
        let face = try DialFace(labelCount: 24, detentsPerLabel: setup.detentCount / 24)
        range = try DialRange(face: face, radius: DialLayout.modelRadius, configuration: configuration,
                              start: setup.startDetent, span: setup.spanDetents, spanLimits: setup.spanLimitDetents)
        origin = (setup.startDetent, setup.spanDetents)
        reviewedRange = (setup.startDetent, setup.spanDetents)
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
    public var deadline: Double? { [typing.deadline, limitsMet.deadline].compactMap { $0 }.min() }

    public func result(stage: PickerModel.Stage) -> String { setup.printed(chosen) }
    public func centerText(stage: PickerModel.Stage) -> String? { chosen.span.spaced }

    // MARK: Time and keys

    public mutating func advance(to time: Double, stage: inout PickerModel.Stage) throws(DialError) {
        observe(try range.advance(to: time), at: time)
        limitsMet.fade(at: time)
        try applyTyping(typing.advance(to: time, read: reader), at: time)
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
        let stops: Int, side: KindLimit.Side?
        switch active {
        case .handle(.start): (stops, side) = (span - (last ? limits.lowerBound : limits.upperBound), last ? .lower : .upper)
        case .handle(.end): (stops, side) = ((last ? limits.upperBound : limits.lowerBound) - span, last ? .upper : .lower)
        case .arc: (stops, side) = ((last ? setup.detentCount - span : 0) - chosenStart, nil)
        }
        try step(active, by: stops, at: time)
        // Already at the span limit: the key presses against it and lights it, as PgUp does.
        if stops == 0, let side { meetSpanLimit(side, at: time) }
    }

    /// Moves `part` by `stops`, held within the bounds (``bounded(_:by:)``; a bound met lights
    /// up) and the span limits (the engine's).
    mutating func step(_ part: DialRange.Part, by stops: Int, at time: Double) throws(DialError) {
        let held = bounded(part, by: stops)
        observe(try range.step(part, by: held, time: time), at: time)
        if let side = boundMet(asked: stops, held: held) { meetBound(side, at: time) }
    }

    /// Takes the range's events: a span limit met is highlighted.
    mutating func observe(_ events: [DialRangeEvent], at time: Double) {
        for case .limitReached(_, let limit) in events {
            meetSpanLimit(limit != range.spanLimits.lowerBound ? .upper : .lower, at: time)
        }
    }

    /// Highlights the span limit on `side` from `time` on.
    mutating func meetSpanLimit(_ side: KindLimit.Side, at time: Double) {
        if let limit = spanLimits.first(where: { $0.side == side }) { limitsMet.meet(limit, at: time) }
    }

    // MARK: Drawing and lines

    public func draw(_ model: PickerModel, into grid: inout CellGrid) {
        RangeView.draw(self, model, into: &grid)
    }

    public func drawCompact(_ model: PickerModel, row: Int, into grid: inout CellGrid) {
        drawCentered(compactText, row: row, into: &grid)
    }

    /// `▸start 22:30   end 06:45   8h 15m`, and the text being typed.
    private var compactText: String {
        let shown = chosen
        let mark = { (part: DialRange.Part) in active == part || active == .arc ? "▸" : " " }
        let cycle = setup.hourCycle
        return ["\(mark(.handle(.start)))start \(shown.start.written(on: cycle))  \(mark(.handle(.end)))end \(shown.end(writtenOn: cycle))",
                shown.span.spaced,
                typing.notice?.text].compactMap { $0 }.joined(separator: "   ")
    }

    public func compactWidth(_ model: PickerModel) -> Int { DisplayText.displayWidth(of: compactText) }

    /// `22:30-06:45  8h 15m`, then `22:30-06:45`, the end (or ends) being moved in reverse video.
    public func shorterCompactForms(_ model: PickerModel) -> [CompactForm] {
        let shown = chosen, cycle = setup.hourCycle
        let style = { (part: DialRange.Part) in active == part || active == .arc ? CompactForm.active : CompactForm.plain }
        let ends: [(text: String, style: CellStyle)] = [(shown.start.written(on: cycle), style(.handle(.start))), ("-", CompactForm.plain),
                                                        (shown.end(writtenOn: cycle), style(.handle(.end)))]
        return [CompactForm(ends + [("  " + shown.span.spaced, CompactForm.plain)]), CompactForm(ends)]
    }

    public var hints: [String] {
        ["←→ earlier/later", "Tab start/end/both", "Enter pick", "Esc cancel", "PgUp/PgDn 15m", "Home/End", "type 23:00-7:15", "drag"]
    }

    public func opening(asked: String?) -> String {
        var line = "\(Announcement.question(asked, or: "Pick a time range")) a start and an end on a 24-hour clock. "
            + "Tab and Shift-Tab move between the start, the end and the whole range; "
            + "Left and Right (or Down and Up) move it one step earlier or later, Page Up and Page Down 15 minutes, "
            + "Home and End as far as they go; type a range such as 23:00-7:15, or one time for the end in front; "
            + "Enter picks, Escape cancels."
        if let bounds = setup.bounds {
            line += " Both ends between \(bounds.lower.written(on: setup.hourCycle)) and \(bounds.upper.written(on: setup.hourCycle))."
        }
        if setup.spanLimits != TimeSpan.zero...TimeSpan.day {
            line += " Shortest \(setup.spanLimits.lowerBound.spoken), longest \(setup.spanLimits.upperBound.spoken)."
        }
        return line
    }

    /// "start 22:31, 8 hours 14 minutes"; "end 06:45, 8 hours 15 minutes"; "whole range 22:30 to
    /// 06:45, 8 hours 15 minutes"; the first line names both ends ("start 22:30, end 06:45, 8
    /// hours 15 minutes"); then a limit reached and what is typed.
    public func line(in model: PickerModel) -> AccessibleLine {
        let shown = chosen, span = shown.span.spoken
        let start = shown.start.written(on: setup.hourCycle), end = shown.end.written(on: setup.hourCycle)
        let value = switch active {
        case .handle(.start): "start \(start), \(span)"
        case .handle(.end): "end \(end), \(span)"
        case .arc: "whole range \(start) to \(end), \(span)"
        }
        let inFront = switch active {
        case .handle(.start): ""
        case .handle(.end): ", the end in front"
        case .arc: ", the whole range in front"
        }
        return AccessibleLine(value, notes: KindLimit.reached(limits, met: limitsMet) + [typing.notice?.text].compactMap { $0 },
                              firstValue: "start \(start), end \(end), \(span)\(inFront)")
    }

    /// A limit the range has just come to lights up, one it has left goes out: a span limit as
    /// the span arrives at it, a bound as the start (the lower) or the end (the upper) does.
    public mutating func review(stage: PickerModel.Stage, at time: Double) {
        let reviewed = (start: chosenStart, span: chosenSpan), limits = range.spanLimits
        let bounds = setup.boundStops
        limitsMet.review(spanLimits, arrived: reviewed.span != reviewedRange.span, at: time) {
            reviewed.span == ($0.side == .lower ? limits.lowerBound : limits.upperBound)
        }
        let end = reviewed.start + reviewed.span, endBefore = reviewedRange.start + reviewedRange.span
        for limit in boundLimits {
            let lower = limit.side == .lower
            limitsMet.review([limit], arrived: lower ? reviewed.start != reviewedRange.start : end != endBefore, at: time) { _ in
                lower ? reviewed.start == bounds?.lowerBound : end == bounds?.upperBound
            }
        }
        reviewedRange = reviewed
    }

    /// The bounds, then the span limits: `min 08:00  max 20:00  min-span 1h  max-span 8h`.
    public var limits: [KindLimit] { boundLimits + spanLimits }

    /// The span limits, `min-span 1h` and `max-span 8h`; the defaults, 0m and 24h, shown only
    /// when met.
    var spanLimits: [KindLimit] {
        [KindLimit(.lower, name: "min-span", value: "\(setup.spanLimits.lowerBound)", isDefault: setup.spanLimits.lowerBound == .zero),
         KindLimit(.upper, name: "max-span", value: "\(setup.spanLimits.upperBound)", isDefault: setup.spanLimits.upperBound == .day)]
    }

    /// The bounds, `min 08:00` and `max 20:00` (on the clock of the face); none without them,
    /// and 00:00 or 23:59 only when met.
    var boundLimits: [KindLimit] {
        guard let bounds = setup.bounds else { return [] }
        return [KindLimit(.lower, name: "min", value: bounds.lower.written(on: setup.hourCycle), isDefault: bounds.lower == TimeBounds.wholeDay.lower),
                KindLimit(.upper, name: "max", value: bounds.upper.written(on: setup.hourCycle), isDefault: bounds.upper == TimeBounds.wholeDay.upper)]
    }
}
