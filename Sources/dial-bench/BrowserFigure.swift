import BrowserHarness
import DialWeb
import Foundation
import ProcessHarness

/// Figure 11: the browser front, measured in each browser engine installed (Chromium, Firefox,
/// WebKitGTK; `DIAL_BROWSERS` chooses): `dial.wasm`'s size, then in each engine, in one run of
/// one browser: a frame of `advance` through WebAssembly against that engine's own `Math.exp`
/// in the same page, the first drawn dial of `index.html`, the wasm heap over 10,000 frames,
/// a key's new value in the DOM, and the element as a page ships it (``ElementFigure``).
///
/// The site is built as `dial-web` builds it and served on a loopback port; each browser is
/// killed with its process tree at a deadline of its own.
enum BrowserFigure {
    /// `baseline`: a folder an earlier `dial-web --output` wrote, whose element is measured beside
    /// this one (``ElementFigure/firstDraw(_:base:runs:baseline:)``), or nil.
    static func measure(runs: Int, baseline: String?) -> [Figure] {
        do {
            return try measureOrThrow(runs: runs, baseline: baseline)
        } catch {
            return [Figure(number: 11, name: "the browser front", value: "not measured: \(error)")]
        }
    }

    /// The longest one engine's measurements take, with room for a loaded machine.
    static let browserLifetime = 300.0

