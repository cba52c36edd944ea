#if arch(wasm32)
// The host's six libm functions, for running the check in wasmkit, which supplies a module with
// WASI alone and no `env.exp`. Defined here under the C names DialCore imports, they are linked
// into the module in place of the imports, so the module needs nothing but WASI. A browser
// supplies the real ones from `Math` instead.
//
// Each is a textbook reduction and a Taylor polynomial, within a few units in the last place:
// enough for the check, which compares detents, events and caps, not last bits.

/// `eˣ`: `x = k·ln 2 + r`, `|r| ≤ ½ ln 2` (ln 2 in two parts, so `k·ln2hi` is exact), then
/// `2ᵏ · eʳ` with `eʳ` from its series to `r¹³/13!` (remainder below 10⁻¹⁷).
@_cdecl("exp")
func hostExp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.782712893384 { return .infinity }
    if x < -745.1332191019412 { return 0 }
    let ln2hi = 6.93147180369123816490e-01
    let ln2lo = 1.90821492927058770002e-10
    let k = (x * 1.4426950408889634).rounded(.toNearestOrEven)
    let r = (x - k * ln2hi) - k * ln2lo
    return scaled(1 + expMinusOneSeries(r), by: Int(k))
}

/// `eˣ − 1`: the series near 0 (where `exp(x) − 1` would cancel), `exp(x) − 1` elsewhere.
@_cdecl("expm1")
func hostExpm1(_ x: Double) -> Double {
    abs(x) < 0.35 ? expMinusOneSeries(x) : hostExp(x) - 1
}

/// `ln x`: `x = m · 2ᵉ` with `m ∈ [√½, √2)`, `s = (m − 1)/(m + 1)`, and
/// `ln m = 2s · (1 + s²/3 + s⁴/5 + …)` to `s²⁴/25` (`s² ≤ 0.0295`).
@_cdecl("log")
func hostLog(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    var m = x.significand
    var e = Double(x.exponent)
    if m > 1.4142135623730951 { m *= 0.5; e += 1 }
    let s = (m - 1) / (m + 1)
    let z = s * s
    var series = 0.0
    for k in stride(from: 12, through: 1, by: -1) { series = (series + 1 / Double(2 * k + 1)) * z }
    return e * 6.93147180369123816490e-01 + (2 * s + 2 * s * series + e * 1.90821492927058770002e-10)
}

/// `sin x`: `x = n·π/2 + r` (π/2 in three parts), then the quadrant's sine or cosine of `r`.
@_cdecl("sin")
func hostSin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = reducedQuarterTurns(x)
    switch quadrant {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
}

/// `cos x`, as ``hostSin(_:)``.
@_cdecl("cos")
func hostCos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = reducedQuarterTurns(x)
    switch quadrant {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
}

/// `atan2(y, x)`: the angle of `(x, y)` in `[−π, π]`, with C's signed zeros and infinities.
@_cdecl("atan2")
func hostAtan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    let pi = Double.pi
    if y == 0 { return x > 0 || (x == 0 && x.sign == .plus) ? y : (y.sign == .minus ? -pi : pi) }
    if x == 0 { return y > 0 ? pi / 2 : -pi / 2 }
    if x.isInfinite && y.isInfinite {
        let quarter = x > 0 ? pi / 4 : 3 * pi / 4
        return y > 0 ? quarter : -quarter
    }
    if x.isInfinite { return x > 0 ? (y > 0 ? 0.0 : -0.0) : (y > 0 ? pi : -pi) }
    if y.isInfinite { return y > 0 ? pi / 2 : -pi / 2 }
    var angle = atanOfNonNegative(abs(y) / abs(x))
    if x < 0 { angle = pi - angle }
    return y < 0 ? -angle : angle
}

// MARK: - Kernels

/// `eʳ − 1` for `|r| ≤ 0.35`: `r·(1 + r/2·(1 + r/3·(…(1 + r/14))))`.
private func expMinusOneSeries(_ r: Double) -> Double {
    var sum = 1.0
    for n in stride(from: 14, through: 2, by: -1) { sum = 1 + r / Double(n) * sum }
    return r * sum
}

/// `value · 2ᵏ`, in two steps where `2ᵏ` alone is not a normal `Double`.
private func scaled(_ value: Double, by k: Int) -> Double {
    if k > 1023 { return value * Double(sign: .plus, exponent: 1023, significand: 1) * Double(sign: .plus, exponent: k - 1023, significand: 1) }
    if k < -1000 { return value * Double(sign: .plus, exponent: k + 1000, significand: 1) * Double(sign: .plus, exponent: -1000, significand: 1) }
    return value * Double(sign: .plus, exponent: k, significand: 1)
}

/// `x − n·π/2` with `n` the nearest whole number of quarter turns, and `n mod 4`. π/2 comes in
/// three parts of 33 bits (fdlibm's), so `n` times each is exact for `|n| < 2²⁰`.
private func reducedQuarterTurns(_ x: Double) -> (Double, Int) {
    let n = (x * 0.63661977236758134308).rounded(.toNearestOrEven)
    let r = ((x - n * 1.57079632673412561417e+00) - n * 6.07710050630396597660e-11) - n * 2.02226624871116645580e-21
    var quadrant = n.truncatingRemainder(dividingBy: 4)
    if quadrant < 0 { quadrant += 4 }
    return (r, Int(quadrant))
}

/// `sin r` for `|r| ≤ π/4`: its series to `r¹⁹/19!`.
private func sinKernel(_ r: Double) -> Double {
    let z = r * r
    var sum = 1.0
    for n in stride(from: 19, through: 3, by: -2) { sum = 1 - z / Double(n * (n - 1)) * sum }
    return r * sum
}

/// `cos r` for `|r| ≤ π/4`: its series to `r²⁰/20!`.
private func cosKernel(_ r: Double) -> Double {
    let z = r * r
    var sum = 1.0
    for n in stride(from: 20, through: 2, by: -2) { sum = 1 - z / Double(n * (n - 1)) * sum }
    return sum
}

/// `atan t` for `t ≥ 0`: `π/2 − atan(1/t)` above 1, then twice `atan t = 2·atan(t / (1 + √(1 + t²)))`
/// down to `t ≤ tan(π/16)`, and the series `t − t³/3 + t⁵/5 − …` to `t²⁷/27`.
private func atanOfNonNegative(_ t: Double) -> Double {
    if t > 1 { return Double.pi / 2 - atanOfNonNegative(1 / t) }
    var u = t
    for _ in 0..<2 { u = u / (1 + (1 + u * u).squareRoot()) }
    let z = u * u
    var sum = 0.0
    for k in stride(from: 13, through: 1, by: -1) { sum = (1 / Double(2 * k + 1) - sum) * z }
    return 4 * (u - u * sum)
}
#endif
