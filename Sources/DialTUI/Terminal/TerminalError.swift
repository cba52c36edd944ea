#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``TerminalSession`` could not take the terminal over or talk to it.
///
/// Every case that comes from a failed system call carries its `errno`, and
/// ``description`` is a sentence fit to show the user.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `/dev/tty` could not be opened: the process has no controlling terminal
    /// (for example it runs from cron, or with `setsid`).
    case noTerminal(errno: Int32)
    /// The file descriptor is not a terminal.
    case notATerminal
    /// The terminal's modes could not be read or set (`tcgetattr` / `tcsetattr`).
    case attributes(errno: Int32)
    /// Writing to the terminal failed, for example because it hung up.
    case output(errno: Int32)
    /// The signal handlers or their self-pipe could not be set up.
    case signals(errno: Int32)
    /// Another session has already entered raw mode in this process; the signal
    /// handlers serve one session at a time.
    case sessionAlreadyActive

    /// A sentence that says what went wrong, with the system's text for the `errno`.
    ///
    /// For example: "needs a terminal: /dev/tty could not be opened
    /// (No such device or address)".
    public var description: String {
        switch self {
        case .noTerminal(let code):
            return "needs a terminal: /dev/tty could not be opened (\(Self.message(for: code)))"
        case .notATerminal:
            return "needs a terminal: the file descriptor is not a terminal"
        case .attributes(let code):
            return "the terminal's modes could not be read or set (\(Self.message(for: code)))"
        case .output(let code):
            return "writing to the terminal failed (\(Self.message(for: code)))"
        case .signals(let code):
            return "the signal handlers could not be installed (\(Self.message(for: code)))"
        case .sessionAlreadyActive:
            return "another terminal session is already active in this process"
        }
    }

    /// The C library's text for `code`, such as "No such device or address".
    static func message(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
