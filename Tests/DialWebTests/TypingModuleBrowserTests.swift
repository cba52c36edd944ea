import BrowserHarness
import Foundation
import Testing

extension PickerBrowserTests.FirstPaintBrowserTests {
    /// The typing's module (dial-typing.js) is no part of what a page loads: the element fetches
    /// it when a dial first takes focus. Characters typed before it is in (here in the same task as
    /// the focus, in a frame of their own where it has never loaded) wait for it and are typed in
    /// order, with the keys after them; the dial is not settled meanwhile. On a dial removed
    /// meanwhile they leave with it.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct TypingModuleBrowserTests {
        typealias Held = PickerBrowserTests.FirstPaintBrowserTests

        /// Focuses the first thumb of the frame's picker `id` and sends it `keys` as keydowns, then
        /// runs `after`, all in one task; returns what the page read at once: the value, `settled`,
        /// and whether the frame had fetched the typing's module before.
        static func typeAtOnce(_ page: BrowserPage, _ id: String, _ keys: [String], then after: String = "") throws -> [String] {
            try PickerPage.read(page, """
                (() => {
                  const loaded = inFrame().performance.getEntriesByType('resource').some((e) => e.name.endsWith('/dial-typing.js'));
                  inFrame().focus();
                  const element = picker('\(id)'), thumb = element.shadowRoot.querySelector('[role=slider]');
                  thumb.focus();
                  for (const key of \(keys)) thumb.dispatchEvent(new (inFrame().KeyboardEvent)('keydown', { key, bubbles: true, cancelable: true }));
                  \(after)
                  return [element.value, String(element.settled), String(loaded)];
                })()
                """)
        }

        @Test(arguments: BrowserFixture.engines) func charactersTypedBeforeTheModuleIsInAreTypedInOrderOnceItIs(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, #"<dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
                try Held.releaseEngine(page)
                try page.evaluate("window.heard = []; picker('t').addEventListener('input', () => heard.push(picker('t').value)); true")
                let atOnce = try Self.typeAtOnce(page, "t", ["2", "1", "3", "0", "ArrowUp"])
                #expect(atOnce == ["09:41", "false", "false"], "nothing typed before the module is in, and the dial is not settled")
                try page.wait(for: "picker('t').settled", timeout: 20)
                #expect(try PickerPage.read(page, "picker('t').value", as: String.self) == "22:30", "2130, then an hour up")
                #expect(try PickerPage.read(page, "heard", as: [String].self) == ["21:30", "22:30"])
                let fetched: Int = try PickerPage.read(page, "inFrame().performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/dial-typing.js')).length")
                #expect(fetched == 1, "the module is fetched once")
            }
        }

        @Test(arguments: BrowserFixture.engines) func charactersWaitingForTheModuleLeaveWithARemovedDial(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, #"<dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
                try Held.releaseEngine(page)
                let atOnce = try Self.typeAtOnce(page, "t", ["2", "3", "0", "0"], then: "window.kept = picker('t'); kept.remove();")
                #expect(atOnce == ["09:41", "false", "false"], "read from the removed dial: not settled while out of the page")
                try page.wait(for: "inFrame().performance.getEntriesByType('resource').some((e) => e.name.endsWith('/dial-typing.js'))", timeout: 20)
                try page.evaluate("inFrame().document.body.append(kept); true")
                try page.wait(for: "kept.settled", timeout: 20)
                #expect(try PickerPage.read(page, "kept.value", as: String.self) == "09:41", "the text typed left with the dial it was typed on")
            }
        }
    }
}
