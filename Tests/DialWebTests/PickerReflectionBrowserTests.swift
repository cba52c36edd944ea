import BrowserHarness
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// The properties that reflect an attribute of text or number: the attribute's value where
    /// it is there (a number for `step`), the default where it is not (`mode` "time",
    /// `defaultValue` "", the others null).
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PickerReflectionBrowserTests {
        @Test(arguments: BrowserFixture.engines) func eachPropertyIsItsAttributeOrItsDefault(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                try fixture.show("""
                    <dial-picker id="m" mode="minutes" step="5" min="10" max="50" name="n" value="20"></dial-picker>
                    <dial-picker id="r" mode="range" value="09:00-17:00" min-span="1h" max-span="10h"></dial-picker>
                    <dial-picker id="t"></dial-picker>
                    """)
                let read = """
                    ['m', 'r', 't'].map((id) => { const p = document.getElementById(id);
                      return [p.mode, p.step, p.min, p.max, p.minSpan, p.maxSpan, p.name, p.defaultValue].map((v) => v === null ? 'null' : String(v)); })
                    """
                let shown: [[String]] = try PickerPage.read(fixture.page, read)
                #expect(shown == [["minutes", "5", "10", "50", "null", "null", "n", "20"],
                                  ["range", "1", "null", "null", "1h", "10h", "null", "09:00-17:00"],
                                  ["time", "1", "null", "null", "null", "null", "null", ""]], "step reads back the step in use: 1 without one")
            }
        }
    }
}
