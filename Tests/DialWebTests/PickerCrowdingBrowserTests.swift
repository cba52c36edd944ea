import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// What a small dial keeps apart and how large it keeps its buttons: the centre's value never
    /// runs into a drawn label or hour, at 200 px and at the smallest labelled size; the AM/PM
    /// buttons are at least WCAG 2.2's least target, 24 × 24 CSS px, at 120 px and at the default
    /// 300 px.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PickerCrowdingBrowserTests {
        /// Each drawn label or hour of every picker on the page whose box meets its centre's
        /// box: "id text". A node is drawn unless it or a group it is in is not displayed.
        static let crowded = """
            (() => { const drawn = (node) => node instanceof ShadowRoot || (getComputedStyle(node).display !== 'none' && drawn(node.parentNode));
              const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
              return [...document.querySelectorAll('dial-picker')].flatMap((p) => {
                const centre = p.shadowRoot.querySelector('[part~=centre]').getBoundingClientRect();
                return [...p.shadowRoot.querySelectorAll('[part~=label], [part~=hour]')].filter(drawn)
                  .filter((l) => meet(l.getBoundingClientRect(), centre)).map((l) => `${p.id} ${l.textContent}`); }); })()
            """

        /// Every picker on the page has been measured: its size observer has said whether it is
        /// below the smallest labelled size (it reports after the page's layout).
        static func measured(_ page: BrowserPage, small: Bool) throws {
            try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.shadowRoot.querySelector('svg').classList.contains('small-size') === \(small))")
        }

        @Test(arguments: BrowserFixture.engines, [200, 140])
        func theCentreMeetsNoLabel(_ engine: BrowserEngine, width: Int) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                let style = "style=\"width: \(width)px\""
                try fixture.show("""
                    <dial-picker id="t24" mode="time" hour-cycle="24" value="23:58" \(style)></dial-picker>
                    <dial-picker id="t00" mode="time" hour-cycle="24" value="00:00" \(style)></dial-picker>
                    <dial-picker id="t12" mode="time" hour-cycle="12" value="12:48" \(style)></dial-picker>
                    <dial-picker id="h24" mode="hours" hour-cycle="24" value="23" \(style)></dial-picker>
                    <dial-picker id="h12" mode="hours" hour-cycle="12" value="23" lang="en-US" \(style)></dial-picker>
                    <dial-picker id="ar" mode="time" hour-cycle="24" value="23:58" lang="ar-EG" \(style)></dial-picker>
                    """)
                try Self.measured(page, small: false)
                let crowded: [String] = try PickerPage.read(page, Self.crowded)
                #expect(crowded.isEmpty, "labels meeting the centre at \(width) px: \(crowded)")
            }
        }

        @Test(arguments: BrowserFixture.engines, [120, 300])
        func theAMPMButtonsAreAtLeast24PixelsSquare(_ engine: BrowserEngine, width: Int) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" mode="time" hour-cycle="12" value="19:30" style="width: \(width)px"></dial-picker>
                    <dial-picker id="h" mode="hours" hour-cycle="12" value="7" style="width: \(width)px"></dial-picker>
                    """)
                try Self.measured(page, small: width < 140)
                let boxes: [[Double]] = try PickerPage.read(page, """
                    ['t', 't', 'h', 'h'].map((id, i) => document.getElementById(id).shadowRoot.querySelectorAll('[data-period] rect')[i % 2])
                      .map((r) => { const b = r.getBoundingClientRect(); return [b.left, b.top, b.width, b.height]; })
                    """)
                #expect(boxes.count == 4)
                for box in boxes {
                    #expect(box[2] >= 24 && box[3] >= 24, "an AM/PM button at \(width) px is \(box[2]) × \(box[3]) px")
                }
                // The two buttons of a dial do not overlap.
                for pair in [(boxes[0], boxes[1]), (boxes[2], boxes[3])] {
                    #expect(pair.0[0] + pair.0[2] <= pair.1[0] || pair.1[0] + pair.1[2] <= pair.0[0], "AM \(pair.0), PM \(pair.1)")
                }
                // A press on the larger PM button sets the afternoon.
                try page.evaluate("document.getElementById('t').value = '07:30'; true")
                try PickerPage.click(page, "t", "[data-period=pm] rect")
                try page.wait(for: "document.getElementById('t').value === '19:30'")
            }
        }
    }
}
