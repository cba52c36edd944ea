import BrowserHarness
import Foundation
import Testing

extension PickerBrowserTests.FirstPaintBrowserTests {
    /// What becomes of input that waits for the engine when something else happens before the
    /// engine arrives: the page writes a value or resets the form (the value written wins), the
    /// element is disabled (nothing runs), moved in the document (keys are kept), made again with
    /// fewer thumbs (a key for a thumb that has gone does nothing), the user goes elsewhere (the
    /// focus stays there); and when the engine never comes (said once, nothing waits for ever).
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct WaitingInputBrowserTests {
        typealias Held = PickerBrowserTests.FirstPaintBrowserTests

        /// Counts each picker's `input` and `change` in `counts[id]`, then focuses `id`'s first thumb.
        static func watchAndFocus(_ page: BrowserPage, _ ids: [String], focus id: String) throws {
            try page.evaluate("""
                window.counts = {};
                for (const id of \(ids)) {
                  counts[id] = { input: 0, change: 0 };
                  for (const kind of ['input', 'change']) picker(id).addEventListener(kind, () => counts[id][kind] += 1);
                }
                inFrame().focus(); picker('\(id)').shadowRoot.querySelector('[role=slider]').focus(); true
                """)
        }

        @Test(arguments: BrowserFixture.engines) func aValueWrittenOrAFormResetBeforeTheEngineReplacesTheKeysThatWaited(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, """
                    <dial-picker id="w" mode="minutes" value="20"></dial-picker>
                    <form id="f"><dial-picker id="r" mode="minutes" value="20"></dial-picker></form>
                    """)
                try Self.watchAndFocus(page, ["w", "r"], focus: "w")
                try page.press("ArrowRight")
                try page.evaluate("picker('w').value = '40'; picker('r').shadowRoot.querySelector('[role=slider]').focus(); true")
                try page.press("ArrowRight")
                try page.evaluate("picker('f').reset(); true")
                try Held.releaseEngine(page)
                try page.wait(for: "picker('w').settled && picker('r').settled", timeout: 20)
                #expect(try PickerPage.read(page, "[picker('w').value, picker('r').value]", as: [String].self) == ["40", "20"])
                #expect(try PickerPage.read(page, "JSON.stringify(counts)", as: String.self) == #"{"w":{"input":0,"change":0},"r":{"input":0,"change":0}}"#,
                        "writing a value fires nothing, and the key it replaced never ran")
            }
        }

        @Test(arguments: BrowserFixture.engines) func aKeyBeforeTheEngineDoesNothingOnceTheElementIsDisabled(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, #"<dial-picker id="m" mode="minutes" value="20"></dial-picker>"#)
                try Self.watchAndFocus(page, ["m"], focus: "m")
                try page.press("ArrowRight")
                try page.evaluate("picker('m').disabled = true; true")
                try Held.releaseEngine(page)
                try page.wait(for: "picker('m').settled", timeout: 20)
                #expect(try PickerPage.read(page, "[picker('m').value, counts.m.input, counts.m.change].join(' ')", as: String.self) == "20 0 0")
            }
        }

        @Test(arguments: BrowserFixture.engines) func keysBeforeTheEngineAreKeptWhenTheElementIsMovedInTheDocument(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, #"<dial-picker id="m" mode="minutes" value="20"></dial-picker><div id="elsewhere"></div>"#)
                try Self.watchAndFocus(page, ["m"], focus: "m")
                try page.press("ArrowRight")
                try page.press("ArrowRight")
                try page.evaluate("picker('elsewhere').append(picker('m')); true")
                try Held.releaseEngine(page)
                try page.wait(for: "picker('m').settled", timeout: 20)
                #expect(try PickerPage.read(page, "[picker('m').value, counts.m.input, counts.m.change].join(' ')", as: String.self) == "22 2 1")
            }
        }

        /// The minute thumb's key waits; the page makes the picker a minute dial, which has one
        /// thumb: the key does nothing, says nothing of its own, and the dial comes to rest.
        @Test(arguments: BrowserFixture.engines) func aKeyForAThumbTheDialMadeAgainNoLongerHasDoesNothing(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, #"<dial-picker id="t" mode="time" value="09:20" hour-cycle="24"></dial-picker>"#)
                try page.evaluate("inFrame().focus(); picker('t').shadowRoot.querySelectorAll('[role=slider]')[1].focus(); true")
                try page.press("ArrowRight")
                try page.evaluate("picker('t').setAttribute('mode', 'minutes'); true")
                try Held.releaseEngine(page)
                try page.wait(for: "picker('t').settled", timeout: 20)
                let warnings: [String] = try PickerPage.read(page, "inFrame().warnings")
                // The one warning is the dial made again's: a time is no minute.
                #expect(warnings == ["dial-picker: value '09:20' is not valid here; using 00"], "\(warnings)")
                #expect(try PickerPage.read(page, "picker('t').value", as: String.self) == "00")
            }
        }

        /// A press focuses the thumb it lands on at once; the user then goes to a text field, and
        /// the engine's arrival leaves the focus there.
        @Test(arguments: BrowserFixture.engines) func theEnginesArrivalLeavesTheFocusWhereTheUserTookIt(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, #"<dial-picker id="m" mode="minutes" value="20"></dial-picker><input id="text">"#)
                // The frame is at the page's top left: the picker's box in the frame is its box here.
                let box: [Double] = try PickerPage.read(page, "(() => { const r = picker('m').getBoundingClientRect(); return [r.left, r.top, r.width / 300]; })()")
                let (x, y) = (box[0] + 150 * box[2], box[1] + 40 * box[2])
                try page.evaluate("inFrame().focus(); true")
                try page.mouse("mousePressed", x: x, y: y, pressed: true)
                try page.mouse("mouseReleased", x: x, y: y)
                #expect(try PickerPage.read(page, "picker('m').shadowRoot.activeElement?.getAttribute('role') ?? 'none'", as: String.self) == "slider",
                        "the press focused the thumb before the engine came")
                try page.evaluate("picker('text').focus(); true")
                try Held.releaseEngine(page)
                try page.wait(for: "picker('m').settled", timeout: 20)
                #expect(try PickerPage.read(page, "inFrame().document.activeElement.id", as: String.self) == "text")
            }
        }

        /// `dial.wasm` answered with a 404: the dials keep their values and say so once for the
        /// page; keys wait for nothing, so the dials stay at rest.
        @Test(arguments: BrowserFixture.engines) func anEngineThatDoesNotLoadIsSaidOnceAndNothingWaitsForIt(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Held.showHeld(fixture, """
                    <dial-picker id="m" mode="minutes" value="20"></dial-picker>
                    <dial-picker id="d" mode="duration" value="1h"></dial-picker>
                    """, missing: true)
                try page.wait(for: "inFrame().warnings.length > 0")
                try Self.watchAndFocus(page, ["m", "d"], focus: "m")
                for _ in 0..<3 { try page.press("ArrowRight") }
                let state = "['m', 'd'].map((id) => `${picker(id).value} ${picker(id).ready} ${picker(id).settled}`)"
                #expect(try PickerPage.read(page, state, as: [String].self) == ["20 false true", "1h false true"])
                let warnings: [String] = try PickerPage.read(page, "inFrame().warnings")
                #expect(warnings.count == 1 && warnings.first?.contains("the engine did not load: dial.wasm: HTTP 404") == true, "\(warnings)")
            }
        }
    }
}
