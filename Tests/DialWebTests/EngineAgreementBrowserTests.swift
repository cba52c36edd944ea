import BrowserHarness
import Foundation
import Testing

/// What the three engines did differently with the element until the element made them agree:
/// each test here failed in at least one engine before its fix.
@Suite(.serialized, .timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
struct EngineAgreementBrowserTests {
    /// The focus ring of the focused thumb: its computed stroke (`none` without a ring).
    static func ring(_ id: String) -> String {
        "getComputedStyle(document.getElementById('\(id)').shadowRoot.activeElement).stroke"
    }

    /// A press on the dial focuses the thumb without a ring; a key then shows it. WebKitGTK
    /// showed it on its own once a key was pressed; Chromium and Firefox kept it hidden, so a
    /// person who clicked and went on with the keys could not see where the keys went.
    @Test(arguments: BrowserFixture.engines)
    func aKeyAfterAPointerPressShowsTheFocusRing(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="minutes" value="20"></dial-picker>"#)
            let box = try #require(try page.evaluate(PickerScripts.box("p")) as? [Double])
            // The thumb: the pointer at 12 o'clock, 22 units in from the edge.
            let (x, y) = (box[0] + 150 * box[2], box[1] + 22 * box[2])
            try page.mouse("mousePressed", x: x, y: y, pressed: true)
            try page.mouse("mouseReleased", x: x, y: y)
            #expect(try page.evaluate("document.getElementById('p').shadowRoot.activeElement?.dataset.thumb") as? String == "value")
            #expect(try page.evaluate(Self.ring("p")) as? String == "none", "no ring after a press")
            try page.press("ArrowRight")
            let ring = try #require(try page.evaluate(Self.ring("p")) as? String)
            #expect(ring != "none", "a ring after a key")
            try page.wait(for: "document.getElementById('p').settled")
        }
    }
}
