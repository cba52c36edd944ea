#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock and a condition on it: the issues a case records, the jobs of a ``CaseThread``, a
/// case's end, handed between threads.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Holding the lock, waits until `ready` holds (re-checked at each signal), then runs `body`.
    func wait<R>(until ready: () -> Bool, then body: () -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        // Each wake-up follows a signal or is spurious; `ready` is checked after each.
        while !ready() { pthread_cond_wait(condition, mutex) }
        return body()
    }

    /// Holding the lock, runs `body` and wakes the waiters.
    func signal(after body: () -> Void) {
        pthread_mutex_lock(mutex)
        body()
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
