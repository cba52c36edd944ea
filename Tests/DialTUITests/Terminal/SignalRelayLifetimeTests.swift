#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
@testable import DialTUI
import ProcessHarness
import Testing

/// The lifetime of what the signal relay installs (its alternate signal stack), and the retry
/// loops of the handler, which must end when a write or a mode change fails for good.
///
/// What cannot be tested in process, and where it is tested instead:
/// - the `EINTR` retry itself: it needs a signal to land during the handler's `write` or
///   `tcsetattr`, which cannot be arranged deterministically (writing a few bytes to a pipe
///   or a terminal never blocks long enough to be interrupted on demand);
/// - the handler's terminating path: it raises the signal again, which would end the test
///   process (the end-to-end tests send real signals to the picker in tmux and check the
///   terminal it leaves);
/// - the stop on `SIGTSTP`: it would stop the test runner (the end-to-end suspend test);
/// - handing a genuine crash to the previous reporter: it needs a crash.
///
/// Part of the serialized ``TerminalSessionTests`` suite: entering installs process-wide
/// handlers.
extension TerminalSessionTests {
    /// Runs `body` on a new thread and waits for it at most `seconds`; false when it has not
    /// returned by then (a handler spinning in its retry loop), so the test fails instead of
    /// hanging. The thread is left to spin then: there is no safe way to stop it.
    private func returns(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        return done.wait(timeout: .now() + seconds) == .success
    }

    /// The calling thread's alternate signal stack: its base, and whether it is enabled.
    private static func alternateStack() -> (base: UnsafeMutableRawPointer?, enabled: Bool) {
        var stack = stack_t()
        _ = sigaltstack(nil, &stack)
        return (stack.ss_sp, stack.ss_flags & Int32(SS_DISABLE) == 0)
    }

    @Test func theRelaysOwnStackComesAndGoesWithEachSession() throws {
        let pty = try PseudoTerminal()
        let descriptor = pty.slave
        // A new thread starts without an alternate stack; the relay lends it one per session.
        let checks = LockedLog()
        #expect(returns(within: 10) {
            let before = Self.alternateStack()
            checks.append(before.enabled ? "the new thread already had a stack" : nil)
            for round in 0..<3 {
                let session = TerminalSession(fileDescriptor: descriptor)
                do { try session.enter() } catch { checks.append("enter \(round): \(error)"); return }
                let during = Self.alternateStack()
                checks.append(during.enabled ? nil : "round \(round): no stack while entered")
                checks.append(SignalRelayState.shared.pointee.ownAlternateStack == during.base ? nil : "round \(round): not the relay's stack")
                session.restore()
                checks.append(Self.alternateStack().enabled ? "round \(round): the stack outlived the session" : nil)
                checks.append(SignalRelayState.shared.pointee.ownAlternateStack == nil ? nil : "round \(round): the stack was kept")
            }
        })
        #expect(checks.entries.isEmpty, "\(checks.entries)")
    }

    @Test func aStackLentToAnotherThreadStaysUntilThatThreadRestores() throws {
        let pty = try PseudoTerminal()
        let descriptor = pty.slave
        let mine = Self.alternateStack()
        let entered = DispatchSemaphore(value: 0), restoredElsewhere = DispatchSemaphore(value: 0)
        let checks = LockedLog()
        // The session is entered on the new thread and restored on this one, as a program that
        // hands its session between threads would.
        nonisolated(unsafe) let session = TerminalSession(fileDescriptor: descriptor)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            defer { finished.signal() }
            do { try session.enter() } catch { checks.append("enter: \(error)"); entered.signal(); return }
            let lent = Self.alternateStack()
            entered.signal()
            guard restoredElsewhere.wait(timeout: .now() + 10) == .success else { return checks.append("never restored") }
            // Restored from another thread, the stack cannot be taken from this one: it stays,
            // memory and all, rather than being freed under it.
            let after = Self.alternateStack()
            checks.append(after.enabled && after.base == lent.base ? nil : "the lent stack was taken away")
            // The next session on this thread finds it and gives it back at its end.
            let next = TerminalSession(fileDescriptor: descriptor)
            do { try next.enter() } catch { return checks.append("enter again: \(error)") }
            next.restore()
            checks.append(Self.alternateStack().enabled ? "the stack outlived the next session" : nil)
        }.start()
        #expect(entered.wait(timeout: .now() + 10) == .success)
        session.restore()
        let afterRestore = Self.alternateStack()
        #expect(afterRestore.base == mine.base && afterRestore.enabled == mine.enabled, "this thread's own stack is untouched")
        restoredElsewhere.signal()
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(checks.entries.isEmpty, "\(checks.entries)")
        #expect(SignalRelayState.shared.pointee.ownAlternateStack == nil)
    }

    @Test func aFullSelfPipeDropsTheSignalInsteadOfRetrying() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        // Fill the non-blocking pipe until the kernel says it is full.
        let writeEnd = SignalRelayState.shared.pointee.pipeWriteDescriptor
        var byte = UInt8(SIGCONT)
        var written = 0
        while write(writeEnd, &byte, 1) == 1, written < 10_000_000 { written += 1 }
        #expect(errno == EAGAIN || errno == EWOULDBLOCK)
        #expect(returns(within: 5) { signalRelayHandler(SIGWINCH, nil, nil) }, "the handler spins on a full pipe")
        // SIGCONTs with no stop before them: reported as a redraw.
        #expect(session.wait(timeout: 1) == .signals(.resize), "what was in the pipe is reported")
        #expect(session.wait(timeout: 0) == .timeout, "and the pipe is empty again")
    }

    @Test func givingBackATerminalThatIsNoLongerOneEndsAtOnce() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        // Point the handler at a descriptor where writes succeed and mode changes fail for
        // good (ENOTTY): the retry loops, which retry only EINTR, must end.
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        #expect(null >= 0)
        defer { close(null) }
        let state = SignalRelayState.shared
        let terminal = state.pointee.terminalDescriptor
        state.pointee.terminalDescriptor = null
        defer { state.pointee.terminalDescriptor = terminal }
        nonisolated(unsafe) let shared = state
        #expect(returns(within: 5) { SignalRelayHandler.restoreTerminal(shared) }, "restoring spins")
        #expect(returns(within: 5) { SignalRelayHandler.reenterTerminal(shared) }, "re-entering spins")
    }
}

/// Notes from another thread, collected under a lock; `nil` notes are dropped.
final class LockedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [String] = []

    func append(_ note: String?) {
        guard let note else { return }
        lock.lock()
        notes.append(note)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return notes
    }
}
