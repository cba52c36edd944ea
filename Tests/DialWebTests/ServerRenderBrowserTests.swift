import BrowserHarness
import DialWeb
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// The server render (dial-render.js, run by Node as `dial-web render` runs it) draws what the
    /// element draws, and the element takes that drawing over when its module arrives: nothing
    /// drawn again, nothing moved, input before the engine kept; a drawing it would not make is
    /// replaced, with one warning, its value kept.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled && ServerRender.onPath() != nil,
                                             Comment(rawValue: BrowserFixture.skipReason + "; or no node on PATH (apt-get install nodejs)")))
    struct ServerRenderBrowserTests {
        /// The markup `dial-web render` prints for `attributes` (name=value, or a name), and its
        /// warnings, each line.
        static func rendered(_ attributes: [String], content: String = "") throws -> (markup: String, warnings: [String]) {
            let render = try #require(ServerRender.onPath(), "node is on PATH")
            let parsed = try attributes.map(ServerRender.Attribute.parse)
            let drawn = try render.render(module: ServerRender.module(folder: PackageLayout.current.siteFolder), attributes: parsed, content: content)
            return (drawn.markup.trimmingCharacters(in: .newlines), drawn.warnings.split(separator: "\n").map(String.init))
        }

        /// `text` inside a JavaScript template literal.
        static func literal(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`").replacingOccurrences(of: "${", with: "\\${")
        }

        /// Shows `body` (markup a server wrote) in a frame whose HTML parser reads it, so that its
        /// declarative shadow roots are attached, without the element's module; its engine
        /// modules held back until `releaseEngine()`. `picker(id)` is the frame's picker `id`.
        /// `head` is more of the frame's head, after that.
        static func showServed(_ fixture: BrowserFixture, _ body: String, head: String = "") throws {
            try fixture.show("")
            try fixture.page.evaluate("""
                const frame = document.createElement('iframe');
                frame.style = 'border: 0; margin: 0; width: 700px; height: 660px; display: block';
                frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><script>
                  const fetched = window.fetch.bind(window); let release; const held = new Promise((r) => { release = r; });
                  window.releaseEngine = release;
                  window.fetch = (url, ...rest) => String(url).endsWith('.wasm') ? held.then(() => fetched(url, ...rest)) : fetched(url, ...rest);
                  window.warnings = []; const warn = console.warn.bind(console);
                  console.warn = (...said) => { warnings.push(said.join(' ')); warn(...said); };
                  window.shifts = [];
                  try { new PerformanceObserver((list) => shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift', buffered: true }); } catch {}
                <\\/script>\(literal(head).replacingOccurrences(of: "</script>", with: "<\\/script>"))
                <style>body { margin: 0 } dial-picker { width: 300px; margin: 10px }</style></head><body>\(literal(body))</body></html>`;
                document.body.append(frame);
                window.inFrame = () => frame.contentWindow;
                window.picker = (id) => frame.contentDocument.getElementById(id);
                true
                """)
            try fixture.page.wait(for: "inFrame().document?.readyState === 'complete' && inFrame().document.querySelector('dial-picker') !== null")
        }

        /// The element's module loaded into the frame; waits until every picker there is defined
        /// and drawn (the engine still held back).
        static func loadModule(_ page: BrowserPage) throws {
            try page.evaluate("inFrame().eval(\"import('./dial-picker.js')\"); true")
            try page.wait(for: "inFrame().customElements.get('dial-picker') !== undefined && [...inFrame().document.querySelectorAll('dial-picker')].every((p) => p.settled)")
        }

        static let cases = [
            ["id=t", "mode=time", "value=21:41", "hour-cycle=12", "lang=en-US"],
            ["id=g", "mode=time", "value=07:30", "step=5", "min=06:00", "max=22:00", "lang=en-GB"],
            ["id=r", "mode=range", "value=22:30-06:45", "step=15", "min-span=4h", "lang=en-US"],
            ["id=d", "mode=duration", "value=1h30m", "step=5", "max=12h", "lang=en-US"],
            ["id=l", "mode=labels", "labels=Mon,Tue,Wed,Thu,Fri,Sat,Sun", "value=Thu", "lang=de"],
            ["id=m", "mode=minutes", "value=30", "min=10", "max=50", "disabled", "lang=en-US"],
            ["id=b", "mode=time", "step=7", "value=09:41", "hour-cycle=13", "lang=en-US"],
            // Upright labels shortened with "…" and the centre shrunk and shortened by the same
            // estimate; a 12-hour face of hours with its AM/PM; labels turned along the circle.
            ["id=x", "mode=labels", "labels=Breakfast,Brunch,Lunch,Afternoon tea,Dinner,Late-night snack", "value=Late-night snack", "lang=en-US"],
            ["id=h", "mode=hours", "value=21", "hour-cycle=12", "lang=en-US"],
            ["id=o", "mode=minutes", "value=45", "label-orientation=radial", "lang=en-US"],
            // The language's digits, its AM/PM in its writing direction, durations as it writes them.
            ["id=e", "mode=time", "value=19:30", "lang=ar-EG"],
            ["id=w", "mode=range", "value=22:30-06:45", "hour-cycle=24", "lang=ar-EG"],
            ["id=j", "mode=duration", "value=8h15m", "lang=ja"],
            // Required and given no value: empty, drawn at the first value with dashes in the centre.
            ["id=n", "mode=time", "required", "hour-cycle=12", "lang=en-US"],
            ["id=q", "mode=range", "required", "step=15", "lang=en-US"],
        ]

        /// The element's own first drawing of each case, drawn from nothing, is the server's
        /// drawing of the same attributes node for node, and the render said the same warnings
        /// as the element, each once.
        @Test(arguments: BrowserFixture.engines) func theRenderIsTheElementsOwnFirstDrawingNodeForNode(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("")
                var elements = ""
                var rendered: [String: (markup: String, warnings: [String])] = [:]
                for attributes in Self.cases {
                    let id = String(attributes[0].dropFirst(3))
                    rendered[id] = try Self.rendered(Array(attributes.dropFirst()))
                    elements += "<dial-picker " + attributes.map { $0.contains("=") ? $0.replacingOccurrences(of: "=", with: "=\"", options: [], range: $0.range(of: "=")) + "\"" : $0 }.joined(separator: " ") + "></dial-picker>"
                }
                try page.evaluate("""
                    window.warnings = []; const warn = console.warn.bind(console);
                    console.warn = (...said) => { warnings.push(said.join(' ')); warn(...said); };
                    document.body.innerHTML = `\(Self.literal(elements))`; true
                    """)
                try page.wait(for: "[...document.querySelectorAll('dial-picker')].every((p) => p.shadowRoot.querySelector('svg') !== null)")
                for (id, drawn) in rendered.sorted(by: { $0.key < $1.key }) {
                    let compared: [String] = try PickerPage.read(page, """
                        (() => {
                          const t = document.createElement('template');
                          t.innerHTML = `\(Self.literal(drawn.markup))`;
                          const served = t.content.querySelector('template').content.querySelector('svg');
                          return [served.outerHTML, document.getElementById('\(id)').shadowRoot.querySelector('svg').outerHTML];
                        })()
                        """)
                    let same = zip(compared[0].unicodeScalars, compared[1].unicodeScalars).prefix { $0 == $1 }.count
                    let around = { (text: String) in text.unicodeScalars.dropFirst(max(0, same - 60)).prefix(120).map { $0.isASCII ? String($0) : "<U+\(String($0.value, radix: 16))>" }.joined() }
                    #expect(compared[0] == compared[1], "\(id) differs from scalar \(same): the render's …\(around(compared[0]))… the element's …\(around(compared[1]))…")
                    #expect(compared[0].contains("role=\"slider\""), "\(id) drew its thumbs")
                }
                let warnings: [String] = try PickerPage.read(page, "warnings")
                let said = rendered.values.flatMap(\.warnings)
                #expect(said.count == 2 && said.count == Set(said).count, "the bad case's two attributes, each once: \(said)")
                #expect(Set(warnings) == Set(said) && warnings.count == said.count, "the element's \(warnings), the render's \(said)")
            }
        }

        /// The angles on the screen, in degrees to a thousandth, of the frame's picker `id`'s ring of
        /// labels and of each label (0: upright).
        static func screenAngles(_ id: String) -> String {
            """
            (() => { const angle = (node) => { const m = node.getScreenCTM(); return Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI * 1000) / 1000 || 0; };
              const ring = picker('\(id)').shadowRoot.querySelector('.labels');
              return [ring, ...ring.querySelectorAll('.label')].map(angle); })()
            """
        }

        /// A served dial is taken over: its nodes stay (the same SVG element, no mutation of the
        /// shadow root), its box does not move or resize (and, where the engine has the Layout
        /// Instability API, no layout shift is reported), nothing is said; a key pressed before
        /// the engine arrived runs when it does.
        @Test(arguments: BrowserFixture.engines) func theElementTakesTheServedDrawingOverWithoutDrawingOrMovingIt(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                let time = try Self.rendered(["id=t", "mode=time", "value=21:40", "step=5", "hour-cycle=12", "lang=en-US"])
                let range = try Self.rendered(["id=r", "mode=range", "value=22:30-06:45", "step=15", "lang=en-US"])
                try Self.showServed(fixture, time.markup + range.markup)
                // Before the module: the served drawing is in the shadow root, as the parser attached it.
                #expect(try PickerPage.read(page, "picker('t').shadowRoot?.querySelectorAll('[role=slider]').length ?? -1", as: Int.self) == 2)
                try page.evaluate("""
                    window.before = ['t', 'r'].map((id) => [picker(id).shadowRoot.querySelector('svg'), JSON.stringify(picker(id).getBoundingClientRect())]);
                    window.records = [];
                    window.observers = ['t', 'r'].map((id) => {
                      const o = new (inFrame().MutationObserver)((list) => records.push(...list.map((r) => `${id} ${r.type} ${r.attributeName ?? ''}`)));
                      o.observe(picker(id).shadowRoot, { subtree: true, childList: true, attributes: true, characterData: true });
                      return o;
                    });
                    true
                    """)
                // The minutes' face turned to 40 (120°) by the served style alone, its labels upright.
                let served: [Double] = try PickerPage.read(page, Self.screenAngles("t"))
                #expect(served.first == 120 && served.count == 13 && served.dropFirst().allSatisfy { $0 == 0 }, "the ring's and the labels' angles on the screen: \(served)")
                try Self.loadModule(page)
                #expect(try PickerPage.read(page, Self.screenAngles("t"), as: [Double].self) == served, "the element's animation turns them as the served style did")
                let kept: [Bool] = try PickerPage.read(page, "['t', 'r'].map((id, i) => picker(id).shadowRoot.querySelector('svg') === before[i][0] && JSON.stringify(picker(id).getBoundingClientRect()) === before[i][1])")
                #expect(kept == [true, true], "the same nodes, the same boxes")
                #expect(try PickerPage.read(page, "['t', 'r'].map((id) => inFrame().getComputedStyle(picker(id).shadowRoot.querySelector('svg')).cursor)", as: [String].self) == ["grab", "grab"],
                        "styled by the served <style>")
                let records: [String] = try PickerPage.read(page, "[...records, ...observers.flatMap((o) => o.takeRecords().map((r) => r.type))]")
                #expect(records.isEmpty, "nothing drawn again: \(records)")
                #expect(try PickerPage.read(page, "inFrame().warnings", as: [String].self).isEmpty)
                // A key before the engine: it waits, and runs when the engine arrives.
                try page.evaluate("inFrame().focus(); picker('t').shadowRoot.querySelectorAll('[role=slider]')[1].focus(); true")
                try page.press("ArrowRight")
                #expect(try PickerPage.read(page, "picker('t').value", as: String.self) == "21:40", "the engine is held back")
                try page.evaluate("inFrame().releaseEngine(); true")
                try page.wait(for: "picker('t').ready && picker('r').ready && picker('t').settled", timeout: 10)
                #expect(try PickerPage.read(page, "picker('t').value", as: String.self) == "21:45")
                let shifts: [Double] = try PickerPage.read(page, "inFrame().shifts")
                #expect(shifts.reduce(0, +) == 0, "layout shifts \(shifts)")
                // Made again by a setting changed: drawn afresh, and still styled.
                try page.evaluate("picker('t').setAttribute('step', '10'); true")
                try page.wait(for: "picker('t').shadowRoot.querySelector('svg') !== before[0][0]")
                #expect(try PickerPage.read(page, "inFrame().getComputedStyle(picker('t').shadowRoot.querySelector('svg')).cursor", as: String.self) == "grab")
            }
        }

        /// Markup the element would not draw (edited by hand: a label's text changed) is replaced
        /// by a fresh drawing, said once; the value is the element's.
        @Test(arguments: BrowserFixture.engines) func aDrawingItWouldNotMakeIsReplacedWithOneWarningAndTheValueKept(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                let time = try Self.rendered(["id=t", "mode=minutes", "value=20", "step=5", "lang=en-US"])
                let edited = time.markup.replacingOccurrences(of: ">15</text>", with: ">XV</text>")
                #expect(edited != time.markup, "the test edits a label")
                try Self.showServed(fixture, edited)
                try page.evaluate("window.before = picker('t').shadowRoot.querySelector('svg'); true")
                try Self.loadModule(page)
                #expect(try PickerPage.read(page, "picker('t').shadowRoot.querySelector('svg') !== before", as: Bool.self), "drawn afresh")
                #expect(try PickerPage.read(page, "picker('t').shadowRoot.querySelectorAll('svg').length", as: Int.self) == 1)
                #expect(try PickerPage.read(page, "inFrame().getComputedStyle(picker('t').shadowRoot.querySelector('svg')).cursor", as: String.self) == "grab",
                        "the fresh drawing has the element's style sheet (the served <style> went with the served drawing)")
                #expect(try PickerPage.read(page, "[...picker('t').shadowRoot.querySelectorAll('.label')].some((l) => l.textContent === 'XV')", as: Bool.self) == false)
                let warnings: [String] = try PickerPage.read(page, "inFrame().warnings")
                #expect(warnings.count == 1 && warnings.first?.contains("drawn afresh") == true, "\(warnings)")
                #expect(try PickerPage.read(page, "picker('t').value", as: String.self) == "20")
            }
        }

        /// Node for node means every attribute and every child node: a served drawing with one
        /// attribute's value changed, one attribute more or less, or a text or a comment between
        /// its nodes is drawn afresh, each with one warning and its value kept; the same drawing
        /// beside them, untouched, is taken over.
        @Test(arguments: BrowserFixture.engines) func anyEditOfTheDrawingsNodesIsDrawnAfresh(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                let edits: [(id: String, from: String, to: String)] = [
                    ("same", "", ""),
                    ("value", #" r="149""#, #" r="148""#),
                    ("added", "<circle ", #"<circle data-edited="" "#),
                    ("removed", #" part="face""#, ""),
                    ("space", "</text><text", "</text> <text"),
                    ("comment", "</text><text", "</text><!-- --><text"),
                ]
                var body = ""
                for edit in edits {
                    let markup = try Self.rendered(["id=\(edit.id)", "mode=minutes", "value=20", "step=5", "lang=en-US"]).markup
                    guard let range = markup.range(of: edit.from), !edit.from.isEmpty else { body += markup; continue }
                    let edited = markup.replacingCharacters(in: range, with: edit.to)
                    #expect(edited != markup, "\(edit.id): the test edits the drawing")
                    body += edited
                }
                try Self.showServed(fixture, body)
                try page.evaluate("window.before = Object.fromEntries([...inFrame().document.querySelectorAll('dial-picker')].map((p) => [p.id, p.shadowRoot.querySelector('svg')])); true")
                try Self.loadModule(page)
                let takenOver: [String: Bool] = try PickerPage.read(page, "Object.fromEntries(Object.entries(before).map(([id, svg]) => [id, picker(id).shadowRoot.querySelector('svg') === svg]))")
                #expect(takenOver == ["same": true, "value": false, "added": false, "removed": false, "space": false, "comment": false])
                let warnings: [String] = try PickerPage.read(page, "inFrame().warnings")
                #expect(warnings.count == edits.count - 1 && warnings.allSatisfy { $0.contains("drawn afresh") }, "\(warnings)")
                let values: [String] = try PickerPage.read(page, "Object.keys(before).map((id) => picker(id).value)")
                #expect(values == Array(repeating: "20", count: edits.count))
            }
        }
    }
}
