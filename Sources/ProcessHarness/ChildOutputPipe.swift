#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe that carries a child's output to this process: both ends close-on-exec (the child
/// gets the write end through a `dup2` file action), this process reads the other.
public final class ChildOutputPipe {
    public let readEnd: Int32
    public private(set) var writeEnd: Int32

    /// - Throws: ``ProcessHarnessError/systemCall(_:errno:)`` when `pipe` fails.
    public init() throws(ProcessHarnessError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errno: errno) }
        // Another thread that spawns between pipe() and these fcntl() calls could hand the
        // ends to its child; such a child holds the pipe open only until it execs or exits.
        _ = fcntl(descriptors[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptors[1], F_SETFD, FD_CLOEXEC)
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    /// Closes this process's copy of the write end, once the child has its own: the read end
    /// then reaches end of file when the child closes its copy or exits.
    public func closeWriteEnd() {
        if writeEnd >= 0 {
            close(writeEnd)
            writeEnd = -1
        }
    }

    deinit {
        closeWriteEnd()
        close(readEnd)
    }
}
