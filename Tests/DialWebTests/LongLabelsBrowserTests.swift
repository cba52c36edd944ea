import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// Long labels: every one drawn, the long ones shortened with "…" and the selected one in full
    /// under the pointer (the terminal's rule); the centre's text fits inside the ring, shrunk and
    /// then shortened, the whole label in the value text.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct LongLabelsBrowserTests {
        static let labels = ["Breakfast", "Brunch", "Lunch", "Afternoon tea", "Dinner", "Late-night snack"]

        @Test(arguments: BrowserFixture.engines) func longLabelsAreAllDrawnAndTheCentreFits(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="m" mode="labels" labels="\(Self.labels.joined(separator: ","))" value="Late-night snack" style="width: 200px"></dial-picker>
                    """)
                let drawn: [String] = try PickerPage.read(page, "[...document.getElementById('m').shadowRoot.querySelectorAll('.label')].map((l) => l.textContent)")
                #expect(drawn.count == 6, "every label drawn: \(drawn)")
                #expect(drawn.last == "Late-night snack", "the selected one in full: \(drawn)")
                for (label, full) in zip(drawn.dropLast(), Self.labels) {
                    #expect(label == full || (label.hasSuffix("…") && full.hasPrefix(label.dropLast())), "\(label) of \(full)")
                }
                #expect(drawn.contains { $0.hasSuffix("…") }, "some are shortened at this size: \(drawn)")
                let fits: [Double] = try PickerPage.read(page, """
                    (() => { const p = document.getElementById('m'); const box = p.getBoundingClientRect();
                      const centre = p.shadowRoot.querySelector('[part~=centre]').getBoundingClientRect();
                      const selected = p.shadowRoot.querySelector('.label.selected').getBoundingClientRect();
                      return [centre.left - box.left, box.right - centre.right, selected.left + selected.width / 2 - (box.left + box.width / 2), selected.top - box.top, box.height]; })()
                    """)
                #expect(fits[0] > 0 && fits[1] > 0, "the centre's text inside the dial: \(fits)")
                #expect(abs(fits[2]) < 3 && fits[3] < fits[4] * 0.25, "the selected label under the pointer: \(fits)")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("m", "aria-valuetext"), as: [String].self) == ["Late-night snack"])
                // Another value: its label in full, the one before shortened again.
                try page.evaluate("document.getElementById('m').value = 'Afternoon tea'; true")
                let again: [String] = try PickerPage.read(page, "[...document.getElementById('m').shadowRoot.querySelectorAll('.label')].map((l) => l.textContent)")
                #expect(again[3] == "Afternoon tea" && again[5] != "Late-night snack", "\(again)")
            }
        }
    }
}
