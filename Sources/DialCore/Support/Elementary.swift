#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#endif

/// The elementary functions the engine needs, from the platform's C math library.
///
/// One file imports libm so the rest of DialCore stays free of platform imports and of
/// Foundation; `Elementary.exp(x)` reads as what it is. Where there is no C library (Embedded
/// Swift for `wasm32-unknown-none-wasm`), the six functions are imports of the WebAssembly
/// module, `env.exp`, `env.expm1`, `env.log`, `env.sin`, `env.cos` and `env.atan2`, that the
/// host supplies (a browser from `Math`). The compiler's own calls there, `fmod` for
/// `truncatingRemainder` and `round` for `rounded()`, are left to the module's link (the package's
/// `DialWasmRuntime` has them).
enum Elementary {
    /// 2π, the length of a full turn in radians.
    static let twoPi = 2 * Double.pi

    @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }
    /// `eˣ − 1`, accurate near zero.
    @inline(__always) static func expm1(_ x: Double) -> Double { libmExpm1(x) }
    @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }
    @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }

    /// The sine and cosine of `turns` full turns (`2π · turns` radians).
    ///
    /// The argument is reduced exactly before any rounding: `q = round(4 · turns)` is the
    /// nearest whole quarter turn and `r = 4 · turns − q`, in `[−½, ½]`, what is left of it
    /// (multiplying by 4 and subtracting the nearest integer are exact in binary floating
    /// point). Then, with `θ = r · π/2` and `q mod 4` the quadrant,
    ///
    ///     q ≡ 0: ( sin θ,  cos θ)     q ≡ 1: ( cos θ, −sin θ)
    ///     q ≡ 2: (−sin θ, −cos θ)     q ≡ 3: (−cos θ,  sin θ)
    ///
    /// So quarter turns are exact (`sinCos(turns: 0.25) == (1, 0)`: a label at 3 o'clock sits
    /// exactly there), a tiny turn either side of a quarter stays in the quarter it is nearest
    /// (−5.6·10⁻¹⁷ turns is `(−3.5·10⁻¹⁶, 1)`, 12 o'clock, never 9), and every result is within
    /// a few roundings of `sin`/`cos` of `2π · turns`. Non-finite turns give NaN.
    /// - Complexity: O(1): one `sin` and one `cos` of at most π/4.
    static func sinCos(turns: Double) -> (sin: Double, cos: Double) {
        let quarters = turns * 4
        guard quarters.isFinite else { return (.nan, .nan) }
        let nearest = quarters.rounded(.toNearestOrEven)
        let theta = (quarters - nearest) * (Double.pi / 2)
        let s = sin(theta)
        let c = cos(theta)
        var quadrant = nearest.truncatingRemainder(dividingBy: 4)
        if quadrant < 0 { quadrant += 4 }
        switch quadrant {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt) || canImport(WASILibc)
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmExpm1(_ x: Double) -> Double { expm1(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
#elseif arch(wasm32)
// Imports from the host (build with `-enable-experimental-feature Extern`). Each is a C
// function of the same name, so a program that links its own libm satisfies them too.
@_extern(wasm, module: "env", name: "exp") @_extern(c, "exp")
private func libmExp(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "expm1") @_extern(c, "expm1")
private func libmExpm1(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "log") @_extern(c, "log")
private func libmLog(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "sin") @_extern(c, "sin")
private func libmSin(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "cos") @_extern(c, "cos")
private func libmCos(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "atan2") @_extern(c, "atan2")
private func libmAtan2(_ y: Double, _ x: Double) -> Double
#else
#error("DialCore needs a C math library, or a WebAssembly host that supplies one")
#endif
