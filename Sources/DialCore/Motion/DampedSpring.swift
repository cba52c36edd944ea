/// A damped spring released at a displacement with a velocity, in closed form: the snap that
/// carries a dial onto its label.
///
/// With natural frequency `ω = 2π / response`, damping ratio `ζ`, displacement `x₀` and
/// velocity `v₀` at time 0, the displacement from rest is
///
///     ζ = 1 (critically damped):  x(t) = (A + B·t) · e^(−ωt),            A = x₀, B = v₀ + ω·x₀
///     ζ < 1 (underdamped):        x(t) = e^(−ζωt) · (A·cos ω_d t + B·sin ω_d t),
///                                  ω_d = ω·√(1 − ζ²), A = x₀, B = (v₀ + ζω·x₀) / ω_d
///     ζ > 1 (overdamped):         x(t) = c₁·e^(r₁t) + c₂·e^(r₂t),  r₁,₂ = −ω·(ζ ∓ √(ζ² − 1)),
///                                  c₂ = (v₀ − r₁·x₀) / (r₂ − r₁), c₁ = x₀ − c₂
///
/// A critically damped spring turns back at most once and crosses its rest point at most once;
/// released from rest it never overshoots. Damping ratios within 10⁻⁶ of 1 are treated as 1.
///
/// ```swift
/// let snap = try DampedSpring(displacement: -0.5, velocity: 0, response: 0.3)
/// snap.displacement(at: 0.25)            // ≈ −0.017: nearly home
/// snap.settlingTime(tolerance: 0.001)    // when it stays within 0.001 of rest for good
/// ```
public struct DampedSpring: Sendable, Hashable {
    /// The displacement from rest at time 0.
    public let initialDisplacement: Double
    /// The velocity at time 0, in units per second.
    public let initialVelocity: Double
    /// The period of the undamped oscillation, in seconds.
    public let response: Double
    /// The damping ratio `ζ`.
    public let dampingRatio: Double

    private let regime: Regime

