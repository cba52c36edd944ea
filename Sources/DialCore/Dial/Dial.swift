/// A spinnable dial: the state machine that turns touches, scroll offsets, flings and key steps
/// into a rotation that comes to rest exactly on a detent, and reports what happened as events.
///
/// A `Dial` is a value: it never reads a clock (every call takes the caller's monotonic time in
/// seconds), never sleeps, and allocates nothing on a call that emits no event. A front drives
/// it from its input and from a display link:
///
/// ```swift
/// var dial = try Dial(face: DialFace(labelCount: 12), radius: 150)
/// try dial.beginDrag(at: DialPoint(x: 150, y: 20), time: 0.00)
/// _ = try dial.drag(to: DialPoint(x: 230, y: 40), time: 0.05)
/// _ = try dial.release(time: 0.06)             // flings, then snaps
/// for event in try dial.advance(to: 0.076) {  // each frame
///     if case .selectionChanged = event { /* tick */ }
/// }
/// ```
///
/// The rotation is unwrapped (a full clockwise turn is `2π`); ``selectedIndex`` is the detent
/// under the pointer at every instant (on a face of one detent per label, the label), and every
/// motion is a closed-form function of time, so 30, 60 and 120 Hz frames see the same rotation
/// at the same instant and the same events. Time never goes backwards (equal times are fine). A
/// call that throws leaves the dial exactly as it was.
///
/// A dial also counts its ``value`` across turns, and can hold it within ``bounds``: a minute
/// dial for a time between 09:30 and 17:00 (see <doc:ValuesAndBounds>).
///
/// ```swift
/// let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)
/// var clock = try Dial(face: minutes, radius: 150, value: 9 * 60 + 35, bounds: 570...1020)
/// clock.value / 60, clock.value % 60     // 9, 35
/// ```
public struct Dial: Sendable {
    /// The most detents one call may carry the dial across: 2²⁰ (1,048,576). A scroll or step that would
    /// cross more throws ``DialError/excessiveTravel(_:limit:)``; a fling that would coast further is
    /// brought to rest this many detents away; a drag turns at most half a turn a call; and a
    /// motion's whole path, bounces included, crosses at most one more (see
    /// ``maximumEventsPerCall``).
    public static let maximumLabelsPerCall = 1 << 20

    /// The most events one call returns, whatever the configuration: 2²¹ (2,097,152).
    ///
    /// A call reports the stretch of at most one motion (and starts at most one more): its ticks
    /// are at most its path in detents, ≤ ``maximumLabelsPerCall`` + 1, plus one per monotone
    /// stretch, and each stretch adds at most a direction change and a bound met. A motion has at
    /// most a few hundred stretches: the springs ``DialConfiguration/validate()`` accepts
    /// (damping ratio ≥ 0.05, tolerance ≥ 10⁻⁹ rad) turn back fewer than 300 times before they
    /// end. So the events of a call, and the memory they take (16 bytes each), are bounded. Like
    /// every cap of the engine it fits in 32 bits.
    public static let maximumEventsPerCall = 2 << 20

    /// The largest magnitude of a value or a bound: 2³⁰ (1,073,741,824), two thousand years of
    /// minutes either way.
    ///
    /// It fits in 32 bits with room to spare, so a dial behaves the same where `Int` is 32 bits
    /// (watchOS on arm64_32, WebAssembly's wasm32): a value, plus a call's travel of at most
    /// ``maximumLabelsPerCall`` and a turn of at most ``DialFace/maximumDetentCount`` detents,
    /// stays below `Int32.max` (2³¹ − 1). Up to it the rotation, a `Double`, counts detents
    /// exactly and resolves a millionth of a radian.
    public static let maximumValueMagnitude = 1 << 30

    /// How far before the last call's time a call's time may lie, in seconds: 0.02 (20 ms). Such a
    /// time is taken as the dial's own (the last call's); one further back throws
    /// ``DialError/timeWentBackwards(_:)`` and leaves the dial as it was.
    ///
    /// Fronts read two clocks a frame apart: a display link advances the dial to the time its
    /// frame will show (`targetTimestamp`, up to a frame ahead), then a touch arrives stamped with
    /// the time it happened, which is earlier. A touch up to 20 ms late (a frame at 50 Hz and
    /// faster) lands at the time the dial has already reached, so it stops the spin where the
    /// screen shows it, and a front needs no clamp of its own:
    ///
    /// ```swift
    /// _ = try dial.advance(to: 1.016)                     // a display link's target time
    /// try dial.beginDrag(at: touch, time: 1.005)          // taken at 1.016
    /// ```
    public static let timeTolerance = 0.02

