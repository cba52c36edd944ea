import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The controlled pattern: a page that writes back the value `input` announced (at once or in a
    /// microtask, as frameworks re-render) changes nothing: the motion goes on, its ticks and its
    /// one `change` come as without the write.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct ControlledValueBrowserTests {
        @Test(arguments: BrowserFixture.engines, ["at once", "in a microtask"])
        func writingBackTheValueChangesNothing(_ engine: BrowserEngine, _ when: String) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
                let write = when == "at once" ? "e.target.value = e.target.value" : "queueMicrotask(() => { e.target.value = e.target.value; })"
                try page.evaluate("document.getElementById('t').addEventListener('input', (e) => { \(write); }); true")
                try page.evaluate(EventsBrowserTests.listen("t"))
                try PickerPage.type(page, "t", thumb: 0, ["ArrowRight"])
                try page.wait(for: "document.getElementById('t').settled", timeout: 10)
                let key = try EventsBrowserTests.heard(page)
                #expect(key.input == ["10:41"] && key.change == ["10:41"] && key.ticks >= 1, "\(key)")
                // A drag of the minutes a quarter turn on, written back all the way.
                try page.evaluate("heard.input = []; heard.tick = []; heard.change = []; true")
                let at = try PickerPage.point(page, "t")
                var point = at(0, 135)
                try page.mouse("mousePressed", x: point.0, y: point.1, pressed: true)
                for move in 1...6 {
                    point = at(Double(move) * Double.pi / 12, 135)
                    try page.mouse("mouseMoved", x: point.0, y: point.1, pressed: true)
                }
                usleep(300_000)
                try page.mouse("mouseReleased", x: point.0, y: point.1)
                try page.wait(for: "document.getElementById('t').settled", timeout: 15)
                let drag = try EventsBrowserTests.heard(page)
                let value = try PickerPage.value(page, "t")
                #expect(value != "10:41" && drag.input.last == value && drag.change == [value] && drag.ticks >= 1, "\(drag)")
            }
        }
    }
}
