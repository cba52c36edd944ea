/// A range on a fixed face: two handles, a start and an end, and the arc from the start
/// clockwise to the end, each of which a finger can drag. A sleep schedule, opening hours, a
/// quiet-hours window: a span of time that may cross midnight.
///
/// The face stays still; the handles move round it. ``start`` is the detent under the start
/// handle, ``span`` the detents from it clockwise to the end handle, and ``end`` is
/// `(start + span) mod detentCount`. The span stays within ``spanLimits`` at every instant of a
/// drag, a fling or a step: a handle that meets a limit stops exactly on it and reports
/// ``DialRangeEvent/limitReached(_:_:)``, so with a lower limit of 0 the handles may meet but
/// never cross. Dragging the arc turns both handles and keeps the span; it crosses 12 o'clock
/// as often as the finger does.
///
/// ```swift
/// // A sleep schedule: 22:30 to 06:45 on a 24-hour face of minutes, at least 4 hours long.
/// let day = try DialFace(labelCount: 24, detentsPerLabel: 60)
/// var sleep = try DialRange(face: day, radius: 150, start: 22 * 60 + 30, span: 8 * 60 + 15,
///                           spanLimits: 240...1440)
/// sleep.end                                              // 405: 06:45
/// if let part = sleep.part(at: touch) {
///     try sleep.beginDrag(part, at: touch, time: now)    // then drag(to:time:), release(time:)
/// }
/// for event in try sleep.advance(to: frameTime) { /* .changed: tick */ }
/// ```
///
/// A range is a value with the ``Dial``'s promises: it never reads a clock, never sleeps,
/// allocates nothing on a call that reports no event, and every motion is a closed-form
/// function of time, so 30, 60 and 120 Hz frames see the same handles and the same events. A
/// call that throws leaves the range exactly as it was. See <doc:Ranges>.
///
/// How it moves: at most one part moves at a time, carried by a ``Dial`` whose value is the
/// moving part's detent counted clockwise (a handle's, or the start's for the arc) and whose
/// bounds are the ones the span limits give it with the other handle held still: a handle
/// between `other ± limits`, the arc without bounds. That dial's edges are hard (no rubber
/// band), its touches are mirrored left to right so that it turns with the handle, and its
/// motions, ticks and limits are the range's.
public struct DialRange: Sendable {
    /// One of the two handles.
    public enum Handle: Sendable, Hashable {
        /// The handle where the range begins; dragging it changes the span and keeps the end.
        case start
        /// The handle where the range ends, `span` detents clockwise from the start; dragging it
        /// changes the span and keeps the start.
        case end
    }

    /// What a touch holds: a handle, or the arc between them.
    public enum Part: Sendable, Hashable {
        /// One of the two handles: dragging it changes the span (see ``Handle``).
        case handle(Handle)
        /// The arc from the start clockwise to the end: dragging it turns both handles.
        case arc
    }

    /// The detents the handles sit on.
    public let face: DialFace
    /// The range's radius; touches are in its box of side `2 · radius`, centre `(radius, radius)`.
    public let radius: Double
    /// The physics, the thresholds and the handle radius in use.
    public var configuration: DialConfiguration { carrier.configuration }
    /// The spans the range may take, within `0 ... detentCount`.
    public let spanLimits: ClosedRange<Int>

    /// The start detent (`0 ..< detentCount`) of the handles that do not move: both at rest.
    var anchorStart: Int
    /// The span of the handles that do not move: the one at rest.
    var anchorSpan: Int
    /// The part the ``carrier`` moves; nil while both handles rest on ``anchorStart`` and
    /// ``anchorSpan``.
    var mover: Part?
    /// The dial that carries the moving part: its value is the part's detent, counted clockwise
    /// from `0` without wrapping (see ``DialRange+Carrier``).
    var carrier: Dial
    /// A drag begun on two handles lying on each other, waiting for the movement that decides
    /// which of them it moves.
    var pendingDrag: PendingDrag?
    /// The buffer every call's events are gathered in and returned from (see ``EventBuffer``);
    /// not part of the range's state (``==`` ignores it).
    var eventBuffer = EventBuffer<DialRangeEvent>()

    /// A drag whose part is not decided yet: where the finger last touched outside the dead
    /// radius (or, until it has, where it touched down). The finger has been there since the
    /// last call.
    struct PendingDrag: Sendable, Equatable {
        var touch: DialPoint
    }