    private enum Regime: Hashable {
        case critical(omega: Double, a: Double, b: Double)
        case under(decay: Double, omegaD: Double, a: Double, b: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// A spring released at `displacement` from rest with `velocity`.
    ///
    /// - Throws: ``DialError/nonFiniteDisplacement(_:)``, ``DialError/nonFiniteVelocity(_:)``,
    ///   ``DialError/invalidSpringResponse(_:)`` unless `response > 0` and finite,
    ///   ``DialError/invalidDampingRatio(_:)`` unless `dampingRatio > 0` and finite.
    /// - Complexity: O(1).
    public init(displacement: Double, velocity: Double, response: Double = 0.3, dampingRatio: Double = 1) throws(DialError) {
        guard displacement.isFinite else { throw .nonFiniteDisplacement(displacement) }
        guard velocity.isFinite else { throw .nonFiniteVelocity(velocity) }
        guard response.isFinite, response > 0 else { throw .invalidSpringResponse(response) }
        guard dampingRatio.isFinite, dampingRatio > 0 else { throw .invalidDampingRatio(dampingRatio) }
        initialDisplacement = displacement
        initialVelocity = velocity
        self.response = response
        self.dampingRatio = dampingRatio
        let omega = Elementary.twoPi / response
        let zeta = dampingRatio
        if abs(zeta - 1) <= 1e-6 {
            regime = .critical(omega: omega, a: displacement, b: velocity + omega * displacement)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            regime = .under(decay: zeta * omega, omegaD: omegaD, a: displacement,
                            b: (velocity + zeta * omega * displacement) / omegaD)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega / (zeta + root) // the slow root, free of cancellation
            let r2 = -omega * (zeta + root)
            let c2 = (velocity - r1 * displacement) / (r2 - r1)
            regime = .over(r1: r1, r2: r2, c1: displacement - c2, c2: c2)
        }
    }

    /// The displacement from rest at `time` (times before 0, and NaN, count as 0; `+∞` gives 0).
    /// - Complexity: O(1): one `exp` (two when overdamped) and, underdamped, a sine and cosine.
    public func displacement(at time: Double) -> Double {
        let t = time > 0 ? time : 0
        guard t.isFinite else { return 0 }
        return offsetCurve.value(at: t)
    }

    /// The displacement as an ``OffsetCurve``: the same closed form in plain numbers.
    var offsetCurve: OffsetCurve {
        switch regime {
        case let .critical(omega, a, b):
            OffsetCurve(form: .exponential, rate: -omega, a: a, b: b, nu: 0)
        case let .under(decay, omegaD, a, b):
            OffsetCurve(form: .oscillating, rate: -decay, a: a, b: b, nu: omegaD)
        case let .over(r1, r2, c1, c2):
            OffsetCurve(form: .twoRates, rate: r1, a: c1, b: c2, nu: r2)
        }
    }

    /// The velocity at `time` (times before 0, and NaN, count as 0; `+∞` gives 0).
    /// - Complexity: O(1).
    public func velocity(at time: Double) -> Double {
        let t = time > 0 ? time : 0
        guard t.isFinite else { return 0 }
        switch regime {
        case let .critical(omega, _, b):
            return (initialVelocity - omega * b * t) * Elementary.exp(-omega * t)
        case let .under(decay, omegaD, a, b):
            let sineCoefficient = -decay * b - omegaD * a
            return Elementary.exp(-decay * t)
                * (initialVelocity * Elementary.cos(omegaD * t) + sineCoefficient * Elementary.sin(omegaD * t))
        case let .over(r1, r2, c1, c2):
            return r1 * c1 * Elementary.exp(r1 * t) + r2 * c2 * Elementary.exp(r2 * t)
        }
    }

    /// The first time after `time` at which the spring turns back (its velocity changes sign),
    /// or nil when it never does again.
    ///
    /// Critically damped: `t = v₀ / (ω·B)` when positive. Overdamped:
    /// `t = ln(−r₂c₂ / (r₁c₁)) / (r₁ − r₂)` when that is real and positive. Underdamped: every
    /// `π / ω_d` from the first zero of `v₀·cos ω_d t + C·sin ω_d t`.
    /// - Complexity: O(1).
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    public func turningTime(after time: Double) -> Double? {
        let after = time > 0 ? time : 0
        switch regime {
        case let .critical(omega, _, b):
            guard b != 0 else { return nil }
            let turn = initialVelocity / (omega * b)
            return turn > after ? turn : nil
        case let .under(decay, omegaD, a, b):
            // v(t) = e^(−ζωt) · (v₀·cos ω_d t + C·sin ω_d t), C = −ζω·B − ω_d·A.
            return Self.firstZero(cosine: initialVelocity, sine: -decay * b - omegaD * a, omegaD: omegaD, after: after)
        case let .over(r1, r2, c1, c2):
            guard c1 != 0 else { return nil }
            let ratio = -(r2 * c2) / (r1 * c1)
            guard ratio > 0 else { return nil }
            let turn = Elementary.log(ratio) / (r1 - r2)
            return turn > after ? turn : nil
        }
    }

    /// The first time after `time` at which the spring passes its rest point (the displacement
    /// changes sign), or nil when it never does again.
    ///
    /// Critically damped: `t = −A / B` when positive. Overdamped: `t = ln(−c₂ / c₁) / (r₁ − r₂)`
    /// when that is real and positive. Underdamped: every `π / ω_d` from the first zero of
    /// `A·cos ω_d t + B·sin ω_d t`. A dial whose target is a bound ends its motion here, so it
    /// meets the bound and never passes it.
    /// - Complexity: O(1).
    public func restCrossingTime(after time: Double) -> Double? {
        let after = time > 0 ? time : 0
        switch regime {
        case let .critical(_, a, b):
            guard b != 0 else { return nil }
            let crossing = -a / b
            return crossing > after ? crossing : nil
        case let .under(_, omegaD, a, b):
            return Self.firstZero(cosine: a, sine: b, omegaD: omegaD, after: after)
        case let .over(r1, r2, c1, c2):
            guard c1 != 0 else { return nil }
            let ratio = -c2 / c1
            guard ratio > 0 else { return nil }
            let crossing = Elementary.log(ratio) / (r1 - r2)
            return crossing > after ? crossing : nil
        }
    }

    /// The first `t > after` with `p·cos(ω_d t) + q·sin(ω_d t) = 0`: writing it `R·cos(ω_d t − ψ)`
    /// with `ψ = atan2(q, p)`, the zeros are `ω_d t = ψ + π/2 + nπ`. Always the same values for
    /// the same spring, so every sequence of frames meets them at the same instants.
    private static func firstZero(cosine p: Double, sine q: Double, omegaD: Double, after: Double) -> Double? {
        guard after.isFinite, p != 0 || q != 0 else { return nil }
        let phase = Elementary.atan2(q, p) + Double.pi / 2
        var n = ((omegaD * after - phase) / Double.pi).rounded(.up)
        var zero = (phase + n * Double.pi) / omegaD
        if zero <= after {
            n += 1
            zero = (phase + n * Double.pi) / omegaD
        }
        return zero
    }

    /// The whole distance the spring travels from time 0 on, `∫₀^∞ |v(t)| dt`, in closed form.
    ///
    /// Between turning points the motion is monotone, so the distance is the sum of the swings.
    /// With `t₁` the first turning time after 0 and `x₁ = x(t₁)`:
    ///
    ///     no turn:               |x₀|
    ///     ζ ≥ 1 (one turn):      |x₀ − x₁| + |x₁|
    ///     ζ < 1 (every π/ω_d):   |x₀ − x₁| + |x₁| · (1 + r) / (1 − r),   r = e^(−ζωπ/ω_d)
    ///
    /// since each swing of an underdamped spring is `r` times the one before. A dial bounds the
    /// ticks of a motion with it: a bouncy spring across many detents crosses each several times.
    /// - Complexity: O(1).
    public var pathLength: Double {
        guard let turn = turningTime(after: 0) else { return abs(initialDisplacement) }
        let extreme = displacement(at: turn)
        let first = abs(initialDisplacement - extreme)
        switch regime {
        case .critical, .over:
            return first + abs(extreme)
        case let .under(decay, omegaD, _, _):
            let r = Elementary.exp(-decay * Double.pi / omegaD)
            return first + abs(extreme) * (1 + r) / (1 - r)
        }
    }

    /// The time after which the displacement stays within `tolerance` of rest for good, taken
    /// from the spring's envelope:
    ///
    ///     ζ = 1:  (|A| + |B|·t) · e^(−ωt) = tolerance   (Newton's method from above)
    ///     ζ < 1:  √(A² + B²) · e^(−ζωt)   = tolerance
    ///     ζ > 1:  (|c₁| + |c₂|) · e^(r₁t)  = tolerance
    ///
    /// 0 when the envelope already is within tolerance; `+∞` when `tolerance ≤ 0` or NaN and the
    /// spring is not exactly at rest.
    /// - Complexity: O(1): at most 32 Newton steps, once per motion, never per frame.
    public func settlingTime(tolerance: Double) -> Double {
        if initialDisplacement == 0, initialVelocity == 0 { return 0 }
        guard tolerance > 0 else { return .infinity }
        switch regime {
        case let .critical(omega, a, b):
            return Self.criticalSettlingTime(a: abs(a), b: abs(b), omega: omega, tolerance: tolerance)
        case let .under(decay, _, a, b):
            return max(0, Elementary.log((a * a + b * b).squareRoot() / tolerance) / decay)
        case let .over(r1, _, c1, c2):
            return max(0, Elementary.log((abs(c1) + abs(c2)) / tolerance) / -r1)
        }
    }

    /// Solves `(a + b·t)·e^(−ωt) = tolerance` on the envelope's decreasing branch.
    ///
    /// `f(t) = ln(a + b·t) − ωt − ln(tolerance)` is concave, so Newton's method started right
    /// of the root stays right of it and descends monotonically: the answer never undershoots.
    /// The start is the bound from `t·e^(−ωt/2) ≤ 2/(eω)`.
    private static func criticalSettlingTime(a: Double, b: Double, omega: Double, tolerance: Double) -> Double {
        let peak = b > 0 ? max(0, (b - omega * a) / (omega * b)) : 0
        if (a + b * peak) * Elementary.exp(-omega * peak) <= tolerance { return 0 }
        let bound = a + 2 * b / (omega * 2.718281828459045)
        var t = max(peak, 2 * Elementary.log(bound / tolerance) / omega)
        let logTolerance = Elementary.log(tolerance)
        for _ in 0..<32 {
            let f = Elementary.log(a + b * t) - omega * t - logTolerance
            let slope = b / (a + b * t) - omega
            guard slope < 0 else { break }
            let next = t - f / slope
            guard next.isFinite, next < t else { break }
            let converged = t - next <= 1e-12 * max(1, t)
            t = max(next, peak)
            if converged { break }
        }
        return t
    }
}
