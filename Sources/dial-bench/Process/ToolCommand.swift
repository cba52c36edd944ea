#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program (a `tmux` command) to completion and collects what it printed.
enum ToolCommand {
    /// Runs `program` (a path) with `arguments`, standard input from `/dev/null` and standard
    /// output and error into one pipe.
    /// - Returns: what it printed, when it exits with status 0.
    /// - Throws: ``ProcessFigureError/commandFailed(command:status:output:)`` for another
    ///   status, ``ProcessFigureError/timedOut(_:)`` when it runs longer than `timeout`
    ///   seconds (it is killed then).
    @discardableResult
    static func run(_ program: String, _ arguments: [String], environment: [String],
                    timeout: Double = 10) throws(ProcessFigureError) -> String {
        let command = ([program] + arguments).joined(separator: " ")
        let output = try ChildOutputPipe()
        let child = try SpawnedProcess.spawn(program, arguments: arguments, environment: environment, fileActions: [
            .open(descriptor: 0, path: "/dev/null", flags: O_RDONLY),
            .duplicate(output.writeEnd, to: 1),
            .duplicate(output.writeEnd, to: 2),
        ])
        output.closeWriteEnd()
        let deadline = Stopwatch.now() + timeout
        var bytes: [UInt8] = []
        let outcome: DescriptorReader.Outcome
        do {
            outcome = try DescriptorReader.read(output.readEnd, into: &bytes, deadline: deadline)
        } catch {
            child.kill()
            throw error
        }
        guard outcome == .endOfFile, let status = try child.wait(deadline: deadline) else {
            child.kill()
            throw .timedOut("'\(command)' ran longer than \(timeout) s")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard status == .exited(0) else {
            throw .commandFailed(command: command, status: status, output: text.trimmingWhitespace())
        }
        return text
    }
}

private extension String {
    /// The text without leading and trailing spaces and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
