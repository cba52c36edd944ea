import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// A removal ends a motion on its target: `input` and the motion's one `change` fire then, and
    /// the element appended again shows that value, at rest, with no second `change`.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct MotionRemovalBrowserTests {
        @Test(arguments: BrowserFixture.engines) func anElementRemovedMidFlingFiresItsChange(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<div id="host"><dial-picker id="d" mode="duration" value="0m" step="5"></dial-picker></div>"#)
                try page.evaluate(EventsBrowserTests.listen("d"))
                try page.evaluate("window.removedAt = null; true")
                try PickerPage.flingAQuarterBack(page, "d")
                try page.evaluate("""
                    setTimeout(() => { const d = document.getElementById('d'); window.wasSettled = d.settled; d.remove();
                      window.removedAt = [d.value, heard.change.length]; setTimeout(() => document.getElementById('host').append(d), 100); }, 100); true
                    """)
                try page.wait(for: "document.getElementById('d') !== null && document.getElementById('d').settled", timeout: 10)
                usleep(300_000)
                #expect(try PickerPage.read(page, "wasSettled", as: Bool.self) == false, "the test removes it mid-motion")
                let heard = try EventsBrowserTests.heard(page)
                let value = try PickerPage.value(page, "d")
                #expect(value != "0m" && heard.change == [value] && heard.input.last == value, "\(heard), value \(value)")
                #expect(try PickerPage.read(page, "removedAt", as: [AnyHashable].self) == [value as AnyHashable, 1 as AnyHashable], "the change fired at the removal")
            }
        }
    }
}