    /// The labels round the dial.
    public let face: DialFace
    /// The dial's radius; touches are in its box of side `2 · radius`, centre `(radius, radius)`.
    public let radius: Double
    /// The physics and thresholds in use.
    public private(set) var configuration: DialConfiguration
    /// The values the dial may rest on.
    private(set) var range: ValueRange
    /// The total, unwrapped rotation in radians, clockwise positive. A new dial's is 0.
    public private(set) var rotation: Double

    var phase: Phase
    /// The motion in flight while ``phase`` is `.moving` (the last one otherwise, ignored). Kept
    /// beside the phase rather than inside it, so a frame reads it in place instead of copying it.
    var motion: SnapMotion
    /// The detent under the pointer at ``rotation``, kept with it (see ``PointerDetent``); derived
    /// state, so ``==`` ignores it.
    var pointer: PointerDetent
    var detector: DirectionDetector
    var tracker: VelocityTracker
    /// The time of the last call; `−∞` before the first.
    var clock = -Double.infinity
    /// The buffer every call's events are gathered in and returned from (see ``EventBuffer``).
    /// Not part of the dial's state (``==`` ignores it).
    var eventBuffer = EventBuffer<DialEvent>()

    enum Phase: Sendable, Equatable {
        /// At rest, exactly on a detent.
        case resting
        /// Held by a finger.
        case dragging(DragState)
        /// Moving on its own toward a detent, along ``Dial/motion``.
        case moving
    }

    /// What a drag remembers between calls.
    struct DragState: Sendable, Equatable {
        /// Where the finger's turning is counted from: the rotation when the drag began (or,
        /// past a bound, the finger position that shows it); the finger is this plus ``travel``,
        /// and the rotation the finger's position held by the bounds' rubber band.
        var anchorRotation: Double
        /// The drag's turning so far, summed with compensation so it stays exact.
        var travel = CompensatedSum()
        /// The angle of the last touch outside the dead radius, nil when there is none.
        var touchAngle: Double?
        /// The scroll offset of the last scroll call, nil before the first.
        var scrollBaseline: DialPoint?
        /// With hard edges: the rotation rests on a bound and that meeting has been reported.
        var limitReported = false
    }

    /// A dial of `face` with the given `radius`, at rest with detent 0 under the pointer.
    ///
    /// - Throws: ``DialError/invalidRadius(_:)`` unless `radius` is finite and positive;
    ///   ``DialError/invalidConfiguration(_:_:)`` for a configuration field out of range.
    public init(face: DialFace, radius: Double, configuration: DialConfiguration = .init()) throws(DialError) {
        try self.init(face: face, radius: radius, configuration: configuration, selectedIndex: 0)
    }

    /// A dial at rest with detent `selectedIndex` (any `Int`, wrapped) under the pointer, at the
    /// rotation nearest 0 that puts it there, without bounds.
    /// - Throws: as ``init(face:radius:configuration:)``.
    public init(face: DialFace, radius: Double, configuration: DialConfiguration = .init(), selectedIndex: Int) throws(DialError) {
        try self.init(face: face, radius: radius, configuration: configuration,
                      rotation: face.rotation(selectingDetent: selectedIndex, near: 0), range: ValueRange(bounds: nil, detentStep: face.detentStep))
    }

