import BrowserHarness
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// A form reset of pickers that have no `value` attribute: each goes back to its mode's first
    /// value (the bound where there is one), not to the one the user turned it to, as a native
    /// input without a `value` attribute goes back to empty.
    ///
    /// Three minutes a test: the first browser test of a run may wait for the site's build (the
    /// engine compiled to wasm when a source changed, up to the builder's 120 s) and the browser.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PickerFormResetBrowserTests {
        /// The form's submission, as `name=value&…`.
        static let submission = """
            new Promise((resolve) => { const f = document.getElementById('f');
              f.addEventListener('submit', (e) => { e.preventDefault(); resolve(new URLSearchParams(new FormData(f)).toString()); }, { once: true });
              f.requestSubmit(); })
            """

        static func focus(_ index: Int) -> String {
            "document.querySelectorAll('dial-picker')[\(index)].shadowRoot.querySelector('[role=slider]').focus(); true"
        }

        @Test(arguments: BrowserFixture.engines) func aResetPutsPickersWithoutAValueBackOnTheirFirstValue(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <form id="f"><dial-picker name="h" mode="hours"></dial-picker>
                    <dial-picker name="m" mode="minutes" step="5" min="10"></dial-picker>
                    <dial-picker name="d" mode="duration" step="15"></dial-picker>
                    <dial-picker name="l" mode="labels" labels="low,mid,high"></dial-picker></form>
                    """)
                let fresh = "h=00&m=10&d=0m&l=low"
                #expect(try page.evaluate(Self.submission) as? String == fresh)
                for index in 0..<4 {
                    try page.evaluate(Self.focus(index))
                    try page.press("ArrowUp")
                    try page.press("ArrowUp")
                }
                try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.settled)", timeout: 20)
                #expect(try page.evaluate(Self.submission) as? String == "h=02&m=20&d=30m&l=high", "turned by the user")
                try page.evaluate("document.getElementById('f').reset(); true")
                #expect(try page.evaluate(Self.submission) as? String == fresh, "reset")
                #expect(try page.evaluate("[...document.querySelectorAll('dial-picker')].map((p) => p.value).join(' ')") as? String
                        == "00 10 0m low")
            }
        }
    }
}
