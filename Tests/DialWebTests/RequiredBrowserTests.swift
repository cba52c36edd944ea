import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// A `required` dial given no value (no `value` attribute, no property, no value in its native
    /// input) is empty until the user or the page gives it one, as an empty `<input type=time
    /// required>`: `value` reads '', `valueMissing`, `:invalid`, the form does not submit, the
    /// sliders' value text says there is no value and the centre shows dashes. A dial without
    /// `required` takes its default as before.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct RequiredBrowserTests {
        /// What the picker `id` says of its emptiness: [value, valueMissing, :invalid,
        /// checkValidity(), the form's data for `name`, the centre, the sliders' value texts, a
        /// label or hour drawn selected].
        static func state(_ id: String, name: String) -> String {
            """
            (() => { const p = document.getElementById('\(id)'); const root = p.shadowRoot;
              return JSON.stringify([p.value, p.validity.valueMissing, p.matches(':invalid'), p.checkValidity(),
                new FormData(p.form).get('\(name)'), root.querySelector('text.large').textContent,
                [...root.querySelectorAll('[role=slider]')].map((t) => t.getAttribute('aria-valuetext')),
                root.querySelector('.label.selected, .hour.selected') !== null]); })()
            """
        }

        @Test(arguments: BrowserFixture.engines) func aRequiredDialWithoutAValueIsEmptyUntilTheUserGivesOne(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <form id="f"><dial-picker id="t" name="wake" mode="time" hour-cycle="24" required></dial-picker>
                    <dial-picker id="o" name="other" mode="time" hour-cycle="24"></dial-picker><button id="go">Go</button></form>
                    """)
                try page.evaluate("""
                    window.submits = 0; document.getElementById('f').addEventListener('submit', (e) => { e.preventDefault(); submits += 1; });
                    \(EventsBrowserTests.listen("t")); true
                    """)
                #expect(try PickerPage.read(page, Self.state("t", name: "wake"), as: String.self)
                        == #"["",true,true,false,"","--:--",["no value","no value"],false]"#)
                #expect(try PickerPage.read(page, "document.getElementById('t').defaultValue", as: String.self) == "")
                try page.evaluate("document.getElementById('f').requestSubmit(); true")
                #expect(try PickerPage.read(page, "submits", as: Int.self) == 0, "an empty required dial keeps its form from submitting")
                // Without `required` a dial takes its default (now), as before.
                #expect(try PickerPage.read(page, "/^\\d\\d:\\d\\d$/.test(document.getElementById('o').value)", as: Bool.self))
                // The user's first key gives it a value, from where it is drawn (00:00): one input.
                try PickerPage.type(page, "t", thumb: 0, ["ArrowRight"])
                try page.wait(for: "document.getElementById('t').settled", timeout: 10)
                #expect(try PickerPage.read(page, Self.state("t", name: "wake"), as: String.self)
                        == #"["01:00",false,false,true,"01:00","01:00",["01:00","01:00"],true]"#)
                #expect(try EventsBrowserTests.heard(page).input == ["01:00"])
                try page.evaluate("document.getElementById('f').requestSubmit(); true")
                #expect(try PickerPage.read(page, "submits", as: Int.self) == 1)
                // A form reset empties it again; the page's value fills it.
                try page.evaluate("document.getElementById('f').reset(); true")
                #expect(try PickerPage.read(page, Self.state("t", name: "wake"), as: String.self)
                        == #"["",true,true,false,"","--:--",["no value","no value"],false]"#)
                try page.evaluate("document.getElementById('t').value = '07:30'; true")
                #expect(try PickerPage.read(page, "JSON.stringify([document.getElementById('t').value, document.getElementById('t').checkValidity()])", as: String.self)
                        == #"["07:30",true]"#)
            }
        }

        /// A required range, one wrapping an empty `<input type=time required>` (the native input
        /// a page without script uses), and one whose `required` comes later are empty; one with a
        /// value is not.
        @Test(arguments: BrowserFixture.engines) func emptyInEveryModeAndFromANativeInput(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <form id="f"><dial-picker id="r" name="sleep" mode="range" required></dial-picker>
                    <dial-picker id="n" hour-cycle="24"><input type="time" name="wake" required></dial-picker>
                    <dial-picker id="l" name="later" mode="time" hour-cycle="24"></dial-picker>
                    <dial-picker id="v" name="given" mode="time" value="09:41" hour-cycle="24" required></dial-picker></form>
                    """)
                #expect(try PickerPage.read(page, Self.state("r", name: "sleep"), as: String.self) == #"["",true,true,false,"","--",["no value","no value"],false]"#)
                #expect(try PickerPage.read(page, Self.state("n", name: "wake"), as: String.self)
                        == #"["",true,true,false,"","--:--",["no value","no value"],false]"#)
                try page.evaluate("document.getElementById('l').required = true; true")
                #expect(try PickerPage.read(page, Self.state("l", name: "later"), as: String.self)
                        == #"["",true,true,false,"","--:--",["no value","no value"],false]"#)
                #expect(try PickerPage.read(page, Self.state("v", name: "given"), as: String.self)
                        == #"["09:41",false,false,true,"09:41","09:41",["09:41","09:41"],true]"#)
                // A key on the range's start handle gives it a value, from 00:00 to an hour later.
                try PickerPage.type(page, "r", thumb: 0, ["ArrowRight"])
                try page.wait(for: "document.getElementById('r').settled", timeout: 10)
                #expect(try PickerPage.value(page, "r") == "00:01-01:00")
            }
        }
    }
}