    /// A dial at rest on `value`: `value mod detentCount` under the pointer, at rotation
    /// `−value · detentStep`. With `bounds` the value is held within them: at rest always, and
    /// a fling, a step or a drag meets them as ``DialEvent/limitReached(_:)``; nil (the default)
    /// turns forever.
    ///
    /// ```swift
    /// let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)
    /// let day = try Dial(face: minutes, radius: 150, value: 575, bounds: 0...1439)   // 09:35
    /// ```
    /// - Throws: ``DialError/valueOutOfRange(_:limit:)`` when `value` or a bound lies beyond
    ///   ``maximumValueMagnitude``; ``DialError/valueOutOfBounds(_:)`` unless `bounds` contain
    ///   `value`; and as ``init(face:radius:configuration:)``.
    public init(face: DialFace, radius: Double, configuration: DialConfiguration = .init(),
                value: Int, bounds: ClosedRange<Int>? = nil) throws(DialError) {
        try Self.checkMagnitude(value)
        try Self.checkMagnitude(bounds?.lowerBound ?? 0)
        try Self.checkMagnitude(bounds?.upperBound ?? 0)
        if let bounds, !bounds.contains(value) { throw .valueOutOfBounds(value) }
        try self.init(face: face, radius: radius, configuration: configuration,
                      rotation: Double(-value) * face.detentStep, range: ValueRange(bounds: bounds, detentStep: face.detentStep))
    }

    /// Throws ``DialError/valueOutOfRange(_:limit:)`` when `number` lies beyond
    /// ``maximumValueMagnitude``.
    static func checkMagnitude(_ number: Int) throws(DialError) {
        let limit = maximumValueMagnitude
        if number < -limit || number > limit { throw .valueOutOfRange(number, limit: limit) }
    }

    private init(face: DialFace, radius: Double, configuration: DialConfiguration, rotation: Double, range: ValueRange) throws(DialError) {
        guard radius.isFinite, radius > 0 else { throw .invalidRadius(radius) }
        try configuration.validate()
        self.init(checked: face, radius: radius, configuration: configuration, rotation: rotation, range: range)
    }

    /// The dial at rest at `rotation`, its radius and configuration checked by the caller. Out
    /// of line and apart from the checks, so the dial is built once, in place: inside a throwing
    /// initializer Embedded Swift builds it twice and copies it.
    @inline(never)
    private init(checked face: DialFace, radius: Double, configuration: DialConfiguration, rotation: Double, range: ValueRange) {
        self.face = face
        self.radius = radius
        self.configuration = configuration
        self.range = range
        self.rotation = rotation
        self.pointer = PointerDetent(rotation: rotation, detents: face.detents)
        self.phase = .resting
        self.motion = SnapMotion(curve: .instant, startTime: 0, startRotation: rotation, stop: 0,
                                 targetRotation: rotation, endTime: 0)
        self.detector = DirectionDetector(hysteresis: configuration.directionHysteresis, position: rotation)
        self.tracker = VelocityTracker(window: configuration.velocityWindow)
    }

    /// Appends `event` to a call's events, in the dial's reused buffer. Out of line: events are
    /// rare next to frames, and a call in each place that reports one keeps those places small.
    @inline(never)
    mutating func record(_ event: DialEvent, into events: inout [DialEvent]) {
        eventBuffer.append(event, to: &events)
    }

    /// Puts the buffer taken by ``record(_:into:)`` back and returns the call's events.
    mutating func keepEventBuffer(_ events: [DialEvent]) -> [DialEvent] {
        eventBuffer.keep(events)
    }

    /// Puts the dial at rest on `value` (rotation `−value · detentStep`) with new `bounds` and
    /// edges, keeping its face, configuration and clock: a ``DialRange`` aims its carrier at the
    /// part it moves next. `value` lies within `bounds`, and within
    /// ``maximumValueMagnitude``, by the caller's construction.
    mutating func rest(onValue value: Int, bounds: ClosedRange<Int>?, hardEdges: Bool) {
        range = ValueRange(bounds: bounds, detentStep: face.detentStep, hardEdges: hardEdges)
        rotation = Double(-value) * face.detentStep
        pointer = PointerDetent(rotation: rotation, detents: face.detents)
        phase = .resting
        detector = DirectionDetector(hysteresis: configuration.directionHysteresis, position: rotation)
        tracker.reset()
    }

    /// Ends any drag or motion at once on `value` (held within the bounds), reporting the
    /// detents and the bound passed on the way, but no `settled`: a ``DialRange`` hands the
    /// rest on to the part it moves next.
    mutating func stopAtOnce(onValue value: Int, into events: inout [DialEvent]) {
        travel(to: range.clamp(rotation: Double(-value) * face.detentStep), into: &events)
        phase = .resting
    }

