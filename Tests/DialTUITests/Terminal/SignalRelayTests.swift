#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DialTUI
import ProcessHarness
import Testing

/// The signal relay, without raising any signal at the test process: the handler
/// is called directly, as the kernel would call it. Part of the serialized
/// ``TerminalSessionTests`` suite, because entering installs process-wide handlers.
extension TerminalSessionTests {
    private static let handledSignals: [Int32] = SignalRelay.relayedSignals + SignalRelay.stopSignals
        + SignalRelay.terminationSignals + SignalRelay.crashSignals

    /// Whether the C library lets a program set `signal`'s action (it reserves a few).
    private func isAvailable(_ signal: Int32) -> Bool {
        var current = sigaction()
        return sigaction(signal, nil, &current) == 0
    }

    private func action(of signal: Int32) -> sigaction {
        var current = sigaction()
        _ = sigaction(signal, nil, &current)
        return current
    }

    /// What an action does, field by field. (The bytes of the whole struct cannot
    /// be compared: the C library leaves most of a returned `sa_mask` undefined.
    /// Glibc also adds its internal `SA_RESTORER` flag, 0x04000000, to every
    /// action it installs, even `SIG_DFL`; it changes nothing a program sees.)
    private struct Disposition: Equatable {
        var ignores: Bool
        var handler: Int?
        var flags: Int32
        var blocked: [Int32]

        init(_ action: sigaction) {
            var action = action
            ignores = SignalDisposition.ignores(action)
            handler = SignalDisposition.handlerAddress(action)
            #if canImport(Glibc) && os(Linux)
            flags = Int32(action.sa_flags) & ~0x0400_0000
            #else
            flags = Int32(action.sa_flags)
            #endif
            blocked = (1..<32).filter { sigismember(&action.sa_mask, $0) == 1 }
        }
    }

    @Test func handlersAreInstalledWhileEnteredAndPutBackOnRestore() throws {
        let all = Self.handledSignals + SignalRelay.ignoredSignals
        let before = all.map { action(of: $0) }
        let others = SignalRelay.otherFatalSignals
        let othersBefore = others.map { action(of: $0) }
        let relay = unsafeBitCast(signalRelayHandler as SignalDisposition.InfoHandler, to: Int.self)
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()

        for (signal, previous) in zip(others, othersBefore) where SignalDisposition.isDefault(previous) && isAvailable(signal) {
            #expect(SignalDisposition.handlerAddress(action(of: signal)) == relay, "signal \(signal) is taken over")
        }
        for (signal, previous) in zip(others, othersBefore) where !SignalDisposition.isDefault(previous) {
            #expect(Disposition(action(of: signal)) == Disposition(previous), "signal \(signal) the program handles is left alone")
        }
        for (signal, previous) in zip(Self.handledSignals, before) {
            let current = action(of: signal)
            let keptIgnored = SignalRelay.terminationSignals.contains(signal) || SignalRelay.stopSignals.contains(signal)
            if keptIgnored && SignalDisposition.ignores(previous) {
                #expect(SignalDisposition.ignores(current), "signal \(signal)")
            } else {
                #expect(SignalDisposition.handlerAddress(current) == relay, "signal \(signal)")
                #expect(current.sa_flags & SA_SIGINFO != 0, "signal \(signal)")
                #expect(current.sa_flags & Int32(SA_ONSTACK) != 0, "signal \(signal)")
            }
        }
        #expect(SignalDisposition.ignores(action(of: SIGPIPE)))

        session.restore()
        for (signal, previous) in zip(all + others, before + othersBefore) {
            #expect(Disposition(action(of: signal)) == Disposition(previous), "signal \(signal)")
        }
    }

