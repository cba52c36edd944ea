#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the program's answer could not be written to stdout.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` of the failed write: `ENOSPC` for a full disk, `EBADF` for a closed stdout,
    /// `EPIPE` for a pipe nobody reads.
    public let errno: Int32

    public var description: String {
        "cannot write to standard output: \(String(cString: strerror(errno)))"
    }
}
