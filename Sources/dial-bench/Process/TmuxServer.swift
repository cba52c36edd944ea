#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private tmux server running one detached session with one pane: a terminal of a fixed
/// size with nobody attached, whose pane runs a shell command.
///
/// The server has its own socket name (`tmux -L`) and no configuration (`-f /dev/null`), so it
/// neither sees nor disturbs the user's tmux; it is started without `TMUX` in its
/// environment, so it also works when the bench runs inside tmux, and with `SHELL=/bin/sh`, so
/// the pane's command and what it starts are read by the same shell whatever the user's is.
///
/// ``kill()`` leaves nothing behind: it kills what still runs in the pane (a program that
/// ignores the hang-up, such as `script`, would outlive the server), the server, and removes
/// the socket file, which tmux leaves in place when it exits.
final class TmuxServer {
    /// The process ID of the pane's first process (`#{pane_pid}`): the process running the
    /// command, or the shell that runs it.
    let panePID: pid_t
    private let paneCommandName: String?
    private let tmux: String
    private let socketName: String
    private let socketPath: String
    private let environment: [String]
    private static let session = "dial-bench"
    private var isRunning = true

    /// Starts the server with a `columns` × `rows` session running `command` in its pane.
    /// - Parameter tmux: the path of the `tmux` program.
    /// - Throws: what ``ToolCommand/run(_:_:environment:timeout:)`` throws.
    init(tmux: String, columns: Int, rows: Int, command: String) throws(ProcessFigureError) {
        let socketName = "dial-bench-\(getpid())-\(Int(Stopwatch.now() * 1_000_000) % 1_000_000_000)"
        let environment = ProcessEnvironmentList.current(removing: ["TMUX", "TMUX_PANE"], setting: ["SHELL": "/bin/sh"])
        try ToolCommand.run(tmux, ["-L", socketName, "-f", "/dev/null", "new-session", "-d", "-s", Self.session,
                                   "-x", String(columns), "-y", String(rows), command], environment: environment)
        let reply: String
        do {
            reply = try ToolCommand.run(tmux, ["-L", socketName, "display-message", "-p", "-t", Self.session,
                                               "#{pane_pid} #{socket_path}"], environment: environment)
        } catch {
            _ = try? ToolCommand.run(tmux, ["-L", socketName, "kill-server"], environment: environment)
            throw error
        }
        let fields = reply.split(separator: "\n").first?.split(separator: " ", maxSplits: 1) ?? []
        guard fields.count == 2, let pid = pid_t(fields[0]) else {
            _ = try? ToolCommand.run(tmux, ["-L", socketName, "kill-server"], environment: environment)
            throw .pickerNotFound("tmux reported no pane process: '\(reply)'")
        }
        panePID = pid
        paneCommandName = ProcFileSystem.stat(of: pid)?.commandName
        socketPath = String(fields[1])
        self.tmux = tmux
        self.socketName = socketName
        self.environment = environment
    }

    /// Types `keys` into the pane, in `tmux send-keys` notation (`Escape`, `Enter`, `q`, …).
    func sendKeys(_ keys: String) throws(ProcessFigureError) {
        try ToolCommand.run(tmux, ["-L", socketName, "send-keys", "-t", Self.session, keys], environment: environment)
    }

    /// Ends everything still running in the pane (`SIGKILL`), then the server, and removes
    /// its socket. Idempotent.
    func kill() {
        guard isRunning else { return }
        isRunning = false
        // The pane's process is checked by name, so a reused process ID is left alone.
        if let name = paneCommandName, ProcFileSystem.isRunning(panePID), ProcFileSystem.stat(of: panePID)?.commandName == name {
            for pid in ProcFileSystem.descendants(of: panePID).reversed() + [panePID] {
                _ = systemKill(pid, SIGKILL)
            }
        }
        _ = try? ToolCommand.run(tmux, ["-L", socketName, "kill-server"], environment: environment)
        unlink(socketPath)
    }

    deinit {
        kill()
    }
}

/// `kill(2)`, under a name apart from `TmuxServer.kill()`.
private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
