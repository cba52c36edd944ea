#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what a child process writes (a pipe, or the master side of a pseudo-terminal),
/// waiting in `poll` with a deadline on the monotonic clock so that a silent child cannot
/// hang the bench.
enum DescriptorReader {
    /// What ended a read.
    enum Outcome: Equatable {
        /// `until` was satisfied by the bytes read so far.
        case satisfied
        /// The writing side is gone: end of file on a pipe, `EIO` on a pseudo-terminal
        /// master whose slave is closed.
        case endOfFile
        /// The deadline passed first.
        case timedOut
    }

    /// Appends bytes from `descriptor` to `buffer` until `until(buffer)` holds, the writers
    /// are gone, or the monotonic clock reaches `deadline`.
    ///
    /// `until` is checked before each wait, so bytes already in `buffer` count.
    /// - Throws: ``ProcessFigureError/systemCall(_:errno:)`` when `poll` or `read` fails
    ///   for another reason.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8], deadline: Double,
                     until: ([UInt8]) -> Bool = { _ in false }) throws(ProcessFigureError) -> Outcome {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if until(buffer) { return .satisfied }
            let left = deadline - Stopwatch.now()
            guard left > 0 else { return .timedOut }
            var descriptors = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptors, 1, Int32(min(left * 1_000, 60_000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .systemCall("poll", errno: errno)
            }
            if ready == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return .endOfFile
            } else if errno == EINTR || errno == EAGAIN {
                continue
            } else if errno == EIO {
                return .endOfFile
            } else {
                throw .systemCall("read", errno: errno)
            }
        }
    }
}

/// `read(2)`, under a name apart from `DescriptorReader.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