    /// Replaces the configuration; motions that start from now on use it.
    /// - Throws: ``DialError/invalidConfiguration(_:_:)``, leaving the dial unchanged.
    public mutating func reconfigure(_ configuration: DialConfiguration) throws(DialError) {
        try configuration.validate()
        self.configuration = configuration
        detector.hysteresis = configuration.directionHysteresis
        tracker.window = configuration.velocityWindow
    }
}

// MARK: - State

extension Dial {
    /// The detent under the pointer, `0 ..< face.detentCount`, live at every instant of a drag
    /// or a motion: `value mod detentCount`. On a face of one detent per label it is
    /// `face.selectedLabel(forRotation: rotation)`.
    public var selectedIndex: Int { face.detents.wrapped(position: valuePosition(forRotation: rotation)) }

    /// The detent under the pointer counted across turns: turning the next detent under the
    /// pointer adds one, a whole turn adds `detentCount`. At rest `rotation == −value · detentStep`;
    /// always `selectedIndex == value mod detentCount` (Euclidean). Held within ``bounds``: a
    /// drag past a bound shows the dial beyond it, but selects the bound. A dial without bounds
    /// turned more than `Int32.max` detents from 0 (35 million turns of a minute dial) reports
    /// `Int32.max` (or `Int32.min`) on every platform while ``selectedIndex`` goes on counting.
    public var value: Int { Self.integer(valuePosition(forRotation: rotation)) }

    /// The values the dial may rest on; nil when it turns forever.
    public var bounds: ClosedRange<Int>? { range.bounds }

    /// Whether the dial is at rest exactly on a detent: not held, not moving.
    public var isSettled: Bool { phase == .resting }

    /// Whether a finger (or a scroll) holds the dial.
    public var isDragging: Bool {
        if case .dragging = phase { true } else { false }
    }

    /// Whether the dial is moving on its own: a fling, a snap or a step in flight.
    public var isMoving: Bool {
        if case .moving = phase { true } else { false }
    }

    /// The direction the dial last turned (with hysteresis); nil before it has turned.
    public var direction: DialDirection? { detector.direction }

    /// The centre of the dial in its own box: `(radius, radius)`.
    public var center: DialPoint { DialPoint(x: radius, y: radius) }

    /// The angular velocity at the last call's time, in radians per second (clockwise
    /// positive): the motion's while it moves, the tracked finger's while dragging, else 0.
    public var velocity: Double {
        switch phase {
        case .resting: 0
        case .dragging: clampedVelocity(tracker.velocity(at: clock))
        case .moving: motion.velocity(at: clock)
        }
    }

    /// The detent the dial will rest on: the target of the motion in flight, the selected detent
    /// at rest, nil while dragging (it depends on the release).
    public var restingIndex: Int? {
        restingValue.map { face.detents.wrapped($0) }
    }

    /// The value the dial will rest on: the target of the motion in flight, the value at rest,
    /// nil while dragging.
    public var restingValue: Int? {
        switch phase {
        case .resting: value
        case .dragging: nil
        case .moving: Self.integer(-motion.stop)
        }
    }

    /// The value of detent `index` (any `Int`, wrapped) nearest the dial's ``value``: the value a
    /// front shows for the detent an event names. It is `value + d`, with `d ≡ index − value
    /// (mod detentCount)` and `−detentCount/2 ≤ d < detentCount/2`, so it is ``value`` itself for
    /// ``selectedIndex``, and the value of each ``DialEvent/selectionChanged(_:)`` and
    /// ``DialEvent/settled(_:)`` of the last call that lies within half a turn of where the dial is
    /// (every detent a call ends on, and every tick of a call that turns less than half a turn).
    ///
    /// ```swift
    /// let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)
    /// var clock = try Dial(face: minutes, radius: 150, value: 12 * 60 + 2)
    /// for event in try clock.select(value: 12 * 60 + 7, time: 0) + clock.advance(to: 1) {
    ///     if case .settled(let detent) = event {
    ///         clock.value(ofDetent: detent)             // 727: 12:07 (the detent is 7)
    ///     }
    /// }
    /// ```
    /// - Complexity: O(1).
    public func value(ofDetent index: Int) -> Int {
        let count = face.detentCount
        let current = value
        var offset = face.detents.wrapped(face.detents.wrapped(index) - face.detents.wrapped(current))
        if offset >= count - count / 2 { offset -= count }
        return current &+ offset
    }

