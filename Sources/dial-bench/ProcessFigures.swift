/// Figures 6 and 7, from the picker run as a person runs it.
enum ProcessFigures {
    /// Figure 6: at rest, nothing written, no CPU, no wake-ups; figure 7: start-up under 50 ms.
    static func measure(runs: Int, restSeconds: Double) -> [Figure] {
        let picker: String
        do {
            picker = try PickerBinary.locate()
        } catch {
            return [Figure(number: 6, name: "at rest", value: "not measured: \(error)"),
                    Figure(number: 7, name: "start-up", value: "not measured: \(error)"),
                    Figure(number: 8, name: "key to frame", value: "not measured: \(error)")]
        }
        return [rest(picker: picker, seconds: restSeconds), startUp(picker: picker, runs: runs)]
            + KeyLatencyFigure.measure(picker: picker)
    }

    static func rest(picker: String, seconds: Double) -> Figure {
        do {
            let rest = try RestFigure.measure(picker: picker, seconds: seconds)
            let met = rest.bytesWritten == 0 && rest.contextSwitches == 0 && rest.cpuSeconds == 0
            return Figure(
                number: 6, name: "the picker at rest",
                value: "\(rest.bytesWritten) bytes written, \(rest.contextSwitches) context switches, \(formatted(rest.cpuSeconds, decimals: 2)) s CPU in \(formatted(rest.seconds)) s",
                goal: "0 bytes, 0 wake-ups, no CPU", met: met,
                method: "dial-tui in tmux (80×24) under script; typescript size, /proc/PID/task/*/status context switches and /proc/PID/stat CPU time before and after",
                numbers: ["bytes": Double(rest.bytesWritten), "contextSwitches": Double(rest.contextSwitches),
                          "cpuSeconds": rest.cpuSeconds, "seconds": rest.seconds])
        } catch {
            return Figure(number: 6, name: "the picker at rest", value: "not measured: \(error)")
        }
    }

    static func startUp(picker: String, runs: Int) -> Figure {
        do {
            let startUp = try StartUpFigure.measure(picker: picker, runs: runs)
            let render = median(startUp.renderSeconds) * 1000, interactive = median(startUp.interactiveSeconds) * 1000
            return Figure(
                number: 7, name: "start-up, launch to first frame",
                value: "--render \(formatted(render)) ms; interactive \(formatted(interactive)) ms",
                goal: "< 50 ms (release build)", met: render < 50 && interactive < 50,
                method: "median of \(runs) launches each: --render to exit; interactive in an 80×24 pty to the end of the first frame",
                numbers: ["renderMilliseconds": render, "interactiveMilliseconds": interactive])
        } catch {
            return Figure(number: 7, name: "start-up, launch to first frame", value: "not measured: \(error)")
        }
    }
}
