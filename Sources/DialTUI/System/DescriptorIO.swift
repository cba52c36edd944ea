#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes on a file descriptor that survive interruptions: `EINTR` is
/// retried, `EAGAIN` on a non-blocking descriptor waits with `poll` (writes) or
/// ends the read, and short writes are continued.
///
/// Shared by ``TerminalSession`` and the signal relay's self-pipe. Linux and Darwin.
enum DescriptorIO {
    /// The lowest descriptor the program opens for itself: 3, above stdin, stdout and stderr.
    static let firstPrivateDescriptor: Int32 = 3

    /// `descriptor`, moved above stdin, stdout and stderr when it is one of 0–2, close-on-exec.
    ///
    /// `open` and `pipe` take the lowest free descriptor, so a program started with stdout
    /// closed (`>&-`) would get its terminal as descriptor 1 and print its answer on the
    /// terminal. Moving it (`F_DUPFD_CLOEXEC` from 3, then closing the original) leaves 0–2
    /// closed, so a write to a closed stdout fails as it should.
    /// - Returns: the descriptor to use, or -1 (with `errno` set) when it could not be moved;
    ///   the original is closed either way when it was below 3.
    static func aboveStandardStreams(_ descriptor: Int32) -> Int32 {
        guard descriptor >= 0, descriptor < firstPrivateDescriptor else { return descriptor }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, firstPrivateDescriptor)
        let code = errno
        close(descriptor)
        errno = code
        return moved
    }

    /// Writes every byte of `bytes` to `descriptor`.
    ///
    /// - Returns: 0 when all bytes were written, otherwise the `errno` of the
    ///   failure (bytes before it were written).
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard var next = bytes.baseAddress else { return 0 }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written > 0 {
                next += written
                remaining -= written
                continue
            }
            if written == 0 { return EIO }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&writable, 1, -1)
                continue
            }
            return code
        }
        return 0
    }

    /// Appends to `buffer` every byte that can be read from `descriptor` without
    /// blocking: it reads only while `poll` says the descriptor is readable, and makes at most
    /// ``readTurns`` reads of 4 KiB a call (1 MiB), so a writer that never stops (a flood of
    /// input) cannot hold the caller for ever: the rest is there at its next wait, which
    /// returns at once.
    ///
    /// - Returns: ``TerminalReadStatus/hungUp`` at end of file (a read of 0
    ///   bytes, `EIO` from a terminal whose other side went away, or any other
    ///   read error), otherwise ``TerminalReadStatus/open``.
    static func readAvailable(_ descriptor: Int32, into buffer: inout [UInt8]) -> TerminalReadStatus {
        let chunkSize = 4096
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) { chunk in
            for _ in 0..<readTurns {
                var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&readable, 1, 0)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .hungUp
                }
                if ready == 0 { return .open }
                if readable.revents & Int16(POLLIN) == 0 {
                    let failed = readable.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                    return failed ? .hungUp : .open
                }
                let count = read(descriptor, chunk.baseAddress, chunkSize)
                if count > 0 {
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
                    continue
                }
                if count == 0 { return .hungUp }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK { return .open }
                return .hungUp
            }
            return .open
        }
    }

    /// The most reads ``readAvailable(_:into:)`` makes in one call (an interrupted one
    /// counts): 256, up to 1 MiB, far more than a person types or pastes between two wake-ups.
    static let readTurns = 256
}
