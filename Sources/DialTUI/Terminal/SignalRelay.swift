#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide signal handling of a ``TerminalSession``: installed by
/// ``TerminalSession/enter()``, removed by ``TerminalSession/restore()``.
///
/// - `SIGWINCH`, `SIGCONT` are relayed through a non-blocking self-pipe that
///   ``TerminalSession/wait(timeout:)`` polls next to the terminal.
/// - `SIGTSTP` gives the terminal back, stops, and takes it again on `SIGCONT`.
/// - `SIGTERM`, `SIGHUP`, `SIGINT`, `SIGQUIT` and the crash signals `SIGSEGV`,
///   `SIGBUS`, `SIGILL`, `SIGFPE`, `SIGABRT`, `SIGTRAP`, `SIGSYS` give the
///   terminal back and then end the process by the same signal.
/// - So does every other signal whose default action ends the process
///   (``otherFatalSignals``: `SIGUSR1`, `SIGALRM`, `SIGXCPU`, the real-time
///   signals, …), while the program leaves it at that default.
/// - `SIGPIPE` is ignored, so a closed standard output is an `EPIPE` error rather
///   than a death that skips the restore.
///
/// A termination or stop signal that was ignored when the relay was installed
/// (as `nohup` or a shell without job control arrange) is left ignored. The
/// handlers run on an alternate signal stack, so a stack overflow on the thread
/// that entered the session can still restore the terminal: the thread's own
/// alternate stack if it has one (the Swift runtime sets one up for the main
/// thread on Linux), otherwise one the relay installs and later removes.
///
/// One session at a time: the storage the handlers read is process-wide
/// (``SignalRelayState/shared``). Install and uninstall from the thread that
/// drives the session.
enum SignalRelay {
    /// Signals reported by ``TerminalSession/wait(timeout:)``.
    static let relayedSignals: [Int32] = [SIGWINCH, SIGCONT]
    /// Signals that stop the process, which the relay stops around.
    static let stopSignals: [Int32] = [SIGTSTP]
    /// Signals that ask the process to end.
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Signals that report a crash.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]
    /// Signals ignored while the relay is installed.
    static let ignoredSignals: [Int32] = [SIGPIPE]
    /// Every other signal whose default action ends the process (``SignalDefaultAction``): on
    /// Linux `SIGUSR1`, `SIGUSR2`, `SIGALRM`, `SIGVTALRM`, `SIGPROF`, `SIGXCPU`, `SIGXFSZ`,
    /// `SIGIO`, `SIGSTKFLT`, `SIGPWR` and the real-time signals. Each is taken over only while
    /// it is at its default action: one the program ignores or handles itself is left alone.
    /// Numbers the C library reserves for itself, or the system lacks, are skipped.
    static let otherFatalSignals: [Int32] = {
        let handled = Set(relayedSignals + stopSignals + terminationSignals + crashSignals + ignoredSignals + [SIGKILL])
        return (1..<Int32(SignalRelayState.signalCapacity)).filter {
            SignalDefaultAction(of: $0) == .terminate && !handled.contains($0)
        }
    }()
    /// The size of the alternate signal stack the relay installs when a thread has none.
    static let alternateStackSize = 64 * 1024

    /// Whether the handlers are installed.
    static var isInstalled: Bool {
        SignalRelayState.shared.pointee.installed
    }

    /// The self-pipe's read end, readable when a relayed signal arrived; -1 when
    /// the relay is not installed.
    static var signalDescriptor: Int32 {
        SignalRelayState.shared.pointee.pipeReadDescriptor
    }

    /// Installs the handlers for the terminal `descriptor`, whose modes were
    /// `saved` before the session and are `raw` inside it.
    ///
    /// On failure nothing is left installed.
    /// - Throws: ``TerminalError/sessionAlreadyActive`` when the relay serves
    ///   another session; ``TerminalError/signals(errno:)`` when the pipe or a
    ///   handler could not be set up.
    static func install(terminal descriptor: Int32, saved: termios, raw: termios) throws(TerminalError) {
        let state = SignalRelayState.shared
        guard !state.pointee.installed else { throw .sessionAlreadyActive }

        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .signals(errno: errno) }
        ends = ends.map(DescriptorIO.aboveStandardStreams)
        guard ends.allSatisfy({ $0 >= 0 }) else {
            let code = errno
            ends.filter { $0 >= 0 }.forEach { close($0) }
            throw .signals(errno: code)
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }

        state.pointee.terminalEntered = 0
        state.pointee.terminalDescriptor = descriptor
        state.pointee.savedAttributes = saved
        state.pointee.rawAttributes = raw
        state.pointee.pipeReadDescriptor = ends[0]
        state.pointee.pipeWriteDescriptor = ends[1]
        state.pointee.replacedSignals = 0
        installAlternateStack(state)

        let keepIgnored = Set(stopSignals + terminationSignals)
        for signal in relayedSignals + stopSignals + terminationSignals + crashSignals {
            let previous = state.pointee.previousActions + Int(signal)
            guard sigaction(signal, nil, previous) == 0 else {
                let code = errno
                rollBack(state)
                throw .signals(errno: code)
            }
            if keepIgnored.contains(signal) && SignalDisposition.ignores(previous.pointee) {
                continue
            }
            guard sigaction(signal, &state.pointee.relayAction, nil) == 0 else {
                let code = errno
                rollBack(state)
                throw .signals(errno: code)
            }
            state.pointee.replacedSignals |= SignalRelayState.bit(signal)
        }
        for signal in otherFatalSignals {
            let previous = state.pointee.previousActions + Int(signal)
            guard sigaction(signal, nil, previous) == 0, SignalDisposition.isDefault(previous.pointee) else { continue }
            guard sigaction(signal, &state.pointee.relayAction, nil) == 0 else {
                let code = errno
                rollBack(state)
                throw .signals(errno: code)
            }
            state.pointee.replacedSignals |= SignalRelayState.bit(signal)
        }
        var ignore = SignalDisposition.ignoreAction()
        for signal in ignoredSignals {
            guard sigaction(signal, &ignore, state.pointee.previousActions + Int(signal)) == 0 else {
                let code = errno
                rollBack(state)
                throw .signals(errno: code)
            }
            state.pointee.replacedSignals |= SignalRelayState.bit(signal)
        }
        state.pointee.installed = true
    }

    /// Puts back the actions that were in place before ``install(terminal:saved:raw:)``,
    /// removes the relay's alternate stack and closes the self-pipe. Harmless when
    /// not installed.
    static func uninstall() {
        let state = SignalRelayState.shared
        guard state.pointee.installed else { return }
        rollBack(state)
        state.pointee.installed = false
    }

    /// Tells the handlers whether the terminal is in raw mode on the alternate
    /// screen, that is whether they have anything to restore.
    static func setTerminalEntered(_ entered: Bool) {
        SignalRelayState.shared.pointee.terminalEntered = entered ? 1 : 0
    }

    /// Empties the self-pipe and says which relayed signals it held; empty when
    /// none (or when the relay is not installed). Never blocks.
    static func drain() -> TerminalSignals {
        let descriptor = SignalRelayState.shared.pointee.pipeReadDescriptor
        guard descriptor >= 0 else { return [] }
        var signals: TerminalSignals = []
        let capacity = 64
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { bytes in
            while true {
                let count = read(descriptor, bytes.baseAddress, capacity)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                for byte in bytes[0..<count] {
                    switch Int32(byte) {
                    case SIGWINCH: signals.insert(.resize)
                    case SIGCONT: signals.insert(.continued)
                    default: break
                    }
                }
            }
        }
        return signals
    }

    /// Stops the process group with `SIGTSTP` at its default action, as the
    /// terminal driver does for Ctrl-Z, and returns once the process is continued.
    ///
    /// The caller gives the terminal back first. Returns at once when `SIGTSTP` was
    /// ignored before the relay, or when the kernel discards the stop because no
    /// shell does job control for this process group (an orphaned group), so a
    /// picker run without job control never hangs.
    static func stopProcessGroup() {
        let state = SignalRelayState.shared
        let previous = state.pointee.previousActions + Int(SIGTSTP)
        if state.pointee.installed && SignalDisposition.ignores(previous.pointee) {
            return
        }
        let replaced = state.pointee.installed && state.pointee.replacedSignals & SignalRelayState.bit(SIGTSTP) != 0
        if replaced {
            sigaction(SIGTSTP, &state.pointee.defaultAction, nil)
        }
        kill(0, SIGTSTP)
        if replaced {
            sigaction(SIGTSTP, &state.pointee.relayAction, nil)
        }
    }

    /// Undoes whatever part of ``install(terminal:saved:raw:)`` was done.
    private static func rollBack(_ state: UnsafeMutablePointer<SignalRelayState>) {
        state.pointee.terminalEntered = 0
        let writeEnd = state.pointee.pipeWriteDescriptor
        state.pointee.pipeWriteDescriptor = -1
        for signal in 1..<SignalRelayState.signalCapacity where state.pointee.replacedSignals & SignalRelayState.bit(Int32(signal)) != 0 {
            sigaction(Int32(signal), state.pointee.previousActions + signal, nil)
        }
        state.pointee.replacedSignals = 0
        removeAlternateStack(state)
        if writeEnd >= 0 { close(writeEnd) }
        if state.pointee.pipeReadDescriptor >= 0 { close(state.pointee.pipeReadDescriptor) }
        state.pointee.pipeReadDescriptor = -1
        state.pointee.terminalDescriptor = -1
    }

    /// Gives the calling thread an alternate signal stack if it has none.
    private static func installAlternateStack(_ state: UnsafeMutablePointer<SignalRelayState>) {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = numericCast(alternateStackSize)
        stack.ss_flags = 0
        guard sigaltstack(&stack, nil) == 0 else {
            memory.deallocate()
            return
        }
        state.pointee.ownAlternateStack = memory
        state.pointee.alternateStackThread = pthread_self()
    }

    /// Removes the alternate signal stack ``installAlternateStack(_:)`` installed.
    /// From another thread it cannot be removed, so it is left in place (and its
    /// memory with it).
    private static func removeAlternateStack(_ state: UnsafeMutablePointer<SignalRelayState>) {
        guard let memory = state.pointee.ownAlternateStack,
              let thread = state.pointee.alternateStackThread,
              pthread_equal(thread, pthread_self()) != 0
        else { return }
        var disabled = stack_t()
        disabled.ss_flags = Int32(SS_DISABLE)
        guard sigaltstack(&disabled, nil) == 0 else { return }
        memory.deallocate()
        state.pointee.ownAlternateStack = nil
        state.pointee.alternateStackThread = nil
    }
}
