#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The elementary functions the engine needs, from the platform's C math library.
///
/// One file imports libm so the rest of DialCore stays free of platform imports and of
/// Foundation; `Elementary.exp(x)` reads as what it is.
enum Elementary {
    /// 2π, the length of a full turn in radians.
    static let twoPi = 2 * Double.pi

    @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }
    /// `eˣ − 1`, accurate near zero.
    @inline(__always) static func expm1(_ x: Double) -> Double { libmExpm1(x) }
    @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }
    /// `ln(1 + x)`, accurate near zero.
    @inline(__always) static func log1p(_ x: Double) -> Double { libmLog1p(x) }
    @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }

    /// The sine and cosine of `turns` full turns (`2π · turns` radians).
    ///
    /// The argument is reduced to a quarter turn exactly (multiplying by 4 and taking the
    /// fractional part are exact in binary floating point), so quarter turns give exact
    /// results: `sinCos(turns: 0.25) == (1, 0)`, and a label at 3 o'clock sits exactly there.
    static func sinCos(turns: Double) -> (sin: Double, cos: Double) {
        let fraction = turns - turns.rounded(.down)
        let quadrants = fraction * 4
        let quadrant = quadrants.rounded(.down)
        let theta = (quadrants - quadrant) * (Double.pi / 2)
        let s = sin(theta)
        let c = cos(theta)
        switch quadrant {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}

private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmExpm1(_ x: Double) -> Double { expm1(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
private func libmLog1p(_ x: Double) -> Double { log1p(x) }
private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
