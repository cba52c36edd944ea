import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The element speaks its own language: `lang` on it or an ancestor (else the page's) picks the
    /// words, AM/PM and the default hour cycle through `Intl`, and `strings` replaces the words.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
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

        /// The text of the picker `id`'s part `part`.
        static func part(_ page: BrowserPage, _ id: String, _ part: String) throws -> String {
            try PickerPage.read(page, "document.getElementById('\(id)').shadowRoot.querySelector('[part~=\(part)]').textContent")
        }

        /// A duration is the language's own: shown narrow in the centre ("8h 15m"), spoken in
        /// full, its parts joined as the language joins them (Japanese puts no space in
        /// "8時間15分", where Intl's unit has one). The words Intl has none for (start, end,
        /// duration, choice) are `strings`' English until a page replaces them.
        @Test(arguments: BrowserFixture.engines) func durationsAreWrittenAsTheLanguageWritesThem(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="en" lang="en" mode="duration" value="8h15m"></dial-picker>
                    <dial-picker id="de" lang="de" mode="duration" value="8h15m"></dial-picker>
                    <dial-picker id="ja" lang="ja" mode="duration" value="8h15m"></dial-picker>
                    <dial-picker id="ar" lang="ar" mode="duration" value="8h15m"></dial-picker>
                    <dial-picker id="r" lang="de" mode="range" value="22:30-06:45" hour-cycle="24"></dial-picker>
                    <dial-picker id="l" lang="ja" mode="labels" labels="月,火,水" value="火"></dial-picker>
                    """)
                // The engines' CLDR data differ: WebKitGTK's writes German's narrow hours "Std."
                // and Arabic in its own digits (Chromium's and Firefox's, as Node's, in Latin ones).
                let webkit = engine == .webkit
                let german = webkit ? "8 Std., 15 Min." : "8h, 15 Min."
                let expected = [
                    "en": ("8h 15m", "8 hours 15 minutes"), "de": (german, "8 Stunden, 15 Minuten"), "ja": ("8h15m", "8時間15分"),
                    "ar": webkit ? ("٨ س و١٥ د", "٨ ساعات و١٥ دقيقة") : ("8 س و15 د", "8 ساعات و15 دقيقة"),
                ]
                for (id, (shown, spoken)) in expected.sorted(by: { $0.key < $1.key }) {
                    let centre = try Self.part(page, id, "centre")
                    #expect(centre == shown, "\(id): \(centre)")
                    let said: [String] = try PickerPage.read(page, PickerScripts.thumbs(id, "aria-valuetext"))
                    #expect(said == [spoken], "\(id): \(said)")
                    #expect(try PickerPage.read(page, PickerScripts.thumbs(id, "aria-label"), as: [String].self) == ["Duration"], "\(id)")
                }
                let range = try Self.part(page, "r", "centre")
                #expect(range == german, "\(range)")
                #expect(try Self.part(page, "r", "centre-detail") == "22:30 – 06:45")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("r", "aria-valuetext"), as: [String].self) == ["22:30", "06:45, 8 Stunden, 15 Minuten"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("r", "aria-label"), as: [String].self) == ["Start", "End"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("l", "aria-label"), as: [String].self) == ["Choice"])
                try page.evaluate("document.getElementById('r').strings = { start: 'Beginn', end: 'Ende' }; document.getElementById('ja').strings = { duration: '時間' }; true")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("r", "aria-label"), as: [String].self) == ["Beginn", "Ende"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("ja", "aria-label"), as: [String].self) == ["時間"])
            }
        }

        /// A language with digits of its own draws them (the face's labels, its ring of hours, the
        /// centre) and speaks them, while `value` stays `HH:MM` in Latin digits; typed digits are
        /// read in either.
        @Test(arguments: BrowserFixture.engines) func arabicInEgyptDrawsAndSpeaksItsOwnDigits(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" lang="ar-EG" mode="time" value="07:30" hour-cycle="24"></dial-picker>
                    <dial-picker id="u" lang="ar-EG" mode="time" value="07:30" hour-cycle="24"></dial-picker>
                    <dial-picker id="m" lang="ar-EG" mode="minutes" value="45"></dial-picker>
                    """)
                let texts = { (part: String) throws -> [String] in
                    try PickerPage.read(page, "[...document.getElementById('t').shadowRoot.querySelectorAll('[part~=\(part)]')].map((n) => n.textContent)")
                }
                #expect(try texts("label") == ["٠٠", "٠٥", "١٠", "١٥", "٢٠", "٢٥", "٣٠", "٣٥", "٤٠", "٤٥", "٥٠", "٥٥"])
                #expect(try texts("hour") == ["٠٠", "٠١", "٠٢", "٠٣", "٠٤", "٠٥", "٠٦", "٠٧", "٠٨", "٠٩", "١٠", "١١",
                                              "١٢", "١٣", "١٤", "١٥", "١٦", "١٧", "١٨", "١٩", "٢٠", "٢١", "٢٢", "٢٣"])
                #expect(try Self.part(page, "t", "centre") == "٠٧:٣٠")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("t", "aria-valuetext"), as: [String].self) == ["٠٧:٣٠", "٠٧:٣٠"])
                #expect(try PickerPage.value(page, "t") == "07:30")
                #expect(try Self.part(page, "m", "centre") == "٤٥")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("m", "aria-valuetext"), as: [String].self) == ["٤٥ دقيقة"])
                try PickerPage.type(page, "t", thumb: 0, ["٠", "٨", "٣", "٠"])
                try page.wait(for: "document.getElementById('t').value === '08:30'")
                #expect(try Self.part(page, "t", "centre") == "٠٨:٣٠")
                try PickerPage.type(page, "u", thumb: 0, ["0", "9", "1", "5"])
                try page.wait(for: "document.getElementById('u').value === '09:15'")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("u", "aria-valuetext"), as: [String].self) == ["٠٩:١٥", "٠٩:١٥"])
            }
        }

        /// The AM/PM control follows the writing direction: AM first, on the left in English and on
        /// the right in Arabic and Hebrew (still first in the reading order).
        @Test(arguments: BrowserFixture.engines) func theAMPMControlFollowsTheWritingDirection(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="en" lang="en-US" mode="time" value="19:30"></dial-picker>
                    <dial-picker id="ar" lang="ar" mode="time" value="19:30" hour-cycle="12"></dial-picker>
                    <dial-picker id="he" lang="he" mode="hours" value="19" hour-cycle="12"></dial-picker>
                    """)
                for (id, rightToLeft) in [("en", false), ("ar", true), ("he", true)] {
                    let order: [String] = try PickerPage.read(page, "[...document.getElementById('\(id)').shadowRoot.querySelectorAll('[role=button]')].map((b) => b.dataset.period)")
                    #expect(order == ["am", "pm"], "\(id): AM first in the reading order")
                    let lefts: [Double] = try PickerPage.read(page, "['am', 'pm'].map((p) => document.getElementById('\(id)').shadowRoot.querySelector(`[data-period=${p}] rect`).getBoundingClientRect().left)")
                    #expect((lefts[0] > lefts[1]) == rightToLeft, "\(id): AM at \(lefts[0]), PM at \(lefts[1])")
                }
                let arabic: [String] = try PickerPage.read(page, "[...document.getElementById('ar').shadowRoot.querySelectorAll('[data-period]')].map((b) => b.textContent)")
                #expect(arabic == ["ص", "م"])
                let spoken: [String] = try PickerPage.read(page, PickerScripts.thumbs("ar", "aria-valuetext"))
                #expect(spoken == Array(repeating: engine == .webkit ? "٧:٣٠ م" : "7:30 م", count: 2), "\(spoken.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") })")
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
