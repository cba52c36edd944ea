@testable import DialTUI
import Testing

/// The runner's bound on wake-ups that do not sleep, for a port that does not sleep: its
/// timeouts end at once, before the deadline the program asked for (a timeout computed wrong
/// gives the same). The program would be woken early for ever; the runner ends it instead.
@Suite(.timeLimit(.minutes(3))) struct ProgramRunnerBoundTests {
    /// A terminal whose clock stands still and whose waits time out at once; a key first, so
    /// the dial moves and the program asks for frames. It answers a hang-up after
    /// ``maximumWaits`` waits, its own bound, so that a runner without one fails this test
    /// instead of running for ever.
    final class SleeplessTerminal: TerminalPort {
        static let maximumWaits = 10_000
        var emulator = TerminalEmulator(width: 80, height: 24)
        private(set) var waits = 0
        private(set) var timeouts = 0
        private var keySent = false

        func size() -> TerminalSize { TerminalSize(columns: 80, rows: 24) }
        func write(_ bytes: [UInt8]) throws(TerminalError) { emulator.feed(bytes) }
        func wait(timeout: Double?) -> TerminalWake {
            waits += 1
            if waits > Self.maximumWaits { return .hangUp }
            if !keySent { return .input }
            if timeout != nil { timeouts += 1; return .timeout }
            return .hangUp
        }
        func readAvailable(into buffer: inout [UInt8]) -> TerminalReadStatus {
            keySent = true
            buffer += Array(Keys.right.utf8)
            return .open
        }
        func setExitSequence(_ bytes: [UInt8]) {}
        func suspend() {}
    }

    @Test func timeoutsThatEndBeforeTheirDeadlineEndTheProgramAfterAHundred() throws {
        var program = try makeProgram()
        let terminal = SleeplessTerminal()
        let ending = ProgramRunner.run(&program, on: terminal, clock: { 1 })
        #expect(ending == .canceled)
        #expect(terminal.timeouts > ProgramRunner.maximumWakeUpsWithoutWaiting, "the dial moving asked for frames")
        #expect(terminal.waits <= ProgramRunner.maximumWakeUpsWithoutWaiting + 3,
                "ended after \(terminal.waits) waits, not at the terminal's own bound of \(SleeplessTerminal.maximumWaits)")
    }
}
