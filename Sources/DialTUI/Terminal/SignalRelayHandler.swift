#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one signal handler ``SignalRelay`` installs, for every signal it handles.
///
/// Async-signal-safe: it calls only `write`, `poll`, `tcsetattr`, `sigaction`,
/// `sigprocmask` and `raise`, reads ``SignalRelayState/shared`` with plain loads,
/// allocates nothing, and leaves `errno` as it found it.
///
/// - `SIGWINCH`, `SIGCONT`: writes the signal number as one byte to the
///   self-pipe (dropped if the pipe is full: the reader only needs to know that it
///   came).
/// - `SIGTSTP`: gives the terminal back, counts the stop
///   (``SignalRelayState/stops``), stops the process with the default action, and
///   once continued takes the terminal again (raw mode, enter sequence) and
///   re-installs itself. `SIGCONT` then tells the caller to redraw.
/// - Any other (termination and crash signals): gives the terminal back, then
///   lets the signal take its course: the default action, except that a genuine
///   crash (raised by the kernel, `si_code > 0`) is handed to the crash reporter
///   that was installed before the relay (such as the Swift runtime's
///   backtracer), if there was one. The signal is raised again; it stays blocked
///   until this handler returns, then ends the process, which so dies of the same
///   signal.
func signalRelayHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let savedErrno = errno
    let state = SignalRelayState.shared
    switch signal {
    case SIGWINCH, SIGCONT:
        SignalRelayHandler.notify(signal, state)
    case SIGTSTP:
        SignalRelayHandler.stop(state)
    default:
        SignalRelayHandler.terminate(signal, info, state)
    }
    errno = savedErrno
}

/// The steps of ``signalRelayHandler(_:_:_:)``; each is async-signal-safe.
enum SignalRelayHandler {
    /// Writes `signal` to the self-pipe.
    static func notify(_ signal: Int32, _ state: UnsafeMutablePointer<SignalRelayState>) {
        let descriptor = state.pointee.pipeWriteDescriptor
        guard descriptor >= 0 else { return }
        var byte = UInt8(truncatingIfNeeded: signal)
        while write(descriptor, &byte, 1) < 0 && errno == EINTR {}
    }

    /// Gives the terminal back, stops until `SIGCONT`, then takes it again.
    static func stop(_ state: UnsafeMutablePointer<SignalRelayState>) {
        let wasEntered = state.pointee.terminalEntered != 0
        if wasEntered {
            restoreTerminal(state)
        }
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        sigaction(SIGTSTP, &state.pointee.defaultAction, nil)
        sigprocmask(SIG_UNBLOCK, &stopSignal, nil)
        state.pointee.stops &+= 1
        raise(SIGTSTP)
        // The process stops inside `raise` and resumes here on SIGCONT.
        sigprocmask(SIG_BLOCK, &stopSignal, nil)
        sigaction(SIGTSTP, &state.pointee.relayAction, nil)
        if wasEntered && state.pointee.terminalEntered != 0 {
            reenterTerminal(state)
        }
    }

    /// Gives the terminal back and lets `signal` end the process.
    static func terminate(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ state: UnsafeMutablePointer<SignalRelayState>) {
        restoreTerminal(state)
        let previous = state.pointee.previousActions + Int(signal)
        if handsToCrashReporter(signal, code: info?.pointee.si_code ?? 0, previous: previous.pointee) {
            sigaction(signal, previous, nil)
        } else {
            sigaction(signal, &state.pointee.defaultAction, nil)
        }
        raise(signal)
    }

    /// Whether `signal`, whose `si_code` is `code`, goes to the handler that was installed
    /// before the relay (`previous`, such as the Swift runtime's backtracer): only a crash
    /// signal raised by the kernel (`code > 0`, a genuine fault) to a handler. One sent by a
    /// process (`SI_USER` 0, `SI_QUEUE` and the other codes ≤ 0) is nobody's crash: it takes
    /// the default action, at once, with no crash report.
    static func handsToCrashReporter(_ signal: Int32, code: Int32, previous: sigaction) -> Bool {
        isCrash(signal) && code > 0 && SignalDisposition.callsHandler(previous)
    }

    /// Whether `signal` reports a crash (rather than a request to terminate).
    static func isCrash(_ signal: Int32) -> Bool {
        switch signal {
        case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS:
            return true
        default:
            return false
        }
    }

    /// Writes the exit sequence and puts the saved modes back, if the terminal is entered.
    static func restoreTerminal(_ state: UnsafeMutablePointer<SignalRelayState>) {
        guard state.pointee.terminalEntered != 0 else { return }
        let descriptor = state.pointee.terminalDescriptor
        guard descriptor >= 0 else { return }
        _ = DescriptorIO.writeAll(descriptor, state.pointee.exitSequence.bytes)
        while tcsetattr(descriptor, TCSAFLUSH, &state.pointee.savedAttributes) != 0 && errno == EINTR {}
    }

    /// Puts the raw modes back and writes the enter sequence.
    static func reenterTerminal(_ state: UnsafeMutablePointer<SignalRelayState>) {
        let descriptor = state.pointee.terminalDescriptor
        guard descriptor >= 0 else { return }
        while tcsetattr(descriptor, TCSANOW, &state.pointee.rawAttributes) != 0 && errno == EINTR {}
        _ = DescriptorIO.writeAll(descriptor, state.pointee.enterSequence.bytes)
    }
}
