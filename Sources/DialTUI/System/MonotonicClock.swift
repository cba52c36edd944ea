#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds from a monotonic clock (`CLOCK_MONOTONIC`): the time handed to the dial, and the
/// clock of every deadline. It never goes backwards, whatever happens to the wall clock.
public enum MonotonicClock {
    /// The current time, in seconds from an unspecified start.
    /// - Complexity: O(1), one system call (usually answered without entering the kernel).
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
