import Foundation
import ProcessHarness

/// The three browser engines a web page ships to, each driven headless by the protocol it
/// speaks without a downloaded driver: Chromium by the DevTools protocol over a pipe
/// (``DevToolsPipe``), Firefox by Marionette over a loopback socket (``FirefoxBrowser``), WebKitGTK
/// by W3C WebDriver over HTTP (``WebKitBrowser``).
public enum BrowserEngine: String, CaseIterable, Sendable, CustomStringConvertible {
    case chromium, firefox, webkit

    public var description: String { rawValue }

    /// The engine's name in messages.
    public var displayName: String {
        switch self {
        case .chromium: "Chromium"
        case .firefox: "Firefox"
        case .webkit: "WebKitGTK"
        }
    }

    /// What to install (Debian) or set to have it.
    public var installHint: String {
        switch self {
        case .chromium: "apt-get install chromium, or set DIAL_CHROMIUM"
        case .firefox: "apt-get install firefox-esr, or set DIAL_FIREFOX"
        case .webkit: "apt-get install webkit2gtk-driver xvfb, or set DIAL_WEBKIT_DRIVER"
        }
    }

    /// The program started for the engine: the browser, or for WebKitGTK its WebDriver server
    /// (which also needs `Xvfb`); `nil` when it is not installed. A variable that names a
    /// program that is not there means not installed: it is never silently replaced.
    public func program() -> String? {
        switch self {
        case .chromium: return DevToolsPipe.findBrowser()
        case .firefox: return FirefoxBrowser.findBrowser()
        case .webkit: return WebKitBrowser.findDriver()
        }
    }

    /// The engines a comma-separated list names (`DIAL_BROWSERS=chromium,firefox,webkit`), in
    /// the list's order; every engine when the list is absent or empty.
    /// - Throws: ``BrowserError/failed(_:)`` naming a word that is not an engine.
    public static func chosen(_ list: String?) throws(BrowserError) -> [BrowserEngine] {
        guard let list, !list.trimmingCharacters(in: .whitespaces).isEmpty else { return allCases }
        var engines: [BrowserEngine] = []
        for word in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !word.isEmpty {
            guard let engine = BrowserEngine(rawValue: word) else {
                throw .failed("DIAL_BROWSERS: '\(word)' is not an engine (chromium, firefox, webkit)")
            }
            if !engines.contains(engine) { engines.append(engine) }
        }
        return engines
    }

    /// Starts the engine headless with a fresh profile and opens one page of `width` × `height`
    /// CSS pixels. The browser and every process it starts are killed at the latest `lifetime`
    /// seconds from now, by ``BrowserPage/close()``, or when this process ends.
    /// - Throws: ``BrowserError/notInstalled(_:)``, or why it could not be started.
    public func launch(lifetime: Double, width: Int = 800, height: Int = 700) throws(BrowserError) -> BrowserPage {
        guard let program = program() else { throw .notInstalled(self) }
        let driver: any PageDriver
        switch self {
        case .chromium:
            driver = try DevToolsPage(browser: DevToolsPipe(browser: program, lifetime: lifetime), width: width, height: height)
        case .firefox:
            driver = try FirefoxBrowser.launch(program, lifetime: lifetime, width: width, height: height)
        case .webkit:
            driver = try WebKitBrowser.launch(program, lifetime: lifetime, width: width, height: height)
        }
        return BrowserPage(driver: driver)
    }
}
