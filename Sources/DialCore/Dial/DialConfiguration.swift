/// How a ``Dial`` feels: the physics of the fling and the snap, and the thresholds of input.
///
/// The defaults feel like UIKit: `UIScrollView`'s normal deceleration rate, a critically damped
/// snap, a velocity tracker over the last tenth of a second. Every field states its unit and the
/// range it must lie in (``Parameter/range``). A dial validates its configuration when it is
/// created (``validate()``), so a field out of range is a
/// ``DialError/invalidConfiguration(_:_:)`` naming it, never a misbehaving dial.
///
/// The ranges are what keeps every promise of the dial at its extremes: within them every
/// motion ends at a finite time (decided when it starts), and no call reports more than
/// ``Dial/maximumEventsPerCall`` events. The limits, and why:
///
/// | Field | Range | Why the limits |
/// |---|---|---|
/// | ``decelerationRate`` | (0, 0.99999] | above it a fling coasts for hours (k > −0.01/s) |
/// | ``minimumFlingVelocity`` | [0, ∞) | |
/// | ``maximumVelocity`` | (0, 2000π] rad/s | a thousand turns a second: faster is no finger |
/// | ``springResponse`` | [0.001, 10] s | stiffer overflows `ω`; softer never visibly ends |
/// | ``springDampingRatio`` | [0.05, 20] | fewer than 300 bounces; the slow root ends in time |
/// | ``restTolerance`` | [10⁻⁹, ∞) rad | below it no motion of a `Double` rotation can end |
/// | ``directionHysteresis``, ``deadRadius`` | [0, ∞) | |
/// | ``velocityWindow`` | (0, ∞) s | |
/// | ``rubberBandCoefficient`` | (0, 1] | the band never outruns the finger |
/// | ``rubberBandExtent`` | (0, π] rad | half a turn past a bound is the most that reads as one |
/// | ``handleRadius`` | (0, ∞) points | a ``DialRange`` also needs it below its radius |
///
/// "∞" means any finite value; NaN and infinities are always rejected.
///
/// ```swift
/// var configuration = DialConfiguration()
/// configuration.decelerationRate = Deceleration.fastRate     // flings stop sooner
/// configuration.reducesMotion = prefersReducedMotion         // the user's setting
/// var dial = try Dial(face: DialFace(labelCount: 12), radius: 150, configuration: configuration)
/// configuration.springResponse = 0                           // out of range:
/// try dial.reconfigure(configuration)   // throws invalidConfiguration(.springResponse, 0); dial unchanged
/// ```
///
/// It is `Codable` (outside Embedded Swift), keyed by the fields' names, and validated when
/// decoded, so a front can keep a user's settings.
public struct DialConfiguration: Sendable, Hashable {
    /// The fraction of velocity kept per millisecond of a fling, in (0, 0.99999].
    /// Default ``Deceleration/normalRate`` (0.998); ``Deceleration/fastRate`` (0.99) stops sooner.
    public var decelerationRate: Double = Deceleration.normalRate

    /// Release velocities below this, in radians per second (≥ 0), do not coast on a re-solved
    /// deceleration: the snapping spring carries the dial, at the speed it has, to the detent its
    /// projected resting rotation selects. Default 0.3 rad/s.
    public var minimumFlingVelocity: Double = 0.3

    /// Release velocities are capped to this magnitude, in radians per second, in (0, 2000π].
    /// Default 16π rad/s (eight turns a second).
    public var maximumVelocity: Double = 16 * Double.pi

    /// The period of the snapping spring's undamped oscillation, in seconds, in [0.001, 10]:
    /// smaller is stiffer. Default 0.3 s.
    public var springResponse: Double = 0.3

    /// The snapping spring's damping ratio, in [0.05, 20]: 1 is critically damped (no bounce),
    /// below 1 bounces, above 1 creeps. Default 1.
    public var springDampingRatio: Double = 1

    /// A motion ends, and the rotation is set exactly on its detent, once it is guaranteed to stay
    /// within this many radians (≥ 10⁻⁹) of the detent. Default 0.001 rad. The dial uses at most
    /// a quarter of a detent step, so the final adjustment can never change the selected detent.
    public var restTolerance: Double = 0.001

