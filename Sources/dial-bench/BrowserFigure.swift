import BrowserHarness
import DialWeb
import Foundation
import ProcessHarness

/// Figure 11: the browser front, measured in headless Chromium: `dial.wasm`'s size, a frame of
/// `advance` through WebAssembly against `Math.exp` in the same page, the first drawn dial of
/// `index.html`, the wasm heap over 10,000 frames, a key's new value in the DOM, and the element
/// as a page ships it (``ElementFigure``).
///
/// The site is built as `dial-web` builds it and served on a loopback port; one browser, killed
/// with its process tree at a deadline of its own.
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

    static func measureOrThrow(runs: Int, baseline: String?) throws -> [Figure] {
        guard let path = DevToolsPipe.findBrowser() else { throw BrowserError.notInstalled }
        let builder = WasmModuleBuilder()
        let minifier = ModuleMinifier.onPath()
        let module = try builder.build()
        var site = try Site.assemble(folder: PackageLayout.current.siteFolder, module: module, minifier: minifier)
        let built = (minifier.map { "the module minified by esbuild \($0.version())" } ?? "the module not minified (no esbuild on PATH)")
            + (builder.optimizer == nil ? ", dial.wasm not optimized (no wasm-opt on PATH)" : ", dial.wasm through wasm-opt -Oz")
        let ownMath = try OwnMathModule.build(builder)
        site.files["dial-own-math.wasm"] = FileBytes.read(ownMath)
        // The module as linked, before wasm-opt: its frames are timed beside the page's.
        site.files["dial-linked.wasm"] = FileBytes.read(builder.layout.scratchPath + "/dial.linked.wasm")
        site.files["element.html"] = Array(ElementFigure.elementPage.utf8)
        site.files["element-preload.html"] = Array(ElementFigure.preloadPage.utf8)
        site.files["static.html"] = Array(ElementFigure.staticPage.utf8)
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
        let browser = try DevToolsPipe(browser: path, lifetime: 180)
        defer { browser.close() }
        let page = try BrowserPage(browser: browser)

        var figures = [size(of: module, built: built)]
        try page.load(base + "index.html", until: "document.querySelector('dial-picker')?.ready === true")
        figures += try framesAgainstExp(page, runs: runs)
        figures.append(try optimizerEffect(page, base: base))
        figures.append(try firstDraw(page, base: base))
        figures.append(try heap(page))
        figures.append(try keyToDOM(page, base: base))
        figures += try ElementFigure.measure(page, base: base, site: site, built: built, runs: runs, baseline: baseline)
        return figures
    }

    static func size(of module: String, built: String) -> Figure {
        let bytes = FileBytes.size(module) ?? 0
        let gzipped = (try? ToolCommand.run("/bin/sh", ["-c", "gzip -9 -n -c '\(module)' | wc -c"], environment: ProcessEnvironmentList.current()))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        return Figure(number: 11, name: "dial.wasm (DialCore, the dial's and the range's exports, its runtime; Embedded Swift, release)",
                      value: "\(bytes) bytes, \(gzipped) gzipped", goal: "≤ 40 KB, ≤ 16 KB gzipped",
                      met: bytes <= 40 * 1024 && gzipped <= 16 * 1024, method: "the module dial-web builds (\(built)); gzip -9 -n",
                      numbers: ["bytes": Double(bytes), "gzipBytes": Double(gzipped)])
    }

    /// 100,000 frames of a fling (spread over its first 2 s, still coasting at the end) through
    /// `dial_advance`, against 2,000,000 `Math.exp` calls (enough to time at the 0.1 ms that
    /// Chromium's clock gives), in one page; the ratio taken in each run. Then the frames the
    /// module builds for size, against the same `Math.exp`: a spring's (a dial stepped one
    /// detent, 100,000 frames over its first 0.3 s) and a range's (its end flung into its span
    /// limit, as figure 10's, 100,000 frames over the first 2 s of the coast); no goal, they show
    /// what the size costs.
    static func framesAgainstExp(_ page: BrowserPage, runs: Int) throws -> [Figure] {
        let script = """
            (async () => {
              const x = await (await import('./dial-picker.js')).loadEngine();
              const frames = 100000, calls = 2000000, results = [];
              const touch = (f) => {
                const turns = 23 / 24 + f * 0.01;
                return [150 + 128 * Math.sin(turns * 2 * Math.PI), 150 - 128 * Math.cos(turns * 2 * Math.PI)];
              };
              for (let run = 0; run < \(runs); run += 1) {
                const h = x.dial_create(12, 5, 150, 0, 0, 0, 0);
                x.dial_fling(h, 40, 0);
                let t0 = performance.now();
                for (let i = 1; i <= frames; i += 1) x.dial_advance(h, i * 2e-5);
                const advance = (performance.now() - t0) / frames * 1e6;
                const moving = x.dial_is_settled(h) === 0;
                x.dial_destroy(h);
                let sum = 0;
                t0 = performance.now();
                for (let i = 1; i <= calls; i += 1) sum += Math.exp(-i * 1e-6);
                const exp = (performance.now() - t0) / calls * 1e6;
                t0 = performance.now();
                for (let i = 1; i <= calls; i += 1) sum += x.dial_is_settled(-1);
                const empty = (performance.now() - t0) / calls * 1e6;
                const s = x.dial_create(12, 5, 150, 0, 0, 0, 0);
                x.dial_step(s, 1, 0);
                t0 = performance.now();
                for (let i = 1; i <= frames; i += 1) x.dial_advance(s, i * 3e-6);
                const spring = (performance.now() - t0) / frames * 1e6;
                const springMoving = x.dial_is_settled(s) === 0;
                x.dial_destroy(s);
                const r = x.range_create(24, 60, 150, 22, 0, 22 * 60, 60, 30, 600);
                x.range_begin_drag(r, 1, ...touch(0), 0);
                for (let f = 1; f <= 5; f += 1) x.range_drag(r, ...touch(f), f / 100);
                x.range_release(r, 0.05);
                t0 = performance.now();
                for (let i = 1; i <= frames; i += 1) x.range_advance(r, 0.05 + i * 2e-5);
                const range = (performance.now() - t0) / frames * 1e6;
                const rangeMoving = x.range_is_settled(r) === 0;
                x.range_destroy(r);
                results.push([advance, exp, moving && springMoving && rangeMoving ? 1 : 0, sum, empty, spring, range]);
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
              const ownTimes = [];
              for (let run = 0; run < \(runs); run += 1) {
                const g = own.dial_create(12, 5, 150, 0, 0, 0, 0);
                own.dial_fling(g, 40, 0);
                const t0 = performance.now();
                for (let i = 1; i <= frames; i += 1) own.dial_advance(g, i * 2e-5);
                ownTimes.push((performance.now() - t0) / frames * 1e6);
                own.dial_destroy(g);
              }
              results.push(ownTimes);
              return results;
            })()
            """
        var results = try page.evaluate(script, timeout: 60) as? [[Double]] ?? []
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
                      method: "median of \(runs) runs of 100,000 frames and 2,000,000 Math.exp calls; the ratio within each run; performance.now()",
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
    /// the median. Each module's bytes get an empty custom section at their end first: V8 shares
    /// the code it compiled among modules of the same bytes, and code compiled for the element's
    /// module earlier in the run (or for the other, when both are the same) ran its frames a
    /// quarter slower than a module compiled afresh.
    static func optimizerEffect(_ page: BrowserPage, base: String) throws -> Figure {
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
              const modules = [await fresh('./dial.wasm', 65), await fresh('./dial-linked.wasm', 66)];
              const frames = 100000, times = [[[], []], [[], []], [[], []]];  // [coast, spring, range][optimized, linked]
              const dial = (m, spring) => {
                const g = m.dial_create(12, 5, 150, 0, 0, 0, 0);
                if (spring) m.dial_step(g, 1, 0); else m.dial_fling(g, 40, 0);
                const t0 = performance.now();
                for (let i = 1; i <= frames; i += 1) m.dial_advance(g, i * (spring ? 3e-6 : 2e-5));
                const ns = (performance.now() - t0) / frames * 1e6;
                m.dial_destroy(g);
                return ns;
              };
              const touch = (f) => {
                const turns = 23 / 24 + f * 0.01;
                return [150 + 128 * Math.sin(turns * 2 * Math.PI), 150 - 128 * Math.cos(turns * 2 * Math.PI)];
              };
              const range = (m) => {
                const r = m.range_create(24, 60, 150, 22, 0, 22 * 60, 60, 30, 600);
                m.range_begin_drag(r, 1, ...touch(0), 0);
                for (let f = 1; f <= 5; f += 1) m.range_drag(r, ...touch(f), f / 100);
                m.range_release(r, 0.05);
                const t0 = performance.now();
                for (let i = 1; i <= frames; i += 1) m.range_advance(r, 0.05 + i * 2e-5);
                const ns = (performance.now() - t0) / frames * 1e6;
                m.range_destroy(r);
                return ns;
              };
              for (let round = 0; round < 41; round += 1) {
                for (const k of round % 2 ? [1, 0] : [0, 1]) {
                  times[0][k].push(dial(modules[k], false)); times[1][k].push(dial(modules[k], true)); times[2][k].push(range(modules[k]));
                }
              }
              return times.flat();
            })()
            """, timeout: 60) as? [[Double]] ?? []
        guard times.count == 6, times.allSatisfy({ $0.count == 41 }) else { throw BrowserError.failed("the optimizer's rounds gave \(times)") }
        let said = times.map { "\(formatted($0.min() ?? .nan)) (\(formatted(median($0))))" }
        return Figure(number: 11, name: "wasm-opt's effect on the frames: dial.wasm against the module as linked before it",
                      value: "a coast's frame \(said[0]) ns against \(said[1]) ns as linked; a spring's \(said[2]) against \(said[3]); a range's \(said[4]) against \(said[5]) (the fastest of 41 rounds, the median in brackets)",
                      method: "fresh instances of both modules, compiled afresh, in a page with nothing else; each frame's 100,000 calls in each module in turn, 41 rounds",
                      numbers: ["optimizedCoast": times[0].min() ?? .nan, "linkedCoast": times[1].min() ?? .nan,
                                "optimizedSpring": times[2].min() ?? .nan, "linkedSpring": times[3].min() ?? .nan,
                                "optimizedRange": times[4].min() ?? .nan, "linkedRange": times[5].min() ?? .nan])
    }

    /// index.html loaded five times (warm); the first dial's mark, from the navigation's start.
    static func firstDraw(_ page: BrowserPage, base: String) throws -> Figure {
        var times: [Double] = []
        for _ in 0..<6 {  // the first load warms the cache; five are timed
            try page.load(base + "index.html?\(times.count)", until: "performance.getEntriesByName('dial-picker-first-draw').length > 0")
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
    static func keyToDOM(_ page: BrowserPage, base: String) throws -> Figure {
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
                      method: "keydown listeners before and after the element's own; performance.now() (Chromium coarsens it to 0.1 ms)",
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
