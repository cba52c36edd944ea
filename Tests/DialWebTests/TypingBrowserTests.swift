import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// Typed text sets the value once, when it is done (dial-typing.js): at once where it reads as
    /// a whole value that no longer is the start of a longer one, else at the pause, Enter or the
    /// focus leaving; a text still being typed fires no `input`; a key an input method composes
    /// with types nothing.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct TypingBrowserTests {
        /// `2130` on a 24-hour time: one `input`, 21:30, at its last key (never 02:00, 21:00 or
        /// 02:13 on the way).
        @Test(arguments: BrowserFixture.engines) func aTimeStillBeingTypedFiresNoInput(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
                try page.evaluate(EventsBrowserTests.listen("t"))
                try PickerPage.type(page, "t", thumb: 0, ["2", "1", "3"])
                #expect(try PickerPage.value(page, "t") == "09:41", "213 is a time still being typed")
                try page.press("0")
                #expect(try PickerPage.value(page, "t") == "21:30", "2130 is whole and nothing longer begins with it")
                try page.wait(for: "document.getElementById('t').settled", timeout: 10)
                let heard = try EventsBrowserTests.heard(page)
                #expect(heard.input == ["21:30"] && heard.change == ["21:30"], "\(heard)")
            }
        }

        /// A text set at once (`23:00`, whole and nothing longer a time) and typed on (`-07:00`,
        /// which names nothing on a time dial): the motion to 23:00 comes to rest while the text is
        /// still typed, and `settled` is false until it ends, so its `change` waits for the end and
        /// finds the element at rest (it fired at the motion's rest, `settled` false, found by the
        /// exploration with seed 3333).
        @Test(arguments: BrowserFixture.engines) func aRestWhileATextIsStillTypedFiresItsChangeAtTheTextsEnd(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
                try page.evaluate("""
                    { window.changes = [];
                      const p = document.getElementById('t');
                      p.addEventListener('change', () => changes.push([p.value, p.settled])); true }
                    """)
                try PickerPage.type(page, "t", thumb: 0, ["2", "3", ":", "0", "0"])
                #expect(try PickerPage.value(page, "t") == "23:00", "23:00 is set at once")
                // Keys 0.4 s apart keep the text open (its pause is 1 s) for 2.4 s more: the spin
                // to 23:00 comes to rest meanwhile.
                for key in ["-", "0", "7", ":", "0", "0"] {
                    usleep(400_000)
                    try page.press(key)
                }
                #expect(try PickerPage.read(page, "changes.length", as: Int.self) == 0, "no change while the text is typed")
                #expect(try !PickerPage.read(page, "document.getElementById('t').settled", as: Bool.self))
                try page.wait(for: "document.getElementById('t').settled", timeout: 10)
                let changes: [[Any]] = try PickerPage.read(page, "changes")
                #expect(changes.count == 1 && changes.first?.first as? String == "23:00" && changes.first?.last as? Bool == true, "\(changes)")
                #expect(try PickerPage.value(page, "t") == "23:00", "-07:00 names nothing on a time dial")
            }
        }

        /// A whole value that a longer one could still follow (`7`, before `:30` or `p`; `23:00` on a
        /// range handle, before `-07:00`) waits: Enter sets it, and so do the pause and the focus
        /// leaving the thumb.
        @Test(arguments: BrowserFixture.engines) func aWholeValueThatCouldGoOnWaitsForEnterThePauseOrTheFocusLeaving(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>
                    <dial-picker id="r" mode="range" value="22:30-06:45"></dial-picker>
                    """)
                try page.evaluate(EventsBrowserTests.listen("t"))
                try PickerPage.type(page, "t", thumb: 0, ["7"])
                #expect(try PickerPage.value(page, "t") == "09:41" && !PickerPage.read(page, "document.getElementById('t').settled", as: Bool.self),
                        "7 may go on; the dial is not at rest while it waits")
                try page.press("Enter")
                #expect(try PickerPage.value(page, "t") == "07:00")
                // The pause: 19 waits, then sets 19:00 a second after its last key.
                for key in ["1", "9"] { try page.press(key) }
                #expect(try PickerPage.value(page, "t") == "07:00")
                try page.wait(for: "document.getElementById('t').value === '19:00'", timeout: 5)
                // The focus leaving the thumb: 8, then the focus on the other dial.
                try page.press("8")
                try page.evaluate(PickerScripts.focus("r", thumb: 1))
                #expect(try PickerPage.value(page, "t") == "08:00")
                try page.wait(for: "document.getElementById('t').settled", timeout: 10)
                #expect(try EventsBrowserTests.heard(page).input == ["07:00", "19:00", "08:00"])
                // One time on a range's end handle: 07:15 at Enter, the start kept.
                for key in ["0", "7", "1", "5"] { try page.press(key) }
                #expect(try PickerPage.value(page, "r") == "22:30-06:45", "0715 may still go on (0715p)")
                try page.press("Enter")
                #expect(try PickerPage.value(page, "r") == "22:30-07:15")
            }
        }

        /// Text an input method or dictation inserts (the DevTools protocol's `Input.insertText`, as
        /// an input method's commit) is typed text: Chromium hands it to the focused slider as
        /// `beforeinput` while the page has a selection, and a whole range sets both ends at once.
        /// Known issues, by name: with no selection (the usual case on a slider, which has no
        /// caret) Chromium delivers nothing to a non-editable focus; Firefox and WebKitGTK cannot be
        /// driven here (WebDriver inserts no text as an input method does, only keys), and neither
        /// turns on an input method for a focus that is not editable.
        @Test(arguments: BrowserFixture.engines) func textAnInputMethodInsertsIsTypedWhereTheEngineDeliversIt(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="r" mode="range" value="22:30-06:45"></dial-picker><p id="said">Sleep</p>"#)
                try page.evaluate(EventsBrowserTests.listen("r"))
                try page.evaluate(PickerScripts.focus("r", thumb: 0))
                guard engine == .chromium else {
                    withKnownIssue("\(engine.displayName): WebDriver has no command that inserts text as an input method commits it, and the engine turns on no input method for a non-editable focus") {
                        throw BrowserError.unsupported(engine, "insert text as an input method does")
                    }
                    return
                }
                try page.send("Input.insertText", ["text": "23:00-07:00"])
                // The text comes, where it comes, in a task after the command: a fair wait for it.
                usleep(300_000)
                let withoutSelection = try PickerPage.value(page, "r")
                withKnownIssue("Chromium hands text an input method inserts to a non-editable focus only while the page has a selection") {
                    #expect(withoutSelection == "23:00-07:00")
                }
                try page.evaluate(PickerScripts.focus("r", thumb: 0) + "; getSelection().selectAllChildren(document.getElementById('said')); true")
                try page.send("Input.insertText", ["text": "23:00-07:00"])
                try page.wait(for: "document.getElementById('r').value === '23:00-07:00'", timeout: 5)
                try page.wait(for: "document.getElementById('r').settled", timeout: 10)
                #expect(try EventsBrowserTests.heard(page).input == ["23:00-07:00"])
                try page.evaluate("getSelection().removeAllRanges(); true")
            }
        }

        /// A keydown an input method composes with (`isComposing`, the key `Process`, or the code
        /// 229 alone) is the input method's, and a modifier key or a character with Ctrl, Alt or
        /// Meta is no text: none of them types, and the digits after them are the whole text.
        @Test(arguments: BrowserFixture.engines) func aKeyComposingWithAnInputMethodOrAModifierTypesNothing(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
                try page.evaluate(PickerScripts.focus("t", thumb: 0))
                try page.evaluate("""
                    { const thumb = document.getElementById('t').shadowRoot.querySelector('[role=slider]');
                      for (const init of [{ key: '7', isComposing: true }, { key: 'Process' }, { key: '1', isComposing: true },
                                          { key: '8', keyCode: 229 }, { key: 'Shift', shiftKey: true }, { key: '9', ctrlKey: true },
                                          { key: '9', altKey: true }, { key: '9', metaKey: true }])
                        thumb.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, composed: true, cancelable: true }));
                      true }
                    """)
                for key in ["2", "1", "3", "0"] { try page.press(key) }
                try page.wait(for: "document.getElementById('t').settled", timeout: 10)
                #expect(try PickerPage.value(page, "t") == "21:30", "2130 alone was typed")
            }
        }
    }
}
