import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The module loaded again from another URL (another copy, another version) throws nothing:
    /// it leaves the name to the first definition and says so once.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct DefinitionBrowserTests {
        @Test(arguments: BrowserFixture.engines) func aSecondCopyOfTheModuleDefinesNothingAndSaysSoOnce(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="time" value="07:30"></dial-picker>"#)
                try page.evaluate(PickerPage.recordWarnings)
                try page.evaluate("""
                    window.errors = []; window.addEventListener('error', (e) => errors.push(String(e.message)));
                    window.imported = null; const first = customElements.get('dial-picker');
                    import('./dial-picker.js?copy=2').then(() => { imported = customElements.get('dial-picker') === first ? 'kept' : 'replaced'; }, (e) => { imported = String(e); }); true
                    """)
                try page.wait(for: "imported !== null", timeout: 10)
                #expect(try PickerPage.read(page, "imported", as: String.self) == "kept")
                let warnings: [String] = try PickerPage.read(page, "warnings.filter((w) => w.includes('defined already'))")
                #expect(warnings.count == 1, "\(warnings)")
                #expect(try PickerPage.read(page, "errors", as: [String].self) == [])
                #expect(try PickerPage.value(page, "p") == "07:30")
            }
        }

        /// A second copy's element, which a page may define under a name of its own, turns its face
        /// as the first copy's does: the custom property the face turns by, registered for the
        /// document by the first copy, is not registered again (a second registration throws), and
        /// nothing is said.
        @Test(arguments: BrowserFixture.engines) func aSecondCopysElementDefinedUnderAnotherNameTurnsItsFace(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="minutes" value="20"></dial-picker>"#)
                try page.evaluate(PickerPage.recordWarnings)
                try page.evaluate("""
                    window.errors = []; window.addEventListener('error', (e) => errors.push(String(e.message)));
                    window.imported = null;
                    import('./dial-picker.js?copy=3').then((m) => { customElements.define('dial-copy', m.DialPicker);
                      document.body.insertAdjacentHTML('beforeend', '<dial-copy id="q" mode="minutes" value="15"></dial-copy>'); imported = 'defined'; },
                      (e) => { imported = String(e); }); true
                    """)
                try page.wait(for: "imported !== null", timeout: 10)
                #expect(try PickerPage.read(page, "imported", as: String.self) == "defined")
                try page.wait(for: "document.getElementById('q').ready", timeout: 10)
                try page.evaluate(PickerScripts.focus("q", thumb: 0))
                try page.press("PageUp")
                try page.wait(for: "document.getElementById('q').settled", timeout: 10)
                // 30 of 60 detents: the face turned half a turn, the labels back as far.
                let turned: [String] = try PickerPage.read(page, """
                    (() => { const ring = document.getElementById('q').shadowRoot.querySelector('.labels');
                      const round = (t) => t.replace(/-?[0-9.e-]+/g, (n) => String(Math.round(Number(n) * 1000) / 1000 || 0));
                      return [document.getElementById('q').value, round(getComputedStyle(ring).transform), round(getComputedStyle(ring.querySelector('.label')).transform)]; })()
                    """)
                #expect(turned == ["30", "matrix(-1, 0, 0, -1, 0, 0)", "matrix(-1, 0, 0, -1, 0, 0)"])
                #expect(try PickerPage.read(page, "errors", as: [String].self) == [])
                #expect(try PickerPage.read(page, "warnings.filter((w) => !w.includes('defined already'))", as: [String].self) == [])
            }
        }
    }
}
