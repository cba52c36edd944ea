import BrowserHarness
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// The centre's readout stands clear of the AM/PM buttons below it: on a 12-hour time
    /// picker (whose ring of hours makes the readout smaller), its box ends above theirs.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PickerReadoutBrowserTests {
        @Test(arguments: BrowserFixture.engines) func theReadoutEndsAboveTheAMPMButtons(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                try fixture.show(#"<dial-picker id="p" mode="time" value="09:41" hour-cycle="12"></dial-picker>"#)
                let boxes: [Double] = try PickerPage.read(fixture.page, """
                    (() => { const root = document.getElementById('p').shadowRoot;
                      const large = root.querySelector('[part~=centre]').getBBox();
                      const tops = [...root.querySelectorAll('[part~=period] rect')].map((r) => r.getBBox().y);
                      return [large.y + large.height, ...tops]; })()
                    """)
                #expect(boxes.count == 3, "the readout and two buttons: \(boxes)")
                let bottom = boxes.first ?? .infinity
                #expect(boxes.dropFirst().allSatisfy { bottom <= $0 }, "the readout's bottom \(bottom) above the buttons' tops \(boxes.dropFirst())")
            }
        }
    }
}