    /// When the motion in flight comes to rest (decided when it started); nil otherwise.
    public var restTime: Double? {
        isMoving ? motion.endTime : nil
    }

    /// The rotation, in radians, that a finger displacement `displacement` at `touch` gives:
    /// its component along the tangent, `cross(p, displacement) / |p|²` with `p` the touch
    /// relative to the centre (right in every quadrant, y down). Zero inside the dead radius.
    ///
    /// The same projection turns a finger or scroll velocity into an angular velocity for
    /// ``release(velocity:time:)`` (pass the finger's velocity, i.e. minus the scroll
    /// view's).
    /// - Complexity: O(1).
    public func tangentialRotation(of displacement: DialPoint, at touch: DialPoint) -> Double {
        let p = touch - center
        let lengthSquared = p.lengthSquared
        guard lengthSquared > 0, lengthSquared >= configuration.deadRadius * configuration.deadRadius else { return 0 }
        return DialPoint.cross(p, displacement) / lengthSquared
    }
}

// MARK: - Time and motion

extension Dial {
    /// Moves the dial to `time`: a motion in flight advances along its closed form, and comes
    /// to rest exactly on its label once its end time (decided when it started) is reached.
    ///
    /// Returns the events of that stretch, in order: a `selectionChanged` for every label that
    /// passed the pointer, `directionChanged` where a spring turned back past the hysteresis,
    /// and `settled` when it came to rest. While at rest or held, nothing happens.
    ///
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``.
    /// - Complexity: O(1) plus O(events); no allocation when there is no event.
    @_optimize(speed) @inline(__always)  // every frame: kept fast in a module built for size (the browser's)
    @discardableResult
    public mutating func advance(to time: Double) throws(DialError) -> [DialEvent] {
        try advance(to: time, coastInPlace: true)
    }

    /// ``advance(to:)``, with a coast's frame (the usual one: along the curve, with no turn to
    /// look for) made in place when `coastInPlace`, else by ``advanceMotion(to:into:)`` like any
    /// other: the same rotation and events, by a call. A caller that is rarely a frame (a release
    /// outside a drag) passes `false`, so the in-place frame is not written out there too.
    @inline(__always)
    mutating func advance(to time: Double, coastInPlace: Bool) throws(DialError) -> [DialEvent] {
        let time = try checked(time)
        var events: [DialEvent] = []
        if coastInPlace, isMoving, !motion.canTurn, time < motion.endTime {
            travelInPlace(to: motion.curveRotationInPlace(at: time), into: &events)
        } else {
            advanceMotion(to: time, into: &events)
        }
        clock = time
        return keepEventBuffer(events)
    }

    /// The time a call at `time` is taken at: `time` itself when it is not before the last call's,
    /// the last call's when it is at most ``timeTolerance`` before it (a display link's target
    /// time, then a touch's own). Inlined: it reads the clock alone, where a call would hand it
    /// the whole dial.
    /// - Throws: ``DialError/nonFiniteTime(_:)`` unless `time` is finite;
    ///   ``DialError/timeWentBackwards(_:)`` when it lies more than ``timeTolerance`` before the
    ///   last call's.
    @inline(__always)
    func checked(_ time: Double) throws(DialError) -> Double {
        guard time.isFinite else { throw .nonFiniteTime(time) }
        if time >= clock { return time }
        guard time >= clock - Self.timeTolerance else { throw .timeWentBackwards(time) }
        return clock
    }

