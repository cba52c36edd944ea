#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ToolCommand {
    /// Runs `program` as ``outcome(_:_:environment:timeout:)`` does, on a thread of its own, and
    /// resumes the caller when it has ended.
    ///
    /// A test that waits minutes for a program (a package's cold build, a nested `swift test`)
    /// must not wait on one of the cooperative pool's threads: there are as many as cores (two
    /// here), and two such waits would starve every other test of the run until their time limits
    /// passed. Awaited, this holds no thread of the pool while the program runs.
    ///
    /// With `yieldingCores` the program runs at the lowest priority (`nice -n 19`, where `nice`
    /// is on `PATH`): a build of minutes then takes only the cores the other tests leave idle,
    /// and they keep within their time limits.
    /// - Throws: what ``outcome(_:_:environment:timeout:)`` throws, and
    ///   ``ProcessHarnessError/systemCall(_:errno:)`` when no thread can be started.
    public static func outcomeOnItsOwnThread(_ program: String, _ arguments: [String], environment: [String],
                                             timeout: Double = 10, yieldingCores: Bool = false) async throws(ProcessHarnessError) -> Outcome {
        let nice = yieldingCores ? ExecutableLookup.find("nice") : nil
        let command: (program: String, arguments: [String]) = nice.map { ($0, ["-n", "19", program] + arguments) } ?? (program, arguments)
        let result: Result<Outcome, ProcessHarnessError> = await withCheckedContinuation { continuation in
            let job = OwnThreadJob {
                continuation.resume(returning: Result { () throws(ProcessHarnessError) in
                    try outcome(command.program, command.arguments, environment: environment, timeout: timeout)
                })
            }
            if let failure = job.start() {
                continuation.resume(returning: .failure(failure))
            }
        }
        return try result.get()
    }
}

/// A piece of work run once on a new, detached thread.
private final class OwnThreadJob: @unchecked Sendable {
    private let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) { self.work = work }

    /// Starts the thread; nil when it started, else why not (the work then never runs).
    func start() -> ProcessHarnessError? {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let job = Unmanaged<OwnThreadJob>.fromOpaque(context).takeRetainedValue()
            job.work()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<OwnThreadJob>.fromOpaque(context).release()
            return .systemCall("pthread_create", errno: status)
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return nil
    }
}
