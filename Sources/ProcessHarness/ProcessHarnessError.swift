#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a program could not be run, driven or measured: a system call failed, a helper command
/// ended badly, or a step did not finish in time.
///
/// The bench prints the ``description`` in place of a figure; a test shows it as its failure.
public enum ProcessHarnessError: Error, CustomStringConvertible {
    /// A program that is needed (`tmux`, `script`) is not on `PATH`.
    case toolMissing(String)
    /// The picker's path does not name an executable file.
    case pickerNotExecutable(String)
    /// An argument of a measurement is out of range.
    case invalidArgument(String)
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)
    /// A helper command (a `tmux` command) ended unsuccessfully; `output` is what it printed.
    case commandFailed(command: String, status: ChildExitStatus, output: String)
    /// The picker did not draw its first frame within `seconds`.
    case neverDrew(seconds: Double)
    /// The picker drew but kept writing: its output never paused for `quietPeriod` within `seconds`.
    case neverRested(seconds: Double, quietPeriod: Double)
    /// No process running the picker was found (under a tmux pane, say).
    case pickerNotFound(String)
    /// A program ended other than as expected (`--render` must exit 0, Esc must exit 130).
    case unexpectedExit(expected: String, actual: ChildExitStatus)
    /// A program, a wait or a step of a measurement did not finish within its time limit.
    case timedOut(String)

    public var description: String {
        switch self {
        case .toolMissing(let name):
            "\(name) is not installed (not found on PATH)"
        case .pickerNotExecutable(let path):
            "the picker '\(path)' is not an executable file (build it: swift build -c release --product dial-tui)"
        case .invalidArgument(let what):
            "invalid argument: \(what)"
        case .systemCall(let call, let code):
            "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        case .commandFailed(let command, let status, let output):
            "'\(command)' failed (\(status))" + (output.isEmpty ? "" : ": \(output)")
        case .neverDrew(let seconds):
            "the picker drew no frame within \(seconds) s"
        case .neverRested(let seconds, let quietPeriod):
            "the picker drew but did not come to rest: its output never paused for \(quietPeriod) s within \(seconds) s"
        case .pickerNotFound(let detail):
            "the picker's process was not found (\(detail))"
        case .unexpectedExit(let expected, let actual):
            "the picker ended with \(actual), expected \(expected)"
        case .timedOut(let what):
            "timed out: \(what)"
        }
    }
}
