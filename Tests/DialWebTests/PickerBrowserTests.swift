import BrowserHarness
import DialWasm
import Foundation
import Testing

/// <dial-picker> in each browser engine: keys, typing, a fling, a range's two thumbs, a form, the
/// accessibility tree, reduced motion, the bounds of a minute dial, and the page's engine
/// against the native one, bit for bit.
@Suite(.serialized, .timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
struct PickerBrowserTests {
    /// Evaluates and casts, failing the test with the script when the type is not the one asked.
    func value<T>(_ page: BrowserPage, _ script: String, as type: T.Type = T.self) throws -> T {
        let result = try page.evaluate(script)
        return try #require(result as? T, "\(script) gave \(String(describing: result))")
    }

    /// Waits until the picker `id` is at rest (a fling may coast a few seconds); a picker that
    /// does not come to rest fails the test with its state: its value, whether it is at rest,
    /// and whether the page still draws frames.
    func waitSettled(_ fixture: BrowserFixture, _ id: String, timeout: Double = 8) throws {
        do {
            try fixture.page.wait(for: "document.getElementById('\(id)').settled", timeout: timeout)
        } catch {
            let state = try? fixture.page.evaluate("""
                new Promise((done) => { const p = document.getElementById('\(id)'); const t0 = performance.now();
                  const r0 = p.rotation; requestAnimationFrame((t) => done(`value ${p.value}, settled ${p.settled}, rotation ${r0} then ${p.rotation}, visibility ${document.visibilityState}, a frame ${Math.round(t - t0)} ms after asking`));
                  setTimeout(() => done(`value ${p.value}, settled ${p.settled}, visibility ${document.visibilityState}, no frame within 1 s`), 1000); })
                """)
            Issue.record("\(id) did not come to rest within \(timeout) s: \(String(describing: state))")
            throw error
        }
    }

    @Test(arguments: BrowserFixture.engines) func arrowKeysStepEachThumbAndTheNewValueIsInTheDOMWithinTheKeysOwnTask(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="time" value="09:41" hour-cycle="12"></dial-picker>"#)
            try page.evaluate(PickerScripts.watch("p"))
            try page.evaluate(PickerScripts.focus("p", thumb: 1))
            try page.press("ArrowRight")
            try page.evaluate(PickerScripts.focus("p", thumb: 0))
            try page.press("ArrowRight")
            try page.press("ArrowDown")
            try page.press("PageUp")
            let seen: [[String]] = try value(page, "seen")
            #expect(seen == [["09:42", "9:42 AM", "9:42 AM"], ["10:42", "10:42 AM", "10:42 AM"],
                             ["09:42", "9:42 AM", "9:42 AM"], ["12:42", "12:42 PM", "12:42 PM"]])
            let numbers: [String] = try value(page, PickerScripts.thumbs("p", "aria-valuenow"))
            #expect(numbers == ["12", "42"])
            try page.press("End")
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "23:59")
            try page.press("Home")
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "00:00")
            // End sends the dial 677 minutes (71 rad) on, and Home, one minute further round past
            // midnight, adds to that coast: at no less than half the configured decay it comes
            // within a quarter pixel (0.0017 rad at 150 px) in ln(71 / 0.0017) / 1.0 s < 11 s.
            try waitSettled(fixture, "p", timeout: 20)
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "00:00")
            let bounds: [String] = try value(page, PickerScripts.thumbs("p", "aria-valuemax"))
            #expect(bounds == ["23", "59"])
        }
    }

    @Test(arguments: BrowserFixture.engines) func oneKeyGivesOneInputForItsNewValueAndOneChangeAtTheRest(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="minutes" value="20" step="5"></dial-picker>"#)
            try page.evaluate(PickerScripts.watch("p"))
            try page.evaluate(PickerScripts.focus("p", thumb: 0))
            try page.press("PageUp")  // a quarter turn: 3 detents of 5 minutes
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "35")
            try waitSettled(fixture, "p")
            let counts: [String: Int] = try value(page, "counts")
            #expect(counts == ["input": 1, "change": 1])
            try page.evaluate("document.getElementById('p').value = '45'; true")
            let after: [String: Int] = try value(page, "counts")
            #expect(after == ["input": 1, "change": 1], "writing value fires nothing")
        }
    }

    @Test(arguments: BrowserFixture.engines) func typedDigitsSetTheTimeAndAnInvalidValueIsIgnoredWithAWarning(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
            try page.evaluate(PickerScripts.focus("p", thumb: 0))
            for key in ["2", "1", "3", "0"] { try page.press(key) }
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "21:30")
            // The text sets the time once, at its last digit (dial-typing.js): the dial turns from
            // 09:41 to 21:30, less than a day, and comes to rest well within the bound.
            try waitSettled(fixture, "p", timeout: 20)
            let warned: [String] = try value(page, """
                (() => { const warnings = []; const original = console.warn; console.warn = (m) => warnings.push(m);
                  const p = document.getElementById('p'); p.value = '25:00'; p.value = 'soon'; console.warn = original;
                  return [p.value, ...warnings]; })()
                """)
            #expect(warned.first == "21:30")
            #expect(warned.count == 3 && warned[1].contains("'25:00'") && warned[2].contains("'soon'"), "\(warned)")
        }
    }

    /// A duration as the element writes it: `1h30m`, `2h`, `45m`, `0m`.
    static func duration(minutes: Int) -> String {
        minutes < 60 ? "\(minutes)m" : minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h\(minutes % 60)m"
    }

    /// A drag from 3 o'clock up to 12 o'clock in 10 moves, 8 ms apart, released at once.
    func fling(_ fixture: BrowserFixture, _ id: String, clockwise: Bool = false) throws {
        let box: [Double] = try value(fixture.page, PickerScripts.box(id))
        let (left, top, scale) = (box[0], box[1], box[2])
        let point = { (angle: Double) in (left + (150 + 120 * sin(angle)) * scale, top + (150 - 120 * cos(angle)) * scale) }
        let start = point(Double.pi / 2)
        try fixture.page.mouse("mousePressed", x: start.0, y: start.1, pressed: true)
        for move in 1...10 {
            let angle = Double.pi / 2 + (clockwise ? 1 : -1) * Double(move) * Double.pi / 20
            let (x, y) = point(angle)
            usleep(8_000)
            try fixture.page.mouse("mouseMoved", x: x, y: y, pressed: true)
        }
        let end = point(clockwise ? Double.pi : 0)
        try fixture.page.mouse("mouseReleased", x: end.0, y: end.1)
    }

    @Test(arguments: BrowserFixture.engines) func aPointerFlingCoastsOntoADetentAndTheNativeEngineFedTheSameCallsAgreesBitForBit(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="duration" value="0m" step="5"></dial-picker>"#)
            try page.evaluate(PickerScripts.watch("p") + "; document.getElementById('p').trace = []; true")
            try fling(fixture, "p")
            try waitSettled(fixture, "p")
            let trace: [[String]] = try value(page, "document.getElementById('p').trace")
            let counts: [String: Int] = try value(page, "counts")
            let shown: String = try value(page, "document.getElementById('p').value")
            #expect(counts["change"] == 1)
            // The drag turned a quarter (3 detents of 5 minutes), and the release coasts on from there.
            #expect((counts["input"] ?? 0) >= 3, "\(counts)")
            #expect(trace.contains { $0.first == "release" } && trace.filter { $0.first == "advance" }.count > 3)
            #expect(shown != "0m")
            let replay = try NativeReplay.run(trace)
            try replay.expectAgreement(in: page, of: engine)
            #expect(replay.calls == trace.count && replay.calls > 20)
            #expect(Self.duration(minutes: Int(replay.finalValue) * 5) == shown)
            let pageBits: String = try value(page, "import('./dial-picker.js').then((m) => m.bitsOf(document.getElementById('p').rotation))")
            #expect(pageBits == replay.finalRotationBits)
        }
    }

    @Test(arguments: BrowserFixture.engines) func aMinuteDialFlungPastItsBoundsRestsExactlyOnThemNeverPast(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="minutes" min="10" max="50" value="30"></dial-picker>"#)
            try page.evaluate("document.getElementById('p').trace = []; true")
            try fling(fixture, "p")
            try waitSettled(fixture, "p")
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "50")
            // Value 50 of 60 detents rests at rotation −50 · 2π/60; from the release on, no frame
            // went past it (a drag may pull past a bound with resistance; a fling never goes past).
            let trace: [[String]] = try value(page, "document.getElementById('p').trace")
            let released = try #require(trace.firstIndex { $0.first == "release" })
            let rotations = trace[released...].compactMap { entry in
                entry.firstIndex(of: "=").flatMap { UInt64(entry[$0 + 1], radix: 16) }.map(Double.init(bitPattern:))
            }
            let bound = -50 * (2 * Double.pi / 60)
            #expect(rotations.count == trace.count - released && rotations.count > 10)
            #expect(rotations.allSatisfy { $0 >= bound }, "past the bound: \(rotations.filter { $0 < bound }.prefix(3))")
            #expect(rotations.last == bound)
            // The other bound from the same start as the first fling's: its drag alone moves 15
            // detents, and a fling under load (the moves further apart) coasts less than the 25
            // more that 50 → 10 would need.
            try page.evaluate("const p = document.getElementById('p'); p.trace = null; p.value = '30'; true")
            try fling(fixture, "p", clockwise: true)
            try waitSettled(fixture, "p")
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "10")
            try page.evaluate(PickerScripts.focus("p", thumb: 0))
            try page.press("End")
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "50")
            let bounds: [String] = try value(page, PickerScripts.thumbs("p", "aria-valuemin") + ".concat(" + PickerScripts.thumbs("p", "aria-valuemax") + ")")
            #expect(bounds == ["10", "50"])
        }
    }

    @Test(arguments: BrowserFixture.engines) func aRangesTwoThumbsStepInTabOrderAndEachOnesBoundsFollowTheOther(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="r" mode="range" value="22:30-06:45" step="15" min-span="4h" max-span="12h" hour-cycle="12"></dial-picker>"#)
            try page.evaluate(PickerScripts.watch("r"))
            try page.evaluate(PickerScripts.focus("r", thumb: 0))
            try page.press("ArrowRight")
            #expect(try value(page, "document.getElementById('r').value", as: String.self) == "22:45-06:45")
            try page.press("Tab")
            #expect(try value(page, "document.getElementById('r').shadowRoot.activeElement.dataset.thumb", as: String.self) == "end")
            try page.press("ArrowLeft")
            #expect(try value(page, "document.getElementById('r').value", as: String.self) == "22:45-06:30")
            try waitSettled(fixture, "r")
            let counts: [String: Int] = try value(page, "counts")
            #expect(counts["input"] == 2 && (1...2).contains(counts["change"] ?? 0), "one tick a key, a change a rest: \(counts)")
            // Start 22:45 (1365), span 7h45m (465), limits 240...720 minutes.
            let starts: [String] = try value(page, "[0,1].map((i) => ['aria-valuenow','aria-valuemin','aria-valuemax'].map((a) => document.getElementById('r').shadowRoot.querySelectorAll('[role=slider]')[i].getAttribute(a))).flat()")
            // The start's reach, 18:30 to 02:30, crosses midnight: its numbers are the whole day.
            #expect(starts == ["1365", "0", "1425", "390", "165", "645"])
            // The end handle dragged a quarter turn on (six hours): the span stops at 12h.
            let box: [Double] = try value(page, PickerScripts.box("r"))
            let handle: [Double] = try value(page, "['cx','cy'].map((a) => Number(document.getElementById('r').shadowRoot.querySelectorAll('[role=slider]')[1].getAttribute(a)))")
            let centre = (box[0] + 150 * box[2], box[1] + 150 * box[2])
            var angle = atan2(handle[0] - 150, 150 - handle[1])
            try page.mouse("mousePressed", x: box[0] + handle[0] * box[2], y: box[1] + handle[1] * box[2], pressed: true)
            for _ in 1...12 {
                angle += Double.pi / 24
                try page.mouse("mouseMoved", x: centre.0 + 128 * box[2] * sin(angle), y: centre.1 - 128 * box[2] * cos(angle), pressed: true)
            }
            usleep(150_000)  // the finger rests: no fling
            try page.mouse("mouseReleased", x: centre.0 + 128 * box[2] * sin(angle), y: centre.1 - 128 * box[2] * cos(angle))
            try waitSettled(fixture, "r")
            #expect(try value(page, "document.getElementById('r').value", as: String.self) == "22:45-10:45")
        }
    }

    @Test(arguments: BrowserFixture.engines) func aFormSubmitsEachNamedPickerAndResetRestoresTheirValues(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show("""
                <form id="f"><dial-picker id="w" name="wake" mode="time" value="07:30"></dial-picker>
                <dial-picker name="quiet" mode="range" value="22:30+24h"></dial-picker>
                <dial-picker name="timer" mode="duration" value="90"></dial-picker>
                <dial-picker name="off" mode="hours" value="05" disabled></dial-picker></form>
                """)
            let submit = """
                new Promise((resolve) => { const f = document.getElementById('f');
                  f.addEventListener('submit', (e) => { e.preventDefault(); resolve(new URLSearchParams(new FormData(f)).toString()); }, { once: true });
                  f.requestSubmit(); })
                """
            #expect(try value(page, submit, as: String.self) == "wake=07%3A30&quiet=22%3A30%2B24h&timer=1h30m")
            try page.evaluate(PickerScripts.focus("w", thumb: 0))
            try page.press("ArrowUp")
            #expect(try value(page, submit, as: String.self) == "wake=08%3A30&quiet=22%3A30%2B24h&timer=1h30m")
            try page.evaluate("document.getElementById('f').reset(); true")
            #expect(try value(page, submit, as: String.self) == "wake=07%3A30&quiet=22%3A30%2B24h&timer=1h30m")
            let disabled: [String] = try value(page, "[...document.querySelectorAll('dial-picker')[3].shadowRoot.querySelectorAll('[role=slider]')].map((t) => t.getAttribute('tabindex') + ' ' + t.getAttribute('aria-disabled'))")
            #expect(disabled == ["-1 true"])
        }
    }

    @Test(arguments: BrowserFixture.engines) func theAccessibilityTreeHasASliderForEachThumbWithItsSpokenValue(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show("""
                <dial-picker mode="time" value="09:41" hour-cycle="12"></dial-picker>
                <dial-picker mode="range" value="22:30-06:45" step="15" hour-cycle="12"></dial-picker>
                <dial-picker mode="duration" value="1h30m" step="5"></dial-picker>
                """)
            // What the engine's accessibility tree says of each thumb in the pickers (not of every
            // focusable node: the AM/PM buttons are focusable too).
            let thumbs = "[...document.querySelectorAll('dial-picker')].flatMap((p) => [...p.shadowRoot.querySelectorAll('[data-thumb]')])"
            let nodes = try page.accessibility(of: thumbs)
            let texts: [String] = try value(page, "\(thumbs).map((t) => t.getAttribute('aria-valuetext'))")
            #expect(nodes.map(\.role) == Array(repeating: "slider", count: 5), "\(nodes)")
            let sliders = zip(nodes, texts).map { "\($0.name): \($1)" }
            #expect(sliders == ["Hour: 9:41 AM", "Minute: 9:41 AM", "Start: 10:30 PM",
                                "End: 6:45 AM, 8 hours 15 minutes", "Duration: 1 hour 30 minutes"])
        }
    }

    @Test(arguments: BrowserFixture.engines) func reducedMotionGoesToTheTargetAtOnceWithTheSameEvents(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try page.emulateMedia("prefers-reduced-motion", "reduce")
            try fixture.show(#"<dial-picker id="p" mode="minutes" value="20" step="5"></dial-picker>"#)
            #expect(try value(page, "document.getElementById('p').reducesMotion", as: Bool.self))
            try page.evaluate(PickerScripts.watch("p") + "; document.addEventListener('keydown', () => seen.push(document.getElementById('p').settled)); true")
            try page.evaluate(PickerScripts.focus("p", thumb: 0))
            try page.press("PageUp")
            let seen: [Any] = try value(page, "seen")
            #expect(seen.last as? Bool == true, "at rest within the key's own task: \(seen)")
            let counts: [String: Int] = try value(page, "counts")
            #expect(counts == ["input": 1, "change": 1])
        }
    }

    /// A motion's frames redraw what moves and nothing else: after the key that starts a step
    /// (whose value is drawn in the key's own task), the frames up to the rest change no node of
    /// a spinning dial (its ring turns by a style rule's transform), and a range's handles and
    /// arc alone.
    @Test(arguments: BrowserFixture.engines) func framesRedrawOnlyWhatMoves(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show("""
                <dial-picker id="m" mode="minutes" value="20" step="1"></dial-picker>
                <dial-picker id="r" mode="range" value="22:30-06:45" step="15"></dial-picker>
                """)
            for (id, thumb, expected) in [("m", 0, [String]()), ("r", 1, ["cx", "cy", "d"])] {
                try page.evaluate(PickerScripts.focus(id, thumb: thumb))
                try page.press("PageUp")
                try page.evaluate("""
                    window.changed = new Set(); window.turnedFrom = getComputedStyle(document.getElementById('\(id)').shadowRoot.querySelector('[part~=label]').parentNode).transform;
                    window.observer = new MutationObserver((records) => records.forEach((r) => changed.add(r.attributeName ?? r.type)));
                    observer.observe(document.getElementById('\(id)').shadowRoot, { attributes: true, childList: true, characterData: true, subtree: true });
                    true
                    """)
                try page.wait(for: "document.getElementById('\(id)').settled", timeout: 10)
                let changed: [String] = try value(page, "observer.disconnect(), [...changed].sort()")
                #expect(changed == expected, "\(id): \(changed)")
                if id == "m" {
                    let turned: Bool = try value(page, "getComputedStyle(document.getElementById('m').shadowRoot.querySelector('[part~=label]').parentNode).transform !== turnedFrom")
                    #expect(turned, "the ring turned")
                    // Round the dial's centre: the label of 35 rests under the pointer, its centre
                    // on the vertical through the centre and 24 units (the labels' inset) down.
                    let offset: [Double] = try value(page, """
                        (() => { const p = document.getElementById('m'); const b = p.getBoundingClientRect();
                          const l = p.shadowRoot.querySelector('[part~=selected]').getBoundingClientRect();
                          return [(l.left + l.right) / 2 - (b.left + b.width / 2), ((l.top + l.bottom) / 2 - b.top) * 300 / b.width, l.width]; })()
                        """)
                    #expect(abs(offset[0]) < 1 && abs(offset[1] - 24) < 3 && offset[2] > 0, "the selected label's centre from the top centre: \(offset)")
                }
            }
        }
    }

    /// Reduce Motion turned on while a range's handle is moving: the next key moves it at once.
    @Test(arguments: BrowserFixture.engines) func aRangeTakesReducedMotionTurnedOnWhileItMoves(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="r" mode="range" value="22:30-06:45" step="15"></dial-picker>"#)
            try page.evaluate(PickerScripts.focus("r", thumb: 1))
            try page.press("PageUp")
            #expect(try !value(page, "document.getElementById('r').settled", as: Bool.self), "the first key animates")
            // The page hears of the setting at its next rendering update, as the element does. (Its
            // `matches` is not read before then: a read takes the change in, and no event follows.)
            try page.evaluate("window.told = false; matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', () => told = true); true")
            try page.emulateMedia("prefers-reduced-motion", "reduce")
            try page.wait(for: "told && !document.getElementById('r').settled", timeout: 10)
            #expect(try value(page, "document.getElementById('r').reducesMotion", as: Bool.self))
            try page.wait(for: "document.getElementById('r').settled", timeout: 10)
            try page.evaluate("window.seen = []; document.addEventListener('keydown', () => seen.push(document.getElementById('r').settled)); true")
            try page.press("PageUp")
            let seen: [Any] = try value(page, "seen")
            #expect(seen.last as? Bool == true, "at rest within the key's own task: \(seen)")
        }
    }

    @Test(arguments: BrowserFixture.engines) func theWheelStepsOneDetentANotchAndTypingSetsARangeADurationAndALabel(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show("""
                <dial-picker id="d" mode="duration" value="1h30m" step="5"></dial-picker>
                <dial-picker id="r" mode="range" value="22:30-06:45" step="15"></dial-picker>
                <dial-picker id="l" mode="labels" labels="Mon,Tue,Wed,Thu" value="Tue"></dial-picker>
                """)
            let box: [Double] = try value(page, PickerScripts.box("d"))
            let centre = (box[0] + 150 * box[2], box[1] + 150 * box[2])
            try page.evaluate(PickerScripts.focus("d", thumb: 0))  // the wheel turns a focused dial
            try page.mouse("mouseWheel", x: centre.0, y: centre.1, deltaY: 100)   // down: clockwise, one step back
            #expect(try value(page, "document.getElementById('d').value", as: String.self) == "1h25m")
            try page.mouse("mouseWheel", x: centre.0, y: centre.1, deltaY: -100)
            try page.mouse("mouseWheel", x: centre.0, y: centre.1, deltaY: -100)
            #expect(try value(page, "document.getElementById('d').value", as: String.self) == "1h35m")
            try page.evaluate(PickerScripts.focus("d", thumb: 0))
            for key in ["2", "h", "Enter"] { try page.press(key) }
            #expect(try value(page, "document.getElementById('d').value", as: String.self) == "2h")
            try page.evaluate(PickerScripts.focus("r", thumb: 1))
            for key in ["0", "7", "1", "5", "Enter"] { try page.press(key) }
            #expect(try value(page, "document.getElementById('r').value", as: String.self) == "22:30-07:15")
            try page.evaluate(PickerScripts.focus("l", thumb: 0))
            try page.press("t")
            try page.press("h")
            #expect(try value(page, "document.getElementById('l').value", as: String.self) == "Thu")
            try page.press("End")
            #expect(try value(page, "document.getElementById('l').value", as: String.self) == "Thu")
            try page.press("Home")
            #expect(try value(page, "document.getElementById('l').value", as: String.self) == "Mon")
        }
    }

    @Test(arguments: BrowserFixture.engines) func coloursComeFromCustomPropertiesAndFollowTheColourScheme(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            let colours = """
                ['.label.selected', '.face'].map((s) => getComputedStyle(document.getElementById('p').shadowRoot.querySelector(s)).fill)
                """
            try fixture.show(#"<dial-picker id="p" mode="hours" value="09"></dial-picker>"#)
            let light: [String] = try value(page, colours)
            try page.evaluate("document.getElementById('p').style.setProperty('--dial-accent', 'rgb(1, 2, 3)'); true")
            let themed: [String] = try value(page, colours)
            #expect(themed == ["rgb(1, 2, 3)", light[1]])
            try page.emulateMedia("prefers-color-scheme", "dark")
            try page.evaluate("document.getElementById('p').style.removeProperty('--dial-accent'); true")
            let dark: [String] = try value(page, colours)
            #expect(dark[0] != light[0] && dark[1] != light[1], "dark \(dark), light \(light)")
        }
    }

    @Test(arguments: BrowserFixture.engines) func aPressOnATimesRingOfHoursPicksTheHourAndADragAlongItFollowsTheFinger(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="time" value="09:41" hour-cycle="24"></dial-picker>"#)
            let box: [Double] = try value(page, PickerScripts.box("p"))
            // 24 hours round the inner ring (radius 84): hour h at angle h · 15°.
            let hour = { (h: Double) in (box[0] + (150 + 84 * sin(h * Double.pi / 12)) * box[2], box[1] + (150 - 84 * cos(h * Double.pi / 12)) * box[2]) }
            let six = hour(6)
            try page.mouse("mousePressed", x: six.0, y: six.1, pressed: true)
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "06:41")
            for h in [7.0, 8.0, 9.0] {
                let point = hour(h)
                try page.mouse("mouseMoved", x: point.0, y: point.1, pressed: true)
            }
            let nine = hour(9)
            try page.mouse("mouseReleased", x: nine.0, y: nine.1)
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "09:41")
            #expect(try value(page, "document.getElementById('p').shadowRoot.activeElement.dataset.thumb", as: String.self) == "hour")
            try waitSettled(fixture, "p")
        }
    }

    @Test(arguments: BrowserFixture.engines) func valueStringsAreReadAndWrittenAsTheTerminalFrontDoes(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show("")
            let results: [String: String] = try value(page, """
                Promise.all([import('./dial-values.js'), import('./dial-picker.js')]).then(([v, { Words }]) => {
                  const show = (x) => x === null ? 'null' : typeof x === 'object' ? `${x.start}+${x.span}` : String(x);
                  const cases = {
                    d1: v.parseDuration('1h30m'), d2: v.parseDuration('90m'), d3: v.parseDuration('90'), d4: v.parseDuration('1:30'),
                    d5: v.parseDuration('1.5h'), d6: v.parseDuration('2h'), d7: v.parseDuration('1h75m'), d8: v.parseDuration('9999h'),
                    d9: v.parseDuration('10000h'), d10: v.parseDuration('1.3h'), d11: v.parseDuration('h'),
                    f1: v.formatDuration(90), f2: v.formatDuration(120), f3: v.formatDuration(45), f4: v.formatDuration(0),
                    t1: v.parseTime('9:41'), t2: v.parseTime('24:00'), t3: v.parseTime('09:60'), t4: v.formatTime(1439), t5: v.formatTime(0),
                    r1: v.parseRange('22:30-06:45'), r2: v.parseRange('22:30+8h15m'), r3: v.parseRange('07:00-07:00'),
                    r4: v.parseRange('22:30+24h'), r5: v.parseRange('22:30+25h'), r6: v.formatRange(1350, 1440), r7: v.formatRange(1350, 495),
                    s1: new Words('en-US', 12).time(0), s2: new Words('en-US', 12).time(720), s3: new Words('en-GB', 24).time(581),
                    s4: new Words('en-US', 24).duration(61), s5: new Words('en-US', 24).duration(60),
                    s6: new Words('en-GB', 24).hour(9), s7: new Words('en-US', 12).hour(21), s8: new Words('en-US', 24).time(165),
                  };
                  return Object.fromEntries(Object.entries(cases).map(([k, x]) => [k, show(x)]));
                })
                """)
            #expect(results == [
                "d1": "90", "d2": "90", "d3": "90", "d4": "90", "d5": "90", "d6": "120", "d7": "null", "d8": "599940",
                "d9": "null", "d10": "78", "d11": "null",
                "f1": "1h30m", "f2": "2h", "f3": "45m", "f4": "0m",
                "t1": "581", "t2": "null", "t3": "null", "t4": "23:59", "t5": "00:00",
                "r1": "1350+495", "r2": "1350+495", "r3": "420+0", "r4": "1350+1440", "r5": "null", "r6": "22:30+24h", "r7": "22:30-06:45",
                "s1": "12:00 AM", "s2": "12:00 PM", "s3": "09:41", "s4": "1 hour 1 minute", "s5": "1 hour",
                "s6": "09", "s7": "9 PM", "s8": "02:45",
            ])
        }
    }

    @Test(arguments: BrowserFixture.engines) func aFingerDragsTheDialWithTouchActionNone(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            try fixture.show(#"<dial-picker id="p" mode="labels" labels="a,b,c,d,e,f,g,h,i,j,k,l" value="a"></dial-picker>"#)
            let touchAction: String = try value(page, "getComputedStyle(document.getElementById('p')).touchAction")
            #expect(touchAction == "none")
            let box: [Double] = try value(page, PickerScripts.box("p"))
            let point = { (angle: Double) in (box[0] + (150 + 120 * sin(angle)) * box[2], box[1] + (150 - 120 * cos(angle)) * box[2]) }
            // A quarter turn counter-clockwise, slowly, then the finger rests and lifts: three labels on.
            var last = point(Double.pi / 2)
            try page.touch("touchStart", x: last.0, y: last.1)
            for step in 1...9 {
                last = point(Double.pi / 2 - Double(step) * Double.pi / 18)
                try page.touch("touchMove", x: last.0, y: last.1)
                usleep(20_000)
            }
            usleep(150_000)
            try page.touch("touchEnd", x: last.0, y: last.1)
            try waitSettled(fixture, "p")
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "d")
        }
    }

    @Test(arguments: BrowserFixture.engines) func aMouseThatLeavesTheDialWhileItDragsKeepsTurningIt(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            let page = fixture.page
            // A margin keeps the points outside the dial inside the viewport (WebDriver moves only there).
            try fixture.show(#"<dial-picker id="p" mode="labels" labels="a,b,c,d,e,f,g,h,i,j,k,l" value="d" style="margin: 100px"></dial-picker>"#)
            let box: [Double] = try value(page, PickerScripts.box("p"))
            let point = { (angle: Double, radius: Double) in (box[0] + (150 + radius * sin(angle)) * box[2], box[1] + (150 - radius * cos(angle)) * box[2]) }
            // The pointer is captured: a quarter turn counter-clockwise outside the dial, slowly,
            // then it rests and lets go: three labels on.
            let start = point(0, 120)
            try page.mouse("mousePressed", x: start.0, y: start.1, pressed: true)
            for step in 1...9 {
                let far = point(-Double(step) * Double.pi / 18, 200)
                try page.mouse("mouseMoved", x: far.0, y: far.1, pressed: true)
                usleep(20_000)
            }
            usleep(150_000)
            let end = point(-Double.pi / 2, 200)
            try page.mouse("mouseReleased", x: end.0, y: end.1)
            try waitSettled(fixture, "p")
            #expect(try value(page, "document.getElementById('p').value", as: String.self) == "g")
        }
    }
}