    /// The direction of travel flips only after the dial has moved back this many radians (≥ 0)
    /// from the furthest point it reached: finger jitter smaller than this never flips it.
    /// Default 0.02 rad.
    public var directionHysteresis: Double = 0.02

    /// Touches nearer the centre than this, in the dial's units (≥ 0), are ignored: the angle of
    /// a touch is undefined at the centre and jumps near it. Default 10.
    public var deadRadius: Double = 10

    /// The velocity tracker fits the samples of this many last seconds (> 0). Default 0.1 s.
    public var velocityWindow: Double = 0.1

    /// How much of the finger's movement a dial dragged past a bound follows at the bound
    /// (the slope of the ``RubberBand`` at 0), in (0, 1]. Default 0.55, `UIScrollView`'s.
    public var rubberBandCoefficient: Double = 0.55

    /// The most a drag can pull the dial past a bound, in radians, in (0, π]. Default π/6: a
    /// twelfth of a turn, an hour on a clock face. See ``RubberBand``.
    public var rubberBandExtent: Double = Double.pi / 6

    /// The radius of a ``DialRange``'s handle, in the range's units (points), > 0: the handle's
    /// centre lies this far inside the range's edge, and a touch within this distance of it
    /// holds it. Default 22: a 44-point target, the least Apple's guidelines allow. A range
    /// needs it below its radius (``DialError/invalidHandleRadius(_:)``).
    public var handleRadius: Double = 22

    /// Whether motion is reduced (the user's Reduce Motion, `prefers-reduced-motion: reduce`):
    /// a release, a fling or a step goes to its target at once, on a ``Dial`` and a
    /// ``DialRange`` alike. The target is the one the motion would have had, and the events are
    /// the same ones, all reported by the call that starts it; only the coast and the spring
    /// are left out. Default false.
    public var reducesMotion = false

    /// The defaults described on each field.
    public init() {}

    /// A configuration parameter, for errors that name one.
    ///
    /// Its raw value is the field's name, which is also its key when a configuration is encoded.
    ///
    /// ```swift
    /// var configuration = DialConfiguration()
    /// configuration[.springResponse] = 0.4                     // as configuration.springResponse
    /// DialConfiguration.Parameter.springResponse.range         // 0.001...10
    /// ```
    public enum Parameter: String, Sendable, Hashable, CaseIterable {
        /// ``DialConfiguration/decelerationRate``.
        case decelerationRate
        /// ``DialConfiguration/minimumFlingVelocity``.
        case minimumFlingVelocity
        /// ``DialConfiguration/maximumVelocity``.
        case maximumVelocity
        /// ``DialConfiguration/springResponse``.
        case springResponse
        /// ``DialConfiguration/springDampingRatio``.
        case springDampingRatio
        /// ``DialConfiguration/restTolerance``.
        case restTolerance
        /// ``DialConfiguration/directionHysteresis``.
        case directionHysteresis
        /// ``DialConfiguration/deadRadius``.
        case deadRadius
        /// ``DialConfiguration/velocityWindow``.
        case velocityWindow
        /// ``DialConfiguration/rubberBandCoefficient``.
        case rubberBandCoefficient
        /// ``DialConfiguration/rubberBandExtent``.
        case rubberBandExtent
        /// ``DialConfiguration/handleRadius``.
        case handleRadius

        /// The parameter named `rawValue` (a field's name, as ``DialConfiguration`` spells it);
        /// nil for another string.
        public init?(rawValue: String) {
            guard let parameter = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = parameter
        }

        /// The values the parameter accepts. An open end at 0 is written as the least positive
        /// `Double`; "any finite value" as the greatest finite one.
        public var range: ClosedRange<Double> {
            let positive = Double.leastNonzeroMagnitude
            let finite = Double.greatestFiniteMagnitude
            return switch self {
            case .decelerationRate: positive...0.99999
            case .minimumFlingVelocity, .directionHysteresis, .deadRadius: 0...finite
            case .maximumVelocity: positive...(2000 * Double.pi)
            case .springResponse: 0.001...10
            case .springDampingRatio: 0.05...20
            case .restTolerance: 1e-9...finite
            case .velocityWindow, .handleRadius: positive...finite
            case .rubberBandCoefficient: positive...1
            case .rubberBandExtent: positive...Double.pi
            }
        }

