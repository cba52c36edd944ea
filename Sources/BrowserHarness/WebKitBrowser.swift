#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import DialTUI
import ProcessHarness

/// WebKitGTK driven by its own W3C WebDriver server, `WebKitWebDriver`, over HTTP on a loopback
/// port; the browser it starts (MiniBrowser, `--automation`) draws on a virtual display, an
/// `Xvfb` of its own that picks a free display number and says which (`-displayfd`).
///
/// What its WebDriver lacks: media emulation, and touch (a touch pointer's actions arrive as
/// mouse events); both throw ``BrowserError/unsupported(_:_:)``.
enum WebKitBrowser {
    /// The WebDriver server: `DIAL_WEBKIT_DRIVER` or `WebKitWebDriver` on PATH; `nil` also when
    /// `Xvfb` is missing.
    static func findDriver() -> String? {
        guard findDisplayServer() != nil else { return nil }
        if let given = ProcessInfo.processInfo.environment["DIAL_WEBKIT_DRIVER"], !given.isEmpty {
            return ExecutableLookup.isExecutableFile(given) ? given : nil
        }
        return ExecutableLookup.find("WebKitWebDriver")
    }

    static func findDisplayServer() -> String? { ExecutableLookup.find("Xvfb") }

    /// The longest the display, the driver and the browser take to start, with room for a loaded machine.
    static let startTimeout = 60.0
    /// How many ports are tried when another program takes the one chosen before the driver binds it.
    static let portAttempts = 3

    /// Starts a display, the driver on a free port and a session of one page.
    static func launch(_ driver: String, lifetime: Double, width: Int, height: Int) throws(BrowserError) -> WebDriverPage {
        guard let xvfb = findDisplayServer() else { throw .notInstalled(.webkit) }
        let deadline = MonotonicClock.now() + startTimeout
        let (display, number) = try startDisplay(xvfb, lifetime: lifetime, deadline: deadline)
        do throws(BrowserError) {
            var attempt = 1
            // Each pass tries one port: bounded by portAttempts.
            while true {
                let directory = try BrowserProcess.makeDirectory(prefix: "dial-webkit")
                let port = try BrowserChannel.freePort()
                var environment = BrowserProcess.environment(["DISPLAY=:\(number)", "GDK_BACKEND=x11", "XDG_DATA_HOME=\(directory)/data",
                                                              "XDG_CONFIG_HOME=\(directory)/config", "XDG_CACHE_HOME=\(directory)/cache"])
                environment.removeAll { $0.hasPrefix("WAYLAND_DISPLAY=") }
                let server = try BrowserProcess(program: driver, arguments: ["--port=\(port)"], environment: environment,
                                                directory: directory, lifetime: lifetime)
                do {
                    try waitUntilListening(port: port, process: server, deadline: deadline)
                } catch {
                    server.close()
                    if case .failed = error, attempt < portAttempts {
                        attempt += 1
                        continue
                    }
                    throw error
                }
                let transport = WebDriverHTTPConnection(port: port, engine: .webkit)
                return try WebDriverPage(engine: .webkit, transport: transport, processes: [display, server],
                                         capabilities: ["webkitgtk:browserOptions": ["args": ["--automation"]], "pageLoadStrategy": "normal",
                                                        "timeouts": ["script": 300_000, "pageLoad": 60_000]],
                                         width: width, height: height, media: nil, touchIsSupported: false)
            }
        } catch {
            display.close()
            throw error
        }
    }

    /// Starts `Xvfb` on a display it picks; returns it and the display's number.
    private static func startDisplay(_ xvfb: String, lifetime: Double, deadline: Double) throws(BrowserError) -> (BrowserProcess, Int) {
        let told = try makeSocketPair()
        defer { closeDescriptor(told[0]) }
        let directory: String
        do {
            directory = try BrowserProcess.makeDirectory(prefix: "dial-xvfb")
        } catch {
            closeDescriptor(told[1])
            throw error
        }
        let display: BrowserProcess
        do {
            display = try BrowserProcess(program: xvfb, arguments: ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                         environment: ProcessEnvironmentList.current(), directory: directory,
                                         passing: [(told[1], to: 3)], lifetime: lifetime)
        } catch {
            closeDescriptor(told[1])
            throw error
        }
        closeDescriptor(told[1])
        var bytes: [UInt8] = []
        let outcome = try? DescriptorReader.read(told[0], into: &bytes, deadline: deadline) { $0.contains(UInt8(ascii: "\n")) }
        guard outcome == .satisfied, let number = Int(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            display.close()
            throw .failed("Xvfb did not say its display: \(display.standardErrorTail())")
        }
        display.leftovers = ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"]
        return (display, number)
    }

    /// Waits until the driver accepts a connection on `port`.
    /// - Throws: ``BrowserError/failed(_:)`` when the driver ended (another program took the
    ///   port), ``BrowserError/timedOut(_:)`` at the deadline.
    private static func waitUntilListening(port: Int, process: BrowserProcess, deadline: Double) throws(BrowserError) {
        // Each pass tries one connection and sleeps 20 ms, until the deadline.
        while MonotonicClock.now() < deadline {
            if let channel = try? BrowserChannel.connect(port: port, deadline: deadline) {
                channel.close()
                return
            }
            guard process.isRunning else { throw .failed("WebKitWebDriver ended: \(process.standardErrorTail())") }
            usleep(20_000)
        }
        throw .timedOut("WebKitWebDriver listening on 127.0.0.1:\(port)")
    }
}
