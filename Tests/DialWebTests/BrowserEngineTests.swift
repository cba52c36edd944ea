import BrowserHarness
import Testing

/// Which engines the browser tests run in, said in the run's output: each engine's check runs
/// (the page it drives is that engine's), or is skipped with a line saying why (not chosen in
/// `DIAL_BROWSERS`, or not installed), or fails when `DIAL_BROWSER_REQUIRED` is set and a chosen
/// engine is missing.
@Suite(.timeLimit(.minutes(3)))
struct BrowserEngineTests {
    /// Whether the check of `engine` runs.
    static func checks(_ engine: BrowserEngine) -> Bool { BrowserFixture.engines.contains(engine) }

    /// Why the check of `engine` does not run.
    static func why(_ engine: BrowserEngine) -> Comment {
        guard (try? BrowserFixture.chosen.get())?.contains(engine) == true else {
            return "\(engine) is not among DIAL_BROWSERS: its browser tests are left out"
        }
        return "\(BrowserError.notInstalled(engine)): its browser tests are left out; DIAL_BROWSER_REQUIRED=1 makes this a failure"
    }

    /// The page the fixture of `engine` drives is that engine's (its user agent and the version
    /// its browser reports say so), its viewport is the 800 × 700 CSS pixels asked for, and its
    /// language is en-US whatever this machine's locale (under `LANG=C` WebKitGTK said "C").
    func check(_ engine: BrowserEngine, userAgentHas marks: [String], lacks others: [String]) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            try fixture.show("")
            let agent = try #require(fixture.page.evaluate("navigator.userAgent") as? String)
            #expect(marks.allSatisfy(agent.contains) && !others.contains(where: agent.contains), "\(agent)")
            #expect(fixture.page.version.hasPrefix(engine.displayName + " "), "\(fixture.page.version)")
            #expect(try fixture.page.evaluate("[innerWidth, innerHeight, devicePixelRatio]") as? [Int] == [800, 700, 1])
            #expect(try fixture.page.evaluate("[navigator.language, Intl.DateTimeFormat().resolvedOptions().locale]") as? [String] == ["en-US", "en-US"])
        }
    }

    @Test func theChosenEnginesAreKnownOnes() throws {
        _ = try BrowserFixture.chosen.get()
    }

    @Test(.enabled(if: checks(.chromium), why(.chromium)))
    func chromiumDrivesThePage() async throws {
        try await check(.chromium, userAgentHas: ["Chrome/"], lacks: ["Firefox/"])
    }

    @Test(.enabled(if: checks(.firefox), why(.firefox)))
    func firefoxDrivesThePage() async throws {
        try await check(.firefox, userAgentHas: ["Gecko/", "Firefox/"], lacks: ["Chrome/", "AppleWebKit/"])
    }

    @Test(.enabled(if: checks(.webkit), why(.webkit)))
    func webKitDrivesThePage() async throws {
        try await check(.webkit, userAgentHas: ["AppleWebKit/"], lacks: ["Chrome/", "Firefox/"])
    }
}
