import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// A bad attribute warns once, naming the attribute and the rule, and the element keeps its last
    /// good setting (or the default): it stays drawn, focusable and in its form.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct AttributesBrowserTests {
        /// Each bad element, the words its warning must hold, and the value it keeps.
        static let cases: [(html: String, warning: [String], value: String)] = [
            (#"mode="minutes" step="-5" value="20""#, ["step", "'-5'"], "20"),
            (#"mode="minutes" step="7" value="20""#, ["step", "'7'"], "20"),
            (#"mode="minutes" step="0x5" value="20""#, ["step", "'0x5'"], "20"),
            (#"mode="minutes" step="1e1" value="20""#, ["step", "'1e1'"], "20"),
            (#"mode="time" min="-1:00" value="07:30""#, ["min", "'-1:00'"], "07:30"),
            (#"mode="duration" max="99999h" value="2h""#, ["max", "'99999h'"], "2h"),
            (#"mode="bogus" value="07:30""#, ["mode", "'bogus'"], "07:30"),
            (#"mode="labels" labels="" value="07:30""#, ["mode", "labels=\"a,b,c\""], "07:30"),
            (#"mode="range" min-span="25h" value="22:30-06:45""#, ["min-span", "'25h'", "24h"], "22:30-06:45"),
            (#"mode="time" hour-cycle="13" value="07:30""#, ["hour-cycle", "'13'"], "07:30"),
            (#"mode="time" step="5" value="08:47""#, ["value", "'08:47'", "08:45"], "08:45"),
        ]

        @Test(arguments: BrowserFixture.engines) func aBadAttributeWarnsOnceAndTheElementKeepsWorking(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<form id="f"></form>"#)
                try page.evaluate(PickerPage.recordWarnings)
                let html = Self.cases.enumerated().map { #"<dial-picker id="p\#($0.offset)" name="p\#($0.offset)" \#($0.element.html)></dial-picker>"# }.joined()
                try page.evaluate("document.getElementById('f').innerHTML = `\(html)`; true")
                try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.ready)")
                let submitted: [String: String] = try PickerPage.read(page, "Object.fromEntries(new FormData(document.getElementById('f')))")
                let warnings: [String] = try PickerPage.read(page, "warnings")
                for (index, bad) in Self.cases.enumerated() {
                    let id = "p\(index)"
                    #expect(try PickerPage.value(page, id) == bad.value, "\(bad.html)")
                    #expect(submitted[id] == bad.value, "\(bad.html) in the form")
                    let tabIndexes: [String] = try PickerPage.read(page, PickerScripts.thumbs(id, "tabindex"))
                    #expect(!tabIndexes.isEmpty && tabIndexes.allSatisfy { $0 == "0" }, "\(bad.html): \(tabIndexes)")
                    let said = warnings.filter { warning in bad.warning.allSatisfy { warning.contains($0) } }
                    #expect(said.count == 1, "\(bad.html): \(warnings)")
                }
                #expect(!warnings.contains { $0.contains("null") || $0.contains("undefined") }, "\(warnings)")
                #expect(warnings.count == Self.cases.count, "one warning each: \(warnings)")
            }
        }

        @Test(arguments: BrowserFixture.engines) func aBadChangeKeepsTheLastGoodSettingAndWarnsOnce(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="duration" step="5" value="1h30m"></dial-picker>"#)
                try page.evaluate(PickerPage.recordWarnings)
                try page.evaluate("const p = document.getElementById('p'); p.setAttribute('step', '7'); p.setAttribute('step', '7'); p.setAttribute('mode', 'labels'); true")
                // Step 5 is kept: → moves five minutes; the mode stays a duration.
                try PickerPage.type(page, "p", thumb: 0, ["ArrowRight"])
                #expect(try PickerPage.value(page, "p") == "1h35m")
                let warnings: [String] = try PickerPage.read(page, "warnings")
                #expect(warnings.count == 2 && warnings[0].contains("step") && warnings[1].contains("labels"), "\(warnings)")
                try page.evaluate("p.setAttribute('labels', 'a,b,c'); true")
                #expect(try PickerPage.value(page, "p") == "a", "labels given: the mode takes them")
            }
        }
    }
}
