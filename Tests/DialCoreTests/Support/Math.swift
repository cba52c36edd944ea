#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libm for the tests, under names that do not clash with the test bodies.
func _sin(_ x: Double) -> Double { sin(x) }
func _cos(_ x: Double) -> Double { cos(x) }
func _exp(_ x: Double) -> Double { exp(x) }
func _log(_ x: Double) -> Double { log(x) }
func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// Circular distance between two angles, in `[0, π]`.
func circularDistance(_ a: Double, _ b: Double) -> Double {
    let twoPi = 2 * Double.pi
    var d = (a - b).truncatingRemainder(dividingBy: twoPi)
    if d < 0 { d += twoPi }
    return min(d, twoPi - d)
}
