import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// `min` and `max`: a `min` after `max` is a window across midnight (as `<input type=time>`
    /// allows); a value the element starts with outside them moves to the nearer end, with a
    /// warning; a value written later outside them (attribute or property), or an AM/PM switch
    /// that would leave them, is refused with a warning and the old value kept.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct OvernightWindowBrowserTests {
        @Test(arguments: BrowserFixture.engines) func aMinAfterMaxIsAWindowAcrossMidnight(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try page.load(fixture.base + "test.html", until: "customElements.get('dial-picker') !== undefined", timeout: 10)
                try page.evaluate(PickerPage.recordWarnings)
                try page.evaluate("""
                    document.body.innerHTML = '<dial-picker id="n" mode="time" hour-cycle="24" min="18:00" max="08:00" value="09:00"></dial-picker>' +
                      '<dial-picker id="h" mode="hours" hour-cycle="24" min="22" max="6" value="3"></dial-picker>'; true
                    """)
                try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.ready)")
                #expect(try PickerPage.value(page, "n") == "08:00", "09:00 is nearer 08:00 than 18:00")
                #expect(try PickerPage.value(page, "h") == "03", "03 lies in the window 22–06")
                let warnings: [String] = try PickerPage.read(page, "warnings")
                #expect(warnings.count == 1 && warnings[0].contains("'09:00' is outside min and max"), "\(warnings)")
                try page.evaluate("document.getElementById('n').value = '23:30'; true")
                #expect(try PickerPage.value(page, "n") == "23:30")
                try PickerPage.type(page, "n", thumb: 0, ["ArrowRight"])
                try page.wait(for: "document.getElementById('n').settled", timeout: 10)
                #expect(try PickerPage.value(page, "n") == "00:30", "the hour carries across midnight inside the window")
                try page.press("End")
                try page.wait(for: "document.getElementById('n').settled", timeout: 10)
                #expect(try PickerPage.value(page, "n") == "08:00")
                try page.press("Home")
                try page.wait(for: "document.getElementById('n').settled", timeout: 10)
                #expect(try PickerPage.value(page, "n") == "18:00")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("n", "aria-valuemin"), as: [String].self) == ["0", "0"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("n", "aria-valuemax"), as: [String].self) == ["23", "59"])
            }
        }

        @Test(arguments: BrowserFixture.engines) func aValueWrittenOutsideMinAndMaxIsRefused(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" mode="time" hour-cycle="12" min="06:00" max="11:00" value="07:30"></dial-picker>
                    <dial-picker id="n" mode="time" hour-cycle="24" min="18:00" max="08:00" value="19:00"></dial-picker>
                    """)
                try page.evaluate(PickerPage.recordWarnings)
                try page.evaluate("document.getElementById('t').setAttribute('value', '12:00'); true")
                #expect(try PickerPage.value(page, "t") == "07:30", "an attribute written later outside them")
                // Each side of each bound: the bounds themselves are taken, a step past them refused.
                for (text, taken) in [("05:59", false), ("06:00", true), ("11:00", true), ("11:01", false)] {
                    try page.evaluate("document.getElementById('t').value = '07:30'; document.getElementById('t').value = '\(text)'; true")
                    #expect(try PickerPage.value(page, "t") == (taken ? text : "07:30"), "value = \(text)")
                }
                for (text, taken) in [("17:59", false), ("18:00", true), ("08:00", true), ("08:01", false), ("12:00", false)] {
                    try page.evaluate("document.getElementById('n').value = '19:00'; document.getElementById('n').value = '\(text)'; true")
                    #expect(try PickerPage.value(page, "n") == (taken ? text : "19:00"), "value = \(text) across midnight")
                }
                #expect(try PickerPage.read(page, "warnings.filter((w) => w.includes('is outside min and max; kept')).length", as: Int.self) == 6)
                // PM from 07:30 is 19:30, past max: refused, said.
                try PickerPage.type(page, "t", thumb: 0, ["p"])
                #expect(try PickerPage.value(page, "t") == "07:30")
                try PickerPage.click(page, "t", "[data-period=pm]")
                #expect(try PickerPage.value(page, "t") == "07:30")
                #expect(try PickerPage.read(page, "warnings.filter((w) => w.includes('would leave min and max')).length", as: Int.self) == 1)
            }
        }
    }
}
