import ProcessHarness
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Figure 6: the picker at rest, in a real terminal.
///
/// How it is measured:
/// 1. tmux (a private server, `tmux -L <unique> -f /dev/null`) runs a detached 80 × 24 session
///    whose pane runs `script -q -f -c '<picker>' <typescript>`: the picker draws on the
///    pseudo-terminal of `script`, which copies every byte it writes into the typescript
///    (flushed after each write, `-f`).
/// 2. Once the typescript holds a frame (a Braille character or the key hint) and has not
///    grown for 0.3 s, the picker's process is found: the process named like the picker whose
///    chain of parents leads to the pane's process (`#{pane_pid}`).
/// 3. Sampled twice, `seconds` apart: the typescript's size, the context switches of all the
///    picker's threads (`/proc/PID/task/*/status`) and its CPU time (`/proc/PID/stat`).
///    The figure is the differences.
/// 4. Esc is typed into the pane (`tmux send-keys Escape`); the picker must exit within 3 s.
///    Then the server is killed and the temporary files removed, also when a step fails.
///
/// Linux only: it reads `/proc`.
enum RestFigure {
    /// How long to wait for the first frame.
    static let drawTimeout = 10.0
    /// How long the typescript must stay the same size before the picker counts as at rest.
    static let quietPeriod = 0.3
    /// How long the picker may take to exit after Esc.
    static let exitTimeout = 3.0

    /// Measures the picker at `picker` (the path of the `dial-tui` executable) at rest for
    /// `seconds`.
    /// - Throws: ``ProcessFigureError``: `tmux` or `script` missing, the picker never drew,
    ///   could not be found, or did not exit on Esc.
    static func measure(picker: String, seconds: Double) throws(ProcessFigureError) -> RestMeasurement {
        guard seconds > 0, seconds.isFinite else { throw .invalidArgument("seconds must be positive, not \(seconds)") }
        guard ExecutableLookup.isExecutableFile(picker), let program = absolutePath(picker) else {
            throw .pickerNotExecutable(picker)
        }
        guard TmuxServer.isInstalled else { throw .toolMissing("tmux") }
        guard let script = ExecutableLookup.find("script") else { throw .toolMissing("script") }

        let directory = try TemporaryDirectory(prefix: "dial-bench-rest")
        let typescript = directory.path + "/typescript"
        let command = "\(shellQuoted(script)) -q -f -c \(shellQuoted(shellQuoted(program))) \(shellQuoted(typescript))"
        let server = try TmuxServer(command: ["/bin/sh", "-c", command], width: 80, height: 24)
        defer { server.kill() }

        try waitForFirstFrame(in: typescript)
        let pid = try findPicker(named: commandName(of: program), under: server.panePID)

        let before = try Sample(pid: pid, typescript: typescript)
        Stopwatch.sleep(seconds)
        let after = try Sample(pid: pid, typescript: typescript)

        try server.sendKeys("Escape")
        let deadline = Stopwatch.now() + exitTimeout
        while ProcFileSystem.isRunning(pid) {
            guard Stopwatch.now() < deadline else {
                kill(pid, SIGKILL)
                throw .timedOut("the picker did not exit within \(exitTimeout) s of Esc")
            }
            Stopwatch.sleep(0.01)
        }

        return RestMeasurement(
            seconds: after.time - before.time,
            bytesWritten: after.typescriptSize - before.typescriptSize,
            contextSwitches: after.contextSwitches - before.contextSwitches,
            cpuSeconds: after.cpuSeconds - before.cpuSeconds
        )
    }

    /// One reading of the picker's counters.
    private struct Sample {
        var time: Double
        var typescriptSize: Int
        var contextSwitches: Int
        var cpuSeconds: Double

        init(pid: pid_t, typescript: String) throws(ProcessFigureError) {
            time = Stopwatch.now()
            guard let size = FileBytes.size(typescript) else { throw .systemCall("stat \(typescript)", errno: errno) }
            guard let switches = ProcFileSystem.contextSwitches(of: pid), let cpu = ProcFileSystem.cpuSeconds(of: pid) else {
                throw .pickerNotFound("process \(pid) ended while it was measured")
            }
            typescriptSize = size
            contextSwitches = switches
            cpuSeconds = cpu
        }
    }

    /// Waits until the typescript holds a frame and has not grown for ``quietPeriod``.
    private static func waitForFirstFrame(in typescript: String) throws(ProcessFigureError) {
        let start = Stopwatch.now()
        var drawn = false
        var lastSize = -1
        var lastChange = start
        while true {
            let now = Stopwatch.now()
            let size = FileBytes.size(typescript) ?? 0
            if size != lastSize {
                lastSize = size
                lastChange = now
                if !drawn, let bytes = FileBytes.read(typescript) {
                    drawn = ByteSearch.containsBraille(bytes) || ByteSearch.contains(bytes, ByteSearch.hint)
                }
            } else if drawn && now - lastChange >= quietPeriod {
                return
            }
            guard now - start < drawTimeout else {
                throw drawn ? .neverRested(seconds: drawTimeout, quietPeriod: quietPeriod) : .neverDrew(seconds: drawTimeout)
            }
            Stopwatch.sleep(0.05)
        }
    }

    /// The picker's process under the pane; looks again for up to a second, since the
    /// process tree may still be settling.
    private static func findPicker(named name: String, under pane: pid_t) throws(ProcessFigureError) -> pid_t {
        let deadline = Stopwatch.now() + 1
        while true {
            if let pid = ProcFileSystem.descendant(of: pane, named: name) { return pid }
            guard Stopwatch.now() < deadline else {
                throw .pickerNotFound("no process named '\(name)' under the tmux pane's process \(pane)")
            }
            Stopwatch.sleep(0.05)
        }
    }

    /// The kernel's name for a process running `path`: the file name, cut to 15 bytes.
    private static func commandName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(decoding: Array(name.utf8.prefix(15)), as: UTF8.self)
    }

    /// `path` made absolute (`realpath`), so the pane's shell finds it wherever it starts.
    private static func absolutePath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `text` as one word for `/bin/sh`: in single quotes, each `'` written as `'\''`.
    private static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
