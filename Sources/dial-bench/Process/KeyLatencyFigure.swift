import ProcessHarness

/// Figure 8: key to frame, and the bytes of the first inline frame, for `dial-tui` and, where
/// it is on the PATH, for fzf beside it in the same run.
///
/// - Key to frame: the program runs full screen on an 80 × 24 pseudo-terminal
///   (``TerminalProgramRun``), `TERM=xterm-256color`. Once its first frame is drawn (nothing
///   written for ``quietGap``), ``presses`` arrow keys are written, alternately → and ← (↑ and
///   ↓ for fzf, whose list would stop at its end), each once the program has been quiet for
///   ``quietGap`` after the previous one: the dial at rest again (a spring near its end can
///   go a few frames without a cell to change, so a shorter silence is not rest), as a person
///   tapping a key finds it. The figure is the time from just before
///   the key's bytes are written to the master until the first byte of the answer is read.
///   Median and 99th percentile.
/// - Inline first frame: the program with `--height 12` and 24 choices (`--face hours24`; fzf
///   reads `seq 24`), everything it writes until it is quiet, cursor position queries answered.
///
/// Goal: p99 under 2 ms. fzf's row is left out when `fzf` is not on the PATH.
enum KeyLatencyFigure {
    static let presses = 60
    static let quietGap = 0.25
    static let inlineHeight = "12"

    /// One program's figures.
    struct Measurement {
        var latencies: [Double]
        var inlineFrameBytes: Int
    }

    static func measure(picker: String) -> [Figure] {
        var figures: [Figure] = []
        let environment = ProcessEnvironmentList.current(setting: ["TERM": "xterm-256color"])
        do {
            let ours = try measure(picker, arguments: [], inline: ["--height", inlineHeight, "--face", "hours24"],
                                   keys: ["\u{1B}[C", "\u{1B}[D"], environment: environment)
            figures += self.figures(ours, name: "dial-tui", goal: true)
        } catch {
            figures.append(Figure(number: 8, name: "key to frame, dial-tui", value: "not measured: \(error)"))
        }
        guard let fzf = ExecutableLookup.find("fzf"), let shell = ExecutableLookup.find("sh") else { return figures }
        do {
            let theirs = try measure(shell, arguments: ["-c", "seq 24 | exec \(fzf)"],
                                     inline: ["-c", "seq 24 | exec \(fzf) --height \(inlineHeight)"],
                                     keys: ["\u{1B}[A", "\u{1B}[B"], environment: environment)
            figures += self.figures(theirs, name: "fzf", goal: false)
        } catch {
            figures.append(Figure(number: 8, name: "key to frame, fzf", value: "not measured: \(error)"))
        }
        return figures
    }

    /// Runs `program` full screen for the latencies (with `arguments`) and inline (with `inline`).
    static func measure(_ program: String, arguments: [String], inline: [String], keys: [String],
                        environment: [String]) throws(ProcessFigureError) -> Measurement {
        let run = try TerminalProgramRun(program, arguments: arguments, environment: environment)
        _ = try run.readUntilQuiet(gap: 0.3)
        var latencies: [Double] = []
        for press in 0..<presses {
            latencies.append(try run.latency(of: Array(keys[press % keys.count].utf8), gap: quietGap))
        }
        let inlineRun = try TerminalProgramRun(program, arguments: inline, environment: environment)
        let first = try inlineRun.readUntilQuiet(gap: 0.3)
        return Measurement(latencies: latencies, inlineFrameBytes: first.count)
    }

    /// The two figures of one program.
    static func figures(_ measurement: Measurement, name: String, goal: Bool) -> [Figure] {
        let sorted = measurement.latencies.sorted()
        let median = sorted[sorted.count / 2] * 1000
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)] * 1000
        return [
            Figure(number: 8, name: "key to frame, \(name)",
                   value: "median \(formatted(median, decimals: 2)) ms, p99 \(formatted(p99, decimals: 2)) ms",
                   goal: goal ? "p99 < 2 ms" : "", met: goal ? p99 < 2 : nil,
                   method: "\(sorted.count) arrow presses on an 80×24 pseudo-terminal, key written to first byte of the answer read",
                   numbers: ["medianMilliseconds": median, "p99Milliseconds": p99]),
            Figure(number: 8, name: "first inline frame, \(name)",
                   value: "\(measurement.inlineFrameBytes) bytes",
                   goal: goal ? "< 2,296 bytes (fzf 0.38)" : "", met: goal ? measurement.inlineFrameBytes < 2_296 : nil,
                   method: "--height \(inlineHeight), 24 choices, everything written until quiet, exact",
                   numbers: ["bytes": Double(measurement.inlineFrameBytes)]),
        ]
    }
}
