#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DialTUI

/// A terminal and a clock for running a ``PickerProgram`` in tests: a ``TerminalPort`` over the
/// byte-level ``TerminalEmulator``, fed from a script of timed inputs.
///
/// Time is virtual: ``wait(timeout:)`` moves the clock to the next scripted input, or by the
/// timeout when that comes first, so a test of seconds runs in microseconds, and every wake-up
/// is counted (at rest there must be none). Replies the emulator owes (to a DECRQM or a cursor
/// position query) arrive as input at once.
final class VirtualTerminal: TerminalPort {
    /// Something that happens to the terminal at a time.
    enum Happening {
        case bytes([UInt8])
        case resize(columns: Int, rows: Int)
        /// Signals reported as they are, the screen left as it is (a `SIGCONT` with no stop).
        case signals(TerminalSignals)
        /// The terminal takes rows away as tmux does (``TerminalEmulator/shrink(toRows:)``),
        /// keeping what it shows, and reports the resize.
        case shrink(rows: Int)
        /// Two shrinks in a row, the second before the terminal answers what the program asked
        /// after the first (a window edge dragged).
        case shrinkTwice(first: Int, second: Int)
        case hangUp
        /// Bytes arrive where the labels come from (standard input).
        case labels([UInt8])
        /// Where the labels come from ends.
        case labelsEnd
    }

    var emulator: TerminalEmulator
    /// The virtual clock, in seconds.
    private(set) var now = 0.0
    /// The script still to come, in time order.
    private var script: [(time: Double, happening: Happening)] = []
    private var pendingInput: [UInt8] = []
    /// Rows to take away at the next wait, before any reply is delivered.
    private var pendingShrink: Int?
    private var pendingHangUp = false
    /// Label bytes arrived and not read yet, and whether their source ended.
    private var pendingLabels: [UInt8] = []
    private var labelsEnded = false
    /// Everything written, with the time it was written.
    private(set) var writes: [(time: Double, bytes: [UInt8])] = []
    /// How many times the program waited, and how many of those waits timed out.
    private(set) var waits = 0
    private(set) var timeouts = 0
    /// The times of the waits that timed out.
    private(set) var wakeTimes: [Double] = []
    /// How many times the port was asked to suspend.
    private(set) var suspensions = 0
    /// Set when the program waited with no timeout and nothing was left to come: it would
    /// have slept for ever (the port answers with a hang-up).
    private(set) var waitedForever = false
    /// Set when the program woke more than ``maximumWaits`` times, or went on for more than
    /// ``maximumSeconds`` of real time: a program that never comes to rest (or never ends) is cut
    /// off there, with a hang-up and refused writes, so a test of it fails in seconds instead of
    /// running for ever.
    private(set) var ranAway = false
    /// Far more wake-ups than any scripted run needs: the most any run of the suite takes is
    /// about 300 (a minute of frames at 60 Hz would be 3,600). Each wake-up draws a frame, a
    /// millisecond or so in a debug build, so a runaway is cut off within seconds.
    static let maximumWaits = 5_000
    /// Far more real time than any scripted run takes (a third of a second at most on a loaded
    /// machine; the clock is virtual): the wake-ups' bound in time, whatever each one costs.
    static let maximumSeconds = 10.0
    /// When the first wait came, on the real clock.
    private var firstWait: Double?
    /// How long each write takes on the virtual clock: a slow link, or a loaded machine, on
    /// which a frame takes longer to show than the frame interval.
    var writeDuration = 0.0

    init(columns: Int = 80, rows: Int = 24) {
        emulator = TerminalEmulator(width: columns, height: rows)
    }

    /// Schedules `happening` at `time` (seconds on the virtual clock).
    func at(_ time: Double, _ happening: Happening) {
        script.append((time, happening))
        script.sort { $0.time < $1.time }
    }

    /// Schedules the bytes of `text` at `time`.
    func type(_ text: String, at time: Double) {
        at(time, .bytes(Array(text.utf8)))
    }

    /// Takes the terminal over as ``TerminalSession/enter(sequence:exitSequence:)`` would for
    /// `program`, runs it until it ends, and gives the terminal back as every way out does.
    /// Returns how it ended and the screen just before it was given back.
    func session(_ program: inout PickerProgram) -> (ending: ProgramEnding, shown: [String]) {
        enterSequence = program.enterSequence(for: size())
        emulator.feed(enterSequence ?? [])
        exitSequence = program.exitSequence
        let ending = run(&program)
        let shown = lines
        emulator.feed(exitSequence)
        return (ending, shown)
    }

