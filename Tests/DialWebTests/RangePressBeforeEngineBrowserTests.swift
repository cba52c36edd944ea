import BrowserHarness
import Foundation
import Testing

extension PickerBrowserTests.FirstPaintBrowserTests {
    /// A press on a range before its engine has loaded focuses the handle nearer it round the
    /// dial (the engine alone says which part a press holds): nearer the short way round, across
    /// midnight too.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct RangePressBeforeEngineBrowserTests {
        typealias Held = PickerBrowserTests.FirstPaintBrowserTests

        /// Presses the frame's range `r` at `hour` (on its 24-hour face) and lets go; returns the
        /// index of the handle that has the focus then (0 the start, 1 the end).
        static func press(_ page: BrowserPage, at hour: Double) throws -> Int {
            let point: [Double] = try PickerPage.read(page, """
                (() => { const frame = document.querySelector('iframe').getBoundingClientRect();
                  const box = picker('r').getBoundingClientRect(), unit = box.width / 300, angle = \(hour) / 24 * 2 * Math.PI;
                  return [frame.left + box.left + (150 + 120 * Math.sin(angle)) * unit, frame.top + box.top + (150 - 120 * Math.cos(angle)) * unit]; })()
                """)
            try page.mouse("mousePressed", x: point[0], y: point[1], pressed: true)
            try page.mouse("mouseReleased", x: point[0], y: point[1])
            return try PickerPage.read(page, "[...picker('r').shadowRoot.querySelectorAll('[role=slider]')].indexOf(picker('r').shadowRoot.activeElement)")
        }

        @Test(arguments: BrowserFixture.engines) func aPressBeforeTheEngineFocusesTheNearerHandleRoundTheDial(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, #"<dial-picker id="r" mode="range" value="23:00-06:00"></dial-picker>"#)
                try page.evaluate("inFrame().focus(); true")
                #expect(try Self.press(page, at: 0.5) == 0, "00:30 is half an hour past the start, 5½ hours before the end")
                #expect(try Self.press(page, at: 5) == 1, "05:00 is an hour before the end")
                #expect(try Self.press(page, at: 21.5) == 0, "21:30 is 1½ hours before the start")
                #expect(try PickerPage.read(page, "picker('r').ready", as: Bool.self) == false, "all before the engine")
                try Held.releaseEngine(page)
            }
        }
    }
}
