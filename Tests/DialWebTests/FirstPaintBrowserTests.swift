import BrowserHarness
import DialCore
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The element draws its dial from its attributes as it upgrades, before `dial.wasm` has
    /// loaded (its labels placed by the page as the engine places them), and the engine takes it
    /// over when it arrives: nothing drawn moves then, and input that came before it is kept and
    /// runs, in order, once it is in.
    ///
    /// The tests of the first paint hold `dial.wasm` back: their pickers are in a frame of their
    /// own (so the module loads afresh there) whose `fetch` keeps the engine's download waiting
    /// until the test calls `releaseEngine()` in it.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct FirstPaintBrowserTests {
        /// Shows `html` in a frame whose engine is held back (or, `missing`, answered with an
        /// HTTP 404); waits until every picker there is drawn. In the page, `picker(id)` is the
        /// frame's picker `id`, and the frame's `warnings` what the page said with `console.warn`.
        static func showHeld(_ fixture: BrowserFixture, _ html: String, missing: Bool = false) throws {
            try fixture.show("")
            let escaped = html.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`")
            try fixture.page.evaluate("""
                const frame = document.createElement('iframe');
                frame.style = 'border: 0; margin: 0; width: 700px; height: 660px; display: block';
                frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><script>
                  const fetched = window.fetch.bind(window); let release; const held = new Promise((r) => { release = r; });
                  window.releaseEngine = release;
                  const engine = (url, rest) => \(missing ? "Promise.resolve(new Response('', { status: 404 }))" : "held.then(() => fetched(url, ...rest))");
                  window.fetch = (url, ...rest) => String(url).endsWith('.wasm') ? engine(url, rest) : fetched(url, ...rest);
                  window.warnings = []; const warn = console.warn.bind(console);
                  console.warn = (...said) => { warnings.push(said.join(' ')); warn(...said); };
                <\\/script><script type="module" src="dial-picker.js"><\\/script>
                <style>body { margin: 0 } dial-picker { width: 300px; margin: 10px }</style></head><body>\(escaped)</body></html>`;
                document.body.append(frame);
                window.inFrame = () => frame.contentWindow;
                window.picker = (id) => frame.contentDocument.getElementById(id);
                true
                """)
            try fixture.page.wait(for: """
                inFrame().customElements?.get('dial-picker') !== undefined
                  && [...inFrame().document.querySelectorAll('dial-picker')].every((p) => p.shadowRoot.querySelector('svg') !== null)
                """)
        }

        /// The engine's download, held in the frame, let go; waits until every picker has it.
        static func releaseEngine(_ page: BrowserPage) throws {
            try page.evaluate("inFrame().releaseEngine(); true")
            try page.wait(for: "[...inFrame().document.querySelectorAll('dial-picker')].every((p) => p.ready)")
        }

        /// The frame's picker `id`'s thumbs' attribute `name`.
        static func thumbs(_ id: String, _ name: String) -> String {
            "[...picker('\(id)').shadowRoot.querySelectorAll('[role=slider]')].map((t) => t.getAttribute('\(name)'))"
        }

        @Test(arguments: BrowserFixture.engines) func theDialIsDrawnFromItsAttributesBeforeTheEngineAndItsArrivalMovesNothing(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Self.showHeld(fixture, """
                    <dial-picker id="t" mode="time" value="21:41" hour-cycle="12"></dial-picker>
                    <dial-picker id="r" mode="range" value="22:30-06:45" step="15"></dial-picker>
                    <dial-picker id="m" mode="minutes" value="20" step="5"></dial-picker>
                    <dial-picker id="l" mode="labels" labels="Mon,Tue,Wed,Thu,Fri,Sat,Sun" value="Thu"></dial-picker>
                    """)
                let ids = ["t", "r", "m", "l"]
                let state = "['t', 'r', 'm', 'l'].map((id) => `${picker(id).ready} ${picker(id).settled} ${picker(id).value}`)"
                #expect(try PickerPage.read(page, state, as: [String].self) == ["false true 21:41", "false true 22:30-06:45", "false true 20", "false true Thu"],
                        "drawn at rest, settled, the engine held back")
                #expect(try PickerPage.read(page, "inFrame().performance.getEntriesByName('dial-picker-first-draw').length", as: Int.self) == 1)
                #expect(try PickerPage.read(page, "inFrame().performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.wasm')).length", as: Int.self) == 0,
                        "no engine module has been fetched")
                #expect(try PickerPage.read(page, Self.thumbs("t", "aria-valuetext"), as: [String].self) == ["9:41 PM", "9:41 PM"])
                #expect(try PickerPage.read(page, Self.thumbs("r", "aria-valuetext"), as: [String].self) == ["10:30 PM", "6:45 AM, 8 hours 15 minutes"])
                let drawing = "['t', 'r', 'm', 'l'].map((id) => picker(id).shadowRoot.innerHTML)"
                // As text (the shortest that reads back to the same double, in JavaScript as in Swift),
                // so the comparison is of the bits and not of a JSON parser's rounding.
                let rotations = "['t', 'm', 'l'].map((id) => String(picker(id).rotation))"
                let drawnBefore: [String] = try PickerPage.read(page, drawing)
                let rotationsBefore: [String] = try PickerPage.read(page, rotations)
                // At rest the rotation is −value · 2π / detents: minute 1,301 of the day on a dial of 60
                // detents, detent 4 of 12 (20 minutes in steps of 5), label 3 of 7.
                #expect(rotationsBefore == [-1301 * (2 * Double.pi / 60), -4 * (2 * Double.pi / 12), -3 * (2 * Double.pi / 7)].map { "\($0)" })

                try Self.releaseEngine(page)
                let drawnAfter: [String] = try PickerPage.read(page, drawing)
                for (index, id) in ids.enumerated() {
                    #expect(drawnAfter[index] == drawnBefore[index], "picker \(id)'s drawing changed when the engine came")
                }
                #expect(try PickerPage.read(page, rotations, as: [String].self) == rotationsBefore, "the engine's rotation is the one drawn")
                #expect(try PickerPage.read(page, state, as: [String].self) == ["true true 21:41", "true true 22:30-06:45", "true true 20", "true true Thu"])
            }
        }

        @Test(arguments: BrowserFixture.engines) func keysPressedBeforeTheEngineAreKeptAndRunInOrderWhenItComes(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Self.showHeld(fixture, """
                    <dial-picker id="m" mode="minutes" value="20"></dial-picker>
                    <dial-picker id="t" mode="time" value="09:41" hour-cycle="12"></dial-picker>
                    """)
                try page.evaluate("""
                    window.counts = { input: 0, change: 0 };
                    for (const id of ['m', 't']) for (const kind of ['input', 'change']) picker(id).addEventListener(kind, () => counts[kind] += 1);
                    inFrame().focus(); picker('m').shadowRoot.querySelector('[role=slider]').focus(); true
                    """)
                // Two steps on, a quarter turn (15 detents), one step back: 20 + 2 + 15 − 1.
                for key in ["ArrowRight", "ArrowUp", "PageUp", "ArrowLeft"] { try page.press(key) }
                try page.evaluate("picker('t').shadowRoot.querySelectorAll('[role=slider]')[1].focus(); true")
                // A typed time, then the afternoon: 7:30 PM.
                for key in ["7", "3", "0", "p"] { try page.press(key) }
                let waiting = "[picker('m').value, picker('t').value, picker('m').settled, picker('t').settled, counts.input]"
                #expect(try PickerPage.read(page, "JSON.stringify(\(waiting))", as: String.self) == #"["20","09:41",false,false,0]"#,
                        "the keys wait for the engine, and the dials are not at rest while they do")

                try Self.releaseEngine(page)
                #expect(try PickerPage.read(page, "picker('m').value", as: String.self) == "36")
                // The typed text sets its time at the pause (730p could still go on to 730pm).
                try page.wait(for: "picker('m').settled && picker('t').settled", timeout: 20)
                #expect(try PickerPage.read(page, "[picker('m').value, picker('t').value]", as: [String].self) == ["36", "19:30"])
                // An input for each new value (four on the minutes; one on the time: the text
                // typed sets 19:30 once, never 07:00 or 07:30 on the way), a change at each rest.
                #expect(try PickerPage.read(page, "[counts.input, counts.change]", as: [Int].self) == [5, 2])
                #expect(try PickerPage.read(page, Self.thumbs("t", "aria-valuetext"), as: [String].self) == ["7:30 PM", "7:30 PM"])
            }
        }

        @Test(arguments: BrowserFixture.engines) func aDragBeforeTheEngineIsFedToItWhenItComesAsTheNativeEngineReplaysIt(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Self.showHeld(fixture, #"<dial-picker id="d" mode="duration" value="0m" step="5"></dial-picker>"#)
                try page.evaluate("picker('d').trace = []; true")
                // The frame is at the page's top left: the picker's box in the frame is its box here.
                let box: [Double] = try PickerPage.read(page, "(() => { const r = picker('d').getBoundingClientRect(); return [r.left, r.top, r.width / 300]; })()")
                let point = { (angle: Double) in (box[0] + (150 + 120 * sin(angle)) * box[2], box[1] + (150 - 120 * cos(angle)) * box[2]) }
                let start = point(Double.pi / 2)
                try page.mouse("mousePressed", x: start.0, y: start.1, pressed: true)
                let moves = 10
                for move in 1...moves {
                    let (x, y) = point(Double.pi / 2 - Double(move) * Double.pi / 20)
                    try page.mouse("mouseMoved", x: x, y: y, pressed: true)
                }
                let end = point(0)
                try page.mouse("mouseReleased", x: end.0, y: end.1)
                #expect(try PickerPage.read(page, "[picker('d').value, picker('d').ready, picker('d').trace.length].join(' ')", as: String.self) == "0m false 0",
                        "the drag waits for the engine")

                try Self.releaseEngine(page)
                try page.wait(for: "picker('d').settled", timeout: 20)
                let trace: [[String]] = try PickerPage.read(page, "picker('d').trace")
                let calls = trace.compactMap(\.first)
                #expect(Array(calls.prefix(3)) == ["create", "set_rest_tolerance", "begin_drag"], "\(calls.prefix(4))")
                #expect(calls.filter { $0 == "drag" }.count == moves, "every move reached the engine")
                let released = try #require(calls.firstIndex(of: "release"))
                #expect(calls[..<released].filter { $0 == "advance" }.isEmpty, "the drag ran before any frame")
                let replay = try NativeReplay.run(trace)
                try replay.expectAgreement(in: page, of: engine)
                let shown: String = try PickerPage.read(page, "picker('d').value")
                #expect(shown != "0m" && PickerBrowserTests.duration(minutes: Int(replay.finalValue) * 5) == shown)
            }
        }

        /// A setting changed as the engine arrives (by the page's own wait for it, which runs
        /// before the element's) makes the dial again, in the engine at once: the input that
        /// waited for the engine still runs, on the dial made again.
        @Test(arguments: BrowserFixture.engines) func inputThatWaitedRunsWhenTheDialIsMadeAgainAsTheEngineArrives(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try Self.showHeld(fixture, #"<dial-picker id="m" mode="minutes" value="20"></dial-picker>"#)
                try page.evaluate("inFrame().focus(); picker('m').shadowRoot.querySelector('[role=slider]').focus(); true")
                try page.press("ArrowRight")
                try page.evaluate("""
                    inFrame().eval("import('./dial-picker.js')").then((m) => m.loadEngine().then(() => picker('m').setAttribute('step', '5')));
                    true
                    """)
                try Self.releaseEngine(page)
                try page.wait(for: "picker('m').getAttribute('step') === '5' && picker('m').settled", timeout: 20)
                #expect(try PickerPage.read(page, "picker('m').value", as: String.self) == "25", "one step of 5 minutes on from 20")
            }
        }

        /// The page places the labels itself (so that the face is drawn before the engine has
        /// loaded), as the engine's `DialFace.placement` does: a minute face's 12, a range's 24, a
        /// week's 7 and a time's ring of hours, each label within 10⁻⁹ of the engine's, quarter turns
        /// exactly on the axes.
        @Test(arguments: BrowserFixture.engines) func labelsArePlacedWhereTheEnginesPlacementPutsThem(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                try fixture.show("""
                    <dial-picker id="m" mode="minutes" value="00" label-orientation="radial"></dial-picker>
                    <dial-picker id="r" mode="range" value="00:00-01:00"></dial-picker>
                    <dial-picker id="w" mode="labels" labels="Mon,Tue,Wed,Thu,Fri,Sat,Sun" label-orientation="radial"></dial-picker>
                    <dial-picker id="t" mode="time" value="00:00" hour-cycle="24"></dial-picker>
                    """)
                // Each face: its picker, the labels' class, their count and their inset (24, the range's
                // 2 · 22 + 14, the ring of hours' 150 − 84).
                let faces: [(id: String, part: String, count: Int, inset: Double, turned: Bool)] = [
                    ("m", "label", 12, 24, true), ("r", "label", 24, 58, false), ("w", "label", 7, 24, true), ("t", "hour", 24, 66, false)]
                for face in faces {
                    let drawn: [[String]] = try PickerPage.read(fixture.page, """
                        [...document.getElementById('\(face.id)').shadowRoot.querySelectorAll('.\(face.part)')]
                          .map((l) => [l.getAttribute('x'), l.getAttribute('y'), l.getAttribute('transform') ?? ''])
                        """)
                    let engine = try DialFace(labelCount: face.count)
                    let stride = face.count / max(1, drawn.count)
                    #expect(drawn.count * stride == face.count, "\(face.id): \(drawn.count) labels drawn")
                    for (drawnIndex, label) in drawn.enumerated() {
                        let index = drawnIndex * stride
                        let placed = engine.placement(ofLabel: index, radius: 150, inset: face.inset)
                        let (x, y) = (Double(label[0]) ?? .nan, Double(label[1]) ?? .nan)
                        #expect(abs(x - placed.center.x) < 1e-9 && abs(y - placed.center.y) < 1e-9,
                                "\(face.id) label \(index): (\(x), \(y)) against the engine's \(placed.center)")
                        if face.turned {
                            let degrees = placed.rotation * 180 / Double.pi
                            #expect(label[2].hasPrefix("rotate(") && abs((Double(label[2].dropFirst(7).prefix { $0 != " " }) ?? .nan) - degrees) < 1e-9,
                                    "\(face.id) label \(index) is turned \(label[2]), the engine's \(degrees)°")
                        }
                    }
                }
                // Quarter turns exactly on the axes: a minute face's 00 at (150, 24), 15 at (276, 150).
                let quarters: [[String]] = try PickerPage.read(fixture.page, """
                    [...document.getElementById('m').shadowRoot.querySelectorAll('.label')].filter((l, i) => i === 0 || i === 3)
                      .map((l) => [l.textContent, l.getAttribute('x'), l.getAttribute('y'), l.getAttribute('transform')])
                    """)
                #expect(quarters == [["00", "150", "24", "rotate(0 150 24)"], ["15", "276", "150", "rotate(90 276 150)"]])
            }
        }
    }
}
