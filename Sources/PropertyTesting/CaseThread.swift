#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own on which the cases of one property run, as the jobs of a task whose
/// executor it is.
///
/// Swift Testing hands the issues a test records to a handler that an asynchronous scope
/// installs (an issue-handling trait's). A property called from synchronous code runs each case
/// in such a scope on this thread and blocks until the case ends: the case's expectations are
/// taken from the test's issues, and the calling thread (maybe one of the cooperative pool's
/// few) waits without a job of the pool waiting on it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class CaseThread: TaskExecutor, @unchecked Sendable {
    private let lock = Lock()
    private var jobs: [UnownedJob] = []
    private var stopping = false
    private var thread: pthread_t?

    /// A new thread, or nil when the system has none to give.
    init?() {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var created: pthread_t?
        #else
        var created = pthread_t()
        #endif
        let status = pthread_create(&created, nil, { context in
            guard let context else { return nil }
            let executor = Unmanaged<CaseThread>.fromOpaque(context).takeRetainedValue()
            executor.runJobs()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<CaseThread>.fromOpaque(context).release()
            return nil
        }
        thread = created
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.signal { jobs.append(job) }
    }

    /// Ends the thread once its queued jobs have run, and waits for it.
    func stop() {
        lock.signal { stopping = true }
        if let thread { pthread_join(thread, nil) }
    }

    /// Runs the jobs in turn until ``stop()``, sleeping while there are none.
    private func runJobs() {
        // Each pass takes one job, or ends once stopping with none left.
        while true {
            let next: UnownedJob? = lock.wait(until: { !jobs.isEmpty || stopping }) {
                jobs.isEmpty ? nil : jobs.removeFirst()
            }
            guard let next else { return }
            next.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Runs `operation` as a task on this thread (inheriting the caller's task-local values, the
    /// running test among them) and blocks the caller until it ends.
    func runBlocking(_ operation: @escaping @Sendable () async -> Void) {
        let done = Lock()
        nonisolated(unsafe) var finished = false
        Task(executorPreference: self) {
            await operation()
            done.signal { finished = true }
        }
        done.wait(until: { finished }) {}
    }
}
