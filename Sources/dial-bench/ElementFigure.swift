import BrowserHarness
import DialWeb
import Foundation
import ProcessHarness

/// Figure 11's rows for `<dial-picker>` as a page ships it, each beside its anchor in the same
/// run: what a page loads for one element (bytes gzipped, requests) beside `dial.wasm` alone;
/// navigation to the first drawn dial beside the same page with a static `<svg>`; a coasting
/// dial's frame callback beside the engine's `dial_advance`; the engine's heap after 2,000
/// elements made and removed beside where it started.
enum ElementFigure {
    /// The performance mark the element sets when the page's first dial is drawn.
    static let firstDrawMark = "dial-picker-first-draw"

    /// A page with one element and nothing else (its icon inline, so no engine asks the server for
    /// `favicon.ico`), and the same page with a static SVG of the same size in its place. Both
    /// record the same way, from an animation-frame callback each frame: in `window.drawnAt` the
    /// start of the first frame at which the page's dial SVG is in the DOM (the frame that paints
    /// it: the element's is in its shadow root), and in `window.liveAt` the first at which the
    /// element's engine drives it (the static page: the same frame). A mark set by a script after
    /// the static SVG would not do: the parser may yield between the two, and the SVG be painted
    /// frames before the mark.
    static let elementPage = page(head: #"<script type="module" src="dial-picker.js"></script>"#,
                                  body: #"<dial-picker mode="time" value="07:30" hour-cycle="24"></dial-picker>"#,
                                  drawn: elementDrawn, live: "document.querySelector('dial-picker')?.ready")
    /// A page with one minute dial, the dial whose fling the coasting frame has always been
    /// timed on (its module, `dial-other-modes.js`, loads before it is drawn).
    static let minutesPage = page(head: #"<script type="module" src="dial-picker.js"></script>"#,
                                  body: #"<dial-picker mode="minutes" value="20"></dial-picker>"#,
                                  drawn: elementDrawn, live: "document.querySelector('dial-picker')?.ready")
    /// The element's page with `dial.wasm` preloaded, so it downloads beside the module.
    static let preloadPage = page(head: #"<link rel="preload" href="dial.wasm" as="fetch" crossorigin><script type="module" src="dial-picker.js"></script>"#,
                                  body: #"<dial-picker mode="time" value="07:30" hour-cycle="24"></dial-picker>"#,
                                  drawn: elementDrawn, live: "document.querySelector('dial-picker')?.ready")
    /// The element's page with the module (and so `dial.wasm`) of a baseline site, served from
    /// `baseline/`: an earlier element in the same runs, for a before and after.
    static let baselinePage = page(head: #"<script type="module" src="baseline/dial-picker.js"></script>"#,
                                   body: #"<dial-picker mode="time" value="07:30" hour-cycle="24"></dial-picker>"#,
                                   drawn: elementDrawn, live: "document.querySelector('dial-picker')?.ready")
    static let staticPage = page(head: "", body: """
        <svg viewBox="0 0 300 300" width="300" height="300"><circle cx="150" cy="150" r="149" fill="#f4f5f7"/>\
        <text x="150" y="24" text-anchor="middle">00</text><text x="150" y="146" text-anchor="middle">20</text></svg>
        """, drawn: "document.querySelector('svg')", live: "true")
    /// The element's page served with its dial drawn (`dial-web render`'s markup of the same
    /// element, a declarative shadow root), loaded as the README's page does: the module fetched
    /// and run after the first frame, so that its arrival never holds the first paint back.
    static func servedPage(_ markup: String) -> String {
        page(head: DialWeb.ServedPage.loader(module: "./dial-picker.js"), body: markup,
             drawn: elementDrawn, live: "document.querySelector('dial-picker')?.ready")
    }
    /// The same, the module loaded `async`: it runs when it arrives, before the first frame where
    /// it arrives first.
    static func servedAsyncPage(_ markup: String) -> String {
        page(head: #"<script type="module" async src="dial-picker.js"></script>"#, body: markup,
             drawn: elementDrawn, live: "document.querySelector('dial-picker')?.ready")
    }
    /// The served page without the module: the same drawing (the declarative shadow root is
    /// HTML, drawn with no script), static. Against it the served page's ratio is the cost of the
    /// element's script alone: the two paint the same nodes.
    static func servedStaticPage(_ markup: String) -> String {
        page(head: "", body: markup, drawn: elementDrawn, live: "true")
    }
    /// A page with one range dial, for what a range page loads.
    static let rangePage = page(head: #"<script type="module" src="dial-picker.js"></script>"#,
                                body: #"<dial-picker mode="range" value="22:30-06:45" step="15"></dial-picker>"#,
                                drawn: elementDrawn, live: "document.querySelector('dial-picker')?.ready")
    /// How many dials the pages of the cost of taking over and of drawing hold.
    static let costDials = 50
    /// A page of ``costDials`` dials, `body` each, that imports the module after the load, once
    /// the page has painted (after a frame and its task, as ``DialWeb/ServedPage/loader(module:)``
    /// imports it), and records in `window.cost` the milliseconds the import took: evaluating the
    /// module, whose definition takes every dial of the page over (served) or draws it (bare).
    /// The served page's own first paint (its 50 drawings styled and laid out, with or without
    /// the module) is no part of it: imported at the load, WebKitGTK painted the page while the
    /// module was fetched, inside the time.
    static func costPage(_ body: String) -> String {
        """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <style>body { margin: 0 } dial-picker { width: 300px }</style></head><body>\(String(repeating: body, count: costDials))
        <script type="module">addEventListener('load', () => requestAnimationFrame(() => setTimeout(async () => {
          const t0 = performance.now(); await import('./dial-picker.js'); window.cost = performance.now() - t0; })));</script></body></html>
        """
    }
    /// The element's dial is in the DOM: its SVG in the shadow root (drawn with its values in the
    /// same task).
    static let elementDrawn = "document.querySelector('dial-picker')?.shadowRoot?.querySelector('svg')"

