#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import DialTUI
import ProcessHarness

/// Headless Chromium driven over `--remote-debugging-pipe`: the DevTools protocol as JSON
/// messages, each ended by a NUL byte, written to the browser's descriptor 3 and read from its
/// descriptor 4. No port, no websocket.
///
/// The browser runs in a session of its own, with a fresh profile, and is killed with its whole
/// process tree by ``close()``, by `deinit`, or by a watchdog at its deadline, whichever comes
/// first, so a test that drives it can never hang.
public final class DevToolsPipe: @unchecked Sendable {
    private let process: SpawnedProcess
    /// The browser's process id.
    public var pid: pid_t { process.pid }
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: String
    private var nextID = 1
    private var received: [UInt8] = []
    private let lock = NSLock()
    private var closed = false

    /// The browser: `DIAL_CHROMIUM`, Debian's real binary, or `chromium`/`chromium-browser` on PATH.
    public static func findBrowser() -> String? {
        if let given = ProcessInfo.processInfo.environment["DIAL_CHROMIUM"], !given.isEmpty {
            return ExecutableLookup.isExecutableFile(given) ? given : nil
        }
        if ExecutableLookup.isExecutableFile("/usr/lib/chromium/chromium") { return "/usr/lib/chromium/chromium" }
        return ExecutableLookup.find("chromium") ?? ExecutableLookup.find("chromium-browser")
    }

    /// Starts `browser` headless; it is killed at the latest `lifetime` seconds from now.
    public init(browser: String, lifetime: Double) throws(BrowserError) {
        // The commands go over a socket pair rather than a pipe, so a write to a browser that has
        // died fails with EPIPE (send's MSG_NOSIGNAL) instead of raising SIGPIPE in this process.
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &input) == 0, pipe(&output) == 0 else { throw .system("socketpair or pipe failed: errno \(errno)") }
        // Fresh descriptors above 10 for the child's ends: a dup2 of a descriptor onto itself
        // (were one of them 3 or 4 already) would keep its close-on-exec flag.
        let childReads = fcntl(input[0], F_DUPFD_CLOEXEC, 10)
        let childWrites = fcntl(output[1], F_DUPFD_CLOEXEC, 10)
        closeDescriptor(input[0])
        closeDescriptor(output[1])
        _ = fcntl(input[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(output[0], F_SETFD, FD_CLOEXEC)
        toBrowser = input[1]
        fromBrowser = output[0]
        profile = NSTemporaryDirectory() + "dial-chromium-" + UUID().uuidString
        let arguments = ["--headless", "--no-sandbox", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
                         "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                         "--disable-background-networking", "--disable-sync", "--mute-audio", "--hide-scrollbars",
                         "about:blank"]
        do {
            process = try SpawnedProcess.spawn(browser, arguments: arguments, environment: ProcessEnvironmentList.current(),
                                               fileActions: [
                                                   .open(descriptor: 0, path: "/dev/null", flags: O_RDONLY),
                                                   .open(descriptor: 1, path: "/dev/null", flags: O_WRONLY),
                                                   .open(descriptor: 2, path: "/dev/null", flags: O_WRONLY),
                                                   .duplicate(childReads, to: 3),
                                                   .duplicate(childWrites, to: 4),
                                               ], newSession: true)
        } catch {
            closeDescriptor(childReads); closeDescriptor(childWrites); closeDescriptor(toBrowser); closeDescriptor(fromBrowser)
            throw .system("cannot start \(browser): \(error)")
        }
        closeDescriptor(childReads)
        closeDescriptor(childWrites)
        let pid = process.pid
        let watchdog = Thread { [weak self] in
            let end = MonotonicClock.now() + lifetime
            // Wakes every 50 ms: ends when the browser is closed or at the deadline.
            while MonotonicClock.now() < end {
                guard let self, !self.isClosed else { return }
                usleep(50_000)
            }
            Self.killTree(pid)
        }
        watchdog.start()
    }

    deinit { close() }

    private var isClosed: Bool { lock.withLock { closed } }

    /// Kills the browser and every process it started; removes its profile.
    public func close() {
        let first = lock.withLock { () -> Bool in
            defer { closed = true }
            return !closed
        }
        guard first else { return }
        Self.killTree(process.pid)
        process.kill()
        closeDescriptor(toBrowser)
        closeDescriptor(fromBrowser)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// SIGKILL to the browser's process group and to each of its descendants.
    static func killTree(_ pid: pid_t) {
        for child in ProcFileSystem.descendants(of: pid).reversed() { kill(child, SIGKILL) }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
    }

    /// Sends a DevTools command and waits for its answer (its `result`).
    /// - Throws: ``BrowserError/failed(_:)`` with the protocol's error message,
    ///   ``BrowserError/timedOut(_:)`` past `timeout` seconds, ``BrowserError/closed``.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil,
                     timeout: Double = 5) throws(BrowserError) -> [String: Any] {
        guard !isClosed else { throw .closed }
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        guard var bytes = try? JSONSerialization.data(withJSONObject: message) else { throw .failed("\(method): parameters are not JSON") }
        bytes.append(0)
        try write(bytes, what: method, deadline: MonotonicClock.now() + timeout)
        let deadline = MonotonicClock.now() + timeout
        // Each pass reads one message or waits for more bytes, until the deadline.
        while true {
            let answer = try nextMessage(deadline: deadline, what: method)
            // Messages without an id (events: console output, page events) are not waited for.
            guard let answerID = answer["id"] as? Int, answerID == id else { continue }
            if let error = answer["error"] as? [String: Any] {
                throw .failed("\(method): \(error["message"] as? String ?? "error")")
            }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    private func write(_ data: Data, what: String, deadline: Double) throws(BrowserError) {
        let bytes = [UInt8](data)
        var sent = 0
        // Each pass writes at least one byte or fails.
        while sent < bytes.count {
            guard MonotonicClock.now() < deadline else { throw .timedOut("writing \(what)") }
            let count = bytes[sent...].withUnsafeBytes { writeDescriptor(toBrowser, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .closed }
            sent += count
        }
    }

    /// The next whole message from the browser.
    private func nextMessage(deadline: Double, what: String) throws(BrowserError) -> [String: Any] {
        var chunk = [UInt8](repeating: 0, count: 65536)
        // Each pass takes a message already received or reads more bytes, until the deadline.
        while true {
            if let end = received.firstIndex(of: 0) {
                let message = Data(received[..<end])
                received.removeSubrange(...end)
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else { continue }
                return object
            }
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { throw .timedOut("the answer to \(what)") }
            var readable = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = poll(&readable, 1, Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(fromBrowser, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .closed }
            received += chunk[0..<count]
        }
    }
}

/// `close(2)`, and `send(2)` that never raises SIGPIPE, under names apart from the methods of ``DevToolsPipe``.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
}
