#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to stdout and stderr, and what they are connected to.
enum StandardStreams {
    static func writeOutput(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Whether stdout is a terminal (then nothing unsafe may be printed on it).
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether stdin is a terminal (otherwise labels may come from it).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }
}

/// `write(2)`, under a name apart from `StandardStreams.write(_:to:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