    static func page(head: String, body: String, drawn: String, live: String) -> String {
        """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">\(head)
        <script>window.drawnAt = null; window.liveAt = null; window.shifts = null;
        if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) {
          shifts = 0;
          new PerformanceObserver((list) => { for (const e of list.getEntries()) shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });
        }
        const box = () => JSON.stringify((document.querySelector('dial-picker') ?? document.querySelector('svg'))?.getBoundingClientRect());
        const look = (t) => {
          if (drawnAt === null && \(drawn)) { drawnAt = t; window.drawnBox = box(); }
          if (liveAt === null && \(live)) { liveAt = t; window.liveBox = box(); }
          if (drawnAt === null || liveAt === null) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);</script>
        <style>body { margin: 0 } dial-picker { width: 300px }</style></head><body>\(body)</body></html>
        """
    }

    /// Loads `url` (whose query makes it unlike the page before, so the condition is read from
    /// the new document, not the one being left) until its dial is drawn and driven and the load
    /// is over; the page is cross-origin isolated.
    static func load(_ page: BrowserPage, _ url: String) throws {
        let query = url.split(separator: "?").last.map { "?" + $0 } ?? ""
        try page.load(url, until: "location.search === '\(query)' && window.drawnAt !== null && window.liveAt !== null && crossOriginIsolated && document.readyState === 'complete'")
    }

    /// `built` says how the site's module and `dial.wasm` were made (which build tools).
    static func measure(_ page: BrowserPage, base: String, site: Site, built: String, runs: Int, baseline: String?) throws -> [Figure] {
        let served = site.files["served.html"] != nil
        return [try loaded(page, base: base, site: site, built: built)] + (try firstDraw(page, base: base, runs: runs, baseline: baseline, served: served))
            + (served ? [try layoutShift(page, base: base, runs: runs), try takeOverCost(page, base: base, runs: runs)] : [])
            + [try frameCallback(page, base: base, runs: runs), try heap(page, base: base)]
    }