    /// Advances a motion in flight to `time`, split at the instants it turns back so that each
    /// stretch is monotonic and its events come in the order they happen. The path, and so the
    /// events, are those of the closed form: they do not depend on where the frames fall. A
    /// motion turns at most ``SnapMotion/maximumTurns`` times, so the splitting stops there.
    /// Only a spring turns, so a coast does not look for turns.
    ///
    /// A spring's frames come here: in a module built for size (the browser's) this is built for
    /// size too, as they are few next to a coast's, which ``advance(to:)`` makes in place.
    mutating func advanceMotion(to time: Double, into events: inout [DialEvent]) {
        guard isMoving else { return }
        var from = max(clock, motion.startTime)
        let until = min(time, motion.endTime)
        if motion.canTurn {
            for _ in 0..<SnapMotion.maximumTurns {
                guard let turn = motion.turningTime(after: from), turn < until else { break }
                travel(to: motion.rotation(at: turn), into: &events)
                from = turn
            }
        }
        if time >= motion.endTime {
            // Along the curve to the instant it ends, then the final adjustment (within the rest
            // tolerance) onto the detent: the same path whatever the frames.
            travel(to: motion.curveRotation(at: motion.endTime), into: &events)
            travel(to: motion.targetRotation, into: &events)
            phase = .resting
            record(.settled(selectedIndex), into: &events)
        } else {
            travel(to: motion.rotation(at: time), into: &events)
        }
    }

    /// Starts the motion onto `stop` from the current rotation at `velocity`, and lets it
    /// settle at once if there is nothing to do.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    mutating func startMotion(velocity: Double, toStop stop: Double, at time: Double, into events: inout [DialEvent]) {
        let planner = SnapPlanner(face: face, configuration: configuration, range: range)
        motion = planner.motion(from: rotation, velocity: velocity, toStop: stop, at: time)
        phase = .moving
        advanceMotion(to: time, into: &events)
    }

    /// Moves the rotation monotonically to `newRotation`, reporting every detent that passes
    /// the pointer, a direction change and a bound met, each at the place it happens.
    ///
    /// The detents are the whole-step positions between the old and the new rotation, from the
    /// same rounding (and the same bounds) as ``selectedIndex``, so the ticks always end on the
    /// selected detent and never name a value outside the bounds. A direction change happens
    /// where the rotation passes the detector's change position; a bound is met where the
    /// rotation reaches it from inside, or leaves it outwards. Events come in the order of
    /// those places along the way.
    @inline(never)  // from several places: one copy
    mutating func travel(to newRotation: Double, into events: inout [DialEvent]) {
        travelInPlace(to: newRotation, into: &events)
    }

    /// ``travel(to:into:)`` written out where it is called: the frame of a coast, which
    /// ``advance(to:)`` makes without a call but for `exp`.
    @inline(__always)
    mutating func travelInPlace(to newRotation: Double, into events: inout [DialEvent]) {
        let oldRotation = rotation
        guard newRotation != oldRotation else { return }
        let detectorBefore = detector
        let change = detector.move(to: newRotation)
        rotation = newRotation
        // The usual frame: no turn, no detent crossed, no bound.
        if change == nil, pointer.holds(newRotation), range.strictlyContains(oldRotation),
           range.strictlyContains(newRotation) { return }
        report(from: oldRotation, to: newRotation, change: change, detectorBefore: detectorBefore, into: &events)
    }

    /// The events of a move from `oldRotation` to `newRotation` (already made) that may have
    /// crossed a detent, turned (`change`, with the detector as it was before) or met a bound,
    /// in the order of their places along the way.
    @inline(never)
    mutating func report(from oldRotation: Double, to newRotation: Double, change: DialDirection?,
                         detectorBefore: DirectionDetector, into events: inout [DialEvent]) {
        let limit = limitMet(from: oldRotation, to: newRotation)
        if change == nil, limit == nil, pointer.holds(newRotation) { return }

        let clockwise = newRotation > oldRotation
        let changePosition = detectorBefore.changePosition(movingClockwise: clockwise)
        let startPosition = range.clamp(value: pointer.position)
        pointer.update(rotation: newRotation, detents: face.detents)
        let endPosition = range.clamp(value: pointer.position)
        var position = startPosition
        let positionStep: Double = endPosition < startPosition ? -1 : 1
        var limitFirst = false
        if let change, let changePosition {
            let changeAt = min(max(valuePosition(forRotation: changePosition),
                                   min(startPosition, endPosition)), max(startPosition, endPosition))
            tick(from: &position, to: changeAt, by: positionStep, into: &events)
            if let limit, clockwise ? changePosition > limit.rotation : changePosition < limit.rotation {
                limitFirst = true
                record(.limitReached(limit.value), into: &events)
            }
            record(.directionChanged(change), into: &events)
        }
        tick(from: &position, to: endPosition, by: positionStep, into: &events)
        if let limit, !limitFirst { record(.limitReached(limit.value), into: &events) }
    }

    /// Moves the whole-step `position` by `step` (±1) onto `target`, reporting each detent it
    /// reaches. The count is fixed before the first step: `|target − position|`, at most
    /// ``maximumEventsPerCall`` (a call crosses at most ``maximumLabelsPerCall`` + 1 detents), so
    /// the loop ends however the positions compare.
    mutating func tick(from position: inout Double, to target: Double, by step: Double, into events: inout [DialEvent]) {
        let distance = min(abs(target - position), Double(Self.maximumEventsPerCall))
        guard distance >= 1 else { return }
        for _ in 0..<Int(distance) {
            position += step
            record(.selectionChanged(face.detents.wrapped(position: position)), into: &events)
        }
    }

    /// The bound a monotone move from `old` to `new` meets, with its rotation: reached from
    /// inside, or left outwards from resting on it.
    func limitMet(from old: Double, to new: Double) -> (value: Int, rotation: Double)? {
        guard let bounds = range.bounds else { return nil }
        if new < old {
            let bound = range.lowestRotation
            if (old > bound && new <= bound) || (old == bound && new < bound) { return (bounds.upperBound, bound) }
        } else {
            let bound = range.highestRotation
            if (old < bound && new >= bound) || (old == bound && new > bound) { return (bounds.lowerBound, bound) }
        }
        return nil
    }

    /// The unwrapped detent position under the pointer at `rotation`, held within the bounds:
    /// `round(−rotation / detentStep)`, an exact half-way rounding up. Inlined: a call would be
    /// handed a copy of the whole dial where Embedded Swift cannot lend it in place.
    @inline(__always) func valuePosition(forRotation rotation: Double) -> Double {
        range.clamp(value: face.detents.position(nearest: -rotation))
    }

    /// An integer-valued `Double` as an `Int`, saturating at `Int32.min ... Int32.max` instead of
    /// trapping: the same answer whether `Int` has 32 or 64 bits. NaN gives 0.
    static func integer(_ position: Double) -> Int {
        if position >= Double(Int32.max) { return Int(Int32.max) }
        if position <= Double(Int32.min) { return Int(Int32.min) }
        return position.isNaN ? 0 : Int(position)
    }

    /// `velocity` limited to the configured maximum speed.
    func clampedVelocity(_ velocity: Double) -> Double {
        let limit = configuration.maximumVelocity
        return min(max(velocity, -limit), limit)
    }

    /// The whole step nearest the current rotation, within the bounds (exact at rest).
    var nearestStop: Double { -range.clamp(value: pointer.position) }
}

