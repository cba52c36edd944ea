#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DialTUI
import Testing

/// The program's answer is written all, or the failure is said on stderr and reported.
@Suite(.timeLimit(.minutes(3)))
struct StandardStreamsTests {
    /// A pipe: (read end, write end), both close-on-exec.
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    /// Everything written to a pipe whose write end is closed.
    static func drain(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        _ = DescriptorIO.readAvailable(descriptor, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func anAnswerThatIsWrittenIsASuccess() throws {
        let output = try Self.makePipe(), error = try Self.makePipe()
        defer { [output.read, error.read].forEach { close($0) } }
        #expect(StandardStreams.writeResult("quit\n", output: output.write, error: error.write))
        close(output.write)
        close(error.write)
        #expect(Self.drain(output.read) == "quit\n")
        #expect(Self.drain(error.read).isEmpty)
    }

    @Test func aFullDiskIsAFailureSaidOnStderr() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0, "no /dev/full on this system")
        let error = try Self.makePipe()
        defer { close(error.read) }
        #expect(!StandardStreams.writeResult("12\n", output: full, error: error.write))
        close(full)
        close(error.write)
        let message = Self.drain(error.read)
        #expect(message.hasPrefix("dial-tui: cannot write to standard output: "))
        #expect(message.contains(String(cString: strerror(ENOSPC))))
    }

    /// A pipe whose reader left (`dial-tui --version | true`): a failure, said nowhere, as
    /// `cat` and fzf say nothing.
    @Test func aPipeNobodyReadsIsASilentFailure() throws {
        let output = try Self.makePipe(), error = try Self.makePipe()
        defer { close(error.read) }
        StandardStreams.reportBrokenPipes()
        close(output.read)
        #expect(!StandardStreams.writeResult("12\n", output: output.write, error: error.write))
        close(output.write)
        close(error.write)
        #expect(Self.drain(error.read).isEmpty)
    }

    @Test func aClosedStdoutIsAFailureSaidOnStderr() throws {
        // A descriptor number no open file can have: a closed stdout's number may be reused by
        // another test's files at any moment, so it would not stay closed.
        let closed = Int32.max
        let error = try Self.makePipe()
        defer { close(error.read) }
        #expect(!StandardStreams.writeResult("12\n", output: closed, error: error.write))
        close(error.write)
        #expect(Self.drain(error.read).contains(String(cString: strerror(EBADF))))
        #expect(OutputError(errno: EBADF).description == "cannot write to standard output: \(String(cString: strerror(EBADF)))")
    }

    @Test func descriptorsAboveTheStandardStreamsStayWhereTheyAre() throws {
        let ends = try Self.makePipe()
        defer { [ends.read, ends.write].forEach { close($0) } }
        #expect(ends.read >= DescriptorIO.firstPrivateDescriptor)
        #expect(DescriptorIO.aboveStandardStreams(ends.read) == ends.read)
        #expect(DescriptorIO.aboveStandardStreams(-1) == -1)
    }
}
