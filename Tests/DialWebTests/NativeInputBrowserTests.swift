import BrowserHarness
import DialWeb
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// A native input inside the element is what a page without the element's script shows and
    /// submits; once the element is defined it takes its settings from the input, hides it, and
    /// the form gets one field.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct NativeInputBrowserTests {
        static let form = """
            <form id="f">
            <dial-picker id="w"><input type="time" name="wake" value="07:30" step="300" min="06:00" required></dial-picker>
            <dial-picker id="d" mode="duration"><input name="timer" value="1h30m"></dial-picker>
            <dial-picker id="l"><select name="day"><option>Mon</option><option selected>Tue</option><option>Wed</option></select></dial-picker>
            </form>
            """

        /// The form's fields as `name=value&…`.
        static let fields = "new URLSearchParams(new (inFrame().FormData)(picker('f'))).toString()"
        /// Whether each input of the form takes room on the page.
        static let shown = "[...picker('f').querySelectorAll('input, select')].map((i) => i.getBoundingClientRect().width > 0)"

        @Test(arguments: BrowserFixture.engines) func withoutTheScriptTheInputsAreShownAndSubmittedThenTheElementTakesThemOver(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try ServerRenderBrowserTests.showServed(fixture, Self.form)
                // No script: the native inputs are the page's.
                #expect(try PickerPage.read(page, Self.fields, as: String.self) == "wake=07%3A30&timer=1h30m&day=Tue")
                #expect(try PickerPage.read(page, Self.shown, as: [Bool].self) == [true, true, true])
                #expect(try PickerPage.read(page, "inFrame().customElements.get('dial-picker') === undefined", as: Bool.self))

                try ServerRenderBrowserTests.loadModule(page)
                // One field each, the element's; the inputs hidden and their values left.
                #expect(try PickerPage.read(page, Self.fields, as: String.self) == "wake=07%3A30&timer=1h30m&day=Tue")
                #expect(try PickerPage.read(page, Self.shown, as: [Bool].self) == [false, false, false])
                let taken: [String] = try PickerPage.read(page, """
                    ['w', 'd', 'l'].map((id) => { const p = picker(id); return [p.mode, p.name, p.value, p.min, p.step, p.required, p.getAttribute('labels')].join(' '); })
                    """)
                // `step` reads back the step in use: 1 where the input gave none.
                #expect(taken == ["time wake 07:30 06:00 5 true ", "duration timer 1h30m  1 false ", "labels day Tue  1 false Mon,Tue,Wed"], "\(taken)")
                #expect(try PickerPage.read(page, "inFrame().warnings", as: [String].self).isEmpty)
                // The element's value is the form's: a key moves it, and the form says so once.
                try page.evaluate("inFrame().releaseEngine(); true")
                try page.wait(for: "['w', 'd', 'l'].every((id) => picker(id).ready)", timeout: 10)
                try page.evaluate("inFrame().focus(); picker('w').shadowRoot.querySelectorAll('[role=slider]')[1].focus(); true")
                try page.press("ArrowRight")
                try page.wait(for: "picker('w').settled && picker('w').value === '07:35'")
                #expect(try PickerPage.read(page, Self.fields, as: String.self) == "wake=07%3A35&timer=1h30m&day=Tue")
            }
        }

        /// The input a server rendered the dial around shows without the script (in the slot the
        /// render keeps) and is the form's field; the element then takes it over as above.
        @Test(arguments: BrowserFixture.engines) func aServedDialShowsItsInputWithoutTheScript(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                let served = try ServerRenderBrowserTests.rendered(["id=w", "mode=time", "value=07:30", "name=wake", "lang=en-US"],
                                                                   content: #"<input type="time" name="wake" value="07:30">"#)
                try ServerRenderBrowserTests.showServed(fixture, #"<form id="f">"# + served.markup + "</form>")
                #expect(try PickerPage.read(page, "picker('w').shadowRoot.querySelector('slot').assignedElements().length", as: Int.self) == 1)
                #expect(try PickerPage.read(page, Self.shown, as: [Bool].self) == [true])
                #expect(try PickerPage.read(page, Self.fields, as: String.self) == "wake=07%3A30")
                try page.evaluate("window.before = picker('w').shadowRoot.querySelector('svg'); true")
                try ServerRenderBrowserTests.loadModule(page)
                #expect(try PickerPage.read(page, "picker('w').shadowRoot.querySelector('svg') === before", as: Bool.self), "taken over")
                #expect(try PickerPage.read(page, Self.shown, as: [Bool].self) == [false])
                #expect(try PickerPage.read(page, Self.fields, as: String.self) == "wake=07%3A30")
            }
        }

        /// An input whose value the mode cannot read: one warning, the element's default; the
        /// input's own value is left as it was.
        @Test(arguments: BrowserFixture.engines) func anInputValueTheModeCannotReadIsSaidOnceAndLeftInTheInput(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try ServerRenderBrowserTests.showServed(fixture, #"<form id="f"><dial-picker id="d" mode="duration" step="5"><input name="timer" value="soon"></dial-picker></form>"#)
                try ServerRenderBrowserTests.loadModule(page)
                let warnings: [String] = try PickerPage.read(page, "inFrame().warnings")
                #expect(warnings.count == 1 && warnings.first?.contains("'soon'") == true, "\(warnings)")
                #expect(try PickerPage.read(page, "picker('d').value", as: String.self) == "0m")
                #expect(try PickerPage.read(page, "picker('f').querySelector('input').value", as: String.self) == "soon")
                #expect(try PickerPage.read(page, Self.fields, as: String.self) == "timer=0m")
            }
        }
    }
}
