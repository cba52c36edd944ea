/// Inertial deceleration in closed form, as `UIScrollView` decelerates: the velocity keeps a
/// fixed fraction `rate` of itself every millisecond.
///
/// With `k = 1000 · ln(rate)` (per second, negative) and `v₀` the initial velocity:
///
///     v(t) = v₀ · rate^(1000t) = v₀ · e^(kt)
///     x(t) = v₀ · (e^(kt) − 1) / k  = D · (1 − e^(kt))
///     D    = −v₀ / k                   (the resting offset, reached as t → ∞)
///
/// Properties (checked by the property tests): `x(0) = 0`; `x` is monotone and never passes
/// `D`; `v(t) = x′(t)`; `v` decays to zero. For `rate = 0.998` and `v₀ = 1000`, the resting
/// offset is 499.4998 and `x(0.1) = 90.6259`, as UIKit's.
///
/// ```swift
/// let fling = try Deceleration(velocity: 1000)     // normal rate
/// fling.restingOffset                                // 499.4998…
/// fling.offset(at: 0.1)                              // 90.6259…
/// let exact = try Deceleration(velocity: 1000, distance: 450)
/// exact.restingOffset                                // 450: rate re-solved
/// ```
public struct Deceleration: Sendable, Hashable {
    /// `UIScrollView.DecelerationRate.normal`: 0.998 of the velocity kept per millisecond.
    public static let normalRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`: 0.99 of the velocity kept per millisecond.
    public static let fastRate = 0.99

    /// The velocity at time 0, in units per second.
    public let initialVelocity: Double
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public let rate: Double
    /// The decay constant `k = 1000 · ln(rate)`, per second (negative).
    public let decayConstant: Double
    /// Where the motion comes to rest, relative to where it started: `D = −v₀ / k`.
    public let restingOffset: Double

    /// A deceleration from `velocity` at `rate`.
    ///
    /// - Throws: ``DialError/nonFiniteVelocity(_:)``; ``DialError/invalidDecelerationRate(_:)``
    ///   unless `0 < rate < 1`.
    /// - Complexity: O(1).
    public init(velocity: Double, rate: Double = Deceleration.normalRate) throws(DialError) {
        guard velocity.isFinite else { throw .nonFiniteVelocity(velocity) }
        guard rate > 0, rate < 1 else { throw .invalidDecelerationRate(rate) }
        let k = 1000 * Elementary.log(rate)
        self.init(initialVelocity: velocity, rate: rate, decayConstant: k, restingOffset: -velocity / k)
    }

    /// A deceleration from `velocity` whose rate is re-solved so it comes to rest exactly
    /// `distance` away: `k = −v₀ / distance`, `rate = e^(k/1000)`.
    ///
    /// A velocity of zero with a distance of zero rests where it is (at the normal rate).
    /// - Throws: ``DialError/nonFiniteVelocity(_:)``, ``DialError/nonFiniteDistance(_:)``;
    ///   ``DialError/unreachableDistance(_:)`` when `distance` lies behind the motion, is zero
    ///   for a moving body or non-zero for a still one, or needs a rate that is not strictly
    ///   between 0 and 1 in floating point.
    /// - Complexity: O(1).
    public init(velocity: Double, distance: Double) throws(DialError) {
        guard velocity.isFinite else { throw .nonFiniteVelocity(velocity) }
        guard distance.isFinite else { throw .nonFiniteDistance(distance) }
        if velocity == 0, distance == 0 {
            try self.init(velocity: 0)
            return
        }
        guard velocity != 0, distance != 0, (velocity > 0) == (distance > 0) else {
            throw .unreachableDistance(distance)
        }
        let k = -velocity / distance
        let rate = Elementary.exp(k / 1000)
        guard k.isFinite, k < 0, rate > 0, rate < 1 else { throw .unreachableDistance(distance) }
        self.init(initialVelocity: velocity, rate: rate, decayConstant: k, restingOffset: distance)
    }

    private init(initialVelocity: Double, rate: Double, decayConstant: Double, restingOffset: Double) {
        self.initialVelocity = initialVelocity
        self.rate = rate
        self.decayConstant = decayConstant
        self.restingOffset = restingOffset
    }

    /// The offset travelled by `time` seconds: `D · (1 − e^(kt))`. Times before 0 (and NaN)
    /// count as 0; `+∞` gives ``restingOffset``.
    /// - Complexity: O(1): one `expm1`.
    public func offset(at time: Double) -> Double {
        restingOffset * -Elementary.expm1(decayConstant * Self.clamped(time))
    }

    /// The offset still to travel at `time`: `D · e^(kt)`, computed without the cancellation of
    /// `restingOffset − offset(at:)`. It never changes sign, so the motion never overshoots.
    /// - Complexity: O(1): one `exp`.
    public func remainingOffset(at time: Double) -> Double {
        restingOffset * Elementary.exp(decayConstant * Self.clamped(time))
    }

    /// The offset still to travel, negated, as an ``OffsetCurve``: `−D · e^(kt)`, the distance
    /// short of the resting offset at `t`.
    var offsetCurve: OffsetCurve {
        OffsetCurve(form: .exponential, rate: decayConstant, a: -restingOffset, b: -0.0, nu: 0)
    }

    /// The velocity at `time`: `v₀ · e^(kt)`. Times before 0 count as 0.
    /// - Complexity: O(1): one `exp`.
    public func velocity(at time: Double) -> Double {
        initialVelocity * Elementary.exp(decayConstant * Self.clamped(time))
    }

    /// How long until the speed falls to `threshold`: `ln(threshold / |v₀|) / k`.
    ///
    /// 0 when `|v₀| ≤ threshold` already (or `threshold` is NaN); `+∞` when `threshold ≤ 0`
    /// and the body moves, since exponential decay never reaches zero.
    /// - Complexity: O(1).
    public func duration(toVelocity threshold: Double) -> Double {
        let speed = abs(initialVelocity)
        guard speed > threshold else { return 0 }
        guard threshold > 0 else { return .infinity }
        return Elementary.log(threshold / speed) / decayConstant
    }

    /// How long until the offset still to travel is at most `tolerance`:
    /// `ln(tolerance / |D|) / k`, or 0 when it already is.
    /// - Complexity: O(1).
    public func duration(toRemaining tolerance: Double) -> Double {
        let remaining = abs(restingOffset)
        guard remaining > tolerance else { return 0 }
        guard tolerance > 0 else { return .infinity }
        return Elementary.log(tolerance / remaining) / decayConstant
    }

    /// Negative times and NaN count as 0.
    private static func clamped(_ time: Double) -> Double {
        time > 0 ? time : 0
    }
}
