#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI
import Testing

/// The clock every deadline and every dial time is read from.
@Suite(.timeLimit(.minutes(3)))
struct MonotonicClockTests {
    /// The system's monotonic clock, read directly.
    private func systemMonotonic() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    private func sleep(milliseconds: Int) {
        var request = timespec(tv_sec: 0, tv_nsec: milliseconds * 1_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    @Test func neverGoesBackwardsAcrossWholeSeconds() {
        // 1,100 reads at least a millisecond apart span more than a second of real time, so
        // the nanoseconds wrap at least once: a wrongly scaled or wrongly carried nanosecond
        // field would step back there.
        let start = MonotonicClock.now()
        var previous = start
        for _ in 0..<1_100 {
            sleep(milliseconds: 1)
            let now = MonotonicClock.now()
            #expect(now >= previous, "went back from \(previous) to \(now)")
            if now < previous { return }
            previous = now
        }
        #expect(previous - start >= 1.1, "1,100 sleeps of a millisecond took \(previous - start) s")
    }

    @Test func isTheSystemsMonotonicClockInSeconds() {
        let before = systemMonotonic()
        let now = MonotonicClock.now()
        let after = systemMonotonic()
        #expect(before <= now && now <= after, "\(before) ≤ \(now) ≤ \(after)")
    }

    @Test func advancesAsTimePasses() {
        let start = MonotonicClock.now()
        sleep(milliseconds: 50)
        let elapsed = MonotonicClock.now() - start
        #expect(elapsed >= 0.049 && elapsed < 2, "\(elapsed) s across a 50 ms sleep")
    }
}
