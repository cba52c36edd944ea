import Foundation

/// A private tmux server running one program in one pane, for end-to-end tests
/// that need a real terminal.
///
/// Each instance starts its own server (`tmux -L <unique socket> -f /dev/null`),
/// so tests never see the user's tmux or each other. The pane runs the command
/// directly (no interactive shell in between, which would fix the terminal's
/// modes behind the program's back) and stays on screen after the program ends
/// (`remain-on-exit`), so its exit status can be read. The status line is off,
/// so the pane is the whole window. (When the program ends, tmux writes a "Pane
/// is dead" line, which may scroll the screen.) The server is killed by
/// ``kill()`` or at the end of the instance's life. tmux is started through
/// ``ChildProcess``, so the server and the pane's program start with no signals
/// blocked.
///
/// ```swift
/// let tmux = try Tmux(script: "printf 'ready\\n'; read line; echo \"got:$line\"")
/// try await tmux.waitFor(text: "ready")
/// try tmux.sendText("hello")
/// try tmux.sendKeys("Enter")
/// try await tmux.waitFor(text: "got:hello")
/// ```
final class Tmux: Sendable {
    /// Why a tmux command or a wait failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The name of this server's socket (`-L`).
    let socketName: String
    /// The session holding the pane.
    let sessionName = "e2e"
    /// The tmux executable.
    private let executable: String
    /// The server's socket file (where `-L` puts it), removed with the server.
    private let socketPath: String

    /// The tmux executable found on `PATH`, or `nil`.
    static var executablePath: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// Whether tmux is installed (on `PATH`).
    static var isInstalled: Bool {
        executablePath != nil
    }

    /// Whether tests that need tmux should run: when it is installed, and on CI
    /// (the `CI` environment variable is set) always, so that a missing tmux
    /// fails there instead of skipping quietly. Use as
    /// `@Suite(.enabled(if: Tmux.shouldRun))` together with ``requireInstalled()``
    /// at the start of each test.
    static var shouldRun: Bool {
        isInstalled || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// Throws a clear failure when tmux is not installed.
    static func requireInstalled() throws {
        guard isInstalled else {
            throw Failure(description: "tmux is required for the end-to-end tests (CI is set) but was not found on PATH; install tmux")
        }
    }

    /// Starts a server with a `width` × `height` pane running `command` (an
    /// argument vector, run directly, not through a shell).
    ///
    /// - Parameters:
    ///   - environment: extra variables for the command.
    ///   - directory: the command's working directory; the test's by default.
    init(
        command: [String],
        width: Int = 80,
        height: Int = 24,
        environment: [String: String] = [:],
        directory: String? = nil
    ) throws {
        guard let executable = Self.executablePath else {
            throw Failure(description: "tmux was not found on PATH")
        }
        guard !command.isEmpty else {
            throw Failure(description: "no command to run in the pane")
        }
        self.executable = executable
        socketName = "dial-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

        var newSession = ["new-session", "-d", "-s", sessionName, "-x", "\(width)", "-y", "\(height)"]
        if let directory {
            newSession += ["-c", directory]
        }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            newSession += ["-e", "\(name)=\(value)"]
        }
        newSession.append("--")
        newSession += command.map(Self.escapingCommandSeparator)
        let socketDirectory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        socketPath = "\(socketDirectory)/tmux-\(getuid())/\(socketName)"
        try run(
            ["start-server", ";",
             "set-option", "-g", "remain-on-exit", "on", ";",
             "set-option", "-g", "status", "off", ";",
             "set-option", "-g", "exit-empty", "off", ";"]
            + newSession
        )
    }

    /// Starts a server with a pane running `script` in a non-interactive
    /// `/bin/sh -c`: the shell does not touch the terminal's modes, so what a
    /// test sees is what the programs did.
    convenience init(
        script: String,
        width: Int = 80,
        height: Int = 24,
        environment: [String: String] = [:],
        directory: String? = nil
    ) throws {
        try self.init(
            command: ["/bin/sh", "-c", script],
            width: width, height: height, environment: environment, directory: directory
        )
    }