    @Test func everySignalThatEndsAProcessByDefaultIsTakenOver() {
        var ending: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]
        #if os(Linux)
        ending += [SIGSTKFLT, SIGPWR, SIGIO] + Array(34...64)
        #endif
        for signal in ending {
            #expect(SignalDefaultAction(of: signal) == .terminate, "signal \(signal)")
            #expect(SignalRelay.otherFatalSignals.contains(signal), "signal \(signal)")
        }
        let handled = Set(Self.handledSignals + SignalRelay.ignoredSignals + SignalRelay.otherFatalSignals)
        for signal in 1..<Int32(SignalRelayState.signalCapacity) where SignalDefaultAction(of: signal) == .terminate && signal != SIGKILL {
            #expect(handled.contains(signal), "signal \(signal) ends the process by default and is not handled")
        }
        for signal in [SIGCHLD, SIGURG, SIGWINCH] {
            #expect(SignalDefaultAction(of: signal) == .ignore)
        }
        #expect(SignalDefaultAction(of: SIGCONT) == .continue)
        for signal in [SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU] {
            #expect(SignalDefaultAction(of: signal) == .stop)
        }
        #expect(!SignalRelay.otherFatalSignals.contains(SIGKILL))
        #expect(Set(SignalRelay.otherFatalSignals).isDisjoint(with: Self.handledSignals + SignalRelay.ignoredSignals))
    }

    @Test func aSignalTheProgramIgnoresStaysIgnored() throws {
        var ignore = SignalDisposition.ignoreAction()
        var saved = sigaction()
        #expect(sigaction(SIGUSR2, &ignore, &saved) == 0)
        defer { _ = sigaction(SIGUSR2, &saved, nil) }
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        #expect(SignalDisposition.ignores(action(of: SIGUSR2)), "ignored before, ignored during")
        session.restore()
        #expect(SignalDisposition.ignores(action(of: SIGUSR2)))
    }

    @Test func theThreadHasAnAlternateSignalStackWhileEntered() throws {
        var before = stack_t()
        #expect(sigaltstack(nil, &before) == 0)
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        var during = stack_t()
        #expect(sigaltstack(nil, &during) == 0)
        #expect(during.ss_flags & Int32(SS_DISABLE) == 0)
        #expect(Int(during.ss_size) >= SignalRelay.alternateStackSize || before.ss_flags & Int32(SS_DISABLE) == 0)
        session.restore()
        var after = stack_t()
        #expect(sigaltstack(nil, &after) == 0)
        #expect(after.ss_flags == before.ss_flags)
        #expect(after.ss_sp == before.ss_sp)
    }

    @Test func aResizeIsRelayedToWait() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        signalRelayHandler(SIGWINCH, nil, nil)
        #expect(session.wait(timeout: 1) == .signals(.resize))
        #expect(session.wait(timeout: 0) == .timeout)
    }

    @Test func signalsThatArriveTogetherAreReportedTogether() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        signalRelayHandler(SIGWINCH, nil, nil)
        signalRelayHandler(SIGWINCH, nil, nil)
        SignalRelayState.shared.pointee.stops &+= 1   // as the stop handler counts a stop
        signalRelayHandler(SIGCONT, nil, nil)
        pty.type([0x61])
        #expect(session.wait(timeout: 1) == .signals([.resize, .continued]))
        #expect(session.wait(timeout: 1) == .input)
        #expect(session.readAvailable().bytes == [0x61])
    }

    @Test func theHandlerLeavesErrnoAlone() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        errno = EDOM
        signalRelayHandler(SIGWINCH, nil, nil)
        #expect(errno == EDOM)
    }

    @Test func continuingTakesTheTerminalBack() throws {
        let pty = try PseudoTerminal()
        let cooked = pty.attributeBytes()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        let raw = pty.attributeBytes()
        #expect(pty.readOutput(count: TerminalSequence.enter.count) == TerminalSequence.enter)

        // While the process was stopped, the shell put its own modes back.
        var shellModes = termios()
        withUnsafeMutableBytes(of: &shellModes) { $0.copyBytes(from: cooked) }
        #expect(tcsetattr(pty.slave, TCSANOW, &shellModes) == 0)
        #expect(pty.attributeBytes() == cooked)

        // The stop handler gave the terminal back and counted the stop before the process stopped.
        SignalRelayState.shared.pointee.stops &+= 1
        signalRelayHandler(SIGCONT, nil, nil)
        #expect(session.wait(timeout: 1) == .signals(.continued))
        #expect(pty.attributeBytes() == raw)
        #expect(pty.readOutput(count: TerminalSequence.enter.count) == TerminalSequence.enter)
    }

    @Test func aContinueWithoutAStopIsARedrawInPlace() throws {
        let pty = try PseudoTerminal()
        let cooked = pty.attributeBytes()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter(sequence: Array("enter".utf8), exitSequence: Array("exit".utf8))
        defer { session.restore() }
        let raw = pty.attributeBytes()
        #expect(pty.readOutput(count: 5) == Array("enter".utf8))
        // `kill -STOP` then `kill -CONT` (no handler sees the stop): the shell may have put its
        // modes back meanwhile, but the picker still has the terminal.
        var shellModes = termios()
        withUnsafeMutableBytes(of: &shellModes) { $0.copyBytes(from: cooked) }
        #expect(tcsetattr(pty.slave, TCSANOW, &shellModes) == 0)

        signalRelayHandler(SIGCONT, nil, nil)
        #expect(session.wait(timeout: 1) == .signals(.resize), "redraw where it is, not a resume")
        #expect(pty.attributeBytes() == raw, "the raw modes put back")
        #expect(pty.readOutput(timeout: 0.2).isEmpty, "nothing entered again (no second reservation, no second push)")
    }

    @Test func nothingIsRelayedOnceRestored() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        session.restore()
        #expect(SignalRelay.signalDescriptor == -1)
        signalRelayHandler(SIGWINCH, nil, nil)
        #expect(session.wait(timeout: 0.05) == .timeout)
    }
}
