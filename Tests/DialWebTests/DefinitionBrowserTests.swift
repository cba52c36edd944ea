import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The module loaded again from another URL (another copy, another version) throws nothing:
    /// it leaves the name to the first definition and says so once.
    @Suite(.timeLimit(.minutes(2)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
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
    }
}