        /// The range the parameter must lie in, in words (for ``DialError/description``).
        var validRange: String {
            switch self {
            case .decelerationRate: "it must be greater than 0 and at most 0.99999"
            case .minimumFlingVelocity, .directionHysteresis, .deadRadius: "it must be finite and at least 0"
            case .maximumVelocity: "it must be greater than 0 and at most 2000π rad/s"
            case .springResponse: "it must lie in 0.001...10 seconds"
            case .springDampingRatio: "it must lie in 0.05...20"
            case .restTolerance: "it must be finite and at least 1e-9 rad"
            case .velocityWindow: "it must be finite and greater than 0"
            case .handleRadius: "it must be finite and greater than 0 points"
            case .rubberBandCoefficient: "it must be greater than 0 and at most 1"
            case .rubberBandExtent: "it must be greater than 0 and at most π"
            }
        }
    }

    /// Throws ``DialError/invalidConfiguration(_:_:)`` for the first field out of its range
    /// (``Parameter/range``).
    ///
    /// - Complexity: O(1).
    public func validate() throws(DialError) {
        for parameter in Parameter.allCases where !parameter.range.contains(self[parameter]) {
            throw .invalidConfiguration(parameter, self[parameter])
        }
    }

    /// The rubber band of a drag past a bound.
    var rubberBand: RubberBand { RubberBand(coefficient: rubberBandCoefficient, extent: rubberBandExtent) }

    /// The value of a parameter, read or written by name.
    ///
    /// A `switch` over the parameters rather than a key path, so the engine stays within
    /// Embedded Swift (which has no key paths); a new parameter adds one case to each.
    public subscript(parameter: Parameter) -> Double {
        get {
            switch parameter {
            case .decelerationRate: decelerationRate
            case .minimumFlingVelocity: minimumFlingVelocity
            case .maximumVelocity: maximumVelocity
            case .springResponse: springResponse
            case .springDampingRatio: springDampingRatio
            case .restTolerance: restTolerance
            case .directionHysteresis: directionHysteresis
            case .deadRadius: deadRadius
            case .velocityWindow: velocityWindow
            case .rubberBandCoefficient: rubberBandCoefficient
            case .rubberBandExtent: rubberBandExtent
            case .handleRadius: handleRadius
            }
        }
        set {
            switch parameter {
            case .decelerationRate: decelerationRate = newValue
            case .minimumFlingVelocity: minimumFlingVelocity = newValue
            case .maximumVelocity: maximumVelocity = newValue
            case .springResponse: springResponse = newValue
            case .springDampingRatio: springDampingRatio = newValue
            case .restTolerance: restTolerance = newValue
            case .directionHysteresis: directionHysteresis = newValue
            case .deadRadius: deadRadius = newValue
            case .velocityWindow: velocityWindow = newValue
            case .rubberBandCoefficient: rubberBandCoefficient = newValue
            case .rubberBandExtent: rubberBandExtent = newValue
            case .handleRadius: handleRadius = newValue
            }
        }
    }
}

#if !hasFeature(Embedded)
/// Encoded as an object keyed by the fields' names (``Parameter``'s raw values, and
/// `reducesMotion`). Decoding takes a missing field as its default and validates the result,
/// so a stored configuration out of range is a `DecodingError.dataCorrupted` whose underlying
/// error is the ``DialError/invalidConfiguration(_:_:)``, never a misbehaving dial. (Left out in
/// Embedded Swift, which has no Codable.)
extension DialConfiguration: Codable {
    /// The key of a field: its name.
    struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        static let reducesMotion = FieldKey(stringValue: "reducesMotion")
    }

    /// Writes every field under its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for parameter in Parameter.allCases {
            try container.encode(self[parameter], forKey: FieldKey(stringValue: parameter.rawValue))
        }
        try container.encode(reducesMotion, forKey: .reducesMotion)
    }

    /// Reads the fields present (the others keep their defaults) and validates them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        var configuration = DialConfiguration()
        for parameter in Parameter.allCases {
            let key = FieldKey(stringValue: parameter.rawValue)
            if let value = try container.decodeIfPresent(Double.self, forKey: key) { configuration[parameter] = value }
        }
        configuration.reducesMotion = try container.decodeIfPresent(Bool.self, forKey: .reducesMotion) ?? false
        do {
            try configuration.validate()
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
        self = configuration
    }
}
#endif
