import Foundation

/// A task executor that runs its jobs one at a time on a thread of its own.
///
/// A browser test blocks while it waits for its browser; run on the shared cooperative pool
/// (two threads on a two-core machine) it would starve every other test of the run. Run with
/// this executor as its preference (`withTaskExecutorPreference`), it blocks this thread alone,
/// still inside its test's task (so `#expect` and known issues are the test's), and the tests
/// of one engine take turns on it.
final class EngineThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init(name: String) {
        let thread = Thread { [unowned self] in self.run() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Runs the jobs in turn for as long as the test process lives (the executors are never
    /// released), sleeping while there are none.
    private func run() {
        while true {
            let job = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
