import Foundation
import DialTUI
import ProcessHarness

/// Headless Firefox driven over Marionette, its own remote protocol, with no geckodriver:
/// `firefox --headless --marionette` with `marionette.port` 0 in a fresh profile's `user.js`
/// listens on a loopback port it chooses and writes to `MarionetteActivePort` in the profile.
///
/// Media features are emulated through the preferences that stand for the user's settings,
/// set from Marionette's chrome context (which `--remote-allow-system-access` opens): each
/// change reaches the page with the `change` events a user's would.
enum FirefoxBrowser {
    /// The browser: `DIAL_FIREFOX`, Debian's `firefox-esr`, or `firefox-esr`/`firefox` on PATH.
    static func findBrowser() -> String? {
        if let given = ProcessInfo.processInfo.environment["DIAL_FIREFOX"], !given.isEmpty {
            return ExecutableLookup.isExecutableFile(given) ? given : nil
        }
        if ExecutableLookup.isExecutableFile("/usr/lib/firefox-esr/firefox-esr") { return "/usr/lib/firefox-esr/firefox-esr" }
        return ExecutableLookup.find("firefox-esr") ?? ExecutableLookup.find("firefox")
    }

    /// The longest Firefox takes to start and write its port here, with room for a loaded machine.
    static let startTimeout = 60.0

    /// Starts `browser` with a fresh profile and opens a session of one page.
    static func launch(_ browser: String, lifetime: Double, width: Int, height: Int) throws(BrowserError) -> WebDriverPage {
        let directory = try BrowserProcess.makeDirectory(prefix: "dial-firefox")
        let profile = directory + "/profile"
        do {
            try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: false)
            let preferences = ["marionette.port": "0", "intl.locale.requested": "\"\(BrowserProcess.language.tag)\"",
                               "intl.accept_languages": "\"\(BrowserProcess.language.tag)\""]
            let userJS = preferences.sorted { $0.key < $1.key }.map { "user_pref(\"\($0.key)\", \($0.value));\n" }.joined()
            try Data(userJS.utf8).write(to: URL(fileURLWithPath: profile + "/user.js"))
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw .system("cannot write a Firefox profile in \(directory): \(error)")
        }
        let environment = BrowserProcess.environment(["MOZ_CRASHREPORTER_DISABLE=1", "XDG_CACHE_HOME=\(directory)/cache"])
        let process = try BrowserProcess(program: browser, arguments: ["--headless", "--marionette", "--remote-allow-system-access",
                                                                       "--no-remote", "--profile", profile, "about:blank"],
                                         environment: environment, directory: directory, lifetime: lifetime)
        let deadline = MonotonicClock.now() + startTimeout
        let connection: MarionetteConnection
        do {
            let port = try activePort(profile: profile, process: process, deadline: deadline)
            connection = try MarionetteConnection(port: port, deadline: deadline)
        } catch {
            process.close()
            throw error
        }
        let preferences = Preferences(connection: connection)
        return try WebDriverPage(engine: .firefox, transport: connection, processes: [process],
                                 capabilities: ["pageLoadStrategy": "normal", "timeouts": ["script": 300_000, "pageLoad": 60_000]],
                                 width: width, height: height,
                                 media: { (feature: String, value: String) throws(BrowserError) in try preferences.emulate(feature, value) },
                                 touchIsSupported: true)
    }

    /// The port in the profile's `MarionetteActivePort`, once Firefox has written it.
    private static func activePort(profile: String, process: BrowserProcess, deadline: Double) throws(BrowserError) -> Int {
        // Each pass reads the file once and sleeps 20 ms, until the deadline.
        while MonotonicClock.now() < deadline {
            if let text = try? String(contentsOfFile: profile + "/MarionetteActivePort", encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), port > 0 {
                return port
            }
            guard process.isRunning else { throw .failed("Firefox ended before it listened: \(process.standardErrorTail())") }
            usleep(20_000)
        }
        throw .timedOut("Firefox's Marionette port (\(profile)/MarionetteActivePort): \(process.standardErrorTail())")
    }

    /// The preferences behind the media features a page can query, set from the chrome context.
    ///
    /// A preference reaches the page's process a moment after it is set, so each change waits
    /// until the page's `matchMedia` shows it (as Chromium's emulation does before it answers).
    final class Preferences {
        private let connection: MarionetteConnection
        /// Per feature, whether the page matched each of its values before it was first emulated.
        private var defaults: [String: [Bool]] = [:]
        /// The longest a change takes to reach the page, with room for a loaded machine.
        static let arrivalTimeout = 10.0

        /// Each feature's preference and the integer each of its values stands for.
        static let features: [String: (preference: String, values: [String: Int])] = [
            "prefers-reduced-motion": ("ui.prefersReducedMotion", ["no-preference": 0, "reduce": 1]),
            "prefers-color-scheme": ("layout.css.prefers-color-scheme.content-override", ["dark": 0, "light": 1]),
            "forced-colors": ("browser.display.document_color_use", ["none": 1, "active": 2]),
        ]

        init(connection: MarionetteConnection) {
            self.connection = connection
        }

        /// Sets `feature`'s preference to `value`'s integer, or back to its default for `""`, and
        /// waits until the page sees it.
        func emulate(_ feature: String, _ value: String) throws(BrowserError) {
            guard let entry = Self.features[feature], value.isEmpty || entry.values[value] != nil else {
                throw .unsupported(.firefox, "emulate \(feature): \(value) (no preference of its own for it)")
            }
            let queries = entry.values.keys.sorted().map { "(\(feature): \($0))" }
            if defaults[feature] == nil { defaults[feature] = try matching(queries) }
            let script = value.isEmpty ? "Services.prefs.clearUserPref(arguments[0]);" : "Services.prefs.setIntPref(arguments[0], arguments[1]);"
            try chrome(script, [entry.preference, entry.values[value] ?? 0])
            let wanted = value.isEmpty ? defaults[feature] ?? [] : entry.values.keys.sorted().map { $0 == value }
            let deadline = MonotonicClock.now() + Self.arrivalTimeout
            // Each pass asks the page once and sleeps 20 ms, until the page sees it or the deadline.
            while try matching(queries) != wanted {
                guard MonotonicClock.now() < deadline else { throw .timedOut("the page seeing \(feature): \(value.isEmpty ? "its default" : value)") }
                usleep(20_000)
            }
        }

        /// Whether the page matches each media query of `queries`.
        private func matching(_ queries: [String]) throws(BrowserError) -> [Bool] {
            let answer = try connection.send(.executeScript, ["script": "return arguments[0].map((q) => window.matchMedia(q).matches);",
                                                              "args": [queries]], timeout: 10)
            return answer as? [Bool] ?? []
        }
        /// Runs `script` in Firefox's chrome context, then goes back to the page's.
        private func chrome(_ script: String, _ arguments: [Any]) throws(BrowserError) {
            let describe = { (code: String, message: String) in BrowserError.failed("Marionette: \(code): \(message)") }
            try connection.call("Marionette:SetContext", ["value": "chrome"], timeout: 10, describe: describe)
            defer { _ = try? connection.call("Marionette:SetContext", ["value": "content"], timeout: 10, describe: describe) }
            try connection.call("WebDriver:ExecuteScript", ["script": script, "args": arguments], timeout: 10, describe: describe)
        }
    }
}
