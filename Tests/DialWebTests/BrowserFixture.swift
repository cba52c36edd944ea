import BrowserHarness
import DialWeb
import Foundation

/// The built site served on a loopback port and one headless Chromium with one page, shared by
/// the browser tests (started by the first of them).
///
/// The browser is killed with its process tree at its own deadline (``lifetime``), whatever
/// the tests do. Without Chromium the browser tests are skipped, saying so, unless
/// `DIAL_BROWSER_REQUIRED` is set (CI sets it): then they fail.
final class BrowserFixture: @unchecked Sendable {
    /// The longest the shared browser lives, in seconds.
    static let lifetime = 120.0

    enum Start: Sendable {
        case ready(BrowserFixture)
        case failed(String)
    }

    /// Whether the browser tests run: a browser is installed, or one is required.
    static let enabled: Bool = DevToolsPipe.findBrowser() != nil || required
    static let required: Bool = ProcessInfo.processInfo.environment["DIAL_BROWSER_REQUIRED"].map { !$0.isEmpty && $0 != "0" } ?? false
    static let skipReason = "no Chromium installed (apt-get install chromium, or set DIAL_CHROMIUM); set DIAL_BROWSER_REQUIRED=1 to make this a failure"

    /// Started once, by the first test that asks.
    static let shared: Start = {
        do {
            return .ready(try BrowserFixture())
        } catch let error as WebError {
            return .failed("the site could not be built: \(error)")
        } catch {
            return .failed("\(error)")
        }
    }()

    /// The fixture, or a thrown error saying why there is none.
    static func start() throws -> BrowserFixture {
        switch shared {
        case .ready(let fixture): return fixture
        case .failed(let why): throw FixtureError(description: why)
        }
    }

    struct FixtureError: Error, CustomStringConvertible { var description: String }

    let browser: DevToolsPipe
    let page: BrowserPage
    let base: String
    private let server: StaticServer
    /// One test at a time drives the page.
    let lock = NSLock()

    private init() throws {
        guard let path = DevToolsPipe.findBrowser() else { throw BrowserError.notInstalled }
        // dial.wasm as CI or dial-web built it, when no source has changed since; else built now.
        let builder = WasmModuleBuilder(buildTimeout: 120)
        let module = try builder.upToDateModule() ?? builder.build()
        var site = try Site.assemble(folder: PackageLayout.current.siteFolder, module: module)
        site.files["test.html"] = Array(Self.testPage.utf8)
        server = try StaticServer(port: 0)
        base = "http://127.0.0.1:\(server.port)/"
        let served = server
        let files = site
        let thread = Thread { served.serve(files, until: { false }) }
        thread.start()
        browser = try DevToolsPipe(browser: path, lifetime: Self.lifetime)
        page = try BrowserPage(browser: browser)
    }

    /// An empty page that loads the element; each test puts its own pickers in it.
    static let testPage = """
        <!doctype html><html><head><meta charset="utf-8"><script type="module" src="dial-picker.js"></script>
        <style>body { margin: 0 } dial-picker { width: 300px; margin: 10px }</style></head><body></body></html>
        """

    /// Loads the test page afresh with `html` in its body; waits until every picker is drawn.
    func show(_ html: String) throws {
        try page.load(base + "test.html", until: "customElements.get('dial-picker') !== undefined")
        let escaped = html.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`")
        try page.evaluate("document.body.innerHTML = `\(escaped)`; true")
        try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.ready)")
    }

    /// Runs `body` with the page to itself.
    func with<T>(_ body: (BrowserFixture) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(self)
    }
}
