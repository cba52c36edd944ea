/// Something a front reacts to, reported by the ``DialRange`` calls in the order it happened.
///
/// Each case's integers say which numbers they are: ``changed(_:_:)`` carries a *detent*
/// (`0 ..< detentCount`: where the handle now is, as ``DialRange/start`` or ``DialRange/end``),
/// ``limitReached(_:_:)`` a *span* (the limit met, a count of detents), and
/// ``settled(start:span:)`` a detent and a span.
///
/// ```swift
/// let day = try DialFace(labelCount: 24, detentsPerLabel: 60)
/// var sleep = try DialRange(face: day, radius: 150, start: 22 * 60, span: 8 * 60, spanLimits: 240...720)
/// for event in try sleep.step(.handle(.end), by: 30, time: 0) + sleep.advance(to: 1) {
///     switch event {
///     case .changed(let handle, let detent): print(handle, detent)       // end 361, … end 390
///     case .limitReached(let handle, let span): print(handle, span)      // a span limit
///     case .settled(let start, let span): print(start, span)             // 1320 510
///     }
/// }
/// ```
///
/// An event prints as it is written in Swift: `changed(end, 390)`, `settled(start: 1320, span: 510)`.
public enum DialRangeEvent: Sendable, Hashable {
    /// The handle crossed onto this *detent* (`0 ..< detentCount`): a haptic tick. Once per detent
    /// crossed by each handle; on a drag of the arc both tick, the start first.
    case changed(DialRange.Handle, Int)
    /// Moving this handle, the span met this limit: the integer is a *span*, the value `lower` or
    /// `upper` of ``DialRange/spanLimits``, not a detent. The stronger haptic. Once per meeting: a
    /// drag held past the limit reports it once, every step or fling pressed against it reports
    /// it again.
    case limitReached(DialRange.Handle, Int)
    /// Both handles came to rest exactly on detents: `start` is the start handle's detent
    /// (`0 ..< detentCount`), `span` the detents from it clockwise to the end. Once per rest:
    /// every release and every step ends with exactly one.
    case settled(start: Int, span: Int)
}

extension DialRangeEvent: CustomStringConvertible {
    /// The case as it is written in Swift, without the type's name: `changed(end, 390)`.
    public var description: String {
        switch self {
        case let .changed(handle, detent): "changed(\(handle.description), \(detent))"
        case let .limitReached(handle, span): "limitReached(\(handle.description), \(span))"
        case let .settled(start, span): "settled(start: \(start), span: \(span))"
        }
    }
}

#if !hasFeature(Embedded)
/// Encoded as an object of one key, the case's name, whose value holds its payload:
/// `{"changed": {"handle": "end", "detent": 390}}`, `{"limitReached": {"handle": "start",
/// "span": 240}}`, `{"settled": {"start": 1320, "span": 510}}` (left out in Embedded Swift,
/// which has no Codable).
extension DialRangeEvent: Codable {
    /// The cases' names.
    enum CodingKeys: String, CodingKey {
        case changed, limitReached, settled
    }

    /// The payloads' names.
    enum PayloadKeys: String, CodingKey {
        case handle, detent, span, start
    }

    /// Writes `{"case": {payload}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .changed(handle, detent):
            var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .changed)
            try payload.encode(handle, forKey: .handle)
            try payload.encode(detent, forKey: .detent)
        case let .limitReached(handle, span):
            var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .limitReached)
            try payload.encode(handle, forKey: .handle)
            try payload.encode(span, forKey: .span)
        case let .settled(start, span):
            var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .settled)
            try payload.encode(start, forKey: .start)
            try payload.encode(span, forKey: .span)
        }
    }

    /// Reads `{"case": {payload}}`; an object without exactly one case is a
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an event is one case"))
        }
        let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
        switch key {
        case .changed:
            self = .changed(try payload.decode(DialRange.Handle.self, forKey: .handle), try payload.decode(Int.self, forKey: .detent))
        case .limitReached:
            self = .limitReached(try payload.decode(DialRange.Handle.self, forKey: .handle), try payload.decode(Int.self, forKey: .span))
        case .settled:
            self = .settled(start: try payload.decode(Int.self, forKey: .start), span: try payload.decode(Int.self, forKey: .span))
        }
    }
}
#endif
