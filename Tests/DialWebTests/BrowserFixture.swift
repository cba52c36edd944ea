import BrowserHarness
import DialWeb
import Foundation
import Testing

/// For each browser engine, one headless browser with one page, and the built site served on a
/// loopback port: shared by every browser test of the run (started by the first that asks), so
/// a run starts one browser process per engine, not one per test.
///
/// A browser test takes the engine as its argument and runs in each engine chosen and installed:
///
///     @Test(arguments: BrowserFixture.engines)
///     func something(_ engine: BrowserEngine) async throws {
///         try await BrowserFixture.start(engine).with { fixture in … }
///     }
///
/// `DIAL_BROWSERS=chromium,firefox,webkit` chooses the engines (all three when unset). An engine
/// that is not installed is left out, and ``BrowserEngineTests`` says so in a line of its own;
/// with `DIAL_BROWSER_REQUIRED` set (CI sets it) a chosen engine that is missing fails instead.
/// Each browser is killed with its process tree at its own deadline (``lifetime``), whatever the
/// tests do, and when the test process ends.
final class BrowserFixture: @unchecked Sendable {
    /// The longest each engine's browser lives, in seconds: every browser test of a run, in
    /// one engine, takes a few minutes on a loaded two-core machine; one still up after this is
    /// hung.
    static let lifetime = 1800.0

    static let required: Bool = ProcessInfo.processInfo.environment["DIAL_BROWSER_REQUIRED"].map { !$0.isEmpty && $0 != "0" } ?? false
    /// The engines `DIAL_BROWSERS` names, or why it names none.
    static let chosen: Result<[BrowserEngine], BrowserError> = Result { () throws(BrowserError) in
        try BrowserEngine.chosen(ProcessInfo.processInfo.environment["DIAL_BROWSERS"])
    }
    /// The engines the browser tests run in: chosen and installed, or, when browsers are
    /// required, chosen (a missing one then fails each test that asks for it).
    static let engines: [BrowserEngine] = ((try? chosen.get()) ?? []).filter { required || $0.program() != nil }
    /// Whether the browser tests run at all.
    static let enabled = !engines.isEmpty || required
    static let skipReason = "no browser engine that DIAL_BROWSERS chooses is installed (apt-get install chromium firefox-esr webkit2gtk-driver xvfb); set DIAL_BROWSER_REQUIRED=1 to make this a failure"

    /// The thread each engine's tests run on, one at a time (see ``EngineThread``).
    static let threads: [BrowserEngine: EngineThread] = Dictionary(uniqueKeysWithValues: BrowserEngine.allCases.map {
        ($0, EngineThread(name: "dial-\($0.rawValue)"))
    })

    /// The site, built once for every engine: dial.wasm as CI or dial-web built it, when no
    /// source has changed since; else built now.
    static let site: Result<Site, WebError> = Result { () throws(WebError) in
        let builder = WasmModuleBuilder(buildTimeout: 120)
        let module = if let built = builder.upToDateModule() { built } else { try builder.build() }
        var site = try Site.assemble(folder: PackageLayout.current.siteFolder, module: module)
        site.files["test.html"] = Array(testPage.utf8)
        // The engine's wrappers as modules of their own (they import nothing), for the tests that
        // hold them to the exports' contract (``EngineWrapperBrowserTests``): the site's modules
        // keep them inside and export only the element's names.
        for name in ["dial-engine.js", "dial-engine-range.js"] {
            let wrapper = PackageLayout.current.siteFolder + "/" + name
            guard let source = FileManager.default.contents(atPath: wrapper) else { throw .unreadable(wrapper) }
            site.files[name] = [UInt8](source)
        }
        return site
    }

    /// Each engine's fixture or why it could not start, kept from the first test that asked.
    /// An engine's entry is made on that engine's thread alone, so it is made once; the lock
    /// keeps the engines' threads from writing the dictionary at once.
    nonisolated(unsafe) private static var started: [BrowserEngine: Result<BrowserFixture, FixtureError>] = [:]
    private static let startedLock = NSLock()

    struct FixtureError: Error, CustomStringConvertible { var description: String }

    /// The fixture of `engine`, started by the first test that asks (on the engine's thread).
    static func start(_ engine: BrowserEngine) async throws -> BrowserFixture {
        try await onThread(of: engine) { () throws(FixtureError) in
            if let known = startedLock.withLock({ started[engine] }) { return try known.get() }
            let made = Result { () throws(FixtureError) in
                do {
                    return try BrowserFixture(engine: engine)
                } catch let error as WebError {
                    throw FixtureError(description: "the site could not be built: \(error)")
                } catch {
                    throw FixtureError(description: "\(error)")
                }
            }
            startedLock.withLock { started[engine] = made }
            return try made.get()
        }
    }

    /// Runs `body` on `engine`'s thread, inside the calling test's task.
    static func onThread<T>(of engine: BrowserEngine, _ body: () throws -> T) async throws -> T {
        try await withTaskExecutorPreference(threads[engine]) { @concurrent () async throws -> T in try body() }
    }

    let engine: BrowserEngine
    let page: BrowserPage
    /// The site's address, ending in `/`.
    let base: String
    private let server: StaticServer

    private init(engine: BrowserEngine) throws {
        self.engine = engine
        let files = try Self.site.get()
        // A server for each engine: one's requests never wait behind another's.
        server = try StaticServer(port: 0)
        base = "http://127.0.0.1:\(server.port)/"
        let served = server
        Thread { served.serve(files, until: { false }) }.start()
        page = try engine.launch(lifetime: Self.lifetime)
    }

    /// An empty page that loads the element; each test puts its own pickers in it.
    static let testPage = """
        <!doctype html><html><head><meta charset="utf-8"><script type="module" src="dial-picker.js"></script>
        <style>body { margin: 0 } dial-picker { width: 300px; margin: 10px }</style></head><body></body></html>
        """

    /// Loads the test page afresh with `html` in its body; waits until every picker is drawn.
    func show(_ html: String) throws {
        try page.load(base + "test.html", until: "customElements.get('dial-picker') !== undefined", timeout: 10)
        let escaped = html.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`")
        try page.evaluate("document.body.innerHTML = `\(escaped)`; true")
        try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.ready)")
    }

    /// Runs `body` with the page to itself, on the engine's thread, the page's emulation and
    /// input reset first. Where the engine cannot do what the test needs
    /// (``BrowserError/unsupported(_:_:)``), the test records a known issue that names the
    /// engine and what it could not do, so its output says so: it neither fails nor passes
    /// silently. What it checked before that point stands.
    func with(_ body: (BrowserFixture) throws -> Void) async throws {
        try await Self.onThread(of: engine) {
            try page.reset()
            do {
                try body(self)
            } catch let error as BrowserError {
                guard case .unsupported = error else { throw error }
                withKnownIssue(Comment(rawValue: "\(error)")) { throw error }
            }
        }
    }
}
