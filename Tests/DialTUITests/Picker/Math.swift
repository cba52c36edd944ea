#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func _sin(_ x: Double) -> Double { sin(x) }
func _cos(_ x: Double) -> Double { cos(x) }
