import DialTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Time from the monotonic clock, and the statistics the bench reports.
enum Stopwatch {
    /// Seconds from the monotonic clock.
    static func now() -> Double {
        MonotonicClock.now()
    }

    /// Sleeps for `seconds`, resuming after interruptions until the time is up.
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

    /// The seconds `body` takes.
    @inline(never)
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// Seconds of CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): time the
    /// thread ran, which other processes on a loaded machine do not add to, as they add to the
    /// wall clock's.
    static func threadCPUTime() -> Double {
        var now = timespec()
        _ = clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The seconds of the calling thread's CPU time `body` takes.
    @inline(never)
    static func cpuTime(_ body: () throws -> Void) rethrows -> Double {
        let start = threadCPUTime()
        try body()
        return threadCPUTime() - start
    }
}

/// The median of `values` (the mean of the middle two for an even count); 0 when empty.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Keeps a value alive so the optimizer cannot remove the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
