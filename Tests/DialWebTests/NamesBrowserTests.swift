import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// What a screen reader is told: each slider's name carries the element's own label, the face's
    /// drawing is hidden, value text does not repeat the name, and a range end's numbers stay in the
    /// day.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct NamesBrowserTests {
        static let page = """
            <label for="w">Wake-up time</label><dial-picker id="w" mode="time" hour-cycle="12" value="07:30"></dial-picker>
            <dial-picker id="b" mode="time" hour-cycle="12" value="22:30" aria-label="Bedtime"></dial-picker>
            <span id="q">Quiet hours</span><dial-picker id="r" mode="range" hour-cycle="12" value="22:30-06:45" aria-labelledby="q"></dial-picker>
            <dial-picker id="d" mode="duration" value="1h30m"></dial-picker>
            """

        @Test(arguments: BrowserFixture.engines) func eachSlidersNameCarriesTheElementsLabel(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(Self.page)
                let names: [[String]] = try PickerPage.read(page, """
                    ['w', 'b', 'r', 'd'].map((id) => [...document.getElementById(id).shadowRoot.querySelectorAll('[role=slider]')].map((t) => t.getAttribute('aria-label')))
                    """)
                #expect(names == [["Wake-up time, hour", "Wake-up time, minute"], ["Bedtime, hour", "Bedtime, minute"],
                                  ["Quiet hours, start", "Quiet hours, end"], ["Duration"]])
                #expect(try PickerPage.read(page, "[...document.getElementById('w').labels].map((l) => l.textContent).join()", as: String.self) == "Wake-up time")
                // A label changed later is taken at the next focus.
                try page.evaluate("document.querySelector('label[for=w]').textContent = 'Alarm'; true")
                try page.evaluate(PickerScripts.focus("w", thumb: 0))
                #expect(try PickerPage.read(page, PickerScripts.thumbs("w", "aria-label"), as: [String].self) == ["Alarm, hour", "Alarm, minute"])
                // What a screen reader gets: the engine's accessibility tree.
                let nodes = try page.accessibility(of: "[...document.querySelectorAll('dial-picker')].flatMap((p) => [...p.shadowRoot.querySelectorAll('[role=slider]')])")
                #expect(nodes.map(\.role) == Array(repeating: "slider", count: 7), "\(nodes)")
                let spoken = nodes.map(\.name)
                #expect(spoken == ["Alarm, hour", "Alarm, minute", "Bedtime, hour", "Bedtime, minute", "Quiet hours, start", "Quiet hours, end", "Duration"])
            }
        }

        @Test(arguments: BrowserFixture.engines) func theFacesNumbersAreHiddenAndValueTextDoesNotRepeatTheName(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(Self.page)
                let shown: Int = try PickerPage.read(page, """
                    ['w', 'r', 'd'].flatMap((id) => [...document.getElementById(id).shadowRoot.querySelectorAll('text')])
                      .filter((t) => !t.closest('[aria-hidden=true], [role=button]')).length
                    """)
                #expect(shown == 0, "every drawn text is hidden from the accessibility tree")
                let texts: [String] = try PickerPage.read(page, PickerScripts.thumbs("r", "aria-valuetext"))
                #expect(texts == ["10:30 PM", "6:45 AM, 8 hours 15 minutes"])
                let periods: [String] = try PickerPage.read(page, "[...document.getElementById('w').shadowRoot.querySelectorAll('[data-period]')].map((b) => b.getAttribute('aria-label') ?? b.textContent)")
                #expect(periods == ["AM", "PM"], "the AM/PM control is not hidden")
            }
        }

        /// For `22:30-06:45` the engine's numbers would be start 1350 in 405…1845 and end min −90.
        @Test(arguments: BrowserFixture.engines, ["22:30-06:45", "23:45-00:15", "00:00-23:59", "12:00-12:00", "06:00+24h"])
        func aRangeEndsNumbersStayInTheDayWithNowBetweenMinAndMax(_ engine: BrowserEngine, value: String) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="r" mode="range" value="\(value)" hour-cycle="24"></dial-picker>
                    <dial-picker id="l" mode="range" value="\(value)" hour-cycle="24" min-span="4h" max-span="12h"></dial-picker>
                    """)
                for id in ["r", "l"] {
                    let numbers: [[Double]] = try PickerPage.read(page, """
                        [...document.getElementById('\(id)').shadowRoot.querySelectorAll('[role=slider]')]
                          .map((t) => ['aria-valuemin', 'aria-valuenow', 'aria-valuemax'].map((a) => Number(t.getAttribute(a))))
                        """)
                    for thumb in numbers {
                        #expect(thumb.allSatisfy { $0 >= 0 && $0 <= 1439 } && thumb[0] <= thumb[1] && thumb[1] <= thumb[2], "\(id) \(value): \(thumb)")
                    }
                }
            }
        }

        @Test(arguments: BrowserFixture.engines) func aHandleWhoseReachCrossesMidnightSaysItsReachInItsValueText(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="r" mode="range" value="22:30-06:45" hour-cycle="24" min-span="4h" max-span="12h"></dial-picker>"#)
                // The start can go from 18:45 (12h before the end) to 02:45 (4h before it).
                let texts: [String] = try PickerPage.read(page, PickerScripts.thumbs("r", "aria-valuetext"))
                #expect(texts[0] == "22:30, from 18:45 to 02:45", "\(texts)")
            }
        }

        /// The AM/PM buttons are named (WebKitGTK names no `<g role=button>` by its text), come after
        /// the sliders in reading order, and the SVG root is no node of its own.
        @Test(arguments: BrowserFixture.engines) func theAMPMButtonsAreNamedAndComeAfterTheSliders(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="w" mode="time" hour-cycle="12" value="07:30" lang="en"></dial-picker>"#)
                let order: [String] = try PickerPage.read(page, "[...document.getElementById('w').shadowRoot.querySelectorAll('[role=slider], [role=button]')].map((n) => n.getAttribute('role') + ':' + (n.getAttribute('aria-label') ?? ''))")
                #expect(order == ["slider:Hour", "slider:Minute", "button:AM", "button:PM"])
                #expect(try PickerPage.read(page, "document.getElementById('w').shadowRoot.querySelector('svg').getAttribute('role')", as: String.self) == "none")
                let nodes = try page.accessibility(of: "[...document.getElementById('w').shadowRoot.querySelectorAll('[role=slider], [role=button]')]")
                #expect(nodes.map(\.name) == ["Hour", "Minute", "AM", "PM"], "\(nodes)")
            }
        }
    }
}
