import DialTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what a child process writes (a pipe, or the master side of a pseudo-terminal),
/// waiting in `poll` with a deadline on the monotonic clock (``MonotonicClock``) so that a
/// silent child cannot hang the reader.
public enum DescriptorReader {
    /// What ended a read.
    public enum Outcome: Equatable, Sendable {
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
    /// - Throws: ``ProcessHarnessError/systemCall(_:errno:)`` when `poll` or `read` fails
    ///   for another reason.
    public static func read(_ descriptor: Int32, into buffer: inout [UInt8], deadline: Double,
                            until: ([UInt8]) -> Bool = { _ in false }) throws(ProcessHarnessError) -> Outcome {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if until(buffer) { return .satisfied }
            guard let wait = millisecondsLeft(until: deadline) else { return .timedOut }
            var descriptors = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptors, 1, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .systemCall("poll", errno: errno)
            }
            if ready == 0 { continue }
            switch try readOnce(descriptor, into: &buffer, chunk: &chunk) {
            case .some(true): continue
            case .some(false): return .endOfFile
            case .none: continue
            }
        }
    }

    /// Reads every descriptor of `descriptors` (the output and error pipes of one child) to
    /// its end at once, so that no pipe fills up and stalls the writer while another is read.
    ///
    /// - Returns: the bytes of each descriptor in order, and whether the monotonic clock
    ///   reached `deadline` before every one of them ended (what was read is kept).
    /// - Throws: ``ProcessHarnessError/systemCall(_:errno:)`` when `poll` or `read` fails
    ///   for another reason.
    public static func readToEnd(_ descriptors: [Int32], deadline: Double) throws(ProcessHarnessError) -> (bytes: [[UInt8]], timedOut: Bool) {
        var collected = [[UInt8]](repeating: [], count: descriptors.count)
        var open = descriptors
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while open.contains(where: { $0 >= 0 }) {
            guard let wait = millisecondsLeft(until: deadline) else { return (collected, true) }
            // A negative descriptor is ignored by poll.
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .systemCall("poll", errno: errno)
            }
            for index in open.indices where open[index] >= 0 && polled[index].revents != 0 {
                if try readOnce(open[index], into: &collected[index], chunk: &chunk) == false {
                    open[index] = -1
                }
            }
        }
        return (collected, false)
    }

    /// The milliseconds to wait in `poll` before `deadline` (at most a minute, so a long
    /// deadline is checked again), or `nil` when it has passed.
    private static func millisecondsLeft(until deadline: Double) -> Int32? {
        let left = deadline - MonotonicClock.now()
        guard left > 0 else { return nil }
        return Int32(min(left * 1_000, 60_000).rounded(.up))
    }

    /// One `read` of a descriptor `poll` found ready: `true` when bytes were appended,
    /// `false` at end of file (or `EIO`, a pseudo-terminal master whose slave is closed),
    /// `nil` when the read was interrupted or would block and should be retried.
    private static func readOnce(_ descriptor: Int32, into buffer: inout [UInt8],
                                 chunk: inout [UInt8]) throws(ProcessHarnessError) -> Bool? {
        let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
        if count == 0 { return false }
        let code = errno
        if code == EINTR || code == EAGAIN { return nil }
        if code == EIO { return false }
        throw .systemCall("read", errno: code)
    }
}

/// `read(2)`, under a name apart from `DescriptorReader.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
