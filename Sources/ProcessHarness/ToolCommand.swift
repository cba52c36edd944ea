import DialTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program (a `tmux` command, `stty`, the picker with `--help`) to completion with
/// standard input from `/dev/null`, and collects what it printed.
///
/// The program is a ``SpawnedProcess``: it starts with no signal blocked and every signal at
/// its default action. It is waited for with a deadline: one that runs longer is killed, so
/// a stuck program fails the caller instead of hanging it.
public enum ToolCommand {
    /// How a program ended and what it printed.
    public struct Outcome: Sendable {
        public var status: ChildExitStatus
        /// Its standard output.
        public var output: String
        /// Its standard error.
        public var errorOutput: String
    }

    /// Runs `program` (a path) with `arguments` and `environment` (`NAME=value` entries).
    /// - Returns: how it ended and what it wrote on standard output and standard error, each
    ///   read to its end at once.
    /// - Throws: ``ProcessHarnessError/timedOut(_:)`` when it runs longer than `timeout`
    ///   seconds (it is killed then), ``ProcessHarnessError/systemCall(_:errno:)`` when it
    ///   cannot be started.
    public static func outcome(_ program: String, _ arguments: [String], environment: [String],
                               timeout: Double = 10) throws(ProcessHarnessError) -> Outcome {
        let command = ([program] + arguments).joined(separator: " ")
        let output = try ChildOutputPipe()
        let errorOutput = try ChildOutputPipe()
        let child = try SpawnedProcess.spawn(program, arguments: arguments, environment: environment, fileActions: [
            .open(descriptor: 0, path: "/dev/null", flags: O_RDONLY),
            .duplicate(output.writeEnd, to: 1),
            .duplicate(errorOutput.writeEnd, to: 2),
        ])
        output.closeWriteEnd()
        errorOutput.closeWriteEnd()
        let deadline = MonotonicClock.now() + timeout
        let read: (bytes: [[UInt8]], timedOut: Bool)
        do {
            read = try DescriptorReader.readToEnd([output.readEnd, errorOutput.readEnd], deadline: deadline)
        } catch {
            child.kill()
            throw error
        }
        guard !read.timedOut, let status = try child.wait(deadline: deadline) else {
            child.kill()
            throw .timedOut("'\(command)' ran longer than \(timeout) s")
        }
        return Outcome(status: status, output: String(decoding: read.bytes[0], as: UTF8.self),
                       errorOutput: String(decoding: read.bytes[1], as: UTF8.self))
    }

    /// Runs `program` as ``outcome(_:_:environment:timeout:)`` does, and requires exit status 0.
    /// - Returns: what it wrote on standard output.
    /// - Throws: ``ProcessHarnessError/commandFailed(command:status:output:)`` for another
    ///   status (with what it wrote on standard error and output), and what
    ///   ``outcome(_:_:environment:timeout:)`` throws.
    @discardableResult
    public static func run(_ program: String, _ arguments: [String], environment: [String],
                           timeout: Double = 10) throws(ProcessHarnessError) -> String {
        let ended = try outcome(program, arguments, environment: environment, timeout: timeout)
        guard ended.status == .exited(0) else {
            let command = ([program] + arguments).joined(separator: " ")
            let said = (ended.errorOutput + ended.output).trimmingWhitespace()
            throw .commandFailed(command: command, status: ended.status, output: said)
        }
        return ended.output
    }
}

private extension String {
    /// The text without leading and trailing spaces and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
