import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// How the element is drawn: `::part()` names, system colours in forced-colours mode, labels left
    /// out where they would crowd, the value alone below the smallest size, values outside the
    /// bounds muted, and the demo page at 320 px.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct LooksBrowserTests {
        @Test(arguments: BrowserFixture.engines) func everyDocumentedPartIsThere(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" mode="time" hour-cycle="12" value="07:30"></dial-picker>
                    <dial-picker id="r" mode="range" value="22:30-06:45"></dial-picker>
                    """)
                let parts: [String] = try PickerPage.read(page, """
                    [...new Set(['t', 'r'].flatMap((id) => [...document.getElementById(id).shadowRoot.querySelectorAll('[part]')]
                      .flatMap((n) => n.getAttribute('part').split(' '))))].sort()
                    """)
                for part in ["face", "label", "selected", "pointer", "thumb", "handle", "arc", "centre", "hour", "period"] {
                    #expect(parts.contains(part), "part \(part) in \(parts)")
                }
                try page.evaluate("""
                    const style = document.createElement('style');
                    style.textContent = 'dial-picker::part(face) { fill: rgb(1, 2, 3) } dial-picker { --dial-font: monospace }';
                    document.head.append(style); true
                    """)
                #expect(try PickerPage.read(page, "getComputedStyle(document.getElementById('t').shadowRoot.querySelector('[part~=face]')).fill", as: String.self) == "rgb(1, 2, 3)")
                #expect(try PickerPage.read(page, "getComputedStyle(document.getElementById('t').shadowRoot.querySelector('[part~=label]')).fontFamily", as: String.self) == "monospace")
            }
        }

        @Test(arguments: BrowserFixture.engines) func forcedColoursUseSystemColours(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="minutes" value="20"></dial-picker><dial-picker id="t" mode="time" hour-cycle="12" value="07:30"></dial-picker><span id="probe"></span>"#)
                try page.emulateMedia("forced-colors", "active")
                let colours: [String] = try PickerPage.read(page, """
                    (() => { const probe = document.getElementById('probe'); const system = (c) => { probe.style.color = c; return getComputedStyle(probe).color; };
                      const part = (p) => getComputedStyle(document.getElementById('p').shadowRoot.querySelector(`[part~=${p}]`));
                      return [part('face').stroke, system('CanvasText'), part('selected').fill, system('Highlight'), part('face').strokeWidth,
                        getComputedStyle(document.getElementById('t').shadowRoot.querySelector('[data-period=pm] rect')).stroke, system('ButtonText'),
                        getComputedStyle(document.getElementById('t').shadowRoot.querySelector('[data-period=am] rect')).stroke]; })()
                    """)
                #expect(colours[0] == colours[1], "the face's outline is CanvasText: \(colours)")
                #expect(colours[2] == colours[3], "the selected label is Highlight: \(colours)")
                #expect(colours[4] != "0px", "\(colours)")
                #expect(colours[5] == colours[6], "the AM/PM control's outline is ButtonText: \(colours)")
                #expect(colours[7] == colours[3], "the pressed half's is Highlight: \(colours)")
            }
        }

        @Test(arguments: BrowserFixture.engines) func crowdedLabelsAreLeftOutEveryKthAndASmallDialDrawsItsValueAlone(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                let many = (0..<300).map { "v\($0)" }.joined(separator: ",")
                try fixture.show("""
                    <dial-picker id="c" mode="labels" labels="\(many)" value="v0"></dial-picker>
                    <dial-picker id="s" mode="minutes" value="20" style="width: 139px"></dial-picker>
                    <dial-picker id="m" mode="minutes" value="20" style="width: 140px"></dial-picker>
                    """)
                let shown: [String] = try PickerPage.read(page, "[...document.getElementById('c').shadowRoot.querySelectorAll('[part~=label]')].map((l) => l.textContent)")
                let indexes = shown.compactMap { Int($0.dropFirst()) }
                #expect(shown.count > 6 && shown.count < 300, "\(shown.count) labels drawn")
                let stride = indexes.count > 1 ? indexes[1] - indexes[0] : 0
                #expect(stride > 1 && indexes.enumerated().allSatisfy { $0.element == $0.offset * stride }, "every k-th: \(indexes.prefix(5))")
                // Neighbours do not touch: along the circle, each drawn label's centre is farther from
                // the next one's than the longest label is long.
                let room: [Double] = try PickerPage.read(page, """
                    (() => { const labels = [...document.getElementById('c').shadowRoot.querySelectorAll('[part~=label]')];
                      const at = (l) => [Number(l.getAttribute('x')), Number(l.getAttribute('y'))];
                      const gaps = labels.map((l, i) => { const [a, b] = [at(l), at(labels[(i + 1) % labels.length])]; return Math.hypot(a[0] - b[0], a[1] - b[1]); });
                      return [Math.min(...gaps), Math.max(...labels.map((l) => l.getComputedTextLength()))]; })()
                    """)
                #expect(room[0] > room[1], "centres \(room[0]) apart, labels \(room[1]) long")
                // A label is drawn unless it or a group it is in is not displayed (a box is no
                // test: WebKitGTK gives a <text> in a group of `display: none` a box 2 px wide).
                let drawnLabels = """
                    (() => { const drawn = (node) => node instanceof ShadowRoot || (getComputedStyle(node).display !== 'none' && getComputedStyle(node).visibility !== 'hidden' && drawn(node.parentNode));
                      return ['s', 'm'].map((id) => [...document.getElementById(id).shadowRoot.querySelectorAll('[part~=label]')].filter(drawn).length); })()
                    """
                // The size comes from the element's size observer, which reports after the page's
                // layout and before its first paint: wait for that frame, then read.
                try? page.wait(for: "JSON.stringify(\(drawnLabels)) === '[0,12]'")
                let small: [Int] = try PickerPage.read(page, drawnLabels)
                #expect(small == [0, 12])
                #expect(try PickerPage.read(page, "document.getElementById('s').shadowRoot.querySelector('[part~=centre]').textContent", as: String.self).contains("20"))
            }
        }

        @Test(arguments: BrowserFixture.engines) func valuesOutsideTheBoundsAreDrawnMuted(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="minutes" min="10" max="50" value="30"></dial-picker>"#)
                let muted: [String] = try PickerPage.read(page, "[...document.getElementById('p').shadowRoot.querySelectorAll('[part~=muted]')].map((l) => l.textContent)")
                #expect(muted == ["00", "05", "55"])
            }
        }

        @Test(arguments: BrowserFixture.engines) func theDemoPageFitsA320PixelScreen(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<iframe id="i" src="index.html" style="width: 320px; height: 600px; border: 0"></iframe>"#)
                // Once every dial is drawn and the form's output shows what it would submit.
                try page.wait(for: "document.getElementById('i').contentDocument?.getElementById('submitted')?.textContent.length > 0")
                let widths: [Double] = try PickerPage.read(page, "(() => { const d = document.getElementById('i').contentDocument.documentElement; return [d.scrollWidth, d.clientWidth]; })()")
                #expect(widths[0] <= widths[1], "the page is \(widths[0]) px wide in \(widths[1])")
            }
        }
    }
}
