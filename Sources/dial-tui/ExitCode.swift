#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI

/// The exit statuses of `dial-tui`, as scripts see them.
enum ExitCode {
    /// A label was chosen and printed.
    static let success: Int32 = 0
    /// Something failed that is not the user's doing: the terminal refused output, or the
    /// answer could not be written to stdout (a full disk, a closed stdout or pipe).
    static let failure: Int32 = 1
    /// A bad argument, or no terminal to draw on.
    static let usage: Int32 = 2
    /// No input for the `--timeout` and no `--select-on-timeout`: nothing printed (gum's code).
    static let timedOut: Int32 = 124
    /// Cancelled (Esc, q, Ctrl-C): nothing printed; 128 + SIGINT, as a shell reports Ctrl-C.
    static let canceled: Int32 = 130

    /// Writes `result` to stdout (``StandardStreams/writeResult(_:)``): ``success`` when all of
    /// it was written, else ``failure``, the reason said on stderr.
    static func ofWriting(_ result: String) -> Int32 {
        StandardStreams.writeResult(result) ? success : failure
    }

    /// Writes `bytes` to stdout as ``ofWriting(_:)`` writes text.
    static func ofWriting(bytes: [UInt8]) -> Int32 {
        StandardStreams.writeResult(bytes: bytes) ? success : failure
    }
}

/// Ends the process with `status`, flushing nothing (all output is written unbuffered).
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
