#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI
import Foundation
import ProcessHarness

/// A browser, or a program a browser needs (its WebDriver server, a virtual display), started
/// with a fresh directory (its profile, its standard error), and killed with its whole process
/// tree by ``close()``, by `deinit`, by a watchdog at its deadline, or, should this process end
/// first, by the shell that started it; the directory goes with it.
///
/// The shell runs `setsid PROGRAM & echo $! >DIRECTORY/pid; read _; kill -KILL -$!; rm -rf
/// DIRECTORY`. It reads a socket whose only writer is this process (close-on-exec, so no other
/// child holds it), so however this process ends (an exit, a crash, a signal) the read returns
/// and the shell kills the program's process group (its own session, so every process it
/// starts) and removes the directory. Chromium also ends when its DevTools pipe closes; Firefox
/// and WebKitWebDriver have no such tie to their client.
final class BrowserProcess: @unchecked Sendable {
    /// The shell's process id: the program's parent.
    let pid: pid_t
    /// A fresh directory for the program's profile and its standard error (`stderr.log`),
    /// removed by ``close()`` or by the shell.
    let directory: String
    /// Files the program leaves behind when killed (a display server's lock and socket),
    /// removed by ``close()``.
    var leftovers: [String] = []
    private let shell: SpawnedProcess
    private var guardWriter: Int32
    private let watch = Watch()

    /// The language every browser is started in, whatever this machine's locale: pages then read
    /// `navigator.language` as en-US and Intl's default locale as en-US in every engine.
    /// (Under `LANG=C`, WebKitGTK says its language is "C", which Intl refuses as a tag, and
    /// formats as "en-US-u-va-posix"; Chromium and Firefox say en-US.)
    static let language = (tag: "en-US", posix: "en_US.UTF-8")

