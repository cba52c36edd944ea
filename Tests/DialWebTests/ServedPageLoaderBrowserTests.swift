import BrowserHarness
import Foundation
import DialWeb
import Testing

extension PickerBrowserTests.ServerRenderBrowserTests {
    /// The README's loader for a served page (`ServedPage.loader`): the served dial is on the
    /// screen at the page's first frame with the element not yet defined (its module never runs
    /// before that paint), then the module takes the drawing over, node for node, and the dial
    /// answers keys.
    @Test(arguments: BrowserFixture.engines) func theLoaderRunsTheModuleOnlyAfterTheServedDialIsOnTheScreen(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            let served = try Self.rendered(["id=t", "mode=minutes", "value=20", "step=5", "lang=en-US"])
            // At each frame until the dial is in the DOM: whether the element was defined then.
            let watch = """
                <script>window.definedAtFirstFrame = null;
                const look = () => { if (document.getElementById('t')?.shadowRoot?.querySelector('svg')) definedAtFirstFrame = customElements.get('dial-picker') !== undefined;
                  else requestAnimationFrame(look); };
                requestAnimationFrame(look);</script>
                """
            // The module's URL whole: WebKitGTK resolves a relative import in a srcdoc frame's
            // inline module against no base, and the frame is how the test gets a parser to
            // attach the served shadow root (a page of a site's own resolves `./dial-picker.js`,
            // as figure 11's served page does in each engine).
            try Self.showServed(fixture, served.markup, head: watch + ServedPage.loader(module: fixture.base + "dial-picker.js"))
            try page.evaluate("""
                window.servedSVG = picker('t').shadowRoot.querySelector('svg');
                inFrame().releaseEngine(); true
                """)
            try page.wait(for: "inFrame().customElements.get('dial-picker') !== undefined && picker('t').ready", timeout: 15)
            #expect(try PickerPage.read(page, "inFrame().definedAtFirstFrame", as: Bool.self) == false, "the module ran before the first frame")
            #expect(try PickerPage.read(page, "picker('t').shadowRoot.querySelector('svg') === servedSVG", as: Bool.self), "taken over, not drawn again")
            #expect(try PickerPage.read(page, "inFrame().warnings", as: [String].self).isEmpty)
            // The import fetches the module, once.
            let fetches = try PickerPage.read(page, "inFrame().performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/dial-picker.js')).length", as: Int.self)
            #expect(fetches == 1, "dial-picker.js fetched \(fetches) times")
            try page.evaluate("inFrame().focus(); picker('t').shadowRoot.querySelector('[role=slider]').focus(); true")
            try page.press("ArrowRight")
            try page.wait(for: "picker('t').value === '25'", timeout: 5)
        }
    }

    /// The loader's tag: the module imported after a frame and its task, and nothing fetches it
    /// before (a `modulepreload` had Chromium parse and compile it before the first frame, and a
    /// `<link rel="preload" as="script" crossorigin>` had Firefox fetch it twice).
    @Test func theLoaderImportsTheModuleAfterAFrameAndFetchesNothingBefore() {
        let tags = ServedPage.loader(module: "/js/dial-picker.js")
        #expect(tags == #"<script>requestAnimationFrame(() => setTimeout(() => import('/js/dial-picker.js')));</script>"#)
        #expect(!tags.contains("<link"))
    }
}

/// The README's served page loads the module as ``ServedPage/loader(module:)`` writes it.
@Suite struct ServedPageReadmeTests {
    @Test func theReadmesServedPageUsesTheLoader() throws {
        let readme = try String(contentsOfFile: PackageLayout.current.root + "/README.md", encoding: .utf8)
        #expect(readme.contains(ServedPage.loader(module: "./dial-picker.js")))
    }
}
