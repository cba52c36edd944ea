#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI
import ProcessHarness
import Testing

/// Running a program to completion: its two streams apart, how it ended, and a deadline that
/// kills a program that does not end, so a stuck child fails a test instead of hanging it.
@Suite(.timeLimit(.minutes(3)))
struct ToolCommandTests {
    private let environment = ProcessEnvironmentList.current()

    @Test func outputAndErrorArriveApartWithTheExitStatus() throws {
        let outcome = try ToolCommand.outcome("/bin/sh", ["-c", "printf out; printf err >&2; exit 3"], environment: environment)
        #expect(outcome.status == .exited(3))
        #expect(outcome.status.exitStatus == 3 && outcome.status.signal == nil)
        #expect(outcome.output == "out")
        #expect(outcome.errorOutput == "err")
    }

    @Test func aSignalThatEndsTheProgramIsReported() throws {
        let outcome = try ToolCommand.outcome("/bin/sh", ["-c", "kill -TERM $$"], environment: environment)
        #expect(outcome.status == .signaled(SIGTERM))
        #expect(outcome.status.signal == SIGTERM && outcome.status.exitStatus == nil)
    }

    @Test func largeOutputOnBothStreamsDoesNotStall() throws {
        // 200 kB on each stream: more than a pipe holds, so both must be read at once.
        let script = "head -c 200000 /dev/zero; head -c 200000 /dev/zero >&2; head -c 1 /dev/zero"
        let outcome = try ToolCommand.outcome("/bin/sh", ["-c", script], environment: environment, timeout: 20)
        #expect(outcome.output.utf8.count == 200_001)
        #expect(outcome.errorOutput.utf8.count == 200_000)
    }

    @Test func aProgramPastItsDeadlineIsKilledAndReported() throws {
        let start = MonotonicClock.now()
        #expect {
            try ToolCommand.outcome("/bin/sleep", ["30"], environment: environment, timeout: 0.3)
        } throws: { error in
            guard case ProcessHarnessError.timedOut(let what) = error else { return false }
            return what.contains("/bin/sleep 30")
        }
        #expect(MonotonicClock.now() - start < 5, "returned at the deadline, not when the program ended")
    }

    @Test func runRequiresStatusZeroAndSaysWhatTheProgramPrinted() throws {
        #expect(try ToolCommand.run("/bin/sh", ["-c", "echo fine"], environment: environment) == "fine\n")
        #expect {
            try ToolCommand.run("/bin/sh", ["-c", "echo broken >&2; exit 4"], environment: environment)
        } throws: { error in
            guard case ProcessHarnessError.commandFailed(_, let status, let output) = error else { return false }
            return status == .exited(4) && output == "broken"
        }
    }

    @Test func theChildStartsWithDefaultSignalsAndNoneBlocked() throws {
        // Ignore SIGURG here (a signal nothing else in the tests touches) and block SIGUSR1 on
        // this thread: neither may reach the child.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var previous = sigaction()
        sigaction(SIGURG, &ignore, &previous)
        defer { sigaction(SIGURG, &previous, nil) }
        var blocked = sigset_t(), old = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &blocked, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        // SigIgn and SigBlk of /proc/self/status are hexadecimal masks, bit n − 1 for signal n:
        // no standard signal (1–31) may be in either. (The C library reserves signals 32 and
        // 33 for itself; they are not the child's to change.)
        let outcome = try ToolCommand.outcome("/bin/sh", ["-c", "grep -E '^Sig(Ign|Blk)' /proc/self/status"], environment: environment)
        let masks = outcome.output.split(separator: "\n").compactMap { $0.split(separator: "\t").last.flatMap { UInt64($0, radix: 16) } }
        #expect(masks.count == 2, "\(outcome.output)")
        #expect(masks.allSatisfy { $0 & 0x7FFF_FFFF == 0 }, "\(outcome.output)")
    }

    @Test func aMissingProgramIsASystemCallError() {
        #expect(throws: ProcessHarnessError.self) {
            try ToolCommand.outcome("/nonexistent/program", [], environment: environment)
        }
    }
}