    deinit {
        kill()
    }

    /// Stops the server and everything in it, and removes its socket. Harmless
    /// when already stopped.
    func kill() {
        _ = try? run(["kill-server"])
        if !socketPath.isEmpty {
            unlink(socketPath)
        }
    }

    /// Runs a tmux command (one or more, separated by `";"` arguments) on this
    /// server and returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        let outcome = try ChildProcess.run(executable, ["-L", socketName, "-f", "/dev/null"] + arguments, environment: environment)
        guard outcome.status == 0 else {
            let message = outcome.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            let ending = outcome.status.map { "status \($0)" } ?? "signal \(outcome.signal ?? 0)"
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(ending)): \(message)")
        }
        return outcome.output
    }

    /// Presses keys by tmux name, one argument each: `"Enter"`, `"Escape"`,
    /// `"C-c"`, `"C-z"`, `"Up"`, `"Left"`, `"Space"`, `"BSpace"`, `"a"`.
    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", sessionName] + keys)
    }

    /// Types `text` literally (`send-keys -l`): no key names are interpreted.
    func sendText(_ text: String) throws {
        try run(["send-keys", "-t", sessionName, "-l", "--", text])
    }

    /// The visible screen, one string per row (`capture-pane -p`). With
    /// `escapes`, colours and attributes are included as escape sequences (`-e`).
    func capture(escapes: Bool = false) throws -> [String] {
        var arguments = ["capture-pane", "-p", "-t", sessionName]
        if escapes {
            arguments.append("-e")
        }
        var lines = try run(arguments).components(separatedBy: "\n")
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }

    /// Waits until some row of the screen contains `text`, checking every 50 ms,
    /// and returns the screen.
    /// - Throws: a failure showing the last screen when `timeout` seconds pass first.
    @discardableResult
    func waitFor(text: String, timeout: Double = 5) async throws -> [String] {
        var screen: [String] = []
        try await waitUntil(timeout: timeout, "\"\(text)\" on screen", { screen }) {
            screen = try capture()
            return screen.contains { $0.contains(text) }
        }
        return screen
    }

    /// Waits until the program in the pane has ended and tmux knows how, and
    /// returns its exit status (`nil` when a signal killed it; see
    /// ``paneDeadSignal``).
    ///
    /// tmux marks a pane dead when its terminal closes, and learns the exit
    /// status only when it reaps the program on `SIGCHLD`. tmux 3.3 sometimes
    /// misses that `SIGCHLD` when several servers run at once, leaving the
    /// program a zombie; after a short grace period this sends the server a
    /// `SIGCHLD` of its own, which makes it reap.
    @discardableResult
    func waitForExit(timeout: Double = 5) async throws -> Int? {
        var deadSince: ContinuousClock.Instant?
        try await waitUntil(timeout: timeout, "the program to end", { (try? self.capture()) ?? [] }) {
            let parts = try format("#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}:#{pid}")
                .split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 4, parts[0] == "1" else { return false }
            if !parts[1].isEmpty || !parts[2].isEmpty { return true }
            let now = ContinuousClock.now
            if let deadSince, now - deadSince > .milliseconds(250), let server = Int32(parts[3]) {
                _ = Foundation.kill(server, SIGCHLD)
            } else if deadSince == nil {
                deadSince = now
            }
            return false
        }
        return try paneDeadStatus
    }

    /// Waits until `condition` holds, checking every 50 ms.
    /// - Parameters:
    ///   - what: said in the failure, as in "timed out waiting for <what>".
    ///   - screen: the screen to show in the failure.
    func waitUntil(
        timeout: Double = 5,
        _ what: String,
        _ screen: () throws -> [String] = { [] },
        _ condition: () throws -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            if try condition() { return }
            guard ContinuousClock.now < deadline else {
                let shown = ((try? screen()) ?? []).map { "|\($0)" }.joined(separator: "\n")
                throw Failure(description: "timed out after \(timeout) s waiting for \(what); screen:\n\(shown)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// A tmux format evaluated for the pane (`display-message -p`), such as
    /// `"#{pane_pid}"`.
    func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", sessionName, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A format that is a number, or `nil` when it is empty.
    private func number(_ name: String) throws -> Int? {
        Int(try format("#{\(name)}"))
    }

    /// A format that is a flag ("1" or "0").
    private func flag(_ name: String) throws -> Bool {
        try format("#{\(name)}") == "1"
    }

    /// The pane's terminal device, such as `/dev/pts/3` (`#{pane_tty}`).
    var paneTTY: String {
        get throws { try format("#{pane_tty}") }
    }

    /// The process id of the pane's program (`#{pane_pid}`).
    var panePID: Int32? {
        get throws { try number("pane_pid").map { Int32($0) } }
    }

    /// Whether the program in the pane has ended (`#{pane_dead}`).
    var isPaneDead: Bool {
        get throws { try flag("pane_dead") }
    }

    /// The ended program's exit status, `nil` while it runs or when a signal
    /// killed it (`#{pane_dead_status}`).
    var paneDeadStatus: Int? {
        get throws { try number("pane_dead_status") }
    }

    /// The signal that killed the ended program, `nil` while it runs or when it
    /// exited (`#{pane_dead_signal}`).
    var paneDeadSignal: Int? {
        get throws { try number("pane_dead_signal") }
    }

    /// Whether the pane shows the alternate screen (`#{alternate_on}`).
    var isAlternateScreenOn: Bool {
        get throws { try flag("alternate_on") }
    }

    /// Whether the cursor is visible (`#{cursor_flag}`).
    var isCursorVisible: Bool {
        get throws { try flag("cursor_flag") }
    }

    /// Whether any mouse reporting (mode 1000, 1002 or 1003) is on (`#{mouse_any_flag}`).
    var isMouseAnyOn: Bool {
        get throws { try flag("mouse_any_flag") }
    }

    /// Whether all-motion mouse tracking (mode 1003) is on (`#{mouse_all_flag}`).
    var isMouseAllOn: Bool {
        get throws { try flag("mouse_all_flag") }
    }

    /// Whether button-event mouse tracking (mode 1002) is on (`#{mouse_button_flag}`).
    var isMouseButtonOn: Bool {
        get throws { try flag("mouse_button_flag") }
    }

    /// Whether plain click reporting (mode 1000) is on (`#{mouse_standard_flag}`).
    var isMouseStandardOn: Bool {
        get throws { try flag("mouse_standard_flag") }
    }

    /// Whether SGR mouse encoding (mode 1006) is on (`#{mouse_sgr_flag}`).
    var isMouseSGROn: Bool {
        get throws { try flag("mouse_sgr_flag") }
    }

    /// The pane terminal's modes as `stty -g` prints them, read from outside the
    /// pane (`stty -g < tty`), so they can be compared before and after a program.
    func sttySettings() throws -> String {
        let tty = try paneTTY
        let outcome = try ChildProcess.run(
            "/bin/sh", ["-c", "stty -g < \"$1\"", "sh", tty],
            environment: ProcessInfo.processInfo.environment
        )
        guard outcome.status == 0 else {
            throw Failure(description: "stty -g < \(tty) failed: \(outcome.errorOutput)")
        }
        return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window (and so the pane) to `width` × `height` cells; the
    /// program gets `SIGWINCH`.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", sessionName, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Sends `signal` to the pane's program, as `kill -<signal> <pid>` does.
    func signal(_ signal: Int32) throws {
        guard let pid = try panePID else {
            throw Failure(description: "the pane has no process")
        }
        guard Foundation.kill(pid, signal) == 0 else {
            throw Failure(description: "kill(\(pid), \(signal)) failed: errno \(errno)")
        }
    }

    /// tmux ends a command at an argument that ends with `;`; `\;` keeps the `;`.
    private static func escapingCommandSeparator(_ argument: String) -> String {
        argument.hasSuffix(";") ? String(argument.dropLast()) + "\\;" : argument
    }
}
