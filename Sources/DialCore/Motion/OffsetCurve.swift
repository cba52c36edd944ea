/// A motion's offset from its target as one flat closed form of the elapsed time `t`: the form
/// a frame evaluates, held in plain numbers so that evaluating it takes nothing apart.
///
/// Every curve that carries a dial is one of three shapes, with a rate `λ` (per second,
/// negative for a motion that settles), coefficients `a`, `b` and a second frequency or rate `ν`:
///
///     exponential:  x(t) = e^(λt) · (a + b·t)              a deceleration (λ = k, a = −D, b = −0),
///                                                           a critically damped spring (λ = −ω)
///     oscillating:  x(t) = e^(λt) · (a·cos νt + b·sin νt)   an underdamped spring (λ = −ζω, ν = ω_d)
///     twoRates:     x(t) = a·e^(λt) + b·e^(νt)              an overdamped spring (λ = r₁, ν = r₂)
///
/// It gives the value of the curve it comes from to the last bit, the sign of a zero included.
/// A spring's forms are ``DampedSpring/displacement(at:)``'s operations in the same order. A
/// deceleration's `(−D + (−0)·t) · e^(kt)` is `−(D · e^(kt))` exactly: `(−0)·t` is `−0` for a
/// finite `t ≥ 0`, adding `−0` changes no number, multiplication commutes and negation is
/// exact; and a motion's `target + (−x)` is its former `target − x`.
struct OffsetCurve: Sendable, Hashable {
    enum Form: Sendable, Hashable {
        case exponential
        case oscillating
        case twoRates
    }

    let form: Form
    /// `λ`, per second: the rate of the (first) exponential.
    let rate: Double
    /// The first coefficient: the constant term, the cosine's, or the first exponential's.
    let a: Double
    /// The second coefficient: of `t`, of the sine, or of the second exponential.
    let b: Double
    /// `ν`: the oscillation's angular frequency (`oscillating`) or the second rate
    /// (`twoRates`), per second; unused by `exponential`.
    let nu: Double

    /// The curve that stays at `−0`, which leaves any target as it is: a motion that arrives at
    /// once.
    static let zero = OffsetCurve(form: .exponential, rate: 0, a: -0.0, b: -0.0, nu: 0)

    /// The offset at `t` seconds, `t ≥ 0` and finite.
    /// - Complexity: O(1): one `exp` (two for `twoRates`; a sine and a cosine besides for
    ///   `oscillating`).
    @inline(__always)
    func value(at t: Double) -> Double {
        switch form {
        case .exponential:
            return (a + b * t) * Elementary.exp(rate * t)
        case .oscillating:
            return Elementary.exp(rate * t) * (a * Elementary.cos(nu * t) + b * Elementary.sin(nu * t))
        case .twoRates:
            return a * Elementary.exp(rate * t) + b * Elementary.exp(nu * t)
        }
    }
}