    /// A range of `span` detents from `start` on `face`, at rest.
    ///
    /// `start` is any `Int`, taken modulo the face's detent count; `span` counts the detents
    /// from the start clockwise to the end; `spanLimits` nil means `0 ... detentCount`.
    ///
    /// ```swift
    /// let day = try DialFace(labelCount: 24, detentsPerLabel: 60)
    /// let hours = try DialRange(face: day, radius: 150, start: 9 * 60, span: 8 * 60 + 30,
    ///                           spanLimits: 60...720)     // opening hours, 1 to 12 hours long
    /// ```
    /// - Throws: ``DialError/invalidRadius(_:)`` unless `radius` is finite and positive;
    ///   ``DialError/invalidConfiguration(_:_:)`` for a field out of range;
    ///   ``DialError/invalidHandleRadius(_:)`` unless the handle radius is below `radius`;
    ///   ``DialError/invalidSpanLimits(lower:upper:)`` unless `0 ≤ lower ≤ upper ≤ detentCount`;
    ///   ``DialError/spanOutsideLimits(_:)`` unless the limits contain `span`.
    /// - Complexity: O(1).
    public init(face: DialFace, radius: Double, configuration: DialConfiguration = .init(),
                start: Int, span: Int, spanLimits: ClosedRange<Int>? = nil) throws(DialError) {
        let start = face.detents.wrapped(start)
        carrier = try Dial(face: face, radius: radius, configuration: configuration, value: start, bounds: nil)
        guard configuration.handleRadius < radius else { throw .invalidHandleRadius(configuration.handleRadius) }
        let limits = spanLimits ?? 0...face.detentCount
        guard limits.lowerBound >= 0, limits.upperBound <= face.detentCount else {
            throw .invalidSpanLimits(lower: limits.lowerBound, upper: limits.upperBound)
        }
        guard limits.contains(span) else { throw .spanOutsideLimits(span) }
        self.face = face
        self.radius = radius
        self.spanLimits = limits
        anchorStart = start
        anchorSpan = span
    }
}

// MARK: - Configuration

extension DialRange {
    /// Replaces the configuration (a user's Reduce Motion turned on, say); motions that start
    /// from now on use it, the one in flight goes on as it began.
    /// - Throws: ``DialError/invalidConfiguration(_:_:)`` for a field out of range;
    ///   ``DialError/invalidHandleRadius(_:)`` unless the handle radius is below ``radius``. The
    ///   range is then unchanged.
    public mutating func reconfigure(_ configuration: DialConfiguration) throws(DialError) {
        try configuration.validate()
        guard configuration.handleRadius < radius else { throw .invalidHandleRadius(configuration.handleRadius) }
        try carrier.reconfigure(configuration)
    }
}

// MARK: - State

extension DialRange {
    /// The detent nearest the start handle, `0 ..< detentCount`, live at every instant of a drag
    /// or a motion (an exact half-way goes clockwise).
    public var start: Int {
        switch mover {
        case nil, .handle(.end): anchorStart
        case .handle(.start), .arc: face.detents.wrapped(carrier.value)
        }
    }

    /// The detents from the start clockwise to the end, within ``spanLimits`` at every instant.
    public var span: Int {
        switch mover {
        case nil, .arc: anchorSpan
        case .handle(.start): anchorStart + anchorSpan - carrier.value
        case .handle(.end): carrier.value - anchorStart
        }
    }

    /// The detent nearest the end handle: `(start + span) mod detentCount`, live.
    public var end: Int { face.detents.wrapped(start + span) }

    /// Whether both handles are at rest exactly on detents: not held, not moving.
    public var isSettled: Bool { pendingDrag == nil && (mover == nil || carrier.isSettled) }

    /// Whether a finger holds a part (decided or not yet).
    public var isDragging: Bool { pendingDrag != nil || (mover != nil && carrier.isDragging) }

    /// Whether a part is moving on its own (a fling, a spring, a step or a selection in flight),
    /// as ``Dial/isMoving``: a front calls ``advance(to:)`` once a frame while it is true and
    /// stops its frame loop when it turns false. At rest or held by a finger it is false, and
    /// ``advance(to:)`` then moves nothing and reports nothing: a drag moves with the finger's
    /// calls. Exactly one of ``isSettled``, ``isDragging`` and `isMoving` holds at every instant.
    ///
    /// ```swift
    /// link.isPaused = !range.isMoving     // frames only while a handle moves on its own
    /// ```
    public var isMoving: Bool { mover != nil && carrier.isMoving }

