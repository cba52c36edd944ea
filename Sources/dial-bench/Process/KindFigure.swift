import ProcessHarness

/// Figure 12: the range and duration pickers in a terminal, beside the time picker.
///
/// - The first inline frame: `dial-tui --range --initial 22:30-06:45 --height 12` and
///   `dial-tui --duration --initial 1h30m --height 12`, against `dial-tui --time --initial 09:41
///   --height 12`: everything written until quiet, cursor position queries answered (as figure 8).
/// - Key to frame for the end handle: `--range` full screen on an 80 × 24 pseudo-terminal, Tab
///   pressed once (the end handle active), then ``KeyLatencyFigure/presses`` arrow presses
///   alternately → and ←, each from rest, timed from the key written to the first byte of the
///   answer read. Median and 99th percentile; the goal is figure 8's.
enum KindFigure {
    static func measure(picker: String) -> [Figure] {
        let environment = ProcessEnvironmentList.current(setting: ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8"])
        var figures: [Figure] = []
        do {
            var bytes: [String: Int] = [:]
            for (name, arguments) in [("time", ["--time", "--initial", "09:41"]), ("range", ["--range", "--initial", "22:30-06:45"]),
                                      ("duration", ["--duration", "--initial", "1h30m"])] {
                let run = try TerminalProgramRun(picker, arguments: arguments + ["--height", KeyLatencyFigure.inlineHeight],
                                                 environment: environment)
                bytes[name] = try run.readUntilQuiet(gap: 0.3).count
            }
            let time = bytes["time"] ?? 0, range = bytes["range"] ?? 0, duration = bytes["duration"] ?? 0
            figures.append(Figure(
                number: 12, name: "first inline frame, --range and --duration vs --time",
                value: "--range \(range) bytes, --duration \(duration) bytes; --time \(time) bytes",
                method: "--height \(KeyLatencyFigure.inlineHeight), everything written until quiet, exact",
                numbers: ["rangeBytes": Double(range), "durationBytes": Double(duration), "timeBytes": Double(time)]))
        } catch {
            figures.append(Figure(number: 12, name: "first inline frame, --range", value: "not measured: \(error)"))
        }
        do {
            let run = try TerminalProgramRun(picker, arguments: ["--range", "--initial", "22:30-06:45"], environment: environment)
            _ = try run.readUntilQuiet(gap: 0.3)
            _ = try run.latency(of: Array("\t".utf8), gap: KeyLatencyFigure.quietGap)
            var latencies: [Double] = []
            let keys = ["\u{1B}[C", "\u{1B}[D"]
            for press in 0..<KeyLatencyFigure.presses {
                latencies.append(try run.latency(of: Array(keys[press % keys.count].utf8), gap: KeyLatencyFigure.quietGap))
            }
            let sorted = latencies.sorted()
            let median = sorted[sorted.count / 2] * 1000
            let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)] * 1000
            figures.append(Figure(
                number: 12, name: "key to frame, the range's end handle",
                value: "median \(formatted(median, decimals: 2)) ms, p99 \(formatted(p99, decimals: 2)) ms",
                goal: "p99 < 2 ms", met: p99 < 2,
                method: "Tab, then \(sorted.count) arrow presses on an 80×24 pseudo-terminal, key written to first byte of the answer read",
                numbers: ["medianMilliseconds": median, "p99Milliseconds": p99]))
        } catch {
            figures.append(Figure(number: 12, name: "key to frame, the range's end handle", value: "not measured: \(error)"))
        }
        return figures
    }
}
