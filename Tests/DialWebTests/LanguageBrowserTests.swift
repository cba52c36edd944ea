import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The element speaks its own language: `lang` on it or an ancestor (else the page's) picks the
    /// words, AM/PM and the default hour cycle through `Intl`, and `strings` replaces the words.
    @Suite(.timeLimit(.minutes(2)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct LanguageBrowserTests {
        @Test(arguments: BrowserFixture.engines) func langPicksTheHourCycleThePeriodsAndTheWords(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <div lang="de"><dial-picker id="de" mode="time" value="21:41"></dial-picker>
                      <dial-picker id="dd" mode="duration" value="1h30m"></dial-picker></div>
                    <dial-picker id="us" lang="en-US" mode="time" value="21:41"></dial-picker>
                    <dial-picker id="ja" lang="ja" mode="time" value="21:41" hour-cycle="12"></dial-picker>
                    """)
                #expect(try PickerPage.read(page, PickerScripts.thumbs("de", "aria-valuetext"), as: [String].self) == ["21:41", "21:41"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("de", "aria-label"), as: [String].self) == ["Stunde", "Minute"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("dd", "aria-valuetext"), as: [String].self) == ["1 Stunde, 30 Minuten"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("us", "aria-valuetext"), as: [String].self) == ["9:41 PM", "9:41 PM"])
                let japanese: [String] = try PickerPage.read(page, "[...document.getElementById('ja').shadowRoot.querySelectorAll('[data-period]')].map((b) => b.textContent)")
                #expect(japanese == ["午前", "午後"])
                // The language changed on the element is taken at once.
                try page.evaluate("document.getElementById('us').lang = 'de'; true")
                try page.wait(for: "document.getElementById('us').shadowRoot.querySelector('[role=slider]').getAttribute('aria-valuetext') === '21:41'")
            }
        }

        /// A `lang` that is no language tag Intl takes (`C`, what WebKitGTK reports as the page's
        /// language under `LANG=C`; `en_US`; `C.UTF-8`; `1`) speaks English, on the element or
        /// an ancestor.
        @Test(arguments: BrowserFixture.engines, ["C", "en_US", "C.UTF-8", "1"])
        func aLanguageIntlRejectsSpeaksEnglish(_ engine: BrowserEngine, lang: String) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" lang="\(lang)" mode="time" value="21:41"></dial-picker>
                    <div lang="\(lang)"><dial-picker id="r" mode="range" value="22:30-06:45"></dial-picker>
                      <dial-picker id="d" mode="duration" value="1h30m"></dial-picker></div>
                    """)
                #expect(try PickerPage.read(page, PickerScripts.thumbs("t", "aria-label"), as: [String].self) == ["Hour", "Minute"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("t", "aria-valuetext"), as: [String].self) == ["9:41 PM", "9:41 PM"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("r", "aria-label"), as: [String].self) == ["Start", "End"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("r", "aria-valuetext"), as: [String].self) == ["10:30 PM", "6:45 AM, 8 hours 15 minutes"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("d", "aria-valuetext"), as: [String].self) == ["1 hour 30 minutes"])
                #expect(try PickerPage.read(page, "document.getElementById('t').hourCycle", as: Int.self) == 12)
            }
        }

        @Test(arguments: BrowserFixture.engines) func stringsReplaceTheWords(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="r" mode="range" value="22:30-06:45" hour-cycle="24" aria-label="Ruhezeit"></dial-picker>"#)
                try page.evaluate("document.getElementById('r').strings = { start: 'Beginn', end: 'Ende' }; true")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("r", "aria-label"), as: [String].self) == ["Ruhezeit, Beginn", "Ruhezeit, Ende"])
                #expect(try PickerPage.read(page, "Object.keys(document.getElementById('r').strings).sort().join()", as: String.self)
                        == "choice,duration,empty,end,hour,minute,missing,named,reach,start")
            }
        }
    }
}
