#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal taken over by a full-screen picker, and given back exactly as it was.
///
/// ```swift
/// let terminal = try TerminalSession.openControllingTerminal()
/// try terminal.enter()
/// defer { terminal.restore() }
/// while true {
///     switch terminal.wait(timeout: nil) {
///     case .input: let (bytes, status) = terminal.readAvailable() // …
///     case .signals: // read size() again and redraw everything
///     case .timeout: // advance animations
///     case .hangUp: return
///     }
/// }
/// ```
///
/// ``enter()`` saves the terminal's modes, switches to raw mode and the alternate
/// screen, hides the cursor and turns on mouse reporting; ``restore()`` undoes all
/// of it and puts back the saved modes byte for byte, so `stty -g` reads the same
/// before and after. Every way out gives the terminal back: ``restore()``, the end
/// of the session's life (`deinit`), Ctrl-Z (``suspend()``), `kill -TSTP`, and
/// the termination and crash signals, which restore from their handlers before
/// the process dies (see ``enter()``).
///
/// A final class because it owns a resource and the signal handlers refer to it
/// by its descriptor: copies would give two owners. Use it from one thread; only
/// one session in a process can be entered at a time. POSIX only: Linux (Glibc,
/// Musl) and Darwin.
public final class TerminalSession {
    /// The terminal's file descriptor.
    public let fileDescriptor: Int32
    /// Whether `deinit` closes ``fileDescriptor``.
    private let ownsFileDescriptor: Bool
    /// Whether the session is in raw mode on the alternate screen (between
    /// ``enter()`` and ``restore()``).
    public private(set) var isEntered = false
    /// The modes before ``enter()``, exactly as `tcgetattr` returned them.
    private var savedAttributes = termios()
    /// The modes inside the session.
    private var rawAttributes = termios()
    /// Signals already taken from the self-pipe and not yet reported.
    private var pendingSignals: TerminalSignals = []
    /// ``SignalRelayState/stops`` when last looked at: a `SIGCONT` that finds it changed
    /// followed a stop that gave the terminal back.
    private var stopsSeen: UInt32 = 0

