/// How a ``Dial`` feels: the physics of the fling and the snap, and the thresholds of input.
///
/// The defaults feel like UIKit: `UIScrollView`'s normal deceleration rate, a critically damped
/// snap, a velocity tracker over the last tenth of a second. Every field states its unit. A dial
/// validates its configuration when it is created (``validate()``), so a field out of range is a
/// ``DialError/invalidConfiguration(_:_:)`` naming it, never a misbehaving dial.
public struct DialConfiguration: Sendable, Hashable {
    /// The fraction of velocity kept per millisecond of a fling, in (0, 1).
    /// Default ``Deceleration/normalRate`` (0.998); ``Deceleration/fastRate`` (0.99) stops sooner.
    public var decelerationRate: Double = Deceleration.normalRate

    /// Release velocities below this, in radians per second (≥ 0), do not coast on a re-solved
    /// deceleration: the snapping spring carries the dial, at the speed it has, to the label its
    /// projected resting rotation selects. Default 0.3 rad/s.
    public var minimumFlingVelocity: Double = 0.3

    /// Release velocities are capped to this magnitude, in radians per second (> 0).
    /// Default 16π rad/s (eight turns a second).
    public var maximumVelocity: Double = 16 * Double.pi

    /// The period of the snapping spring's undamped oscillation, in seconds (> 0): smaller is
    /// stiffer. Default 0.3 s.
    public var springResponse: Double = 0.3

    /// The snapping spring's damping ratio (> 0): 1 is critically damped (no bounce), below 1
    /// bounces, above 1 creeps. Default 1.
    public var springDampingRatio: Double = 1

    /// A motion ends, and the rotation is set exactly on its label, once it is guaranteed to stay
    /// within this many radians (> 0) of the label. Default 0.001 rad. The dial uses at most a
    /// quarter of a label step, so the final adjustment can never change the selected label.
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

    /// The defaults described on each field.
    public init() {}

    /// A configuration parameter, for errors that name one.
    public enum Parameter: String, Sendable, Hashable, CaseIterable {
        case decelerationRate, minimumFlingVelocity, maximumVelocity, springResponse,
             springDampingRatio, restTolerance, directionHysteresis, deadRadius, velocityWindow,
             rubberBandCoefficient, rubberBandExtent

        /// The range the parameter must lie in, in words.
        public var validRange: String {
            switch self {
            case .decelerationRate: "it must lie strictly between 0 and 1"
            case .minimumFlingVelocity, .directionHysteresis, .deadRadius: "it must be finite and at least 0"
            case .maximumVelocity, .springResponse, .springDampingRatio, .restTolerance, .velocityWindow:
                "it must be finite and greater than 0"
            case .rubberBandCoefficient: "it must be greater than 0 and at most 1"
            case .rubberBandExtent: "it must be greater than 0 and at most π"
            }
        }
    }

    /// Throws ``DialError/invalidConfiguration(_:_:)`` for the first field out of its range.
    ///
    /// - Complexity: O(1).
    public func validate() throws(DialError) {
        for parameter in Parameter.allCases {
            let value = self[parameter]
            let valid: Bool = switch parameter {
            case .decelerationRate: value > 0 && value < 1
            case .minimumFlingVelocity, .directionHysteresis, .deadRadius: value.isFinite && value >= 0
            case .maximumVelocity, .springResponse, .springDampingRatio, .restTolerance, .velocityWindow:
                value.isFinite && value > 0
            case .rubberBandCoefficient: value > 0 && value <= 1
            case .rubberBandExtent: value > 0 && value <= Double.pi
            }
            if !valid { throw .invalidConfiguration(parameter, value) }
        }
    }

    /// The rubber band of a drag past a bound.
    var rubberBand: RubberBand { RubberBand(coefficient: rubberBandCoefficient, extent: rubberBandExtent) }

    /// The value of a parameter.
    public subscript(parameter: Parameter) -> Double {
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
        }
    }
}
