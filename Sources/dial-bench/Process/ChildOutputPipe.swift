#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe that carries a child's output to the bench: both ends close-on-exec (the child
/// gets the write end through a `dup2` file action), the bench reads the other.
final class ChildOutputPipe {
    let readEnd: Int32
    private(set) var writeEnd: Int32

    /// - Throws: ``ProcessFigureError/systemCall(_:errno:)`` when `pipe` fails.
    init() throws(ProcessFigureError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errno: errno) }
        // The bench starts its children from one thread, so nothing can spawn between
        // pipe() and these fcntl() calls and inherit the ends.
        _ = fcntl(descriptors[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptors[1], F_SETFD, FD_CLOEXEC)
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    /// Closes the bench's copy of the write end, once the child has its own: the read end
    /// then reaches end of file when the child closes its copy or exits.
    func closeWriteEnd() {
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
