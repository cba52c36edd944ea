#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI
import ProcessHarness
import Testing

/// The pseudo-terminal: its size, a child on its slave side as its controlling terminal, the
/// end of the terminal when the child ends, and reads that stop where they are told.
@Suite(.timeLimit(.minutes(3)))
struct PseudoTerminalTests {
    @Test func hasTheSizeItWasOpenedWith() throws {
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        var window = winsize()
        #expect(ioctl(terminal.slave, UInt(TIOCGWINSZ), &window) == 0)
        #expect(window.ws_col == 100 && window.ws_row == 30)
        terminal.setSize(columns: 40, rows: 12)
        #expect(ioctl(terminal.slave, UInt(TIOCGWINSZ), &window) == 0)
        #expect(window.ws_col == 40 && window.ws_row == 12)
        #expect(isatty(terminal.slave) == 1)
        #expect(terminal.slavePath.hasPrefix("/dev/"))
    }

    @Test func aChildRunsOnItAsItsControllingTerminalAndItsEndIsEndOfFile() throws {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let child = try SpawnedProcess.spawn("/bin/sh", arguments: ["-c", "stty size; read line; echo \"got $line\""],
                                             environment: ProcessEnvironmentList.current(), fileActions: [
            .open(descriptor: 0, path: terminal.slavePath, flags: O_RDWR),
            .duplicate(0, to: 1),
            .duplicate(0, to: 2),
        ], newSession: true)
        defer { child.kill() }
        let deadline = MonotonicClock.now() + 10
        var output: [UInt8] = []
        let sized = try DescriptorReader.read(terminal.master, into: &output, deadline: deadline) {
            String(decoding: $0, as: UTF8.self).contains("24 80")
        }
        #expect(sized == .satisfied)
        try terminal.write(Array("hello\n".utf8))
        // The slave is not open in this process, so the child's exit ends the master's input.
        let ended = try DescriptorReader.read(terminal.master, into: &output, deadline: deadline)
        #expect(ended == .endOfFile)
        #expect(String(decoding: output, as: UTF8.self).contains("got hello"))
        #expect(try child.wait(deadline: deadline) == .exited(0))
    }

    @Test func readOutputStopsAtTheCountAndLeavesTheRest() throws {
        let terminal = try PseudoTerminal()
        let slave = terminal.slave
        var raw = terminal.attributes()
        cfmakeraw(&raw)
        #expect(tcsetattr(slave, TCSANOW, &raw) == 0)
        let bytes: [UInt8] = Array("abcdef".utf8)
        #expect(bytes.withUnsafeBytes { write(slave, $0.baseAddress, $0.count) } == bytes.count)
        #expect(terminal.readOutput(count: 2) == Array("ab".utf8))
        #expect(terminal.readOutput(count: 10, timeout: 0.2) == Array("cdef".utf8))
        #expect(terminal.readOutput(timeout: 0.05).isEmpty)
    }

    @Test func readOutputGivesUpAtItsLimitWhileTheProgramKeepsWriting() throws {
        let terminal = try PseudoTerminal()
        let child = try SpawnedProcess.spawn("/bin/sh", arguments: ["-c", "while :; do echo x; sleep 0.01; done"],
                                             environment: ProcessEnvironmentList.current(), fileActions: [
            .open(descriptor: 0, path: terminal.slavePath, flags: O_RDWR),
            .duplicate(0, to: 1),
        ], newSession: true)
        defer { child.kill() }
        let start = MonotonicClock.now()
        let output = terminal.readOutput(timeout: 1, limit: 0.5)
        #expect(!output.isEmpty)
        #expect(MonotonicClock.now() - start < 3)
    }

    @Test func aWriteNobodyReadsGivesUpAtItsDeadline() throws {
        // Nothing reads the slave: the terminal's input queue fills and the write waits for
        // room only until its deadline.
        let terminal = try PseudoTerminal()
        try terminal.write(Array("a few bytes fit\n".utf8), timeout: 0.3)
        let start = MonotonicClock.now()
        #expect(throws: ProcessHarnessError.self) {
            try terminal.write([UInt8](repeating: 0x61, count: 1 << 20), timeout: 0.3)
        }
        let took = MonotonicClock.now() - start
        #expect(took >= 0.3 && took < 2, "gave up after \(took) s")
    }

    @Test func aWaitPastItsDeadlineReturnsNothingAndKillReaps() throws {
        let child = try SpawnedProcess.spawn("/bin/sleep", arguments: ["30"], environment: [], fileActions: [])
        #expect(try child.wait(deadline: MonotonicClock.now() + 0.1) == nil)
        child.kill()
        #expect(kill(child.pid, 0) != 0, "reaped: the process ID is gone")
    }
}