// MARK: - Equality

extension Dial: Equatable {
    /// Two dials are equal when they have the same face, radius, configuration, bounds, rotation, motion,
    /// drag, direction, velocity samples and clock: "state unchanged" is testable.
    public static func == (lhs: Dial, rhs: Dial) -> Bool {
        lhs.face == rhs.face && lhs.radius == rhs.radius && lhs.configuration == rhs.configuration
            && lhs.range == rhs.range && lhs.rotation == rhs.rotation && lhs.phase == rhs.phase
            && (!lhs.isMoving || lhs.motion == rhs.motion) && lhs.detector == rhs.detector
            && lhs.tracker == rhs.tracker && lhs.clock == rhs.clock
    }
}

// MARK: - Hashing

extension Dial: Hashable {
    /// Hashes what `==` compares (a part of it is enough: equal dials hash alike): the face,
    /// radius, configuration, rotation and clock.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(radius)
        hasher.combine(configuration)
        hasher.combine(rotation)
        hasher.combine(clock)
    }
}

// MARK: - Description

extension Dial: CustomStringConvertible {
    /// A one-line summary: the face, the rotation, the selection and what the dial is doing.
    public var description: String {
        let state = switch phase {
        case .resting: "resting"
        case .dragging: "dragging"
        case .moving: "moving to value \(Self.integer(-motion.stop)) until \(motion.endTime)"
        }
        let bounded = range.bounds.map { ", bounds \($0)" } ?? ""
        return "Dial(\(face.labelCount) labels × \(face.detentsPerLabel) detents, radius \(radius), rotation \(rotation), value \(value)\(bounded), \(state))"
    }
}
