#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program (tmux, stty) to completion and collects its output.
///
/// Unlike Foundation's `Process`, it starts the program with no signals blocked
/// and every signal at its default action. A test runner's worker threads block
/// most signals, and a blocked mask survives `exec`: a tmux server started with
/// it never hears `SIGCHLD` (so never sees its pane's program end), and the
/// programs in its panes never see `SIGWINCH` or `SIGINT`. It also waits for the
/// program with `waitpid` directly, so it does not depend on the runner
/// delivering `SIGCHLD`.
enum ChildProcess {
    /// How a program ended and what it printed.
    struct Outcome {
        /// The exit status, or `nil` when a signal ended the program.
        var status: Int32?
        /// The signal that ended the program, or `nil` when it exited.
        var signal: Int32?
        /// Its standard output.
        var output: String
        /// Its standard error.
        var errorOutput: String
    }

    /// Why a program could not be started.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` (not counting the program name) and
    /// `environment`, standard input from `/dev/null`, and waits for it.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Outcome {
        var outputEnds: [Int32] = [-1, -1]
        var errorEnds: [Int32] = [-1, -1]
        guard pipe(&outputEnds) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
        guard pipe(&errorEnds) == 0 else {
            outputEnds.forEach { close($0) }
            throw Failure(description: "pipe failed: errno \(errno)")
        }
        for descriptor in outputEnds + errorEnds {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argumentVector = ([executable] + arguments).map { strdup($0) } + [nil]
        let environmentVector = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argumentVector.forEach { free($0) }
            environmentVector.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argumentVector, environmentVector)
        close(outputEnds[1])
        close(errorEnds[1])
        defer {
            close(outputEnds[0])
            close(errorEnds[0])
        }
        guard spawned == 0 else {
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
        }

        let (output, errorOutput) = readBoth(outputEnds[0], errorEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        if signal == 0 {
            return Outcome(status: (status >> 8) & 0xFF, signal: nil, output: output, errorOutput: errorOutput)
        }
        return Outcome(status: nil, signal: signal, output: output, errorOutput: errorOutput)
    }

    /// Reads two descriptors to their ends at once, so neither pipe can fill up
    /// and stall the program.
    private static func readBoth(_ first: Int32, _ second: Int32) -> (String, String) {
        var collected: [[UInt8]] = [[], []]
        var open = [first, second]
        var chunk = [UInt8](repeating: 0, count: 16384)
        while open.contains(where: { $0 >= 0 }) {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<2 where descriptors[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index] += chunk[0..<count]
                } else if count == 0 || errno != EINTR {
                    open[index] = -1
                }
            }
        }
        return (String(decoding: collected[0], as: UTF8.self), String(decoding: collected[1], as: UTF8.self))
    }
}
