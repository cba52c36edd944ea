import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The form API a native input has: `disabled`, `required`, `readOnly`, `defaultValue`,
    /// `validity`, `checkValidity()`, `reportValidity()`, `setCustomValidity()`, `:invalid`.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct FormBrowserTests {
        @Test(arguments: BrowserFixture.engines) func disabledRequiredAndReadOnlyReflectTheirAttributes(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<form id="f"><dial-picker id="p" name="p" mode="minutes" value="20"></dial-picker></form>"#)
                let reflected: [String] = try PickerPage.read(page, """
                    (() => { const p = document.getElementById('p'); const seen = [];
                      p.disabled = true; seen.push(String(p.hasAttribute('disabled')), String(p.matches(':disabled')));
                      p.disabled = false; seen.push(String(p.hasAttribute('disabled')));
                      p.required = true; seen.push(String(p.hasAttribute('required')));
                      p.readOnly = true; seen.push(String(p.hasAttribute('readonly')));
                      p.defaultValue = '30'; seen.push(p.getAttribute('value'), p.value);
                      return seen; })()
                    """)
                // A default changed before the value was changed carries the value with it, as an input's does.
                #expect(reflected == ["true", "true", "false", "true", "true", "30", "30"])
                // Read-only: focusable, submitted, but keys change nothing.
                try PickerPage.type(page, "p", thumb: 0, ["ArrowRight"])
                #expect(try PickerPage.value(page, "p") == "30")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("p", "aria-readonly"), as: [String].self) == ["true"])
                try page.evaluate("document.getElementById('p').readOnly = false; true")
                try page.press("ArrowRight")
                #expect(try PickerPage.value(page, "p") == "31")
                try page.evaluate("document.getElementById('p').defaultValue = '40'; true")
                #expect(try PickerPage.value(page, "p") == "31", "a changed value no longer follows the default")
                try page.evaluate("document.getElementById('f').reset(); true")
                #expect(try PickerPage.value(page, "p") == "40", "a reset goes to defaultValue")
            }
        }

        /// A dial made read-only, or disabled, while it is held is still let go: it comes to rest
        /// and asks for no more frames.
        @Test(arguments: BrowserFixture.engines, ["readOnly", "disabled"])
        func aDragHeldWhenTheElementBecomesReadOnlyOrDisabledIsStillLetGo(_ engine: BrowserEngine, _ property: String) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="duration" value="1h"></dial-picker>"#)
                let box: [Double] = try PickerPage.read(page, "(() => { const r = document.getElementById('p').getBoundingClientRect(); return [r.left, r.top, r.width / 300]; })()")
                let (x, y) = (box[0] + 150 * box[2], box[1] + 40 * box[2])
                try page.mouse("mousePressed", x: x, y: y, pressed: true)
                try page.mouse("mouseMoved", x: x + 20 * box[2], y: y + 4 * box[2], pressed: true)
                try page.evaluate("document.getElementById('p').\(property) = true; true")
                try page.mouse("mouseReleased", x: x + 20 * box[2], y: y + 4 * box[2])
                try page.evaluate("document.getElementById('p').\(property) = false; true")
                try page.wait(for: "document.getElementById('p').settled", timeout: 10)
            }
        }

        @Test(arguments: BrowserFixture.engines) func customValidityMakesItInvalidAndAlwaysHavingAValueMeetsRequired(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<form id="f"><dial-picker id="p" name="p" mode="time" value="07:30" required></dial-picker></form>"#)
                let states: [String] = try PickerPage.read(page, """
                    (() => { const p = document.getElementById('p'); const seen = [];
                      seen.push(String(p.willValidate), String(p.checkValidity()), String(p.validity.valid), String(p.matches(':invalid')));
                      p.setCustomValidity('Too early');
                      seen.push(String(p.checkValidity()), String(p.validity.customError), p.validationMessage, String(p.matches(':invalid')),
                        String(document.getElementById('f').checkValidity()));
                      let invalidEvents = 0; p.addEventListener('invalid', () => invalidEvents += 1);
                      seen.push(String(p.reportValidity()), String(invalidEvents));
                      p.setCustomValidity('');
                      seen.push(String(p.checkValidity()), String(p.matches(':valid')));
                      return seen; })()
                    """)
                #expect(states == ["true", "true", "true", "false", "false", "true", "Too early", "true", "false", "false", "1", "true", "true"])
            }
        }
    }
}
