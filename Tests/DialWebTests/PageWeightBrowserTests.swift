import BrowserHarness
import DialWeb
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes.
extension PickerBrowserTests {
    /// A page loads only the engine and the modules its modes use: one time dial, the module and
    /// dial.wasm, within PageWeight.timePageBudget gzipped; hours, the other modes' module too; one
    /// range, the module, the other modes' module and dial-range.wasm; the figures read from the
    /// site the tests serve (as dial-web builds it).
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PageWeightBrowserTests {
        /// The site's files the page fetched, by name, once every picker on it is ready.
        static func fetched(_ fixture: BrowserFixture, _ html: String) throws -> [String] {
            try fixture.page.load(fixture.base + "test.html?\(UUID().uuidString)", until: "customElements.get('dial-picker') !== undefined", timeout: 10)
            try fixture.page.evaluate("document.body.innerHTML = `\(html)`; true")
            try fixture.page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.ready)")
            let names: [String] = try PickerPage.read(fixture.page, "performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.slice(1))")
            return names.filter { $0 != "test.html" && $0 != "favicon.ico" }.sorted()  // the test page's own
        }

        @Test(arguments: BrowserFixture.engines) func aPageLoadsOnlyTheEngineItsModesUse(_ engine: BrowserEngine) async throws {
            let site = try BrowserFixture.site.get()
            try await BrowserFixture.start(engine).with { fixture in
                let time = try Self.fetched(fixture, #"<dial-picker mode="time" value="07:30"></dial-picker>"#)
                #expect(time == PageWeight.timePage.sorted(), "\(time)")
                let weight = try PageWeight.of(time, in: site)
                #expect(weight.total <= PageWeight.timePageBudget, "one time dial: \(weight.sizes) = \(weight.total) bytes gzipped")
                #expect(try Self.fetched(fixture, #"<dial-picker mode="range" value="22:30-06:45"></dial-picker>"#) == PageWeight.rangePage.sorted())
                #expect(try Self.fetched(fixture, #"<dial-picker mode="duration"></dial-picker><dial-picker mode="range"></dial-picker>"#)
                        == Set(PageWeight.timePage + PageWeight.rangePage).sorted(), "a page of both loads both")
                #expect(try Self.fetched(fixture, #"<dial-picker mode="hours"></dial-picker>"#) == (PageWeight.timePage + [Site.otherModesSource]).sorted(),
                        "hours are another mode")
            }
        }

        /// Typing and a native input's take-over are no part of a page's load: the typing's module
        /// comes when a dial first takes focus, the native input's when a picker wraps one.
        @Test(arguments: BrowserFixture.engines) func typingAndANativeInputLoadWhenAPageFirstNeedsThem(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let time = try Self.fetched(fixture, #"<dial-picker id="t" mode="time" value="07:30"></dial-picker>"#)
                #expect(time == PageWeight.timePage.sorted(), "\(time)")
                try fixture.page.evaluate(PickerScripts.focus("t", thumb: 0))
                let focused: [String] = try PickerPage.read(fixture.page, "performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.slice(1))")
                #expect(focused.filter { $0.hasPrefix("dial") }.sorted() == (PageWeight.timePage + [Site.typingSource]).sorted(), "\(focused)")
                let native = try Self.fetched(fixture, #"<dial-picker><input type="time" name="w" value="07:30"></dial-picker>"#)
                #expect(native == (PageWeight.timePage + [Site.nativeSource]).sorted(), "\(native)")
            }
        }
    }
}
