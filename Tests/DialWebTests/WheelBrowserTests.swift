import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The wheel turns only a focused element; over any other it scrolls the page. Its deltas add up.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct WheelBrowserTests {
        @Test(arguments: BrowserFixture.engines) func theWheelScrollsThePageOverAnUnfocusedDialAndStepsAFocusedOne(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="d" mode="duration" value="1h30m" step="5"></dial-picker>
                    <dial-picker id="r" mode="range" value="22:30-06:45" step="15"></dial-picker>
                    <div style="height: 3000px"></div>
                    """)
                try page.evaluate("window.prevented = []; window.addEventListener('wheel', (e) => prevented.push(e.defaultPrevented)); true")
                let at = try PickerPage.point(page, "d")
                let centre = at(0, 0)
                try page.mouse("mouseWheel", x: centre.0, y: centre.1, deltaY: 100)
                try page.wait(for: "prevented.length === 1")
                #expect(try PickerPage.read(page, "prevented", as: [Bool].self) == [false])
                #expect(try PickerPage.value(page, "d") == "1h30m")
                try page.wait(for: "window.scrollY > 0", timeout: 5)
                try page.evaluate("window.scrollTo(0, 0); true")
                try page.evaluate(PickerScripts.focus("d", thumb: 0))
                let moved = try PickerPage.point(page, "d")(0, 0)
                try page.mouse("mouseWheel", x: moved.0, y: moved.1, deltaY: 100)   // down: clockwise, one step back
                try page.wait(for: "prevented.length === 2")
                #expect(try PickerPage.read(page, "prevented", as: [Bool].self) == [false, true])
                #expect(try PickerPage.value(page, "d") == "1h25m")
                // A range takes the wheel on its focused handle.
                try page.evaluate(PickerScripts.focus("r", thumb: 1))
                let range = try PickerPage.point(page, "r")(0, 0)
                try page.mouse("mouseWheel", x: range.0, y: range.1, deltaY: -100)
                try page.wait(for: "prevented.length === 3")
                #expect(try PickerPage.value(page, "r") == "22:30-07:00")
            }
        }

        /// Wheel events of `deltas` (deltaY, deltaMode) on the focused thumb of picker `id`, as a
        /// trackpad or a mouse sends them; the number of them the element took (cancelled).
        static func wheel(_ id: String, _ deltas: [(Double, Int)]) -> String {
            let events = deltas.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ")
            return """
                (() => { const thumb = document.getElementById('\(id)').shadowRoot.activeElement;
                  return [\(events)].filter(([deltaY, deltaMode]) => !thumb.dispatchEvent(new WheelEvent('wheel',
                    { deltaY, deltaMode, bubbles: true, cancelable: true, composed: true }))).length; })()
                """
        }

        /// The wheel's deltas add up: a notch's worth (100 px, 3 lines) is one step, a trackpad's
        /// small deltas do not race, and a page is three notches.
        @Test(arguments: BrowserFixture.engines) func theWheelsDeltasAddUpToOneStepANotch(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="d" mode="duration" value="1h30m" step="5"></dial-picker>"#)
                try page.evaluate(PickerScripts.focus("d", thumb: 0))
                let settle = { () throws -> String in
                    try page.wait(for: "document.getElementById('d').settled", timeout: 10)
                    return try PickerPage.value(page, "d")
                }
                #expect(try PickerPage.read(page, Self.wheel("d", Array(repeating: (3, 0), count: 5)), as: Int.self) == 5, "taken, so the page does not scroll")
                #expect(try settle() == "1h30m", "15 px are not a notch")
                _ = try PickerPage.read(page, Self.wheel("d", Array(repeating: (3, 0), count: 28)), as: Int.self)
                #expect(try settle() == "1h30m", "99 px are not a notch")
                _ = try PickerPage.read(page, Self.wheel("d", [(1, 0)]), as: Int.self)
                #expect(try settle() == "1h25m", "100 px are one")
                _ = try PickerPage.read(page, Self.wheel("d", [(1, 1), (1, 1), (1, 1)]), as: Int.self)
                #expect(try settle() == "1h20m", "three lines are one")
                _ = try PickerPage.read(page, Self.wheel("d", [(-1, 2)]), as: Int.self)
                #expect(try settle() == "1h35m", "a page up is three notches on")
                _ = try PickerPage.read(page, Self.wheel("d", [(60, 0), (-60, 0), (60, 0)]), as: Int.self)
                #expect(try settle() == "1h35m", "a turn back starts the sum afresh")
            }
        }
    }
}
