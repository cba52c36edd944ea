import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// A time on a 12-hour clock: the AM/PM control (pointer, `a`/`p`), typed times with a half of
    /// the day (`7p`, `7:15pm`, `12a` = 00:00, `12p` = 12:00), the hour ring carrying across 12, and
    /// a time that wraps at midnight without `min`/`max`.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct TwelveHourBrowserTests {
        @Test(arguments: BrowserFixture.engines) func theKeysAAndPAndTheAMPMControlSetTheHalfOfTheDay(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="time" hour-cycle="12" value="07:30"></dial-picker>"#)
                try PickerPage.type(page, "p", thumb: 0, ["p"])
                #expect(try PickerPage.value(page, "p") == "19:30")
                try page.press("P")
                #expect(try PickerPage.value(page, "p") == "19:30")
                try PickerPage.type(page, "p", thumb: 1, ["a"])
                #expect(try PickerPage.value(page, "p") == "07:30")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("p", "aria-valuetext"), as: [String].self) == ["7:30 AM", "7:30 AM"])
                try PickerPage.click(page, "p", "[data-period=pm]")
                #expect(try PickerPage.value(page, "p") == "19:30")
                #expect(try PickerPage.read(page, "document.getElementById('p').shadowRoot.querySelector('[data-period=pm]').getAttribute('aria-pressed')", as: String.self) == "true")
                try PickerPage.click(page, "p", "[data-period=am]")
                #expect(try PickerPage.value(page, "p") == "07:30")
            }
        }

        @Test(arguments: BrowserFixture.engines) func typedTimesTakeAHalfOfTheDay(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                // One picker per typed time: each starts typing afresh.
                let cases: [(keys: [String], value: String)] = [
                    (["7", "p"], "19:00"), (["7", ":", "1", "5", "p", "m"], "19:15"), (["1", "2", "a"], "00:00"),
                    (["1", "2", "p"], "12:00"), (["7", "a"], "07:00"), (["1", "9", "3", "0"], "19:30"),
                    // No hour 13 in a half of the day: `13p` is not a time, so nothing changes (13:00,
                    // which `13` named on the way, was never set: the text went on).
                    (["1", "3", "p"], "09:41"),
                ]
                try fixture.show(cases.indices.map { #"<dial-picker id="p\#($0)" mode="time" hour-cycle="12" value="09:41"></dial-picker>"# }.joined())
                for (index, typed) in cases.enumerated() {
                    // Enter ends each text (a whole one that could go on, as `7p` before `m`, waits for it).
                    try PickerPage.type(page, "p\(index)", thumb: 0, typed.keys + ["Enter"])
                    #expect(try PickerPage.value(page, "p\(index)") == typed.value, "typed \(typed.keys.joined())")
                }
            }
        }

        @Test(arguments: BrowserFixture.engines) func theHourRingKeepsTheHalfOnAPressAndCarriesAcross12OnADrag(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="time" hour-cycle="12" value="19:30"></dial-picker>"#)
                let at = try PickerPage.point(page, "p")
                // 12 hours round the ring (radius 84): hour h at angle h · 30°.
                let hour = { (h: Double) in at(h * Double.pi / 6, 84) }
                let three = hour(3)
                try page.mouse("mousePressed", x: three.0, y: three.1, pressed: true)
                try page.mouse("mouseReleased", x: three.0, y: three.1)
                #expect(try PickerPage.value(page, "p") == "15:30", "a press keeps the afternoon")
                let eleven = hour(11)
                try page.mouse("mousePressed", x: eleven.0, y: eleven.1, pressed: true)
                #expect(try PickerPage.value(page, "p") == "23:30")
                for h in [11.5, 12, 12.5, 13] {
                    let point = hour(h)
                    try page.mouse("mouseMoved", x: point.0, y: point.1, pressed: true)
                }
                let one = hour(13)
                try page.mouse("mouseReleased", x: one.0, y: one.1)
                #expect(try PickerPage.value(page, "p") == "01:30", "dragged on past 12: the next morning")
                for h in [1.0, 0.5, 0, -0.5, -1] {
                    let point = hour(h)
                    try page.mouse(h == 1 ? "mousePressed" : "mouseMoved", x: point.0, y: point.1, pressed: true)
                }
                let back = hour(-1)
                try page.mouse("mouseReleased", x: back.0, y: back.1)
                #expect(try PickerPage.value(page, "p") == "23:30", "and back across midnight")
            }
        }

        @Test(arguments: BrowserFixture.engines) func aTimeWrapsAtMidnightWithoutMinOrMaxAndStopsAtThemWithThem(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="m" mode="time" hour-cycle="24" step="5" value="23:55"></dial-picker>
                    <dial-picker id="h" mode="time" hour-cycle="24" value="23:10"></dial-picker>
                    <dial-picker id="b" mode="time" hour-cycle="24" step="5" value="23:55" max="23:55"></dial-picker>
                    """)
                try PickerPage.type(page, "m", thumb: 1, ["ArrowRight"])
                #expect(try PickerPage.value(page, "m") == "00:00")
                try page.press("ArrowLeft")
                try page.press("ArrowLeft")
                #expect(try PickerPage.value(page, "m") == "23:50")
                try PickerPage.type(page, "h", thumb: 0, ["ArrowRight"])
                #expect(try PickerPage.value(page, "h") == "00:10")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("h", "aria-valuenow"), as: [String].self) == ["0", "10"])
                try PickerPage.type(page, "b", thumb: 1, ["ArrowRight"])
                #expect(try PickerPage.value(page, "b") == "23:55", "max holds it")
            }
        }

        @Test(arguments: BrowserFixture.engines) func anHourDialOnA12HourClockShowsTwelveHourLabels(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="hours" hour-cycle="12" value="15"></dial-picker>"#)
                let labels: [String] = try PickerPage.read(page, "[...document.getElementById('p').shadowRoot.querySelectorAll('[part~=label]')].map((l) => l.textContent)")
                // A turn is twelve hours; the AM/PM control says which half (anHoursDialOnA12HourClockHasTheAMPMControl).
                #expect(labels.count == 12 && labels.allSatisfy { (Int($0) ?? 0) >= 1 && (Int($0) ?? 0) <= 12 }, "\(labels)")
                #expect(Array(labels.prefix(2)) == ["12", "1"])
                #expect(try PickerPage.read(page, PickerScripts.thumbs("p", "aria-valuetext"), as: [String].self) == ["3 PM"])
            }
        }

        /// An hours dial on a 12-hour clock: a turn of twelve hours, 12 at the top, and the AM/PM
        /// control of the time mode.
        @Test(arguments: BrowserFixture.engines) func anHoursDialOnA12HourClockHasTheAMPMControl(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="h" mode="hours" hour-cycle="12" value="21"></dial-picker>"#)
                let labels: [String] = try PickerPage.read(page, "[...document.getElementById('h').shadowRoot.querySelectorAll('.label')].map((l) => l.textContent)")
                #expect(labels == ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
                let selected = "document.getElementById('h').shadowRoot.querySelector('.label.selected')?.textContent"
                #expect(try PickerPage.read(page, selected, as: String.self) == "9")
                let pressed = "[...document.getElementById('h').shadowRoot.querySelectorAll('[data-period]')].map((b) => b.getAttribute('aria-pressed'))"
                #expect(try PickerPage.read(page, pressed, as: [String].self) == ["false", "true"])
                try PickerPage.type(page, "h", thumb: 0, ["a"])
                #expect(try PickerPage.value(page, "h") == "09")
                #expect(try PickerPage.read(page, pressed, as: [String].self) == ["true", "false"])
                try PickerPage.click(page, "h", "[data-period=pm]")
                #expect(try PickerPage.value(page, "h") == "21")
                // 11 PM and on: the hour carries into the morning.
                try page.evaluate("document.getElementById('h').value = '23'; true")
                try PickerPage.type(page, "h", thumb: 0, ["ArrowRight"])
                try page.wait(for: "document.getElementById('h').settled", timeout: 10)
                #expect(try PickerPage.value(page, "h") == "00")
                #expect(try PickerPage.read(page, selected, as: String.self) == "12")
                #expect(try PickerPage.read(page, pressed, as: [String].self) == ["true", "false"])
            }
        }

        /// One clock for everything a range shows: on a 12-hour clock its face and its centre are
        /// 12-hour too, as its value text is.
        @Test(arguments: BrowserFixture.engines) func aRangeOnA12HourClockShowsTwelveHours(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" mode="range" hour-cycle="12" value="22:30-06:45" lang="en"></dial-picker>
                    <dial-picker id="f" mode="range" hour-cycle="24" value="22:30-06:45" lang="en"></dial-picker>
                    """)
                let shown = { (id: String) throws -> [String] in
                    try PickerPage.read(page, "(() => { const r = document.getElementById('\(id)').shadowRoot; return [r.querySelector('[part~=centre-detail]').textContent, ...[...r.querySelectorAll('.label')].map((l) => l.textContent)]; })()")
                }
                let twelve = try shown("t")
                #expect(twelve.first == "10:30 PM – 6:45 AM", "\(twelve)")
                #expect(twelve.dropFirst().contains("12 AM") && twelve.dropFirst().allSatisfy { !["13", "18", "23"].contains($0) }, "\(twelve)")
                let day = try shown("f")
                #expect(day.first == "22:30 – 06:45" && day.dropFirst().contains("18"), "\(day)")
            }
        }
    }
}
