import ProcessHarness
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run on a pseudo-terminal of its own, as a person's terminal runs it: the slave is
/// its controlling terminal (`/dev/tty`) and its standard input, output and error; the bench
/// holds the master, types keys into it and reads what the program draws.
///
/// Where the program asks where the cursor is (`CSI 6 n`, as inline pickers do), the run
/// answers as a terminal would, with the cursor at the start of the first row.
final class TerminalProgramRun {
    let terminal: PseudoTerminal
    let child: SpawnedProcess
    /// How many cursor position queries have been answered.
    private var answeredQueries = 0

    /// `CSI 6 n`.
    private static let cursorQuery: [UInt8] = Array("\u{1B}[6n".utf8)
    /// The answer: row 1, column 1.
    private static let cursorReport: [UInt8] = Array("\u{1B}[1;1R".utf8)

    /// Starts `program` with `arguments` on a new `columns` × `rows` pseudo-terminal.
    /// - Throws: ``ProcessFigureError`` when the terminal cannot be opened or the program started.
    init(_ program: String, arguments: [String], environment: [String], columns: Int = 80, rows: Int = 24) throws(ProcessFigureError) {
        terminal = try PseudoTerminal(columns: columns, rows: rows)
        child = try SpawnedProcess.spawn(program, arguments: arguments, environment: environment, fileActions: [
            // Opened (not inherited) after setsid, so it becomes the controlling terminal.
            .open(descriptor: 0, path: terminal.slavePath, flags: O_RDWR),
            .duplicate(0, to: 1),
            .duplicate(0, to: 2),
        ], newSession: true)
    }

    deinit {
        child.kill()
    }

    /// Reads what the program writes until it has written nothing for `gap` seconds (having
    /// written something, unless `drawn`: it has already drawn), answering cursor position
    /// queries on the way.
    /// - Throws: ``ProcessFigureError/neverRested(seconds:quietPeriod:)`` when it keeps writing
    ///   for `limit` seconds, ``ProcessFigureError/neverDrew(seconds:)`` when it writes nothing.
    func readUntilQuiet(gap: Double, limit: Double = 5, drawn: Bool = false) throws(ProcessFigureError) -> [UInt8] {
        var output: [UInt8] = []
        let start = Stopwatch.now()
        while true {
            let before = output.count
            let outcome = try DescriptorReader.read(terminal.master, into: &output, deadline: Stopwatch.now() + gap) {
                $0.count > before
            }
            try answerCursorQueries(in: output)
            let elapsed = Stopwatch.now() - start
            switch outcome {
            case .satisfied:
                if elapsed > limit { throw .neverRested(seconds: elapsed, quietPeriod: gap) }
            case .timedOut where drawn || !output.isEmpty, .endOfFile:
                return output
            case .timedOut:
                if elapsed > limit { throw .neverDrew(seconds: elapsed) }
            }
        }
    }

    /// Writes `key` to the terminal and returns the seconds until the first byte of the
    /// program's answer is read; then reads on until it has been quiet for `gap` seconds.
    /// - Throws: ``ProcessFigureError/timedOut(_:)`` when nothing answers within `limit`.
    func latency(of key: [UInt8], gap: Double, limit: Double = 2) throws(ProcessFigureError) -> Double {
        var answer: [UInt8] = []
        let start = Stopwatch.now()
        try terminal.write(key)
        let outcome = try DescriptorReader.read(terminal.master, into: &answer, deadline: start + limit) { !$0.isEmpty }
        let seconds = Stopwatch.now() - start
        guard outcome == .satisfied else { throw .timedOut("no answer to a key within \(limit) s") }
        _ = try readUntilQuiet(gap: gap, drawn: true)
        return seconds
    }

    /// Answers each query in `output` not answered yet.
    private func answerCursorQueries(in output: [UInt8]) throws(ProcessFigureError) {
        let queries = ByteSearch.count(output, Self.cursorQuery)
        while answeredQueries < queries {
            try terminal.write(Self.cursorReport)
            answeredQueries += 1
        }
    }
}
