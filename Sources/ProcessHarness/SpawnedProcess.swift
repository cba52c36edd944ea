import DialTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`.
///
/// The child starts with every signal at its default action and none blocked, whatever this
/// process has set, and with only the descriptors its ``FileAction``s name (this process's own
/// are close-on-exec). A test runner's worker threads block most signals and a blocked mask
/// survives `exec`: a tmux server started with it would never hear `SIGCHLD` (so never see
/// its pane's program end), and the programs in its panes would never see `SIGWINCH` or
/// `SIGINT`. Foundation's `Process` keeps the mask, which is why it is not used.
public struct SpawnedProcess: Sendable {
    /// How one of the child's descriptors is set up before it runs.
    public enum FileAction: Sendable {
        /// `open(path, flags)` as descriptor `descriptor`.
        case open(descriptor: Int32, path: String, flags: Int32)
        /// `dup2(source, target)`.
        case duplicate(Int32, to: Int32)
    }

    /// `POSIX_SPAWN_SETSID` of glibc's `<spawn.h>` (glibc 2.26 and later; a GNU extension the
    /// Swift module does not import): the child calls `setsid` before the file actions, so
    /// the first terminal it opens becomes its controlling terminal.
    private static let setSessionFlag: Int32 = 0x80

    public let pid: pid_t
    /// The program's path, for messages.
    public let program: String

    /// Starts `program` (a path) with `arguments` (without the program name) and `environment`
    /// (`NAME=value` entries).
    /// - Parameter newSession: start the child in a new session (`setsid`), with no
    ///   controlling terminal until it opens one.
    /// - Throws: ``ProcessHarnessError/systemCall(_:errno:)`` when the spawn fails.
    public static func spawn(_ program: String, arguments: [String], environment: [String], fileActions: [FileAction],
                             newSession: Bool = false) throws(ProcessHarnessError) -> SpawnedProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for action in fileActions {
            let code: Int32
            switch action {
            case .open(let descriptor, let path, let flags):
                code = posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
            case .duplicate(let source, let target):
                code = posix_spawn_file_actions_adddup2(&actions, source, target)
            }
            guard code == 0 else { throw .systemCall("posix_spawn_file_actions", errno: code) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        if newSession { flags |= setSessionFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard code == 0 else { throw .systemCall("posix_spawn \(program)", errno: code) }
        return SpawnedProcess(pid: pid, program: program)
    }

    /// Waits until the child has ended and reaps it; `nil` if it is still running when the
    /// monotonic clock reaches `deadline`.
    ///
    /// Checks with `WNOHANG` every 50 µs, so the time it returns at is within about 0.1 ms of
    /// the child's end.
    public func wait(deadline: Double) throws(ProcessHarnessError) -> ChildExitStatus? {
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return ChildExitStatus(waitStatus: status) }
            if result < 0 {
                if errno == EINTR { continue }
                throw .systemCall("waitpid", errno: errno)
            }
            if MonotonicClock.now() >= deadline { return nil }
            usleep(50)
        }
    }

    /// Ends the child with `SIGKILL` and reaps it.
    public func kill() {
        _ = systemKill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}

/// `kill(2)`, under a name apart from `SpawnedProcess.kill()`.
private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