    /// This process's environment with `settings` (`NAME=value`) in place of any of the same
    /// names, and the locale variables set to ``language``.
    static func environment(_ settings: [String]) -> [String] {
        let locale = ["LANG=\(language.posix)", "LANGUAGE=\(language.tag.replacingOccurrences(of: "-", with: "_"))"]
        let replaced = Set((settings + locale + ["LC_ALL="]).compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
        return ProcessEnvironmentList.current().filter { entry in
            !replaced.contains(entry.split(separator: "=", maxSplits: 1).first.map(String.init) ?? entry)
        } + locale + settings
    }

    /// Makes a fresh directory under `TMPDIR` (or `/tmp`) named after `prefix`.
    static func makeDirectory(prefix: String) throws(BrowserError) -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw .system("mkdtemp in \(base) failed: errno \(errno)") }
        return String(decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Starts `program` with `arguments` and `environment` in `directory` (made by
    /// ``makeDirectory(prefix:)``; this process removes it), its standard error in
    /// `directory/stderr.log`, and `descriptors` (this process's, each to the number the program
    /// reads it as, 3 or more) passed on. It is killed at the latest `lifetime` seconds from now.
    init(program: String, arguments: [String], environment: [String], directory: String,
         passing descriptors: [(Int32, to: Int32)] = [], lifetime: Double) throws(BrowserError) {
        self.directory = directory
        let guardPipe: [Int32]
        do {
            guardPipe = try makeSocketPair()
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        let passed = descriptors.map(\.to)
        let closing = passed.map { "\($0)>&-" }.joined(separator: " ")
        let quoted = { (path: String) in "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = "setsid \"$@\" </dev/null & echo $! >\(quoted(directory + "/pid")); "
            + (closing.isEmpty ? "" : "exec \(closing); ") + "read _; kill -KILL -$!; rm -rf \(quoted(directory))"
        // Fresh descriptors above 10 for what the child gets: one that already had its target's
        // number would be overwritten by another's dup2, or keep close-on-exec in a dup2 onto itself.
        let sources = ([guardPipe[0]] + descriptors.map(\.0)).map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        defer { sources.forEach(closeDescriptor) }
        var actions: [SpawnedProcess.FileAction] = [
            .duplicate(sources[0], to: 0),
            .open(descriptor: 1, path: "/dev/null", flags: O_WRONLY),
            .open(descriptor: 2, path: directory + "/stderr.log", flags: O_WRONLY | O_CREAT | O_TRUNC),
        ]
        actions += zip(sources.dropFirst(), passed).map { .duplicate($0, to: $1) }
        do {
            shell = try SpawnedProcess.spawn("/bin/sh", arguments: ["-c", script, "sh", program] + arguments,
                                             environment: environment, fileActions: actions, newSession: true)
        } catch {
            closeDescriptor(guardPipe[0])
            closeDescriptor(guardPipe[1])
            try? FileManager.default.removeItem(atPath: directory)
            throw .system("cannot start \(program): \(error)")
        }
        closeDescriptor(guardPipe[0])
        guardWriter = guardPipe[1]
        pid = shell.pid
        let (watch, shellID, directory, deadline) = (watch, shell.pid, directory, Date(timeIntervalSinceNow: lifetime))
        Thread { if watch.waitUntilClosed(before: deadline) == false { Self.killProgram(shell: shellID, directory: directory) } }.start()
    }

    deinit { close() }

    /// Whether ``close()`` has run.
    var isClosed: Bool { watch.isClosed }

    /// Whether the program is starting or running: the shell has not yet written its process id
    /// (`directory/pid`), or that process has not ended.
    var isRunning: Bool {
        guard let program = Self.programID(directory: directory) else { return ProcFileSystem.isRunning(pid) }
        return ProcFileSystem.isRunning(program)
    }

    /// The program's process id (its session's and group's too), once the shell has written it.
    private static func programID(directory: String) -> pid_t? {
        (try? String(contentsOfFile: directory + "/pid", encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The last lines the program wrote to its standard error, for a message when it failed.
    func standardErrorTail(lines: Int = 4) -> String {
        let text = (try? String(contentsOfFile: directory + "/stderr.log", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(lines).joined(separator: " | ")
    }

    /// Kills the program and every process it started, lets the shell end, removes the directory.
    func close() {
        guard watch.close() else { return }
        Self.killProgram(shell: pid, directory: directory)
        letGoOfGuard()
        // The shell ends as soon as it reads the end of its socket; a shell gone astray is killed.
        let ended = (try? shell.wait(deadline: MonotonicClock.now() + 5)) ?? nil
        if ended == nil { shell.kill() }
        try? FileManager.default.removeItem(atPath: directory)
        for path in leftovers { unlink(path) }
    }

    /// Closes this process's end of the shell's socket, as this process's end does: the shell
    /// kills the program's tree and removes the directory. (``close()`` does it too; a test
    /// does it alone.)
    func letGoOfGuard() {
        guard guardWriter >= 0 else { return }
        closeDescriptor(guardWriter)
        guardWriter = -1
    }

    /// SIGKILL to every descendant of the shell (the program's tree, even a process that left
    /// its group) and to the program's process group; the shell is left to clean up.
    private static func killProgram(shell: pid_t, directory: String) {
        for process in ProcFileSystem.descendants(of: shell).reversed() { kill(process, SIGKILL) }
        if let program = programID(directory: directory) { kill(-program, SIGKILL) }
    }
}

/// Whether a ``BrowserProcess`` is closed, shared with its watchdog (which must not keep the
/// process alive past its owner).
private final class Watch: @unchecked Sendable {
    private let condition = NSCondition()
    private var closed = false

    var isClosed: Bool { condition.withLock { closed } }

    /// Marks it closed and wakes the watchdog; false if it was closed already.
    func close() -> Bool {
        condition.withLock {
            defer { closed = true; condition.broadcast() }
            return !closed
        }
    }

    /// Waits until it is closed (true) or `deadline` passes (false).
    func waitUntilClosed(before deadline: Date) -> Bool {
        condition.withLock {
            // Wakes when closed or at the deadline; a spurious wake-up goes round again.
            while !closed && Date() < deadline { _ = condition.wait(until: deadline) }
            return closed
        }
    }
}

/// `close(2)` under a name apart from the methods called `close`.
func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

/// A connected pair of Unix stream sockets, both close-on-exec from their creation (so a child
/// another thread spawns meanwhile inherits neither): a pipe that either end may read or write.
func makeSocketPair() throws(BrowserError) -> [Int32] {
    var pair: [Int32] = [-1, -1]
    #if canImport(Glibc)
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
    let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { throw .system("socketpair failed: errno \(errno)") }
    return pair
}
