import ProcessHarness
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Figure 7: start-up, launch to first frame, on the monotonic clock.
///
/// Each run measures both ways of starting, one after the other:
/// - `--render`: `<picker> --render` is spawned with its standard output on a pipe that is
///   read until end of file; the time runs from just before `posix_spawn` until `waitpid`
///   reports its exit, which must be status 0.
/// - interactive: a pseudo-terminal of 80 × 24 cells is opened and `<picker>` is spawned as a
///   session leader (`setsid`) with the slave as standard input, output and error, so it is the
///   picker's controlling terminal and `/dev/tty`; `TERM` is `xterm-256color`. The time runs
///   from just before `posix_spawn` until the master has delivered the end of the first frame:
///   the key hint on its last row ("Esc cancel"; the frame is one write, drawn top to bottom),
///   or `CSI ? 2026 l` where the frame is wrapped in synchronized output. Then Esc is written to
///   the master; the picker must exit with status 130 (cancelled).
///
/// A picker that draws nothing within ``timeout`` seconds is killed and the figure fails. No
/// run is discarded: the first one includes whatever is cold (page cache, dynamic loader).
enum StartUpFigure {
    /// How long a run may take before the picker is killed.
    static let timeout = 5.0

    /// Runs the picker at `picker` (the path of the `dial-tui` executable) `runs` times each way.
    /// - Throws: ``ProcessFigureError``: the picker never drew, ended with an unexpected status,
    ///   or could not be started.
    static func measure(picker: String, runs: Int) throws(ProcessFigureError) -> StartUpMeasurement {
        guard runs > 0 else { throw .invalidArgument("runs must be positive, not \(runs)") }
        guard ExecutableLookup.isExecutableFile(picker) else { throw .pickerNotExecutable(picker) }
        let renderEnvironment = ProcessEnvironmentList.current()
        let interactiveEnvironment = ProcessEnvironmentList.current(setting: ["TERM": "xterm-256color"])
        var measurement = StartUpMeasurement(renderSeconds: [], interactiveSeconds: [])
        for _ in 0..<runs {
            measurement.renderSeconds.append(try render(picker, environment: renderEnvironment))
            measurement.interactiveSeconds.append(try interactive(picker, environment: interactiveEnvironment))
        }
        return measurement
    }

    /// One run of `--render`: seconds from spawn to exit.
    private static func render(_ picker: String, environment: [String]) throws(ProcessFigureError) -> Double {
        let output = try ChildOutputPipe()
        let start = Stopwatch.now()
        let child = try SpawnedProcess.spawn(picker, arguments: ["--render"], environment: environment, fileActions: [
            .open(descriptor: 0, path: "/dev/null", flags: O_RDONLY),
            .duplicate(output.writeEnd, to: 1),
            .open(descriptor: 2, path: "/dev/null", flags: O_WRONLY),
        ])
        output.closeWriteEnd()
        let deadline = start + timeout
        var frame: [UInt8] = []
        let outcome: DescriptorReader.Outcome
        do {
            outcome = try DescriptorReader.read(output.readEnd, into: &frame, deadline: deadline)
        } catch {
            child.kill()
            throw error
        }
        guard outcome == .endOfFile, let status = try child.wait(deadline: deadline) else {
            child.kill()
            throw .timedOut("'\(picker) --render' did not exit within \(timeout) s")
        }
        let end = Stopwatch.now()
        guard status == .exited(0) else { throw .unexpectedExit(expected: "exit status 0 from --render", actual: status) }
        guard ByteSearch.containsBraille(frame) else { throw .neverDrew(seconds: end - start) }
        return end - start
    }

    /// One interactive run: seconds from spawn to the end of the first frame on the terminal.
    private static func interactive(_ picker: String, environment: [String]) throws(ProcessFigureError) -> Double {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let start = Stopwatch.now()
        let child = try SpawnedProcess.spawn(picker, arguments: [], environment: environment, fileActions: [
            // Opened (not inherited) after setsid, so it becomes the controlling terminal.
            .open(descriptor: 0, path: terminal.slavePath, flags: O_RDWR),
            .duplicate(0, to: 1),
            .duplicate(0, to: 2),
        ], newSession: true)
        let deadline = start + timeout
        var output: [UInt8] = []
        let drawn: DescriptorReader.Outcome
        do {
            drawn = try DescriptorReader.read(terminal.master, into: &output, deadline: deadline) {
                ByteSearch.contains($0, ByteSearch.frameEnd) || ByteSearch.contains($0, ByteSearch.hint)
            }
        } catch {
            child.kill()
            throw error
        }
        let elapsed = Stopwatch.now() - start
        guard drawn == .satisfied else {
            if drawn == .endOfFile, let status = try? child.wait(deadline: Stopwatch.now() + 1) {
                throw .unexpectedExit(expected: "a frame before exiting", actual: status)
            }
            child.kill()
            throw .neverDrew(seconds: timeout)
        }

        let exitDeadline = Stopwatch.now() + timeout
        do {
            try terminal.write([0x1B])
            var rest: [UInt8] = []
            _ = try DescriptorReader.read(terminal.master, into: &rest, deadline: exitDeadline)
        } catch {
            child.kill()
            throw error
        }
        guard let status = try child.wait(deadline: exitDeadline) else {
            child.kill()
            throw .timedOut("the picker did not exit within \(timeout) s of Esc")
        }
        guard status == .exited(130) else { throw .unexpectedExit(expected: "exit status 130 (cancelled) after Esc", actual: status) }
        return elapsed
    }
}