    /// The part that is moving or held; nil at rest, and while a drag on handles lying on each
    /// other waits for the movement that decides which one it moves.
    public var activePart: Part? { isSettled ? nil : mover }

    /// The start the range will rest on: the target of the motion in flight, the start at rest;
    /// nil while dragging (it depends on the release).
    public var restingStart: Int? {
        guard let target = carrierTarget else { return nil }
        switch mover {
        case nil, .handle(.end): return anchorStart
        case .handle(.start), .arc: return face.detents.wrapped(target)
        }
    }

    /// The span the range will rest on: the target of the motion in flight, the span at rest;
    /// nil while dragging.
    public var restingSpan: Int? {
        guard let target = carrierTarget else { return nil }
        switch mover {
        case nil, .arc: return anchorSpan
        case .handle(.start): return anchorStart + anchorSpan - target
        case .handle(.end): return target - anchorStart
        }
    }

    /// The value the carrier will rest on (0 when nothing moves); nil while dragging.
    private var carrierTarget: Int? {
        if pendingDrag != nil { return nil }
        return mover == nil ? 0 : carrier.restingValue
    }

    /// The centre of the range in its own box: `(radius, radius)`.
    public var center: DialPoint { DialPoint(x: radius, y: radius) }
}

// MARK: - Equality

extension DialRange: Equatable {
    /// Two ranges are equal when they have the same face, radius, limits, handles, motion, drag
    /// and clock: "state unchanged" is testable.
    public static func == (lhs: DialRange, rhs: DialRange) -> Bool {
        lhs.face == rhs.face && lhs.radius == rhs.radius && lhs.spanLimits == rhs.spanLimits
            && lhs.anchorStart == rhs.anchorStart && lhs.anchorSpan == rhs.anchorSpan
            && lhs.mover == rhs.mover && lhs.carrier == rhs.carrier && lhs.pendingDrag == rhs.pendingDrag
    }
}

// MARK: - Description

extension DialRange: CustomStringConvertible {
    /// A one-line summary: the face, the handles and what the range is doing.
    public var description: String {
        let state = isSettled ? "resting" : isDragging ? "dragging" : "moving"
        return "DialRange(\(face.detentCount) detents, start \(start), span \(span), limits \(spanLimits), \(state))"
    }
}

extension DialRange.Handle: CustomStringConvertible {
    /// The case's name: `start` or `end`.
    public var description: String {
        switch self {
        case .start: "start"
        case .end: "end"
        }
    }
}

extension DialRange.Part: CustomStringConvertible {
    /// The case as it is written in Swift: `handle(start)`, `handle(end)` or `arc`.
    public var description: String {
        switch self {
        case .handle(let handle): "handle(\(handle.description))"
        case .arc: "arc"
        }
    }
}

#if !hasFeature(Embedded)
/// Encoded as its ``description``, `"start"` or `"end"` (left out in Embedded Swift, which has no
/// Codable).
extension DialRange.Handle: Codable {
    /// Writes the case's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Reads the case's name; another string is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(String.self) {
        case "start": self = .start
        case "end": self = .end
        case let other: throw DecodingError.dataCorruptedError(in: container, debugDescription: "no handle \(other)")
        }
    }
}

/// Encoded as a string: the handle's name (`"start"`, `"end"`) or `"arc"` (left out in Embedded
/// Swift, which has no Codable).
extension DialRange.Part: Codable {
    /// Writes `"start"`, `"end"` or `"arc"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .handle(let handle): try container.encode(handle.description)
        case .arc: try container.encode("arc")
        }
    }

    /// Reads `"start"`, `"end"` or `"arc"`; another string is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(String.self) {
        case "start": self = .handle(.start)
        case "end": self = .handle(.end)
        case "arc": self = .arc
        case let other: throw DecodingError.dataCorruptedError(in: container, debugDescription: "no part \(other)")
        }
    }
}
#endif

// MARK: - Hashing

extension DialRange: Hashable {
    /// Hashes what `==` compares (a part of it is enough: equal ranges hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(radius)
        hasher.combine(spanLimits)
        hasher.combine(anchorStart)
        hasher.combine(anchorSpan)
        hasher.combine(carrier)
    }
}
