import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// A press on a picker focuses the thumb it takes without scrolling the page, even where
    /// that thumb lies out of view: the page stays where the user put it.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PickerPressFocusBrowserTests {
        @Test(arguments: BrowserFixture.engines) func aPressFocusesTheThumbWithoutScrollingThePage(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                // A minute dial whose thumb (at 12 o'clock, 35 minutes being the value shown at
                // the top) is scrolled above the top of the view, its lower half in view.
                try fixture.show(#"<div style="height: 600px"></div><dial-picker id="p" mode="minutes" value="35"></dial-picker><div style="height: 3000px"></div>"#)
                let scrolled: Double = try PickerPage.read(page, """
                    (() => { const p = document.getElementById('p'); window.scrollTo(0, p.getBoundingClientRect().top + scrollY + p.offsetHeight / 2);
                      return scrollY; })()
                    """)
                let thumbTop: Double = try PickerPage.read(page, "document.getElementById('p').shadowRoot.querySelector('[role=slider]').getBoundingClientRect().top")
                #expect(thumbTop < 0, "the thumb is out of view above")
                // A press in the lower half of the dial, inside its dead radius: it turns nothing.
                let at = try PickerPage.point(page, "p")(Double.pi, 30)
                try page.mouse("mousePressed", x: at.0, y: at.1, pressed: true)
                try page.mouse("mouseReleased", x: at.0, y: at.1)
                let focused: Bool = try PickerPage.read(page, "document.getElementById('p').shadowRoot.activeElement?.getAttribute('role') === 'slider'")
                #expect(focused, "the press focused the thumb")
                let after: Double = try PickerPage.read(page, "scrollY")
                #expect(after == scrolled, "the page did not scroll: \(scrolled) then \(after)")
            }
        }

        /// A click on the element's `<label for>` focuses its first slider, as a click on a time
        /// input's label focuses its first field; a disabled one is not focused.
        @Test(arguments: BrowserFixture.engines) func aClickOnItsLabelFocusesTheFirstSlider(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <label for="w" id="lw">Wake-up time</label><dial-picker id="w" mode="time" value="07:30"></dial-picker>
                    <label for="o" id="lo">Off</label><dial-picker id="o" mode="time" value="07:30" disabled></dial-picker>
                    """)
                let centre = { (id: String) throws -> [Double] in
                    try PickerPage.read(page, "(() => { const r = document.getElementById('\(id)').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
                }
                let label = try centre("lw")
                try page.mouse("mousePressed", x: label[0], y: label[1], pressed: true)
                try page.mouse("mouseReleased", x: label[0], y: label[1])
                try page.wait(for: "document.activeElement === document.getElementById('w')", timeout: 5)
                #expect(try PickerPage.read(page, "document.getElementById('w').shadowRoot.activeElement?.dataset.thumb", as: String.self) == "hour")
                let off = try centre("lo")
                try page.mouse("mousePressed", x: off[0], y: off[1], pressed: true)
                try page.mouse("mouseReleased", x: off[0], y: off[1])
                usleep(100_000)
                #expect(try PickerPage.read(page, "document.activeElement !== document.getElementById('o')", as: Bool.self))
            }
        }
    }
}
