import BrowserHarness
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// A labels picker's value is any of its labels, the first as much as the others (spaces
    /// round it left out); a text that names none is refused, the value kept, with a warning.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PickerLabelsValueBrowserTests {
        @Test(arguments: BrowserFixture.engines) func theFirstLabelIsAValueAsTheOthersAre(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="l" mode="labels" labels="low,mid,high" value="high"></dial-picker>"#)
                try page.evaluate(PickerPage.recordWarnings)
                var seen: [String] = []
                for set in ["document.getElementById('l').value = 'low'", "document.getElementById('l').value = 'mid'",
                            "document.getElementById('l').value = ' low '", "document.getElementById('l').value = 'none'"] {
                    try page.evaluate(set + "; true")
                    seen.append(try PickerPage.value(page, "l"))
                }
                #expect(seen == ["low", "mid", "low", "low"], "the first label set, another, the first with spaces round it, then a text that names none")
                let warnings: [String] = try PickerPage.read(page, "warnings")
                #expect(warnings.count == 1 && warnings.first?.contains("'none'") == true, "\(warnings)")
            }
        }
    }
}