    static func measureOrThrow(runs: Int, baseline: String?) throws -> [Figure] {
        let engines = try BrowserEngine.chosen(ProcessInfo.processInfo.environment["DIAL_BROWSERS"])
        let builder = WasmModuleBuilder()
        let minifier = ModuleMinifier.onPath()
        let module = try builder.build()
        var site = try Site.assemble(folder: PackageLayout.current.siteFolder, module: module, minifier: minifier)
        let built = (minifier.map { "the module minified by esbuild \($0.version())" } ?? "the module not minified (no esbuild on PATH)")
            + (builder.optimizer == nil ? ", dial.wasm not optimized (no wasm-opt on PATH)" : ", dial.wasm through wasm-opt -Oz")
        let ownMath = try OwnMathModule.build(builder)
        site.files["dial-own-math.wasm"] = FileBytes.read(ownMath)
        // The module as linked, before wasm-opt: its frames are timed beside the page's.
        site.files["dial-linked.wasm"] = FileBytes.read(builder.layout.scratchPath + "/" + EngineModule.dial.linkedName)
        site.files["dial-range-linked.wasm"] = FileBytes.read(builder.layout.scratchPath + "/" + EngineModule.range.linkedName)
        site.files["element.html"] = Array(ElementFigure.elementPage.utf8)
        site.files["minutes.html"] = Array(ElementFigure.minutesPage.utf8)
        site.files["element-preload.html"] = Array(ElementFigure.preloadPage.utf8)
        site.files["static.html"] = Array(ElementFigure.staticPage.utf8)
        site.files["range.html"] = Array(ElementFigure.rangePage.utf8)
        // The server-rendered pages, where node can run the render (dial-web render's).
        if let render = ServerRender.onPath() {
            let module = try ServerRender.module(folder: PackageLayout.current.siteFolder)
            let dial = [ServerRender.Attribute(name: "mode", value: "time"), ServerRender.Attribute(name: "value", value: "07:30"), ServerRender.Attribute(name: "hour-cycle", value: "24")]
            let markup = try render.render(module: module, attributes: dial, content: "").markup
            site.files["served.html"] = Array(ElementFigure.servedPage(markup).utf8)
            site.files["served-static.html"] = Array(ElementFigure.servedStaticPage(markup).utf8)
            site.files["served-async.html"] = Array(ElementFigure.servedAsyncPage(markup).utf8)
            site.files["take-over.html"] = Array(ElementFigure.costPage(markup).utf8)
            site.files["draw.html"] = Array(ElementFigure.costPage(#"<dial-picker mode="time" value="07:30" hour-cycle="24"></dial-picker>"#).utf8)
        }
        if let baseline {
            for name in ["dial-picker.js", "dial.wasm"] {
                guard let bytes = FileBytes.read(baseline + "/" + name) else { throw WebError.unreadable(baseline + "/" + name) }
                site.files["baseline/" + name] = bytes
            }
            site.files["baseline.html"] = Array(ElementFigure.baselinePage.utf8)
        }
        let server = try StaticServer(port: 0)
        let base = "http://127.0.0.1:\(server.port)/"
        let stop = BenchStop()
        let served = site
        let thread = Thread { server.serve(served, until: { stop.isSet }) }
        thread.start()
        defer { stop.set() }

        var figures = [size(of: module, built: built)]
        for engine in engines {
            do {
                let page = try engine.launch(lifetime: browserLifetime)
                defer { page.close() }
                figures += try measure(in: page, base: base, site: site, built: built, runs: runs, baseline: baseline)
            } catch {
                figures.append(Figure(number: 11, name: "the browser front in \(engine.displayName)", value: "not measured: \(error)"))
            }
        }
        return figures
    }

    /// Every figure of one engine, each named with the browser's name and version.
    static func measure(in page: BrowserPage, base: String, site: Site, built: String, runs: Int, baseline: String?) throws -> [Figure] {
        try page.load(base + "index.html", until: "document.querySelector('dial-picker')?.ready === true", timeout: 30)
        let clock = try clockStep(page)
        var figures = try framesAgainstExp(page, runs: runs)
        figures.append(try optimizerEffect(page, base: base, clock: clock))
        figures.append(try firstDraw(page, base: base))
        figures.append(try heap(page))
        figures.append(try keyToDOM(page, base: base, clock: clock))
        figures += try ElementFigure.measure(page, base: base, site: site, built: built, runs: runs, baseline: baseline)
        return figures.map { figure in
            var named = figure
            named.name += ", \(page.version)"
            return named
        }
    }

    /// The smallest step of the page's `performance.now()`, in milliseconds (Chromium
    /// coarsens it to 0.1 ms; Firefox and WebKitGTK to 1 ms).
    static func clockStep(_ page: BrowserPage) throws -> Double {
        let step = try page.evaluate("""
            (() => { let smallest = Infinity, last = performance.now();
              for (let seen = 0; seen < 20;) { const now = performance.now(); if (now !== last) { smallest = Math.min(smallest, now - last); last = now; seen += 1; } }
              return smallest; })()
            """) as? Double
        guard let step, step > 0 else { throw BrowserError.failed("the page's clock did not move") }
        return step
    }

    static func size(of module: String, built: String) -> Figure {
        let bytes = FileBytes.size(module) ?? 0
        let gzipped = (try? ToolCommand.run("/bin/sh", ["-c", "gzip -9 -n -c '\(module)' | wc -c"], environment: ProcessEnvironmentList.current()))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        return Figure(number: 11, name: "dial.wasm (DialCore, the spinning dial's exports, its runtime; Embedded Swift, release; dial-range.wasm holds the range's)",
                      value: "\(bytes) bytes, \(gzipped) gzipped", goal: "≤ 40 KB, ≤ 16 KB gzipped",
                      met: bytes <= 40 * 1024 && gzipped <= 16 * 1024, method: "the module dial-web builds (\(built)); gzip -9 -n",
                      numbers: ["bytes": Double(bytes), "gzipBytes": Double(gzipped)])
    }

    /// 100,000 frames of a fling (spread over its first 2 s, still coasting at the end) through
    /// `dial_advance`, against 2,000,000 `Math.exp` calls, in one page; the ratio taken in each
    /// run. Each is timed as a block repeated until it has taken 50 ms (so a clock of 1 ms steps,
    /// Firefox's and WebKitGTK's, errs by 2 % at most). Then the frames the module builds for
    /// size, against the same `Math.exp`: a spring's (a dial stepped one detent, 100,000 frames
    /// over its first 0.3 s) and a range's (its end flung into its span limit, as figure 10's,
    /// 100,000 frames over the first 2 s of the coast); no goal, they show what the size costs.
    static func framesAgainstExp(_ page: BrowserPage, runs: Int) throws -> [Figure] {
        let script = """
            (async () => {
              const m = await import('./dial-picker.js');
              const x = await m.loadEngine('dial.wasm'), rx = await m.loadEngine('dial-range.wasm');
              const frames = 100000, calls = 2000000, results = [];
              // Nanoseconds a unit of a block (of that many units) run three times untimed, so
              // every engine's JIT has compiled it, then repeated until 50 ms have passed.
              let sink = 0;
              const timed = (units, block) => {
                for (let warm = 0; warm < 3; warm += 1) sink += block();
                let blocks = 0, elapsed = 0;
                const t0 = performance.now();
                do { sink += block(); blocks += 1; elapsed = performance.now() - t0; } while (elapsed < 50);
                return elapsed / (blocks * units) * 1e6;
              };
              // Each returns how many of its motions had come to rest at its end (none should have).
              const fling = () => {
                const h = x.dial_create(12, 5, 150, 0, 0, 0, 0);
                x.dial_fling(h, 40, 0);
                for (let i = 1; i <= frames; i += 1) x.dial_advance(h, i * 2e-5);
                const settled = x.dial_is_settled(h);
                x.dial_destroy(h);
                return settled;
              };
              const exps = () => { let sum = 0; for (let i = 1; i <= calls; i += 1) sum += Math.exp(-i * 1e-6); return sum * 0; };
              const empties = () => { let sum = 0; for (let i = 1; i <= calls; i += 1) sum += x.dial_is_settled(-1); return sum * 0; };
              const spring = () => {
                const s = x.dial_create(12, 5, 150, 0, 0, 0, 0);
                x.dial_step(s, 1, 0);
                for (let i = 1; i <= frames; i += 1) x.dial_advance(s, i * 3e-6);
                const settled = x.dial_is_settled(s);
                x.dial_destroy(s);
                return settled;
              };
              const touch = (f) => {
                const turns = 23 / 24 + f * 0.01;
                return [150 + 128 * Math.sin(turns * 2 * Math.PI), 150 - 128 * Math.cos(turns * 2 * Math.PI)];
              };
              const range = () => {
                const r = rx.range_create(24, 60, 150, 22, 0, 22 * 60, 60, 30, 600);
                rx.range_begin_drag(r, 1, ...touch(0), 0);
                for (let f = 1; f <= 5; f += 1) rx.range_drag(r, ...touch(f), f / 100);
                rx.range_release(r, 0.05);
                for (let i = 1; i <= frames; i += 1) rx.range_advance(r, 0.05 + i * 2e-5);
                const settled = rx.range_is_settled(r);
                rx.range_destroy(r);
                return settled;
              };
              for (let run = 0; run < \(runs); run += 1) {
                const times = [timed(frames, fling), timed(calls, exps), timed(calls, empties), timed(frames, spring), timed(frames, range)];
                results.push([times[0], times[1], sink === 0 ? 1 : 0, 0, times[2], times[3], times[4]]);
              }
              // How many Math functions a frame calls across the boundary: a second instance
              // whose imports count their calls.
              let imported = 0;
              const counted = (f) => (...a) => { imported += 1; return f(...a); };
              const env = {};
              for (const name of ['exp', 'expm1', 'log', 'sin', 'cos', 'atan2']) env[name] = counted(Math[name]);
              const bytes = await (await fetch('./dial.wasm')).arrayBuffer();
              const y = (await WebAssembly.instantiate(bytes, { env })).instance.exports;
              const h = y.dial_create(12, 5, 150, 0, 0, 0, 0);
              y.dial_fling(h, 40, 0);
              imported = 0;
              for (let i = 1; i <= frames; i += 1) y.dial_advance(h, i * 2e-5);
              results.push([imported / frames]);
              // The module with its own Math (no imports): the same frames, the same runs.
              const own = (await WebAssembly.instantiate(await (await fetch('./dial-own-math.wasm')).arrayBuffer(), {})).instance.exports;
              const ownFling = () => {
                const g = own.dial_create(12, 5, 150, 0, 0, 0, 0);
                own.dial_fling(g, 40, 0);
                for (let i = 1; i <= frames; i += 1) own.dial_advance(g, i * 2e-5);
                const settled = own.dial_is_settled(g);
                own.dial_destroy(g);
                return settled;
              };
              const ownTimes = [];
              for (let run = 0; run < \(runs); run += 1) ownTimes.push(timed(frames, ownFling));
              results.push(ownTimes);
              return results;
            })()
            """
        var results = try page.evaluate(script, timeout: 30 + Double(runs) * 10) as? [[Double]] ?? []
        let ownMath = median(results.popLast() ?? [])
        let imports = results.popLast()?.first ?? .nan
        guard !results.isEmpty, results.allSatisfy({ $0.count == 7 && $0[2] == 1 && $0[1] > 0 }) else {
            throw BrowserError.failed("the timing script gave \(results)")
        }
        let advance = median(results.map { $0[0] }), exp = median(results.map { $0[1] }), empty = median(results.map { $0[4] })
        let ratio = median(results.map { $0[0] / $0[1] })
        let spring = median(results.map { $0[5] }), range = median(results.map { $0[6] })
        let springRatio = median(results.map { $0[5] / $0[1] }), rangeRatio = median(results.map { $0[6] / $0[1] })
        return [Figure(number: 11, name: "dial_advance through WebAssembly, one frame of a fling, against Math.exp in the same page",
                      value: "\(formatted(advance)) ns = \(formatted(ratio, decimals: 2)) × Math.exp (\(formatted(exp)) ns); an empty call into the module \(formatted(empty)) ns; \(formatted(imports, decimals: 2)) Math imports called a frame; with the module's own Swift math, no imports: \(formatted(ownMath)) ns = \(formatted(ownMath / exp, decimals: 2)) × Math.exp",
                      goal: "≤ 5 Math.exp", met: ratio <= 5,
                      method: "median of \(runs) runs of 100,000 frames and 2,000,000 Math.exp calls, each repeated for 50 ms; the ratio within each run; performance.now()",
                      numbers: ["advanceNanoseconds": advance, "expNanoseconds": exp, "ratio": ratio, "emptyCallNanoseconds": empty,
                                "importsPerFrame": imports, "ownMathNanoseconds": ownMath]),
                Figure(number: 11, name: "a spring's frame (dial_advance after dial_step) and a range's (range_advance, its end coasting into a limit), in the page",
                       value: "spring \(formatted(spring)) ns = \(formatted(springRatio, decimals: 2)) × Math.exp; range \(formatted(range)) ns = \(formatted(rangeRatio, decimals: 2)) × Math.exp",
                       method: "median of \(runs) runs of 100,000 frames each, against the Math.exp calls above; the ratios within each run",
                       numbers: ["springNanoseconds": spring, "springRatio": springRatio, "rangeNanoseconds": range, "rangeRatio": rangeRatio])]
    }

    /// What wasm-opt does to the engine's frames: fresh instances of the page's `dial.wasm` and of
    /// the module as linked before it, in a page with nothing else (the static page), a coast's,
    /// a spring's and a range's 100,000 frames of each in turn, 41 rounds; the fastest round and
    /// the median. Each measure repeats its 100,000 frames (a motion made afresh each time) until
    /// 50 steps of the page's clock (`clock`, ms) have passed, so that Firefox's and WebKitGTK's
    /// 1 ms steps err by 2 % at most. Each module's bytes get an empty custom section at their end
    /// first: V8 shares the code it compiled among modules of the same bytes, and code compiled
    /// for the element's module earlier in the run (or for the other, when both are the same) ran
    /// its frames a quarter slower than a module compiled afresh.
    static func optimizerEffect(_ page: BrowserPage, base: String, clock: Double) throws -> Figure {
        try page.load(base + "static.html?optimizer", until: "document.readyState === 'complete'")
        let times = try page.evaluate("""
            (async () => {
              const env = { exp: Math.exp, expm1: Math.expm1, log: Math.log, sin: Math.sin, cos: Math.cos, atan2: Math.atan2 };
              const fresh = async (name, mark) => {
                const bytes = new Uint8Array(await (await fetch(name)).arrayBuffer());
                const unique = new Uint8Array(bytes.length + 4);
                unique.set(bytes);
                unique.set([0, 2, 1, mark], bytes.length);  // a custom section named by one byte
                return (await WebAssembly.instantiate(unique, { env })).instance.exports;
              };
              // [dial's, range's] of the optimized modules and of the linked ones
              const modules = [[await fresh('./dial.wasm', 65), await fresh('./dial-range.wasm', 67)],
                               [await fresh('./dial-linked.wasm', 66), await fresh('./dial-range-linked.wasm', 68)]];
              const frames = 100000, times = [[[], []], [[], []], [[], []]];  // [coast, spring, range][optimized, linked]
              // Nanoseconds a frame: `motion` (which makes its motion, then returns a function
              // that runs its 100,000 frames and ends it) repeated until 50 clock steps have passed.
              const timed = (motion) => {
                let runs = 0, elapsed = 0;
                do {
                  const frameAll = motion();
                  const t0 = performance.now();
                  frameAll();
                  elapsed += performance.now() - t0;
                  runs += 1;
                } while (elapsed < \(50 * clock));
                return elapsed / (runs * frames) * 1e6;
              };
              const dial = (m, spring) => timed(() => {
                const g = m.dial_create(12, 5, 150, 0, 0, 0, 0);
                if (spring) m.dial_step(g, 1, 0); else m.dial_fling(g, 40, 0);
                return () => {
                  for (let i = 1; i <= frames; i += 1) m.dial_advance(g, i * (spring ? 3e-6 : 2e-5));
                  m.dial_destroy(g);
                };
              });
              const touch = (f) => {
                const turns = 23 / 24 + f * 0.01;
                return [150 + 128 * Math.sin(turns * 2 * Math.PI), 150 - 128 * Math.cos(turns * 2 * Math.PI)];
              };
              const range = (m) => timed(() => {
                const r = m.range_create(24, 60, 150, 22, 0, 22 * 60, 60, 30, 600);
                m.range_begin_drag(r, 1, ...touch(0), 0);
                for (let f = 1; f <= 5; f += 1) m.range_drag(r, ...touch(f), f / 100);
                m.range_release(r, 0.05);
                return () => {
                  for (let i = 1; i <= frames; i += 1) m.range_advance(r, 0.05 + i * 2e-5);
                  m.range_destroy(r);
                };
              });
              for (let round = 0; round < 41; round += 1) {
                for (const k of round % 2 ? [1, 0] : [0, 1]) {
                  times[0][k].push(dial(modules[k][0], false)); times[1][k].push(dial(modules[k][0], true)); times[2][k].push(range(modules[k][1]));
                }
              }
              return times.flat();
            })()
            """, timeout: 60 + 41 * 6 * 50 * clock / 1000) as? [[Double]] ?? []
        guard times.count == 6, times.allSatisfy({ $0.count == 41 }) else { throw BrowserError.failed("the optimizer's rounds gave \(times)") }
        let said = times.map { "\(formatted($0.min() ?? .nan)) (\(formatted(median($0))))" }
        return Figure(number: 11, name: "wasm-opt's effect on the frames: dial.wasm against the module as linked before it",
                      value: "a coast's frame \(said[0]) ns against \(said[1]) ns as linked; a spring's \(said[2]) against \(said[3]); a range's \(said[4]) against \(said[5]) (the fastest of 41 rounds, the median in brackets)",
                      method: "fresh instances of both modules, compiled afresh, in a page with nothing else; each frame's 100,000 calls in each module in turn, repeated for 50 steps of performance.now() (\(formatted(clock, decimals: 2)) ms), 41 rounds",
                      numbers: ["optimizedCoast": times[0].min() ?? .nan, "linkedCoast": times[1].min() ?? .nan,
                                "optimizedSpring": times[2].min() ?? .nan, "linkedSpring": times[3].min() ?? .nan,
                                "optimizedRange": times[4].min() ?? .nan, "linkedRange": times[5].min() ?? .nan])
    }

    /// index.html loaded five times (warm); the first dial's mark, from the navigation's start.
    static func firstDraw(_ page: BrowserPage, base: String) throws -> Figure {
        var times: [Double] = []
        for _ in 0..<6 {  // the first load warms the cache; five are timed
            try page.load(base + "index.html?\(times.count)", until: "performance.getEntriesByName('dial-picker-first-draw').length > 0", timeout: 15)
            let time = try page.evaluate("performance.getEntriesByName('dial-picker-first-draw')[0].startTime") as? Double ?? .nan
            times.append(time)
        }
        let timed = times.dropFirst()
        let best = timed.min() ?? .nan
        return Figure(number: 11, name: "the first drawn dial of index.html, from the navigation's start",
                      value: "\(formatted(best)) ms (best of five warm loads; all: \(timed.map { formatted($0) }.joined(separator: ", ")) ms)",
                      goal: "≤ 150 ms after the browser is up", met: best <= 150,
                      method: "performance.mark when the element's SVG is in its shadow root", numbers: ["milliseconds": best])
    }

    /// A fling driven for 10,000 frames in the page: the heap's bytes in use and blocks handed
    /// out (DialWasmRuntime's counters), and the module's memory, before and after.
    static func heap(_ page: BrowserPage) throws -> Figure {
        let script = """
            (async () => {
              const x = await (await import('./dial-picker.js')).loadEngine();
              const h = x.dial_create(12, 5, 150, 0, 0, 0, 0);
              x.dial_fling(h, 60, 0);
              let ticks = 0;
              for (let i = 1; i <= 10; i += 1) ticks += x.dial_advance(h, i / 1000);
              const before = [Number(x.dial_heap_in_use()), Number(x.dial_allocation_count()), x.memory.buffer.byteLength];
              for (let i = 11; i <= 10010; i += 1) ticks += x.dial_advance(h, i / 1000);
              const after = [Number(x.dial_heap_in_use()), Number(x.dial_allocation_count()), x.memory.buffer.byteLength];
              x.dial_destroy(h);
              return [...before, ...after, ticks];
            })()
            """
        let n = try page.evaluate(script, timeout: 30) as? [Double] ?? []
        guard n.count == 7 else { throw BrowserError.failed("the heap script gave \(n)") }
        let grown = n[3] - n[0], blocks = n[4] - n[1], memory = n[5] - n[2]
        return Figure(number: 11, name: "the wasm heap over 10,000 frames of a fling driven in the page",
                      value: "\(formatted(grown, decimals: 0)) bytes grown (\(formatted(n[0], decimals: 0)) in use), \(formatted(blocks, decimals: 0)) blocks allocated, memory \(formatted(memory, decimals: 0)) bytes grown; \(formatted(n[6], decimals: 0)) events",
                      goal: "0 bytes", met: grown == 0 && blocks == 0 && memory == 0,
                      method: "dial_heap_in_use, dial_allocation_count and memory.buffer.byteLength after 10 warm-up frames and after 10,000 more",
                      numbers: ["heapGrowth": grown, "allocations": blocks, "memoryGrowth": memory])
    }

    /// Twenty arrow keys on a time dial's minute thumb: the new value text in the DOM from a
    /// listener that runs after the element's in the key's own task, before the next animation
    /// frame; the element's handling timed from a listener that runs before it.
    static func keyToDOM(_ page: BrowserPage, base: String, clock: Double) throws -> Figure {
        try page.load(base + "index.html", until: "document.getElementById('first-dial')?.ready === true")
        try page.evaluate("""
            window.keyTimes = [];
            const p = document.getElementById('first-dial');
            const minute = p.shadowRoot.querySelector('[data-thumb=minute]');
            window.addEventListener('keydown', () => {
              const entry = { start: performance.now(), before: minute.getAttribute('aria-valuetext'), frame: false };
              keyTimes.push(entry);
              requestAnimationFrame(() => { entry.frame = true; });
            }, { capture: true });
            document.addEventListener('keydown', () => {
              const entry = keyTimes[keyTimes.length - 1];
              entry.end = performance.now();
              entry.inDOM = minute.getAttribute('aria-valuetext') !== entry.before && !entry.frame;
            });
            minute.focus(); true
            """)
        for _ in 0..<20 { try page.press("ArrowRight") }
        let entries = try page.evaluate("keyTimes.map((e) => [e.end - e.start, e.inDOM ? 1 : 0])") as? [[Double]] ?? []
        guard entries.count == 20 else { throw BrowserError.failed("the key script saw \(entries.count) keys") }
        let inDOM = entries.filter { $0[1] == 1 }.count
        let time = median(entries.map { $0[0] })
        return Figure(number: 11, name: "a key's new value in the DOM, on a time dial's minute thumb",
                      value: "\(inDOM) of 20 keys in the DOM within the key's own task, before the next frame; the element's handling \(formatted(time, decimals: 2)) ms (median)",
                      goal: "every key before the next animation frame", met: inDOM == 20,
                      method: "keydown listeners before and after the element's own; performance.now(), whose steps here are \(formatted(clock, decimals: 2)) ms",
                      numbers: ["keysInDOM": Double(inDOM), "handlingMilliseconds": time])
    }
}

/// A flag the bench sets to stop its server's thread.
final class BenchStop: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