    /// The resources a page with one element fetched (Resource Timing), each as the site's file
    /// of that name gzipped (`gzip -9 -n`), against `dial.wasm` alone.
    static func loaded(_ page: BrowserPage, base: String, site: Site, built: String) throws -> Figure {
        /// The files `url`'s page fetched, and their bytes gzipped in all.
        let fetched = { (url: String) throws -> (names: [String], total: Int) in
            try load(page, url)
            let names = try page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.slice(1))") as? [String] ?? []
            guard !names.isEmpty else { throw BrowserError.failed("the page with one element fetched nothing") }
            var total = 0
            for name in names {
                guard let bytes = site.files[name] else { throw BrowserError.failed("the page fetched \(name), not in the site") }
                total += try gzipped(bytes)
            }
            return (names, total)
        }
        let (names, total) = try fetched(base + "element.html?resources")
        let range = try fetched(base + "range.html?resources")
        let wasm = try gzipped(site.files["dial.wasm"] ?? [])
        let module = site.files["dial-picker.js"] ?? []
        return Figure(number: 11, name: "what a page loads for one <dial-picker>, gzipped",
                      value: "\(formatted(Double(total) / 1024)) KB (\(total) bytes) in \(names.count) requests (\(names.joined(separator: ", "))): dial-picker.js \(module.count) bytes, \(try gzipped(module)) gzipped; dial.wasm \(site.files["dial.wasm"]?.count ?? 0) bytes, \(wasm) gzipped; a range page \(formatted(Double(range.total) / 1024)) KB (\(range.total) bytes) in \(range.names.count) requests (\(range.names.joined(separator: ", "))); \(built)",
                      goal: "≤ 24 KB in ≤ 2 requests", met: total <= 24 * 1024 && names.count <= 2,
                      method: "Resource Timing's entries of a page with one element; gzip -9 -n of each file (no name in its header, as a server sends it)",
                      numbers: ["gzipBytes": Double(total), "requests": Double(names.count), "wasmGzipBytes": Double(wasm),
                                "rangeGzipBytes": Double(range.total), "rangeRequests": Double(range.names.count)])
    }

    static func gzipped(_ bytes: [UInt8]) throws -> Int {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dial-bench-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let count = try ToolCommand.run("/bin/sh", ["-c", "gzip -9 -n -c '\(file.path)' | wc -c"], environment: ProcessEnvironmentList.current())
        return Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Navigation to the frame that paints the dial: the element's page, the same with
    /// `dial.wasm` preloaded and the static page loaded in turn (each run starting with the next),
    /// `runs` times each after one load of each to warm up; the ratios of the medians. Both pages
    /// are read the same way: the first animation frame at which the dial's SVG is in the DOM.
    /// With a `baseline` site, its element's page is loaded in turn with the others.
    /// With `served`, the server-rendered page and the same drawing without the module are
    /// loaded in turn with the others too, and make a figure of their own.
    static func firstDraw(_ page: BrowserPage, base: String, runs: Int, baseline: String?, served: Bool) throws -> [Figure] {
        let pages = ["element.html", "element-preload.html", "static.html"] + (baseline == nil ? [] : ["baseline.html"])
            + (served ? ["served-async.html", "served.html", "served-static.html"] : [])
        var times = [[Double]](repeating: [], count: pages.count)
        // Each page: the document, the module and dial.wasm fetched (responseEnd), the mark, the
        // frame that paints the dial and the one at which the engine drives it.
        var phases = [[[Double]]](repeating: [], count: pages.count)
        for run in 0...runs {
            // Each run starts with the next page, so each page follows each other as often: a
            // page loaded after one with the module compiles it faster (the renderer's V8 keeps
            // what it compiled), which would favour the second element page every time.
            for step in 0..<pages.count {
                let index = (run + step) % pages.count, name = pages[index]
                try load(page, base + "\(name)?\(run)")
                let time = try page.evaluate("drawnAt") as? Double ?? .nan
                guard run > 0 else { continue }
                times[index].append(time)
                phases[index].append(try page.evaluate("""
                    [performance.getEntriesByType('navigation')[0]?.responseEnd ?? -1]
                      .concat(['dial-picker.js', 'dial.wasm'].map((n) => performance.getEntriesByType('resource').find((e) => e.name.endsWith(n))?.responseEnd ?? -1))
                      .concat([performance.getEntriesByName('\(firstDrawMark)')[0]?.startTime ?? -1, drawnAt, liveAt])
                    """) as? [Double] ?? [])
            }
        }
        /// The median of phase `index` of page `page` (-1 where the page has none: nan).
        let phase = { (page: Int, index: Int) in median(phases[page].compactMap { $0.count == 6 && $0[index] >= 0 ? $0[index] : nil }) }
        let (element, preloaded, still) = (median(times[0]), median(times[1]), median(times[2]))
        let ratio = element / still
        let steps = { (page: Int) in
            "the document at \(formatted(phase(page, 0))) ms, the module at \(formatted(phase(page, 1))), the mark at \(formatted(phase(page, 3))), "
                + "the frame that paints it at \(formatted(phase(page, 4))), dial.wasm at \(formatted(phase(page, 2))), the engine in at \(formatted(phase(page, 5)))"
        }
        var numbers = ["elementMilliseconds": element, "preloadedMilliseconds": preloaded, "staticMilliseconds": still, "ratio": ratio,
                       "elementLiveMilliseconds": phase(0, 5)]
        var before = ""
        var servedFigures: [Figure] = []
        if served, let last = times.indices.last {
            let drawn = median(times[last - 1]), same = median(times[last])
            let method = "median of \(runs) loads of each page, in turn with the element's and the static pages (each run starting with the next page), in one run; the start of the first animation frame at which the dial's SVG is in the DOM"
            servedFigures.append(Figure(
                number: 11, name: "navigation to the first drawn dial, server-rendered (dial-web render's markup in the page, the module loaded after the first frame as ServedPage.loader writes it), against the same drawing without the module",
                value: "\(formatted(drawn)) ms against \(formatted(same)) ms = \(formatted(drawn / same, decimals: 2)) ×; against the static <svg> page (a circle and two numbers, \(formatted(still)) ms) \(formatted(drawn / still, decimals: 2)) ×. The served page: \(steps(last - 1)); the same drawing without the module: the document at \(formatted(phase(last, 0))) ms, the frame that paints it at \(formatted(phase(last, 4)))",
                goal: "≤ 1.1 ×", met: drawn / same <= 1.1, method: method,
                numbers: ["servedMilliseconds": drawn, "servedStaticMilliseconds": same, "staticMilliseconds": still,
                          "servedRatio": drawn / same, "servedAgainstStaticSVG": drawn / still]))
        }
        if baseline != nil {
            let earlier = median(times[3])  // the baseline's page comes right after the static one
            numbers["baselineMilliseconds"] = earlier
            numbers["baselineRatio"] = earlier / still
            before = "; the baseline site's element (\(baseline ?? "")) \(formatted(earlier)) ms = \(formatted(earlier / still, decimals: 2)) ×: \(steps(3))"
        }
        return [Figure(number: 11, name: "navigation to the first drawn dial: one <dial-picker> against the same page with a static <svg>",
                      value: "\(formatted(element)) ms against \(formatted(still)) ms = \(formatted(ratio, decimals: 2)) ×; with dial.wasm preloaded (<link rel=preload>) \(formatted(preloaded)) ms = \(formatted(preloaded / still, decimals: 2)) ×. The element's page: \(steps(0)); the static page: the document at \(formatted(phase(2, 0))) ms, the frame that paints it at \(formatted(phase(2, 4)))\(before)",
                      goal: "≤ 1.5 ×", met: ratio <= 1.5,
                      method: "median of \(runs) loads of each page, in turn (each run starting with the next page), in one run; the start of the first animation frame at which the page's dial SVG is in the DOM (the element's: drawn at rest, before dial.wasm)",
                      numbers: numbers)] + servedFigures
    }

    /// Flings of a minute dial (``minutesPage``, the figure's dial in every round), and of a time
    /// dial's minute ring (``elementPage``) beside it: each of the element's animation-frame
    /// callbacks timed (the page is cross-origin isolated, so `performance.now()` counts in
    /// microseconds) from the release until it rests; the median over each coast, the median of
    /// the flings. The engine's `dial_advance` of the same coast, timed alone; and the browser's
    /// own floor in the same page (``floor(_:)``).
    static func frameCallback(_ page: BrowserPage, base: String, runs: Int) throws -> Figure {
        let minutes = try flings(page, base + "minutes.html", count: max(3, runs / 2))
        let time = try flings(page, base + "element.html", count: max(3, runs / 2))
        let browserFloor = try Self.floor(page)
        let advance = try page.evaluate("""
            (async () => { const x = await (await import('./dial-picker.js')).loadEngine();
              const h = x.dial_create(12, 5, 150, 0, 0, 0, 0); x.dial_fling(h, 20, 0);
              const t0 = performance.now(); for (let i = 1; i <= 100000; i += 1) x.dial_advance(h, i * 4e-5);
              const ns = (performance.now() - t0) * 10; x.dial_destroy(h); return ns; })()
            """, timeout: 30) as? Double ?? .nan
        let callback = median(minutes.callbacks)
        let said = { (flung: (callbacks: [Double], coasts: [Double], counts: [Double])) in
            "\(formatted(median(flung.callbacks))) µs (\(flung.callbacks.count) flings: \(flung.callbacks.map { formatted($0) }.joined(separator: ", ")) µs; coasts of \(formatted(median(flung.coasts), decimals: 2)) s, \(formatted(median(flung.counts), decimals: 0)) frames)"
        }
        return Figure(number: 11, name: "a coasting dial's frame callback in the page (script only)",
                      value: "a minute dial \(said(minutes)); a time dial's minutes \(said(time)); the engine's dial_advance in it \(formatted(advance, decimals: 0)) ns; "
                          + "the browser's floor in the same page, a callback that only asks for the next frame \(formatted(browserFloor.ask)) µs, one that also turns a node \(formatted(browserFloor.turn)) µs",
                      goal: "≤ 100 µs (the minute dial)", met: callback <= 100,
                      method: "each requestAnimationFrame callback of the element timed with performance.now() (cross-origin isolated: 5 µs steps) from the release to the rest; the median of each fling, the median of the flings",
                      numbers: ["callbackMicroseconds": callback, "timeDialCallbackMicroseconds": median(time.callbacks),
                                "floorAskMicroseconds": browserFloor.ask, "floorTurnMicroseconds": browserFloor.turn,
                                "coastSeconds": median(minutes.coasts), "advanceNanoseconds": advance])
    }

    /// What any moving frame costs in this browser, whatever it draws: the median of 240
    /// animation-frame callbacks, timed as the element's are, that only ask for the next frame
    /// (`ask`), and of 240 that also set a node's `transform` first (`turn`: the least a frame that
    /// moves something does). On a machine where waking the browser's other threads is dear, these
    /// are most of a coasting frame.
    static func floor(_ page: BrowserPage) throws -> (ask: Double, turn: Double) {
        try page.evaluate("""
            window.floorTimes = null;
            (() => {
              const node = document.body.appendChild(document.createElement('div'));
              node.style.cssText = 'width: 40px; height: 40px; background: gray';
              const times = { ask: [], turn: [] };
              let kind = 'ask', frame = 0;
              const callback = () => {
                const t0 = performance.now();
                if (kind === 'turn') node.style.transform = `rotate(${frame}deg)`;
                frame += 1;
                const more = frame < 480;
                if (more) requestAnimationFrame(callback);
                times[kind].push(performance.now() - t0);
                if (frame === 240) kind = 'turn';
                if (!more) {
                  const median = (a) => { a.sort((p, q) => p - q); return a[a.length >> 1] * 1000; };
                  node.remove();
                  window.floorTimes = [median(times.ask.slice(10)), median(times.turn.slice(10))];
                }
              };
              requestAnimationFrame(callback);
            })(); true
            """)
        try page.wait(for: "window.floorTimes !== null", timeout: 60)
        let times = try page.evaluate("floorTimes") as? [Double] ?? []
        guard times.count == 2 else { throw BrowserError.failed("the floor's frames gave \(times)") }
        return (times[0], times[1])
    }

    /// `count` flings of the dial of the page at `url`, each a quarter turn dragged at radius 120
    /// and released at speed: each fling's median frame callback in µs, its coast in seconds and
    /// its frames.
    static func flings(_ page: BrowserPage, _ url: String, count: Int) throws -> (callbacks: [Double], coasts: [Double], counts: [Double]) {
        var callbacks: [Double] = [], coasts: [Double] = [], counts: [Double] = []
        for fling in 0..<count {
            try load(page, url + "?fling\(fling)")
            try page.evaluate("""
                { window.callbackTimes = []; const raf = window.requestAnimationFrame.bind(window);
                  window.requestAnimationFrame = (callback) => raf((t) => { const t0 = performance.now(); callback(t);
                    const t1 = performance.now(); callbackTimes.push(t1 - t0); lastFrame = t1; });
                  const p = document.querySelector('dial-picker'); window.released = null; window.lastFrame = null;
                  p.addEventListener('pointerup', () => { released = performance.now(); callbackTimes.length = 0; }, { capture: true }); true }
                """)
            let box = try page.evaluate("(() => { const r = document.querySelector('dial-picker').getBoundingClientRect(); return [r.left, r.top, r.width / 300]; })()") as? [Double] ?? []
            guard box.count == 3 else { throw BrowserError.failed("no element to fling") }
            let point = { (angle: Double) in (box[0] + (150 + 120 * sin(angle)) * box[2], box[1] + (150 - 120 * cos(angle)) * box[2]) }
            var at = point(Double.pi / 2)
            try page.mouse("mousePressed", x: at.0, y: at.1, pressed: true)
            for move in 1...8 {
                at = point(Double.pi / 2 - Double(move) * Double.pi / 16)
                try page.mouse("mouseMoved", x: at.0, y: at.1, pressed: true)
            }
            try page.mouse("mouseReleased", x: at.0, y: at.1)
            // At rest the element asks for no more frames: its last one is where the coast ended
            // (a fling may rest on the value it started from, a whole turn on, with no `change`).
            try page.wait(for: "window.released !== null && document.querySelector('dial-picker').settled", timeout: 30)
            let times = try page.evaluate("callbackTimes") as? [Double] ?? []
            let coast = try page.evaluate("lastFrame - released") as? Double ?? .nan
            guard times.count > 10 else { throw BrowserError.failed("the fling gave \(times.count) frames (\(coast) ms to rest)") }
            // To the nanosecond: the clock counts in steps of 5 or 20 µs, and a difference of two of
            // its readings in milliseconds carries float error (100.0000000004 µs is 100 µs).
            callbacks.append((median(times) * 1_000_000).rounded() / 1000)
            coasts.append(coast / 1000)
            counts.append(Double(times.count))
        }
        return (callbacks, coasts, counts)
    }

    /// 2,000 elements appended, drawn and removed one after another: the engine's heap in use
    /// after the first and after the last.
    static func heap(_ page: BrowserPage, base: String) throws -> Figure {
        try load(page, base + "element.html?heap")
        try page.evaluate("""
            window.cycled = null;
            (async () => {
              const x = await (await import('./dial-picker.js')).loadEngine();
              const one = async () => { const e = document.createElement('dial-picker'); e.setAttribute('mode', 'time');
                document.body.append(e); for (let w = 0; w < 5 && !e.ready; w += 1) await null; const drawn = e.ready; e.remove(); return drawn; };
              await one();
              const start = Number(x.dial_heap_in_use()); const memory = x.memory.buffer.byteLength;
              let drawn = 0;
              // A task's break every 50 cycles: the cycles alone are microtasks, which would hold
              // the page (and WebDriver's next answer with it) for the whole 2,000 on a slow machine.
              for (let i = 0; i < 2000; i += 1) {
                if (await one()) drawn += 1;
                if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve));
              }
              cycled = [start, Number(x.dial_heap_in_use()), drawn, memory, x.memory.buffer.byteLength];
            })(); true
            """)
        try page.wait(for: "window.cycled !== null", timeout: 120)
        let n = try page.evaluate("cycled") as? [Double] ?? []
        guard n.count == 5, n[2] == 2000 else { throw BrowserError.failed("the cycles gave \(n)") }
        let grown = n[1] - n[0]
        return Figure(number: 11, name: "the engine's heap after 2,000 elements made, drawn and removed",
                      value: "\(formatted(grown, decimals: 0)) bytes grown (\(formatted(n[0], decimals: 0)) → \(formatted(n[1], decimals: 0)) in use); memory \(formatted(n[4] - n[3], decimals: 0)) bytes grown",
                      goal: "within 4 KB of the start", met: abs(grown) <= 4096,
                      method: "dial_heap_in_use after the first element and after 2,000 more",
                      numbers: ["heapGrowth": grown, "memoryGrowth": n[4] - n[3]])
    }

    /// The served page loaded `runs` times: the layout shifts reported (Layout Instability, where
    /// the engine has it) and whether the element's box at the frame that painted the served dial
    /// is its box at the frame the engine first drove it.
    static func layoutShift(_ page: BrowserPage, base: String, runs: Int) throws -> Figure {
        var shifts: [Double] = [], moved = 0, measured = 0
        for run in 0..<max(3, runs / 2) {
            try load(page, base + "served.html?shift\(run)")
            let said = try page.evaluate("[shifts, drawnBox === liveBox]") as? [Any] ?? []
            if let shift = said.first as? Double { shifts.append(shift); measured += 1 }
            if (said.last as? Bool) != true { moved += 1 }
        }
        let total = shifts.reduce(0, +)
        let count = max(3, runs / 2)
        return Figure(number: 11, name: "layout shift when the module arrives on a server-rendered dial",
                      value: (measured > 0 ? "cumulative layout shift \(formatted(total, decimals: 3)) over \(measured) loads; " : "no Layout Instability API; ")
                        + "the box moved or resized in \(moved) of \(count) loads",
                      goal: "0", met: total == 0 && moved == 0,
                      method: "served.html loaded \(count) times: the layout-shift entries' values summed (buffered observer from the start), and the element's getBoundingClientRect() at the frame that paints the served dial against the one at which the engine drives it",
                      numbers: ["layoutShift": total, "boxMoved": Double(moved)])
    }

    /// The module's import on a page of ``costDials`` served dials (taken over) against the same
    /// on a page of as many bare elements (drawn from nothing), each loaded in turn `runs` times
    /// after one load of each to warm up; the medians and their ratio.
    static func takeOverCost(_ page: BrowserPage, base: String, runs: Int) throws -> Figure {
        var times: [[Double]] = [[], []]
        for run in 0...runs {
            for step in 0..<2 {
                let index = (run + step) % 2
                try page.load(base + (index == 0 ? "take-over.html" : "draw.html") + "?\(run)", until: "window.cost !== undefined", timeout: 30)
                let cost = try page.evaluate("cost") as? Double ?? .nan
                if run > 0 { times[index].append(cost) }
            }
        }
        let (taken, drawn) = (median(times[0]), median(times[1]))
        return Figure(number: 11, name: "taking \(costDials) server-rendered dials over against drawing \(costDials) from nothing",
                      value: "\(formatted(taken)) ms against \(formatted(drawn)) ms = \(formatted(taken / drawn, decimals: 2)) × (\(formatted(taken / Double(costDials), decimals: 2)) and \(formatted(drawn / Double(costDials), decimals: 2)) ms a dial)",
                      goal: "≤ 1 ×", met: taken <= drawn,
                      method: "import('./dial-picker.js') timed after the page's load and first paint, as ServedPage.loader imports it (evaluating the module defines the element, which takes over or draws every dial of the page), the module warm; median of \(runs) loads of each page, in turn",
                      numbers: ["takeOverMilliseconds": taken, "drawMilliseconds": drawn, "ratio": taken / drawn])
    }
}
