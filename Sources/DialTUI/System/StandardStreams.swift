#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to stdout and stderr, and what they are connected to.
///
/// What the program prints on stdout is its answer (the chosen label, the help, a frame): a
/// script reads it, so an answer that could not be written all — a full disk (`/dev/full`), a
/// closed stdout (`>&-`), a closed pipe — must never pass for success. ``writeResult(_:)`` says
/// whether it was written and, when not, tells the person on stderr.
public enum StandardStreams {
    /// Writes `text` to stdout as the program's result. When not all of it can be written, says
    /// why on stderr (`dial-tui: cannot write to standard output: …`) and returns false: the
    /// caller then exits with a failure status.
    ///
    /// - Complexity: O(text).
    public static func writeResult(_ text: String) -> Bool {
        writeResult(Array(text.utf8), output: STDOUT_FILENO, error: STDERR_FILENO)
    }

    /// Writes `bytes` to stdout as the program's result, as ``writeResult(_:)`` writes text: a
    /// label read from stdin is printed as the bytes it was read as, UTF-8 or not.
    /// - Complexity: O(bytes).
    public static func writeResult(bytes: [UInt8]) -> Bool {
        writeResult(bytes, output: STDOUT_FILENO, error: STDERR_FILENO)
    }

    /// ``writeResult(_:)`` with the two descriptors given.
    static func writeResult(_ text: String, output: Int32, error: Int32) -> Bool {
        writeResult(Array(text.utf8), output: output, error: error)
    }

    /// ``writeResult(bytes:)`` with the two descriptors given. A pipe nobody reads any more
    /// (`EPIPE`: `dial-tui --version | true`) fails in silence, as `cat` and fzf do: the reader
    /// left on purpose, and there is nobody to tell.
    static func writeResult(_ bytes: [UInt8], output: Int32, error: Int32) -> Bool {
        let code = bytes.withUnsafeBytes { DescriptorIO.writeAll(output, $0) }
        guard code != 0 else { return true }
        if code != EPIPE { _ = write("dial-tui: \(OutputError(errno: code))\n", to: error) }
        return false
    }

    /// Makes a write to a pipe nobody reads fail with `EPIPE` instead of ending the process by
    /// `SIGPIPE` (exit status 141, nothing said): the answer that cannot be written is then
    /// reported by ``writeResult(_:)`` like any other failed write. Call it first thing; a
    /// ``TerminalSession`` puts this disposition back when it gives the terminal back.
    public static func reportBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` to stderr, as well as it can: a message that cannot be written has nowhere
    /// else to go.
    public static func writeError(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Whether stdout is a terminal (then nothing unsafe may be printed on it).
    public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether stdin is a terminal (otherwise labels may come from it).
    public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Writes all of `text` to `descriptor`; 0, or the `errno` of the failure.
    static func write(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { DescriptorIO.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }
}
