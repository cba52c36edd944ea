#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A private tmux server running one program in one pane: a real terminal of a fixed size
/// with nobody attached, for the end-to-end tests and the bench's figures.
///
/// Each instance starts its own server (`tmux -L <unique socket> -f /dev/null`), so it neither
/// sees nor disturbs the user's tmux or another instance. tmux runs without `TMUX` in its
/// environment (so it works inside tmux too) and with `SHELL=/bin/sh`. The pane runs the
/// command directly (no interactive shell in between, which would fix the terminal's modes
/// behind the program's back) and stays on screen after the program ends (`remain-on-exit`),
/// so its exit status can be read. The status line is off, so the pane is the whole window.
/// (When the program ends, tmux writes a "Pane is dead" line, which may scroll the screen.)
/// Every tmux command runs as a ``ToolCommand``: with no signal blocked, and killed if it
/// takes longer than 10 s.
///
/// ``kill()`` leaves nothing behind: it kills what still runs in the pane (a program that
/// ignores the hang-up, such as `script`, would outlive the server), the server, and removes
/// the socket file, which tmux leaves in place when it exits.
///
/// ```swift
/// let tmux = try TmuxServer(script: "printf 'ready\\n'; read line; echo \"got:$line\"")
/// try await tmux.waitFor(text: "ready")
/// try tmux.sendText("hello")
/// try tmux.sendKeys("Enter")
/// try await tmux.waitFor(text: "got:hello")
/// ```
public final class TmuxServer: Sendable {
    /// The name of this server's socket (`-L`).
    public let socketName: String
    /// The session holding the pane.
    public let sessionName = "dial"
    /// The process ID of the pane's program (`#{pane_pid}`), read when the server started.
    public let panePID: pid_t
    /// The kernel's name of the pane's program when the server started, so that ``kill()``
    /// leaves alone a process that reused its ID.
    private let paneCommandName: String?
    /// The tmux executable.
    private let executable: String
    /// The server's socket file, removed with the server.
    private let socketPath: String
    /// The environment tmux runs in.
    private let environment: [String]

    /// The tmux executable found on `PATH`, or `nil`.
    public static var executablePath: String? {
        ExecutableLookup.find("tmux")
    }

    /// Whether tmux is installed (on `PATH`).
    public static var isInstalled: Bool {
        executablePath != nil
    }

    /// Whether tests that need tmux should run: when it is installed, and on CI (the `CI`
    /// environment variable is set) always, so that a missing tmux fails there instead of
    /// skipping quietly. Use as `@Suite(.enabled(if: TmuxServer.shouldRun))` together with
    /// ``requireInstalled()`` at the start of each test.
    public static var shouldRun: Bool {
        isInstalled || getenv("CI") != nil
    }

    /// Throws a clear failure when tmux is not installed.
    public static func requireInstalled() throws(ProcessHarnessError) {
        guard isInstalled else {
            throw .toolMissing("tmux (the end-to-end tests need it; install tmux)")
        }
    }

