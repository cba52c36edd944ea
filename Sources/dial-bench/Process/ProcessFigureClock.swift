#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), and sleeping by it.
enum ProcessFigureClock {
    /// Now, in seconds from an arbitrary origin; never goes back.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// Sleeps for `seconds`, resuming after signals until the whole time has passed.
    static func sleep(_ seconds: Double) {
        let deadline = now() + seconds
        while true {
            let left = deadline - now()
            guard left > 0 else { return }
            var request = timespec(tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
            var remaining = timespec()
            _ = nanosleep(&request, &remaining)
        }
    }
}
