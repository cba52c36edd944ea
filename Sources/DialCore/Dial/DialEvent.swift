/// Something a front reacts to, reported by the ``Dial`` calls in the order it happened.
///
/// Each case's integer says which number it is: ``selectionChanged(_:)`` and ``settled(_:)``
/// carry a *detent* (`0 ..< detentCount`, wrapped, the same as ``Dial/selectedIndex``), and
/// ``limitReached(_:)`` a *value* (the bound met, counted across turns like ``Dial/value``). A
/// front that shows values gets a detent's with ``Dial/value(ofDetent:)``; on a face of one
/// detent per label a detent is the label.
///
/// ```swift
/// let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)
/// var clock = try Dial(face: minutes, radius: 150, value: 12 * 60, bounds: 0...(17 * 60))
/// for event in try clock.step(by: 7, time: 0) + clock.advance(to: 1) {
///     switch event {
///     case .selectionChanged(let detent): print("tick", clock.value(ofDetent: detent))
///     case .settled(let detent): print("rests on", clock.value(ofDetent: detent))   // 727: 12:07
///     case .limitReached(let bound): print("bound", bound)                         // a value
///     case .directionChanged(let direction): print(direction)
///     }
/// }
/// ```
///
/// An event prints as it is written in Swift: `selectionChanged(11)`, `settled(7)`,
/// `directionChanged(clockwise)`, `limitReached(1020)`.
public enum DialEvent: Sendable, Hashable {
    /// A new detent came under the pointer: the integer is that *detent*, `0 ..< detentCount`
    /// (``Dial/selectedIndex`` at that instant; its value is ``Dial/value(ofDetent:)``). Once per
    /// detent crossed, in order: a haptic tick.
    case selectionChanged(Int)
    /// The dial started turning the other way (past the direction hysteresis).
    case directionChanged(DialDirection)
    /// The dial came to rest exactly on this *detent*, `0 ..< detentCount` (its value is
    /// ``Dial/value`` after the call, or ``Dial/value(ofDetent:)``). Once per rest.
    case settled(Int)
    /// The dial met a bound: the integer is the bound's *value* (a lower or upper bound of
    /// ``Dial/bounds``, counted across turns), not a detent. Once per meeting: a drag or a motion
    /// that reaches it from inside, a push past it from where it rests on it (a drag, a fling,
    /// a step that is refused). The stronger haptic, as the Digital Crown gives at the end of
    /// its range.
    case limitReached(Int)
}

extension DialEvent: CustomStringConvertible {
    /// The case as it is written in Swift, without the type's name: `selectionChanged(11)`.
    public var description: String {
        switch self {
        case .selectionChanged(let detent): "selectionChanged(\(detent))"
        case .directionChanged(let direction): "directionChanged(\(direction.description))"
        case .settled(let detent): "settled(\(detent))"
        case .limitReached(let bound): "limitReached(\(bound))"
        }
    }
}

#if !hasFeature(Embedded)
/// Encoded as an object of one key, the case's name, whose value is its payload:
/// `{"selectionChanged": 11}`, `{"directionChanged": "clockwise"}`, `{"settled": 7}`,
/// `{"limitReached": 1020}` (left out in Embedded Swift, which has no Codable).
extension DialEvent: Codable {
    /// The cases' names.
    enum CodingKeys: String, CodingKey {
        case selectionChanged, directionChanged, settled, limitReached
    }

    /// Writes `{"case": payload}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .selectionChanged(let detent): try container.encode(detent, forKey: .selectionChanged)
        case .directionChanged(let direction): try container.encode(direction, forKey: .directionChanged)
        case .settled(let detent): try container.encode(detent, forKey: .settled)
        case .limitReached(let bound): try container.encode(bound, forKey: .limitReached)
        }
    }

    /// Reads `{"case": payload}`; an object without exactly one case is a
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an event is one case"))
        }
        switch key {
        case .selectionChanged: self = .selectionChanged(try container.decode(Int.self, forKey: key))
        case .directionChanged: self = .directionChanged(try container.decode(DialDirection.self, forKey: key))
        case .settled: self = .settled(try container.decode(Int.self, forKey: key))
        case .limitReached: self = .limitReached(try container.decode(Int.self, forKey: key))
        }
    }
}
#endif