    /// Starts a server with a `width` × `height` pane running `command` (an argument vector,
    /// run directly, not through a shell).
    ///
    /// - Parameters:
    ///   - environment: extra variables for the command.
    ///   - directory: the command's working directory; this process's by default.
    /// - Throws: ``ProcessHarnessError/toolMissing(_:)`` without tmux, and what
    ///   ``ToolCommand/run(_:_:environment:timeout:)`` throws.
    public init(command: [String], width: Int = 80, height: Int = 24,
                environment: [String: String] = [:], directory: String? = nil) throws(ProcessHarnessError) {
        guard let executable = Self.executablePath else { throw .toolMissing("tmux") }
        guard !command.isEmpty else { throw .invalidArgument("no command to run in the tmux pane") }
        let socketName = "dial-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
        let tmuxEnvironment = ProcessEnvironmentList.current(removing: ["TMUX", "TMUX_PANE"], setting: ["SHELL": "/bin/sh"])
        let run = { (arguments: [String]) throws(ProcessHarnessError) -> String in
            try ToolCommand.run(executable, ["-L", socketName, "-f", "/dev/null"] + arguments, environment: tmuxEnvironment)
        }

        var newSession = ["new-session", "-d", "-s", sessionName, "-x", "\(width)", "-y", "\(height)"]
        if let directory { newSession += ["-c", directory] }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            newSession += ["-e", "\(name)=\(value)"]
        }
        newSession.append("--")
        newSession += command.map(Self.escapingCommandSeparator)
        _ = try run(["start-server", ";",
                 "set-option", "-g", "remain-on-exit", "on", ";",
                 "set-option", "-g", "status", "off", ";",
                 "set-option", "-g", "exit-empty", "off", ";"] + newSession)
        let reply: String
        do {
            reply = try run(["display-message", "-p", "-t", sessionName, "#{pane_pid} #{socket_path}"])
        } catch {
            _ = try? run(["kill-server"])
            throw error
        }
        let fields = reply.split(separator: "\n").first?.split(separator: " ", maxSplits: 1) ?? []
        guard fields.count == 2, let pid = pid_t(fields[0]) else {
            _ = try? run(["kill-server"])
            throw .pickerNotFound("tmux reported no pane process: '\(reply)'")
        }
        panePID = pid
        paneCommandName = ProcFileSystem.stat(of: pid)?.commandName
        socketPath = String(fields[1])
        self.socketName = socketName
        self.executable = executable
        self.environment = tmuxEnvironment
    }

    /// Starts a server with a pane running `script` in a non-interactive `/bin/sh -c`: the
    /// shell does not touch the terminal's modes, so what a test sees is what the programs did.
    public convenience init(script: String, width: Int = 80, height: Int = 24,
                            environment: [String: String] = [:], directory: String? = nil) throws(ProcessHarnessError) {
        try self.init(command: ["/bin/sh", "-c", script], width: width, height: height,
                      environment: environment, directory: directory)
    }

    deinit {
        kill()
    }

    /// Ends everything still running in the pane (`SIGKILL`), then the server, and removes
    /// its socket. Harmless when already done.
    public func kill() {
        // The pane's process is checked by name, so a reused process ID is left alone.
        if let name = paneCommandName, ProcFileSystem.isRunning(panePID), ProcFileSystem.stat(of: panePID)?.commandName == name {
            for pid in ProcFileSystem.descendants(of: panePID).reversed() + [panePID] {
                _ = systemKill(pid, SIGKILL)
            }
        }
        _ = try? run(["kill-server"])
        unlink(socketPath)
    }

    /// Runs a tmux command (one or more, separated by `";"` arguments) on this server and
    /// returns its standard output.
    @discardableResult
    public func run(_ arguments: [String]) throws(ProcessHarnessError) -> String {
        try ToolCommand.run(executable, ["-L", socketName, "-f", "/dev/null"] + arguments, environment: environment)
    }

    /// Presses keys by tmux name, one argument each: `"Enter"`, `"Escape"`, `"C-c"`, `"C-z"`,
    /// `"Up"`, `"Left"`, `"Space"`, `"BSpace"`, `"a"`.
    public func sendKeys(_ keys: String...) throws(ProcessHarnessError) {
        try run(["send-keys", "-t", sessionName] + keys)
    }

    /// Types `text` literally (`send-keys -l`): no key names are interpreted.
    public func sendText(_ text: String) throws(ProcessHarnessError) {
        try run(["send-keys", "-t", sessionName, "-l", "--", text])
    }

    /// The visible screen, one string per row (`capture-pane -p`). With `escapes`, colours
    /// and attributes are included as escape sequences (`-e`).
    public func capture(escapes: Bool = false) throws(ProcessHarnessError) -> [String] {
        var arguments = ["capture-pane", "-p", "-t", sessionName]
        if escapes { arguments.append("-e") }
        var lines = try run(arguments).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Waits until some row of the screen contains `text`, checking every 50 ms, and returns
    /// the screen.
    /// - Throws: ``ProcessHarnessError/timedOut(_:)`` showing the last screen when `timeout`
    ///   seconds pass first.
    @discardableResult
    public func waitFor(text: String, timeout: Double = 5) async throws -> [String] {
        var screen: [String] = []
        try await waitUntil(timeout: timeout, "\"\(text)\" on screen", { screen }) {
            screen = try capture()
            return screen.contains { $0.contains(text) }
        }
        return screen
    }

    /// Waits until the program in the pane has ended and tmux knows how, and returns its exit
    /// status (`nil` when a signal killed it; see ``paneDeadSignal``).
    ///
    /// tmux marks a pane dead when its terminal closes, and learns the exit status only when
    /// it reaps the program on `SIGCHLD`. tmux 3.3 sometimes misses that `SIGCHLD` when several
    /// servers run at once, leaving the program a zombie; after a short grace period this
    /// sends the server a `SIGCHLD` of its own, which makes it reap.
    @discardableResult
    public func waitForExit(timeout: Double = 5) async throws -> Int? {
        var checksSinceDeath = 0
        try await waitUntil(timeout: timeout, "the program to end", { (try? self.capture()) ?? [] }) {
            let parts = try format("#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}:#{pid}")
                .split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 4, parts[0] == "1" else { return false }
            if !parts[1].isEmpty || !parts[2].isEmpty { return true }
            // Dead for five checks (250 ms) with no status: nudge the server to reap.
            checksSinceDeath += 1
            if checksSinceDeath > 5, let server = pid_t(parts[3]) {
                _ = systemKill(server, SIGCHLD)
            }
            return false
        }
        return try paneDeadStatus
    }

    /// Waits until `condition` holds, checking it every 50 ms, `timeout / 0.05` times at most.
    ///
    /// The bound counts checks, not the wall clock: a test process whose threads are all busy
    /// may resume this wait late, and a check that did not happen cannot count against the
    /// program. So the wait lasts at least `timeout` seconds and never more than its checks.
    /// - Parameters:
    ///   - what: said in the failure, as in "timed out after 5 s waiting for <what>".
    ///   - screen: the screen to show in the failure.
    /// - Throws: ``ProcessHarnessError/timedOut(_:)``, or what `condition` throws.
    public func waitUntil(timeout: Double = 5, _ what: String, _ screen: () throws -> [String] = { [] },
                          _ condition: () throws -> Bool) async throws {
        let checks = max(1, Int((timeout / 0.05).rounded(.up)))
        for _ in 0..<checks {
            if try condition() { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        if try condition() { return }
        let shown = ((try? screen()) ?? []).map { "|\($0)" }.joined(separator: "\n")
        throw ProcessHarnessError.timedOut("after \(timeout) s waiting for \(what); screen:\n\(shown)")
    }

    /// A tmux format evaluated for the pane (`display-message -p`), such as `"#{pane_tty}"`.
    public func format(_ format: String) throws(ProcessHarnessError) -> String {
        try run(["display-message", "-p", "-t", sessionName, format]).trimmingLineEnds()
    }

    /// A format that is a number, or `nil` when it is empty.
    private func number(_ name: String) throws(ProcessHarnessError) -> Int? {
        Int(try format("#{\(name)}"))
    }

    /// A format that is a flag ("1" or "0").
    private func flag(_ name: String) throws(ProcessHarnessError) -> Bool {
        try format("#{\(name)}") == "1"
    }

    /// The pane's terminal device, such as `/dev/pts/3` (`#{pane_tty}`).
    public var paneTTY: String {
        get throws(ProcessHarnessError) { try format("#{pane_tty}") }
    }

    /// Whether the program in the pane has ended (`#{pane_dead}`).
    public var isPaneDead: Bool {
        get throws(ProcessHarnessError) { try flag("pane_dead") }
    }

    /// The ended program's exit status, `nil` while it runs or when a signal killed it
    /// (`#{pane_dead_status}`).
    public var paneDeadStatus: Int? {
        get throws(ProcessHarnessError) { try number("pane_dead_status") }
    }

    /// The signal that killed the ended program, `nil` while it runs or when it exited
    /// (`#{pane_dead_signal}`).
    public var paneDeadSignal: Int? {
        get throws(ProcessHarnessError) { try number("pane_dead_signal") }
    }

    /// Whether the pane shows the alternate screen (`#{alternate_on}`).
    public var isAlternateScreenOn: Bool {
        get throws(ProcessHarnessError) { try flag("alternate_on") }
    }

    /// Whether the cursor is visible (`#{cursor_flag}`).
    public var isCursorVisible: Bool {
        get throws(ProcessHarnessError) { try flag("cursor_flag") }
    }

    /// Whether any mouse reporting (mode 1000, 1002 or 1003) is on (`#{mouse_any_flag}`).
    public var isMouseAnyOn: Bool {
        get throws(ProcessHarnessError) { try flag("mouse_any_flag") }
    }

    /// Whether all-motion mouse tracking (mode 1003) is on (`#{mouse_all_flag}`).
    public var isMouseAllOn: Bool {
        get throws(ProcessHarnessError) { try flag("mouse_all_flag") }
    }

    /// Whether button-event mouse tracking (mode 1002) is on (`#{mouse_button_flag}`).
    public var isMouseButtonOn: Bool {
        get throws(ProcessHarnessError) { try flag("mouse_button_flag") }
    }

    /// Whether plain click reporting (mode 1000) is on (`#{mouse_standard_flag}`).
    public var isMouseStandardOn: Bool {
        get throws(ProcessHarnessError) { try flag("mouse_standard_flag") }
    }

    /// Whether SGR mouse encoding (mode 1006) is on (`#{mouse_sgr_flag}`).
    public var isMouseSGROn: Bool {
        get throws(ProcessHarnessError) { try flag("mouse_sgr_flag") }
    }

    /// The pane terminal's modes as `stty -g` prints them, read from outside the pane
    /// (`stty -g < tty`), so they can be compared before and after a program.
    public func sttySettings() throws(ProcessHarnessError) -> String {
        let tty = try paneTTY
        return try ToolCommand.run("/bin/sh", ["-c", "stty -g < \"$1\"", "sh", tty], environment: environment)
            .trimmingLineEnds()
    }

    /// Resizes the window (and so the pane) to `width` × `height` cells; the program gets
    /// `SIGWINCH`.
    public func resize(width: Int, height: Int) throws(ProcessHarnessError) {
        try run(["resize-window", "-t", sessionName, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Sends `signal` to the pane's program, as `kill -<signal> <pid>` does.
    public func signal(_ signal: Int32) throws(ProcessHarnessError) {
        guard systemKill(panePID, signal) == 0 else {
            throw .systemCall("kill(\(panePID), \(signal))", errno: errno)
        }
    }

    /// tmux ends a command at an argument that ends with `;`; `\;` keeps the `;`.
    private static func escapingCommandSeparator(_ argument: String) -> String {
        argument.hasSuffix(";") ? String(argument.dropLast()) + "\\;" : argument
    }
}

private extension String {
    /// The text without trailing newlines, spaces and tabs (what a command prints after a value).
    func trimmingLineEnds() -> String {
        var text = Substring(self)
        while let last = text.last, last == "\n" || last == "\r" || last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}

/// `kill(2)`, under a name apart from `TmuxServer.kill()`.
private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
