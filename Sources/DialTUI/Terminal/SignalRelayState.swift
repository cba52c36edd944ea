#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need to give the terminal back, kept where a handler
/// can reach it without allocating, locking or touching reference counts.
///
/// Every field is a plain C value or an unsafe pointer to memory allocated once,
/// so a handler reads it with ordinary loads. ``SignalRelay`` fills it in before
/// it installs the handlers and clears it after it has put the previous handlers
/// back.
struct SignalRelayState {
    /// How many signal numbers the storage has room for: 0 to 64, every signal
    /// of Linux (real-time signals included) and Darwin.
    static let signalCapacity = 65

    /// The bit of `signal` (1 to 64) in ``replacedSignals``: bit `signal − 1`.
    static func bit(_ signal: Int32) -> UInt64 {
        1 << UInt64(signal - 1)
    }

    /// Whether the handlers are installed.
    var installed = false
    /// The terminal to restore; -1 when none.
    var terminalDescriptor: Int32 = -1
    /// The self-pipe's read end, polled by ``TerminalSession/wait(timeout:)``; -1 when none.
    var pipeReadDescriptor: Int32 = -1
    /// The self-pipe's write end (non-blocking), written by the handlers; -1 when none.
    var pipeWriteDescriptor: Int32 = -1
    /// 1 while the terminal is in raw mode on the alternate screen, so a handler
    /// that restores it has something to undo; 0 otherwise.
    var terminalEntered: Int32 = 0
    /// How many times the stop handler has given the terminal back and stopped the process
    /// (wrapping). A `SIGCONT` that finds it unchanged followed no stop of the picker's own.
    var stops: UInt32 = 0
    /// The user's modes, exactly as `tcgetattr` returned them before raw mode.
    var savedAttributes = termios()
    /// The raw modes, to take the terminal back after a stop.
    var rawAttributes = termios()
    /// The action that runs ``signalRelayHandler(_:_:_:)``.
    var relayAction = sigaction()
    /// `SIG_DFL`, prepared in advance.
    var defaultAction = sigaction()
    /// Bit `n − 1` is set when the relay replaced the action of signal `n` (``bit(_:)``).
    var replacedSignals: UInt64 = 0
    /// The actions in place before the relay, indexed by signal number.
    let previousActions: UnsafeMutablePointer<sigaction>
    /// What takes the terminal over (``TerminalSequence/enter`` unless the session says otherwise).
    var enterSequence: SignalSafeBytes
    /// What gives it back (``TerminalSequence/exit`` unless the session says otherwise).
    var exitSequence: SignalSafeBytes
    /// The alternate signal stack the relay installed, when the thread had none.
    var ownAlternateStack: UnsafeMutableRawPointer?
    /// The thread whose alternate signal stack is ``ownAlternateStack``.
    var alternateStackThread: pthread_t?

    /// The storage the handlers read.
    ///
    /// `nonisolated(unsafe)` is sound here: the pointer itself never changes (a
    /// `let`), and the pointee is written only by ``SignalRelay`` on the thread
    /// that drives the ``TerminalSession`` (the session is used from one thread),
    /// either before the handlers are installed or as single aligned words the
    /// handlers tolerate seeing old or new. Handlers only read it. It is created
    /// on first use, which ``SignalRelay/install(terminal:saved:raw:)`` makes sure
    /// happens before any handler can run.
    nonisolated(unsafe) static let shared: UnsafeMutablePointer<SignalRelayState> = {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCapacity)
        previous.initialize(repeating: sigaction(), count: signalCapacity)
        let enter = SignalSafeBytes(TerminalSequence.enter)
        let exit = SignalSafeBytes(TerminalSequence.exit)
        let state = UnsafeMutablePointer<SignalRelayState>.allocate(capacity: 1)
        state.initialize(to: SignalRelayState(previousActions: previous, enterSequence: enter, exitSequence: exit))
        state.pointee.defaultAction = SignalDisposition.defaultAction()
        state.pointee.relayAction = SignalDisposition.handler(signalRelayHandler)
        return state
    }()
}
