import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// A property set on the element before its module defines it (as frameworks do) is taken over
    /// when it upgrades: nothing set early is lost, and the class's accessors work afterwards.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct UpgradeBrowserTests {
        @Test(arguments: BrowserFixture.engines) func propertiesSetBeforeTheUpgradeAreTakenOver(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<form id="f"></form>"#)
                // An element made in a document without a browsing context is not upgraded until it
                // joins this one: its properties are plain own properties until then, as they are on
                // a page whose module has not loaded yet.
                try page.evaluate("""
                    const inert = document.implementation.createHTMLDocument('');
                    const e = inert.createElement('dial-picker');
                    e.id = 'p'; e.setAttribute('mode', 'duration'); e.setAttribute('name', 't');
                    e.value = '2h'; e.disabled = true;
                    window.ownBefore = Object.keys(e).sort().join(' ');
                    document.getElementById('f').append(e); true
                    """)
                try page.wait(for: "document.getElementById('p').ready")
                #expect(try PickerPage.read(page, "ownBefore", as: String.self) == "disabled value", "the test sets own properties")
                #expect(try PickerPage.value(page, "p") == "2h")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("p", "aria-valuetext"), as: [String].self) == ["2 hours"])
                #expect(try PickerPage.read(page, "Object.keys(document.getElementById('p')).length", as: Int.self) == 0)
                #expect(try PickerPage.read(page, "document.getElementById('p').hasAttribute('disabled')", as: Bool.self))
                try page.evaluate("const p = document.getElementById('p'); p.disabled = false; p.value = '3h'; true")
                #expect(try PickerPage.value(page, "p") == "3h")
                #expect(try PickerPage.read(page, "new URLSearchParams(new FormData(document.getElementById('f'))).toString()", as: String.self) == "t=3h")
            }
        }
    }
}
