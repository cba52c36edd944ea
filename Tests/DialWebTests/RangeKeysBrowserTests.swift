import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// PageUp and PageDown on a range's handle move it a quarter of the day on and back; a typed
    /// range sets both ends.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct RangeKeysBrowserTests {
        @Test(arguments: BrowserFixture.engines) func pageUpAndPageDownMoveAHandleAQuarterOfTheDay(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="r" mode="range" value="22:30-06:45" step="15"></dial-picker>"#)
                try PickerPage.type(page, "r", thumb: 1, ["PageDown"])
                try page.wait(for: "document.getElementById('r').settled", timeout: 10)
                #expect(try PickerPage.value(page, "r") == "22:30-00:45")
                try page.press("PageUp")
                try page.wait(for: "document.getElementById('r').settled", timeout: 10)
                #expect(try PickerPage.value(page, "r") == "22:30-06:45")
                try PickerPage.type(page, "r", thumb: 0, ["PageDown"])
                try page.wait(for: "document.getElementById('r').settled", timeout: 10)
                #expect(try PickerPage.value(page, "r") == "16:30-06:45")
            }
        }

        /// A whole range typed on a handle sets both ends, as the terminal does; a text still being
        /// typed (`230`, and `23:00`, a whole time that `-07:00` goes on from) moves nothing and
        /// fires no `input`: the one `input` is the range typed.
        @Test(arguments: BrowserFixture.engines) func aTypedRangeSetsBothEnds(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="r" mode="range" value="22:30-06:45"></dial-picker>"#)
                try page.evaluate(EventsBrowserTests.listen("r"))
                try PickerPage.type(page, "r", thumb: 0, ["2", "3", ":", "0", "0"])
                #expect(try EventsBrowserTests.heard(page).input == [], "23:00 may still go on to a range")
                #expect(try PickerPage.value(page, "r") == "22:30-06:45")
                for key in ["-", "0", "7", ":", "0", "0"] { try page.press(key) }
                try page.wait(for: "document.getElementById('r').settled", timeout: 10)
                #expect(try PickerPage.value(page, "r") == "23:00-07:00")
                let heard = try EventsBrowserTests.heard(page)
                #expect(heard.input == ["23:00-07:00"] && heard.change == ["23:00-07:00"], "\(heard)")
            }
        }
    }
}
