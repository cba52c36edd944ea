import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// Every setting is a property and an attribute, before and after the upgrade, in any order;
    /// one that cannot be used warns once and keeps the last good one, and what the element reads
    /// back (`mode`, `step`, `min`…) is what it draws.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct SettingsBrowserTests {
        /// The page's uncaught errors, in `window.errors` from now on.
        static let recordErrors = "window.errors = []; window.addEventListener('error', (e) => errors.push(String(e.message))); true"

        /// What the picker `id` draws and says: [mode read back, value, the ARIA value texts joined,
        /// the labels drawn joined].
        static func drawn(_ id: String) -> String {
            """
            (() => { const p = document.getElementById('\(id)');
              return [p.mode, p.value, \(PickerScripts.thumbs(id, "aria-valuetext")).join('|'),
                [...p.shadowRoot.querySelectorAll('.label')].map((l) => l.textContent).join(',')]; })()
            """
        }

        @Test(arguments: BrowserFixture.engines) func labelsSetAsPropertiesBeforeTheUpgradeMakeALabelsDial(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<form id="f"></form>"#)
                try page.evaluate(Self.recordErrors)
                try page.evaluate(PickerPage.recordWarnings)
                // Made in a document without a browsing context, the element is not upgraded until it
                // joins this one: its properties are own properties until then, as before a module loads.
                try page.evaluate("""
                    const inert = document.implementation.createHTMLDocument('');
                    const e = inert.createElement('dial-picker');
                    e.id = 'p'; e.setAttribute('name', 'day');
                    e.mode = 'labels'; e.labels = 'Mon,Tue'; e.value = 'Tue';
                    document.getElementById('f').append(e); true
                    """)
                try page.wait(for: "document.getElementById('p').ready")
                #expect(try PickerPage.read(page, Self.drawn("p"), as: [String].self) == ["labels", "Tue", "Tue", "Mon,Tue"])
                #expect(try PickerPage.read(page, "errors", as: [String].self) == [])
                #expect(try PickerPage.read(page, "warnings", as: [String].self) == [])
                #expect(try PickerPage.read(page, "new URLSearchParams(new FormData(document.getElementById('f'))).toString()", as: String.self) == "day=Tue")
                // After the upgrade, the labels property sets them too (a string or an array).
                try page.evaluate("document.getElementById('p').labels = ['Sat', 'Sun']; document.getElementById('p').value = 'Sun'; true")
                #expect(try PickerPage.read(page, Self.drawn("p"), as: [String].self) == ["labels", "Sun", "Sun", "Sat,Sun"])
                #expect(try PickerPage.read(page, "errors", as: [String].self) == [])
            }
        }

        /// Settings set in any order, as attributes or properties, before or after the element is
        /// connected, give the same dial.
        @Test(arguments: BrowserFixture.engines) func settingsInAnyOrderGiveTheSameDial(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("")
                try page.evaluate(Self.recordErrors)
                try page.evaluate("""
                    const orders = [['labels', 'mode', 'value'], ['mode', 'labels', 'value'], ['labels', 'value', 'mode']];
                    const settings = { mode: 'labels', labels: 'Mon,Tue,Wed', value: 'Wed' };
                    orders.forEach((order, i) => {
                      for (const [kind, connected] of [['attr', false], ['prop', false], ['attr', true], ['prop', true]]) {
                        const e = document.createElement('dial-picker');
                        e.id = `o${i}${kind}${connected}`;
                        if (connected) document.body.append(e);
                        for (const name of order) {
                          // The value waits for its mode: a value that names no choice yet is refused.
                          if (name === 'value' && order.indexOf('mode') > order.indexOf('value') && connected) continue;
                          if (kind === 'attr') e.setAttribute(name, settings[name]); else e[name] = settings[name];
                        }
                        if (!connected) document.body.append(e);
                      }
                    }); true
                    """)
                try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.ready)")
                let drawn: [[String]] = try PickerPage.read(page, """
                    [...document.querySelectorAll('dial-picker')].map((p) => [p.id, p.mode, p.shadowRoot.querySelector('[role=slider]').getAttribute('aria-valuetext'),
                      [...p.shadowRoot.querySelectorAll('.label')].map((l) => l.textContent).join(',')])
                    """)
                for dial in drawn {
                    #expect(Array(dial.dropFirst()).prefix(1) == ["labels"] && dial[3] == "Mon,Tue,Wed", "\(dial)")
                    // Where the value came before its mode on a connected element it was refused; every other order keeps it.
                    let refused = dial[0].hasPrefix("o2") && dial[0].hasSuffix("true")
                    #expect(dial[2] == (refused ? "Mon" : "Wed"), "\(dial)")
                }
                #expect(try PickerPage.read(page, "errors", as: [String].self) == [])
            }
        }

        /// A setting that cannot be used reads back as the one in use, warns once, and the dial
        /// never claims one mode while it draws another.
        @Test(arguments: BrowserFixture.engines) func aSettingThatCannotBeUsedReadsBackAsTheOneInUse(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="l" mode="labels" labels=",,," value="09:00" hour-cycle="24"></dial-picker>
                    <dial-picker id="s" mode="duration" step="5" value="1h"></dial-picker>
                    """)
                try page.evaluate(PickerPage.recordWarnings)
                #expect(try PickerPage.read(page, "document.getElementById('l').mode", as: String.self) == "time", "no labels: a time dial, said so")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("l", "data-thumb"), as: [String].self) == ["hour", "minute"])
                try page.evaluate("const s = document.getElementById('s'); s.step = 0; s.step = -5; s.step = 'noon'; s.min = 'noon'; true")
                #expect(try PickerPage.read(page, "JSON.stringify([document.getElementById('s').step, document.getElementById('s').min])", as: String.self) == "[5,null]")
                let warnings: [String] = try PickerPage.read(page, "warnings")
                #expect(warnings.count == 4 && warnings.allSatisfy { $0.contains("kept step=\"5\"") || $0.contains("min must be") }, "\(warnings)")
                // Each warning once: the same bad step again says nothing more.
                try page.evaluate("document.getElementById('s').step = 1; document.getElementById('s').step = 0; true")
                #expect(try PickerPage.read(page, "warnings.length", as: Int.self) == 5, "step 0 after step 1 keeps 1: a new warning; before, 0 after 5 was said")
                #expect(try PickerPage.read(page, "document.getElementById('s').step", as: Int.self) == 1)
            }
        }

        /// Span limits that contradict each other (`min-span` above `max-span`) warn once and keep
        /// the ones that make sense: the value keeps its two handles apart.
        @Test(arguments: BrowserFixture.engines) func contradictorySpanLimitsKeepTheOnesThatMakeSense(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try page.load(fixture.base + "test.html", until: "customElements.get('dial-picker') !== undefined", timeout: 10)
                try page.evaluate(PickerPage.recordWarnings)
                try page.evaluate(#"document.body.innerHTML = '<dial-picker id="r" mode="range" min-span="10h" max-span="2h" value="06:00-05:00"></dial-picker>'; true"#)
                try page.wait(for: "document.getElementById('r').ready")
                #expect(try PickerPage.value(page, "r") == "06:00-05:00")
                #expect(try PickerPage.read(page, "[document.getElementById('r').minSpan, String(document.getElementById('r').maxSpan)]", as: [String].self) == ["10h", "null"])
                let handles: [String] = try PickerPage.read(page, PickerScripts.thumbs("r", "cx"))
                #expect(Set(handles).count == 2, "the handles apart: \(handles)")
                let warnings: [String] = try PickerPage.read(page, "warnings")
                #expect(warnings.count == 1 && warnings[0].contains("max-span 2h is less than min-span"), "\(warnings)")
            }
        }
    }
}