    /// Opens the process's controlling terminal, `/dev/tty`, for reading and
    /// writing, even when standard input and output are redirected (as in
    /// `hour=$(dial-tui)`).
    ///
    /// The descriptor is close-on-exec, does not become a controlling terminal,
    /// is never one of 0–2 (so a closed stdout stays closed rather than becoming
    /// the terminal), and is closed when the session ends.
    /// - Throws: ``TerminalError/noTerminal(errno:)`` when there is no controlling
    ///   terminal; ``TerminalError/notATerminal`` when `/dev/tty` is something else.
    public static func openControllingTerminal() throws(TerminalError) -> TerminalSession {
        var descriptor: Int32 = -1
        // Only a signal caught during the call interrupts it (EINTR); a hundred in a row do not
        // happen, so the retries stop there and the last failure is reported.
        for _ in 0..<100 {
            descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
            if descriptor >= 0 || errno != EINTR { break }
        }
        descriptor = DescriptorIO.aboveStandardStreams(descriptor)
        guard descriptor >= 0 else { throw .noTerminal(errno: errno) }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            throw .notATerminal
        }
        return TerminalSession(fileDescriptor: descriptor, ownsFileDescriptor: true)
    }

    /// A session on a terminal that is already open, such as the slave side of a
    /// pseudo-terminal.
    ///
    /// - Parameters:
    ///   - fileDescriptor: an open terminal; nothing is checked until ``enter()``.
    ///   - ownsFileDescriptor: whether to close it when the session ends; by
    ///     default the caller keeps it.
    public init(fileDescriptor: Int32, ownsFileDescriptor: Bool = false) {
        self.fileDescriptor = fileDescriptor
        self.ownsFileDescriptor = ownsFileDescriptor
    }

    deinit {
        restore()
        if ownsFileDescriptor {
            close(fileDescriptor)
        }
    }

    /// Takes the terminal over: saves its modes, installs the signal handlers,
    /// switches to raw mode, and writes ``TerminalSequence/enter`` (alternate
    /// screen, hidden cursor, mouse reporting, bracketed paste, cleared screen).
    ///
    /// Raw mode is described by ``RawMode``: no echo, no line editing, and no
    /// `ISIG`, so Ctrl-C, Ctrl-Z and Ctrl-\ arrive as the bytes 0x03, 0x1A and 0x1C
    /// (hand 0x1A to ``suspend()``). Reads return as soon as one byte is there.
    ///
    /// From here until ``restore()``, the signal handlers give the terminal back
    /// if the process is stopped (`SIGTSTP`) or ended by `SIGTERM`, `SIGHUP`,
    /// `SIGINT`, `SIGQUIT`, a crash signal or any other signal left at a default
    /// action that ends the process (`SIGUSR1`, `SIGALRM`, …), and `SIGPIPE` is
    /// ignored.
    /// Does nothing when already entered. On failure the terminal is left as it was.
    /// - Throws: ``TerminalError/notATerminal``, ``TerminalError/attributes(errno:)``,
    ///   ``TerminalError/sessionAlreadyActive``, ``TerminalError/signals(errno:)``,
    ///   ``TerminalError/output(errno:)``.
    public func enter() throws(TerminalError) {
        try enter(sequence: TerminalSequence.enter, exitSequence: TerminalSequence.exit)
    }

    /// Takes the terminal over as ``enter()`` does, writing `sequence` instead of
    /// ``TerminalSequence/enter``; `exitSequence` is what every way out writes instead of
    /// ``TerminalSequence/exit`` (an inline picker erases its rows, say, and leaves the
    /// screen it is on). Both are at most ``SignalSafeBytes/capacity`` bytes.
    /// - Throws: as ``enter()``; ``TerminalError/output(errno:)`` with `E2BIG` for a
    ///   sequence too long.
    public func enter(sequence: [UInt8], exitSequence: [UInt8]) throws(TerminalError) {
        guard !isEntered else { return }
        guard sequence.count <= SignalSafeBytes.capacity, exitSequence.count <= SignalSafeBytes.capacity else {
            throw .output(errno: E2BIG)
        }
        var saved = termios()
        guard tcgetattr(fileDescriptor, &saved) == 0 else {
            let code = errno
            throw code == ENOTTY ? .notATerminal : .attributes(errno: code)
        }
        let raw = RawMode.attributes(from: saved)
        try SignalRelay.install(terminal: fileDescriptor, saved: saved, raw: raw)
        _ = SignalRelayState.shared.pointee.enterSequence.set(sequence)
        _ = SignalRelayState.shared.pointee.exitSequence.set(exitSequence)
        savedAttributes = saved
        rawAttributes = raw
        SignalRelay.setTerminalEntered(true)
        let code = setAttributes(raw, when: TCSANOW)
        guard code == 0 else {
            SignalRelay.uninstall()
            throw .attributes(errno: code)
        }
        isEntered = true
        pendingSignals = []
        stopsSeen = SignalRelayState.shared.pointee.stops
        let written = DescriptorIO.writeAll(fileDescriptor, SignalRelayState.shared.pointee.enterSequence.bytes)
        guard written == 0 else {
            restore()
            throw .output(errno: written)
        }
    }

    /// Gives the terminal back: writes ``TerminalSequence/exit`` (mouse off,
    /// attributes reset, cursor shown, main screen back), puts back the exact
    /// modes saved by ``enter()`` (discarding unread input, such as mouse reports
    /// still in flight), and removes the signal handlers.
    ///
    /// Idempotent: does nothing when not entered. Never throws: a terminal that is
    /// gone cannot be restored, and there is nothing better to do.
    public func restore() {
        guard isEntered else { return }
        _ = DescriptorIO.writeAll(fileDescriptor, SignalRelayState.shared.pointee.exitSequence.bytes)
        _ = setAttributes(savedAttributes, when: TCSAFLUSH)
        SignalRelay.uninstall()
        isEntered = false
        pendingSignals = []
    }

    /// Replaces what every way out writes from now on (see ``enter(sequence:exitSequence:)``):
    /// a mode turned on after ``enter()``, such as the kitty keyboard protocol's flags, is
    /// turned off again. Set it before writing what it undoes. Does nothing when not entered or
    /// when `bytes` is longer than ``SignalSafeBytes/capacity``.
    public func setExitSequence(_ bytes: [UInt8]) {
        guard isEntered else { return }
        _ = SignalRelayState.shared.pointee.exitSequence.set(bytes)
    }

    /// Suspends the picker, as Ctrl-Z does to an ordinary program: gives the
    /// terminal back exactly, stops the process group with `SIGTSTP`, and once
    /// continued (`fg`) takes the terminal again (raw mode, alternate screen,
    /// mouse) and returns. The screen is blank: the caller redraws everything.
    ///
    /// Call it for the byte 0x1A, which raw mode delivers instead of the signal.
    /// Returns at once (after a blank screen) when nobody can continue the process:
    /// when `SIGTSTP` was ignored, or no shell does job control for it. Not
    /// entered, it only stops.
    public func suspend() {
        guard isEntered else {
            SignalRelay.stopProcessGroup()
            return
        }
        SignalRelay.setTerminalEntered(false)
        _ = DescriptorIO.writeAll(fileDescriptor, SignalRelayState.shared.pointee.exitSequence.bytes)
        _ = setAttributes(savedAttributes, when: TCSAFLUSH)
        SignalRelay.stopProcessGroup()
        _ = setAttributes(rawAttributes, when: TCSANOW)
        SignalRelay.setTerminalEntered(true)
        _ = DescriptorIO.writeAll(fileDescriptor, SignalRelayState.shared.pointee.enterSequence.bytes)
        pendingSignals.formUnion(SignalRelay.drain())
        pendingSignals.remove(.continued)
    }

    /// The terminal's size in cells and, when it says, in pixels (`TIOCGWINSZ`).
    ///
    /// ``TerminalSize/fallback`` (80 × 24) when the terminal reports no size or
    /// zero columns or rows.
    public func size() -> TerminalSize {
        var window = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0,
              window.ws_col > 0, window.ws_row > 0
        else { return .fallback }
        return TerminalSize(
            columns: Int(window.ws_col),
            rows: Int(window.ws_row),
            pixelWidth: Int(window.ws_xpixel),
            pixelHeight: Int(window.ws_ypixel)
        )
    }

    /// Appends to `buffer` every byte the terminal has ready, without blocking.
    ///
    /// Retries on `EINTR`; stops when nothing more is ready.
    /// - Returns: ``TerminalReadStatus/hungUp`` at end of file (the terminal hung
    ///   up: no more input will come), otherwise ``TerminalReadStatus/open``.
    @discardableResult
    public func readAvailable(into buffer: inout [UInt8]) -> TerminalReadStatus {
        DescriptorIO.readAvailable(fileDescriptor, into: &buffer)
    }

    /// Every byte the terminal has ready, without blocking, and whether it is
    /// still open; see ``readAvailable(into:)``.
    public func readAvailable() -> (bytes: [UInt8], status: TerminalReadStatus) {
        var bytes: [UInt8] = []
        let status = DescriptorIO.readAvailable(fileDescriptor, into: &bytes)
        return (bytes, status)
    }

    /// Writes all of `bytes` to the terminal, continuing after partial writes,
    /// `EINTR` and `EAGAIN`.
    ///
    /// Build a whole frame and write it with one call: the terminal then never
    /// shows half of it.
    /// - Throws: ``TerminalError/output(errno:)`` when the terminal refuses the
    ///   bytes (for example `EIO` after a hang-up).
    public func write(_ bytes: some Sequence<UInt8>) throws(TerminalError) {
        let descriptor = fileDescriptor
        let code = bytes.withContiguousStorageIfAvailable { DescriptorIO.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { DescriptorIO.writeAll(descriptor, $0) }
        guard code == 0 else { throw .output(errno: code) }
    }

    /// Where labels are read from while the picker runs (standard input), polled with the
    /// terminal by ``wait(timeout:)``; -1 for none, and from the end of its input on.
    public var labelDescriptor: Int32 = -1

    /// Reads once what is ready on ``labelDescriptor`` (after ``TerminalWake/labels``, a read
    /// that does not block), retrying on `EINTR`.
    /// - Returns: ``TerminalReadStatus/hungUp`` at its end (or an error), after which it is
    ///   no longer polled.
    public func readLabels(into buffer: inout [UInt8]) -> TerminalReadStatus {
        guard labelDescriptor >= 0 else { return .hungUp }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        // EINTR: a signal came before any byte; at most a hundred in a row.
        for _ in 0..<100 {
            let count = chunk.withUnsafeMutableBytes { read(labelDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[0..<count]
                return .open
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return .open }
            break
        }
        labelDescriptor = -1
        return .hungUp
    }

    /// Sleeps until there is input, a relayed signal, a hang-up, or the timeout.
    ///
    /// Polls the terminal and the signal self-pipe. With `timeout` `nil` (or
    /// infinite) it waits with no timeout at all, so an idle picker uses no CPU
    /// and has no wake-ups; a negative or NaN timeout only checks. An interrupted
    /// `poll` reports the signals that interrupted it, or resumes with the time
    /// left.
    ///
    /// On ``TerminalSignals/continued`` the session has already taken the
    /// terminal back (raw mode and ``TerminalSequence/enter``, in case the shell
    /// changed the modes while the process was stopped): redraw everything. A
    /// `SIGCONT` with no stop before it is reported as ``TerminalSignals/resize``.
    /// - Parameter timeout: seconds, or `nil` for none.
    public func wait(timeout: Double?) -> TerminalWake {
        if !pendingSignals.isEmpty {
            let signals = pendingSignals
            pendingSignals = []
            return deliver(signals)
        }
        let deadline = Self.deadline(after: timeout)
        var signalDescriptor = SignalRelay.signalDescriptor
        while true {
            let milliseconds = Self.pollTimeout(until: deadline)
            var ready: Int32 = 0
            var terminalEvents: Int16 = 0
            var signalEvents: Int16 = 0
            var labelEvents: Int16 = 0
            withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 3) { descriptors in
                descriptors[0] = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                descriptors[1] = pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0)
                // A negative descriptor is skipped by poll: none, or the labels ended.
                descriptors[2] = pollfd(fd: labelDescriptor, events: Int16(POLLIN), revents: 0)
                ready = poll(descriptors.baseAddress, 3, milliseconds)
                terminalEvents = descriptors[0].revents
                signalEvents = descriptors[1].revents
                labelEvents = descriptors[2].revents
            }
            if ready < 0 {
                let code = errno
                guard code == EINTR || code == EAGAIN else { return .hangUp }
                let signals = SignalRelay.drain()
                if !signals.isEmpty { return deliver(signals) }
                continue
            }
            if ready == 0 { return .timeout }
            if signalEvents != 0 {
                let signals = SignalRelay.drain()
                if !signals.isEmpty { return deliver(signals) }
                if signalEvents & Int16(POLLIN) == 0 {
                    signalDescriptor = -1
                }
            }
            if terminalEvents & Int16(POLLIN) != 0 { return .input }
            if terminalEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hangUp }
            if labelEvents != 0 { return .labels }
        }
    }

    /// Reports `signals`, first taking the terminal back after a stop.
    ///
    /// A `SIGCONT` that follows no stop of the picker's own (`kill -CONT` alone, or after
    /// `kill -STOP`, which no handler sees) is not a resume: the terminal was never given back,
    /// so the enter sequence is not written again (inline, it would reserve rows a second time
    /// from wherever the cursor is; where the kitty keyboard flags were pushed, the caller would
    /// push them again). The raw modes are put back (a shell may have changed them while the
    /// process was stopped) and it is reported as ``TerminalSignals/resize``: redraw in place.
    private func deliver(_ signals: TerminalSignals) -> TerminalWake {
        var signals = signals
        if signals.contains(.continued) {
            let stops = SignalRelayState.shared.pointee.stops
            if stops != stopsSeen {
                stopsSeen = stops
                if isEntered {
                    _ = setAttributes(rawAttributes, when: TCSANOW)
                    _ = DescriptorIO.writeAll(fileDescriptor, SignalRelayState.shared.pointee.enterSequence.bytes)
                }
            } else {
                signals.remove(.continued)
                signals.insert(.resize)
                if isEntered { _ = setAttributes(rawAttributes, when: TCSANOW) }
            }
        }
        return .signals(signals)
    }

    /// Sets the terminal's modes, retrying on `EINTR`; the `errno` of a failure, or 0.
    /// Only a signal caught during the call interrupts it: after a hundred in a row the
    /// interruption is reported as the failure.
    private func setAttributes(_ attributes: termios, when action: Int32) -> Int32 {
        var attributes = attributes
        var code = EINTR
        for _ in 0..<100 {
            if tcsetattr(fileDescriptor, action, &attributes) == 0 { return 0 }
            code = errno
            if code != EINTR { return code }
        }
        return code
    }

    /// The monotonic instant `timeout` seconds from now; `nil` for no deadline.
    private static func deadline(after timeout: Double?) -> Double? {
        guard let timeout, timeout != .infinity else { return nil }
        let now = MonotonicClock.now()
        guard timeout > 0 else { return now }
        return now + timeout
    }

    /// Milliseconds to the deadline for `poll`, rounded up so the wait never ends
    /// early; -1 for no deadline.
    private static func pollTimeout(until deadline: Double?) -> Int32 {
        guard let deadline else { return -1 }
        let remaining = (deadline - MonotonicClock.now()) * 1000
        guard remaining > 0 else { return 0 }
        return Int32(min(remaining.rounded(.up), Double(Int32.max)))
    }
}
