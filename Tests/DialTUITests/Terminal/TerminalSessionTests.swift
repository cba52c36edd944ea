#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import DialTUI
import ProcessHarness
import Testing

/// A session on an in-process pseudo-terminal. Serialized: a session that enters
/// installs process-wide signal handlers, and only one may do so at a time.
@Suite("TerminalSession", .serialized, .timeLimit(.minutes(3)))
struct TerminalSessionTests {
    private func flag(_ value: tcflag_t, _ mask: Int32) -> Bool {
        value & tcflag_t(mask) != 0
    }

    private func controlCharacter(_ attributes: termios, _ index: Int32) -> UInt8 {
        var attributes = attributes
        return withUnsafeBytes(of: &attributes.c_cc) { $0[Int(index)] }
    }

    @Test func enterSwitchesToRawMode() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        #expect(flag(before.c_lflag, ECHO) && flag(before.c_lflag, ICANON) && flag(before.c_lflag, ISIG))

        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        #expect(session.isEntered)

        let raw = pty.attributes()
        #expect(!flag(raw.c_lflag, ECHO))
        #expect(!flag(raw.c_lflag, ICANON))
        #expect(!flag(raw.c_lflag, ISIG))
        #expect(!flag(raw.c_lflag, IEXTEN))
        #expect(!flag(raw.c_iflag, ICRNL))
        #expect(!flag(raw.c_iflag, IXON))
        #expect(!flag(raw.c_oflag, OPOST))
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        #expect(controlCharacter(raw, VMIN) == 1)
        #expect(controlCharacter(raw, VTIME) == 0)
    }

    @Test func restoreBringsBackTheExactAttributes() throws {
        let pty = try PseudoTerminal()
        // Unusual modes, so that a restore to "sane defaults" would be caught.
        var unusual = pty.attributes()
        unusual.c_lflag &= ~tcflag_t(ECHOCTL)
        unusual.c_iflag |= tcflag_t(IXANY)
        withUnsafeMutableBytes(of: &unusual.c_cc) { $0[Int(VINTR)] = 0x07 }
        #expect(tcsetattr(pty.slave, TCSANOW, &unusual) == 0)
        let before = pty.attributeBytes()

        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        #expect(pty.attributeBytes() != before)
        session.restore()

        #expect(pty.attributeBytes() == before)
        #expect(!session.isEntered)
    }

    @Test func writesTheEnterSequenceThenTheExitSequence() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        #expect(pty.readOutput(count: TerminalSequence.enter.count) == TerminalSequence.enter)
        try session.write(Array("frame".utf8))
        session.restore()
        let expected = Array("frame".utf8) + TerminalSequence.exit
        #expect(pty.readOutput(count: expected.count) == expected)
    }

    @Test func restoreTwiceIsHarmless() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributeBytes()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        session.restore()
        let output = pty.readOutput(count: TerminalSequence.enter.count + TerminalSequence.exit.count)
        #expect(output == TerminalSequence.enter + TerminalSequence.exit)

        session.restore()
        #expect(pty.readOutput(timeout: 0.1).isEmpty)
        #expect(pty.attributeBytes() == before)
        #expect(!session.isEntered)
    }

    @Test func endOfLifeRestores() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributeBytes()
        do {
            let session = TerminalSession(fileDescriptor: pty.slave)
            try session.enter()
            #expect(pty.attributeBytes() != before)
        }
        #expect(pty.attributeBytes() == before)
        let output = pty.readOutput(count: TerminalSequence.enter.count + TerminalSequence.exit.count)
        #expect(output == TerminalSequence.enter + TerminalSequence.exit)
        // The caller's descriptor stays open.
        #expect(fcntl(pty.slave, F_GETFD) >= 0)
    }

    @Test func enterAgainAfterRestoreTakesTheTerminalAgain() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributeBytes()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        try session.enter()
        session.restore()
        try session.enter()
        #expect(session.isEntered)
        session.restore()
        #expect(pty.attributeBytes() == before)
        let once = TerminalSequence.enter + TerminalSequence.exit
        #expect(pty.readOutput(count: 2 * once.count) == once + once)
    }

    @Test func onlyOneSessionCanBeEnteredAtATime() throws {
        let first = try PseudoTerminal()
        let second = try PseudoTerminal()
        let before = second.attributeBytes()
        let one = TerminalSession(fileDescriptor: first.slave)
        let other = TerminalSession(fileDescriptor: second.slave)
        try one.enter()
        #expect(throws: TerminalError.sessionAlreadyActive) { try other.enter() }
        #expect(!other.isEntered)
        #expect(second.attributeBytes() == before)
        one.restore()
        try other.enter()
        #expect(other.isEntered)
        other.restore()
    }

    @Test func enterOnSomethingElseThanATerminalFails() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let session = TerminalSession(fileDescriptor: ends[1])
        #expect(throws: TerminalError.notATerminal) { try session.enter() }
        #expect(!session.isEntered)
        // Nothing was left installed: a terminal can still be entered.
        let pty = try PseudoTerminal()
        let other = TerminalSession(fileDescriptor: pty.slave)
        try other.enter()
        other.restore()
    }

    @Test func openControllingTerminalOpensDevTTYOrSaysWhyNot() {
        do {
            let session = try TerminalSession.openControllingTerminal()
            #expect(isatty(session.fileDescriptor) == 1)
            #expect(!session.isEntered)
        } catch {
            guard case .noTerminal(let code) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(code != 0)
            #expect(error.description.hasPrefix("needs a terminal: /dev/tty could not be opened ("))
        }
    }

    @Test func sizeReadsTheWindowSizeWithPixels() throws {
        let pty = try PseudoTerminal()
        pty.setSize(columns: 120, rows: 40, pixelWidth: 960, pixelHeight: 720)
        let session = TerminalSession(fileDescriptor: pty.slave)
        let size = session.size()
        #expect(size == TerminalSize(columns: 120, rows: 40, pixelWidth: 960, pixelHeight: 720))
        #expect(size.cellAspectRatio == 18.0 / 8.0)

        pty.setSize(columns: 100, rows: 30)
        #expect(session.size() == TerminalSize(columns: 100, rows: 30, pixelWidth: 0, pixelHeight: 0))
        #expect(session.size().cellAspectRatio == nil)
    }

    @Test func sizeFallsBackWhenNothingIsReported() throws {
        let pty = try PseudoTerminal()
        pty.setSize(columns: 0, rows: 0)
        #expect(TerminalSession(fileDescriptor: pty.slave).size() == .fallback)

        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(TerminalSession(fileDescriptor: ends[0]).size() == .fallback)
    }

    @Test func waitTimesOutWithoutInput() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        var wake = TerminalWake.input
        let elapsed = ContinuousClock().measure { wake = session.wait(timeout: 0.05) }
        #expect(wake == .timeout)
        #expect(elapsed >= .milliseconds(50))
        #expect(elapsed < .seconds(2))
        #expect(session.wait(timeout: 0) == .timeout)
        #expect(session.wait(timeout: -1) == .timeout)
        #expect(session.wait(timeout: .nan) == .timeout)
    }

    @Test func waitReportsInputAndControlKeysArriveAsBytes() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        // Ctrl-C, Ctrl-Z, Ctrl-\, CR, then a mouse report: all bytes, no signals, no translation.
        let typed: [UInt8] = [0x03, 0x1A, 0x1C, 0x0D] + Array("\u{1B}[<0;10;5M".utf8)
        pty.type(typed)
        #expect(session.wait(timeout: 2) == .input)
        var received: [UInt8] = []
        while received.count < typed.count, session.wait(timeout: 2) == .input {
            #expect(session.readAvailable(into: &received) == .open)
        }
        #expect(received == typed)
        let (rest, status) = session.readAvailable()
        #expect(rest.isEmpty)
        #expect(status == .open)
        // Nothing was echoed back.
        #expect(pty.readOutput(count: TerminalSequence.enter.count) == TerminalSequence.enter)
        #expect(pty.readOutput(timeout: 0.1).isEmpty)
    }

    @Test func waitWithoutTimeoutBlocksUntilInput() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        let master = pty.master
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            var byte: UInt8 = 0x71
            _ = write(master, &byte, 1)
        }
        #expect(session.wait(timeout: nil) == .input)
        #expect(session.readAvailable().bytes == [0x71])
    }

    @Test func hangUpIsReported() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        pty.closeMaster()
        let wake = session.wait(timeout: 2)
        #expect(wake == .hangUp || wake == .input)
        #expect(session.readAvailable().status == .hungUp)
        #expect(throws: TerminalError.self) { try session.write(Array("x".utf8)) }
        session.restore()
        #expect(!session.isEntered)
    }

    @Test func largeWritesArriveWhole() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.enter()
        defer { session.restore() }
        let payload = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let expected = TerminalSequence.enter + payload

        let received = ReceivedBytes()
        let done = DispatchSemaphore(value: 0)
        let master = pty.master
        DispatchQueue.global().async {
            received.bytes = PseudoTerminal.readOutput(from: master, count: expected.count, timeout: 5)
            done.signal()
        }
        try session.write(payload)
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(received.bytes.count == expected.count)
        #expect(received.bytes == expected)
    }

    @Test func writeAcceptsAnySequenceOfBytes() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        try session.write("dial".utf8)
        try session.write(stride(from: UInt8(0x30), to: 0x33, by: 1))
        try session.write([UInt8]())
        #expect(pty.readOutput(count: 7) == Array("dial012".utf8))
    }
}

/// Bytes read on another thread. `@unchecked Sendable` is sound: the reader
/// writes `bytes` before it signals the semaphore, and the test reads it only
/// after waiting on that semaphore.
private final class ReceivedBytes: @unchecked Sendable {
    var bytes: [UInt8] = []
}