    /// The virtual clock, for ``ProgramRunner/run(_:on:clock:)``.
    func clock() -> Double { now }

    /// Runs `program` on this terminal until it ends.
    func run(_ program: inout PickerProgram) -> ProgramEnding {
        ProgramRunner.run(&program, on: self, clock: clock)
    }

    /// The screen as text, trailing spaces trimmed.
    var lines: [String] { emulator.trimmedLines }

    /// All bytes written, in order.
    var output: [UInt8] { writes.flatMap(\.bytes) }

    // MARK: TerminalPort

    func size() -> TerminalSize {
        TerminalSize(columns: emulator.width, rows: emulator.height)
    }

    func write(_ bytes: [UInt8]) throws(TerminalError) {
        if ranAway { throw .output(errno: EIO) }
        writes.append((now, bytes))
        emulator.feed(bytes)
        now += writeDuration
    }

    func wait(timeout: Double?) -> TerminalWake {
        waits += 1
        let realNow = MonotonicClock.now()
        if firstWait == nil { firstWait = realNow }
        if waits > Self.maximumWaits || realNow - (firstWait ?? realNow) > Self.maximumSeconds {
            ranAway = true
            return .hangUp
        }
        if let rows = pendingShrink {
            pendingShrink = nil
            emulator.shrink(toRows: rows)
            return .signals(.resize)
        }
        let replies = emulator.takeReplies()
        if !replies.isEmpty {
            pendingInput += replies
            return .input
        }
        guard let next = script.first else {
            guard let timeout else {
                waitedForever = true
                return .hangUp
            }
            return timedOut(after: timeout)
        }
        if let timeout, now + timeout < next.time { return timedOut(after: timeout) }
        script.removeFirst()
        now = max(now, next.time)
        switch next.happening {
        case .bytes(let bytes):
            pendingInput += bytes
            return .input
        case .resize(let columns, let rows):
            emulator = blank(columns: columns, rows: rows)
            return .signals(.resize)
        case .signals(let signals):
            return .signals(signals)
        case .shrink(let rows):
            emulator.shrink(toRows: rows)
            return .signals(.resize)
        case .shrinkTwice(let first, let second):
            emulator.shrink(toRows: first)
            pendingShrink = second
            return .signals(.resize)
        case .hangUp:
            pendingHangUp = true
            return .input
        case .labels(let bytes):
            pendingLabels += bytes
            return .labels
        case .labelsEnd:
            labelsEnded = true
            return .labels
        }
    }

    func readLabels(into buffer: inout [UInt8]) -> TerminalReadStatus {
        buffer += pendingLabels
        pendingLabels = []
        return labelsEnded ? .hungUp : .open
    }

    func readAvailable(into buffer: inout [UInt8]) -> TerminalReadStatus {
        buffer += pendingInput
        pendingInput = []
        return pendingHangUp ? .hungUp : .open
    }

    /// The bytes the port would write on every way out, as last set.
    private(set) var exitSequence: [UInt8] = []
    /// The bytes the port writes to take the terminal over, when run as a ``session(_:)``.
    private(set) var enterSequence: [UInt8]?

    func setExitSequence(_ bytes: [UInt8]) {
        exitSequence = bytes
    }

    /// As a session suspends: gives the terminal back (the exit sequence) and takes it again
    /// (the enter sequence); outside a ``session(_:)``, the screen is just blank.
    func suspend() {
        suspensions += 1
        if let enterSequence {
            emulator.feed(exitSequence)
            emulator.feed(enterSequence)
        } else {
            emulator = blank(columns: emulator.width, rows: emulator.height)
        }
    }

    /// A blank screen of the given size that answers as this terminal does.
    private func blank(columns: Int, rows: Int) -> TerminalEmulator {
        var fresh = TerminalEmulator(width: columns, height: rows)
        fresh.synchronizedOutputSetting = emulator.synchronizedOutputSetting
        fresh.speaksKittyKeyboard = emulator.speaksKittyKeyboard
        fresh.acceptsLineControls = emulator.acceptsLineControls
        fresh.reportsCursorPosition = emulator.reportsCursorPosition
        return fresh
    }

    private func timedOut(after timeout: Double) -> TerminalWake {
        timeouts += 1
        now += max(0, timeout)
        wakeTimes.append(now)
        return .timeout
    }
}
