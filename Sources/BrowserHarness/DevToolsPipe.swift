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
/// The browser runs as a ``BrowserProcess``: in a session of its own, with a fresh profile,
/// killed with its whole process tree by ``close()``, by `deinit`, by a watchdog at its
/// deadline, or when this process ends, whichever comes first, so a test that drives it can
/// never hang or leave it behind.
public final class DevToolsPipe: @unchecked Sendable {
    let process: BrowserProcess
    private let channel: BrowserChannel
    /// The process id of the browser's session leader (the shell that started it).
    public var pid: pid_t { process.pid }
    private var nextID = 1

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
        // Socket pairs rather than pipes: a write to a browser that has died fails with EPIPE
        // (send's MSG_NOSIGNAL) instead of raising SIGPIPE in this process, and both ends are
        // close-on-exec from their creation.
        let directory = try BrowserProcess.makeDirectory(prefix: "dial-chromium")
        let input: [Int32], output: [Int32]
        do throws(BrowserError) {
            input = try makeSocketPair()
            do throws(BrowserError) {
                output = try makeSocketPair()
            } catch {
                closeDescriptor(input[0]); closeDescriptor(input[1])
                throw error
            }
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        let arguments = ["--headless", "--no-sandbox", "--remote-debugging-pipe", "--user-data-dir=\(directory)/profile",
                         "--lang=\(BrowserProcess.language.tag)",
                         "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                         "--disable-background-networking", "--disable-sync", "--mute-audio", "--hide-scrollbars",
                         "about:blank"]
        defer { closeDescriptor(input[0]); closeDescriptor(output[1]) }
        do {
            process = try BrowserProcess(program: browser, arguments: arguments, environment: BrowserProcess.environment([]),
                                         directory: directory, passing: [(input[0], to: 3), (output[1], to: 4)], lifetime: lifetime)
        } catch {
            closeDescriptor(input[1]); closeDescriptor(output[0])
            throw error
        }
        channel = BrowserChannel(reading: output[0], writing: input[1])
    }

    deinit { close() }

    /// Kills the browser and every process it started; removes its profile.
    public func close() {
        process.close()
        channel.close()
    }

    /// Sends a DevTools command and waits for its answer (its `result`).
    /// - Throws: ``BrowserError/failed(_:)`` with the protocol's error message,
    ///   ``BrowserError/timedOut(_:)`` past `timeout` seconds, ``BrowserError/closed``.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil,
                     timeout: Double = 5) throws(BrowserError) -> [String: Any] {
        guard !process.isClosed else { throw .closed }
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        guard let bytes = try? JSONSerialization.data(withJSONObject: message) else { throw .failed("\(method): parameters are not JSON") }
        let deadline = MonotonicClock.now() + timeout
        try channel.write([UInt8](bytes) + [0], deadline: deadline, what: method)
        // Each pass takes one message, until the answer or the deadline; messages without an id
        // (events: console output, page events) are not waited for.
        while true {
            let bytes = try channel.read(deadline: deadline, what: "the answer to \(method)") { $0.firstIndex(of: 0).map { $0 + 1 } }
            guard let answer = try? JSONSerialization.jsonObject(with: Data(bytes.dropLast())) as? [String: Any],
                  let answerID = answer["id"] as? Int, answerID == id else { continue }
            if let error = answer["error"] as? [String: Any] {
                throw .failed("\(method): \(error["message"] as? String ?? "error")")
            }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }
}
