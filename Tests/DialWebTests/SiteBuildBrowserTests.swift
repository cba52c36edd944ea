import BrowserHarness
import DialWeb
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The site as `dial-web` builds it on a machine without esbuild: the join itself is the
    /// module, and the element works from it as from the minified one the other tests load.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct SiteBuildBrowserTests {
        @Test(arguments: BrowserFixture.engines) func theJoinedModuleThatASiteWithoutEsbuildShipsWorks(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("")
                let module = try #require(WasmModuleBuilder().upToDateModule(), "the fixture built dial.wasm")
                let site = try Site.assemble(folder: PackageLayout.current.siteFolder, module: module, minifier: nil)
                let text = String(decoding: try #require(site.files["dial-picker.js"]), as: UTF8.self)
                #expect(text.hasSuffix("//# sourceMappingURL=dial-picker.js.map\n") && site.files["dial-picker.js.map"] != nil)
                // The module inline in a frame of its own: its URL is the page's, so it fetches
                // dial.wasm from the site as the file would.
                let literal = String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self)
                try page.evaluate("""
                    const frame = document.createElement('iframe');
                    frame.style = 'border: 0; width: 400px; height: 400px; display: block';
                    frame.srcdoc = '<!doctype html><style>body { margin: 0 } dial-picker { width: 300px }</style><dial-picker id="p" mode="minutes" value="20"></dial-picker>';
                    frame.onload = () => {
                      const script = frame.contentDocument.createElement('script');
                      script.type = 'module';
                      script.textContent = \(literal)[0];
                      frame.contentDocument.head.append(script);
                    };
                    document.body.append(frame);
                    window.picker = () => frame.contentDocument.getElementById('p');
                    true
                    """)
                try page.wait(for: "picker()?.ready === true")
                try page.evaluate("document.querySelector('iframe').contentWindow.focus(); picker().shadowRoot.querySelector('[role=slider]').focus(); true")
                try page.press("ArrowRight")
                #expect(try PickerPage.read(page, "picker().value", as: String.self) == "21")
            }
        }
    }
}
