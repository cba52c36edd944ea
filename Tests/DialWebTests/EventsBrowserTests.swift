import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// `input` fires exactly when `value` changes, never twice in a row with the same value; a
    /// `tick` per detent crossed is a separate event; `change` (and `settled`) come when what is left
    /// of the motion is under a quarter of a pixel at the drawn radius.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct EventsBrowserTests {
        /// Records the picker `id`'s `input` values, `tick` details and `change` values in
        /// `window.heard`.
        static func listen(_ id: String) -> String {
            """
            { window.heard = { input: [], tick: [], change: [] };
              const p = document.getElementById('\(id)');
              p.addEventListener('input', () => heard.input.push(p.value));
              p.addEventListener('tick', (e) => heard.tick.push(e.detail));
              p.addEventListener('change', () => heard.change.push(p.value)); true }
            """
        }

        struct Heard: Equatable, CustomStringConvertible {
            var input: [String], ticks: Int, change: [String]
            var description: String { "input \(input), \(ticks) ticks, change \(change)" }
        }

        static func heard(_ page: BrowserPage) throws -> Heard {
            let raw: [String: [Any]] = try PickerPage.read(page, "heard")
            return Heard(input: raw["input"] as? [String] ?? [], ticks: raw["tick"]?.count ?? -1, change: raw["change"] as? [String] ?? [])
        }

        @Test(arguments: BrowserFixture.engines) func aKeyFiresOneInputForItsOneNewValueAndATickPerDetent(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="t" mode="time" value="09:41" hour-cycle="24"></dial-picker>
                    <dial-picker id="r" mode="range" value="22:30-06:45"></dial-picker>
                    """)
                try page.evaluate(Self.listen("t"))
                try PickerPage.type(page, "t", thumb: 0, ["ArrowRight"])
                try page.wait(for: "document.getElementById('t').settled", timeout: 10)
                let hour = try Self.heard(page)
                #expect(hour.input == ["10:41"] && hour.change == ["10:41"] && (1...60).contains(hour.ticks), "\(hour)")
                try page.evaluate(Self.listen("r"))
                try PickerPage.type(page, "r", thumb: 1, ["ArrowRight"])
                try page.wait(for: "document.getElementById('r').settled", timeout: 10)
                #expect(try Self.heard(page) == Heard(input: ["22:30-06:46"], ticks: 1, change: ["22:30-06:46"]))
                let detail: Double = try PickerPage.read(page, "heard.tick[0]")
                #expect(detail == 406, "a tick's detail is the detent crossed")
            }
        }

        /// A fling and an arc drag: every `input` carries a value other than the one before it.
        @Test(arguments: BrowserFixture.engines) func aFlingAndAnArcDragNeverFireTheSameValueTwiceInARow(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("""
                    <dial-picker id="d" mode="duration" value="0m" step="5"></dial-picker>
                    <dial-picker id="r" mode="range" value="03:00-09:00" step="15"></dial-picker>
                    """)
                try page.evaluate(Self.listen("d"))
                try PickerPage.flingAQuarterBack(page, "d")
                try page.wait(for: "document.getElementById('d').settled", timeout: 15)
                let fling = try Self.heard(page)
                #expect(fling.input.count >= 2 && zip(fling.input, fling.input.dropFirst()).allSatisfy { $0 != $1 }, "\(fling)")
                #expect(fling.input.last == fling.change.last && fling.change.count == 1, "\(fling)")
                #expect(fling.ticks >= 1, "ticks, at most one a frame (ticksComeAtMostOneAFrame): \(fling)")
                // The arc of 03:00-09:00 lies round 3 o'clock (06:00 on the 24-hour face): drag it a quarter
                // turn (six hours) on, slowly.
                try page.evaluate(Self.listen("r"))
                let arc = try PickerPage.point(page, "r")
                var angle = Double.pi / 2
                var point = arc(angle, 128)
                try page.mouse("mousePressed", x: point.0, y: point.1, pressed: true)
                for _ in 1...12 {
                    angle += Double.pi / 24
                    point = arc(angle, 128)
                    try page.mouse("mouseMoved", x: point.0, y: point.1, pressed: true)
                }
                usleep(150_000)
                try page.mouse("mouseReleased", x: point.0, y: point.1)
                try page.wait(for: "document.getElementById('r').settled", timeout: 15)
                let dragged = try Self.heard(page)
                #expect(dragged.input.count >= 4 && zip(dragged.input, dragged.input.dropFirst()).allSatisfy { $0 != $1 }, "\(dragged)")
                #expect(dragged.change == ["09:00-15:00"], "\(dragged)")
            }
        }

        /// A slow drag let go while moving coasts onto a detent: it comes to rest (and fires
        /// `change`) at most 250 ms after the last frame whose rotation is still a quarter of a pixel
        /// or more from where it rests, measured at the drawn radius. With the engine's fixed
        /// tolerance (0.001 rad) a small dial crept on unseen for 0.7 s more, and a large one (0.3 px
        /// at 600 px) ended with more than a quarter pixel left. The element gives the engine a
        /// quarter pixel at its radius.
        @Test(arguments: BrowserFixture.engines, [120, 600])
        func changeComesWithinAQuarterPixelAnd250MillisecondsOfTheLastVisibleMovement(_ engine: BrowserEngine, width: Int) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="minutes" value="00" style="width: \#(width)px"></dial-picker>"#)
                try page.evaluate("""
                    { const p = document.getElementById('p');
                      p.trace = [];
                      window.frames = []; window.changedAt = null;
                      p.addEventListener('change', () => { changedAt = performance.now(); });
                      const record = () => { frames.push([performance.now(), p.rotation]); if (changedAt === null) requestAnimationFrame(record); };
                      requestAnimationFrame(record); true }
                    """)
                // A quarter turn counter-clockwise over about 0.3 s, let go while moving.
                let at = try PickerPage.point(page, "p")
                var point = at(Double.pi / 2, 110)
                try page.mouse("mousePressed", x: point.0, y: point.1, pressed: true)
                for move in 1...10 {
                    usleep(30_000)
                    point = at(Double.pi / 2 - Double(move) * Double.pi / 20, 110)
                    try page.mouse("mouseMoved", x: point.0, y: point.1, pressed: true)
                }
                try page.mouse("mouseReleased", x: point.0, y: point.1)
                try page.wait(for: "changedAt !== null", timeout: 20)
                let radius = Double(width) / 2
                let frames: [[Double]] = try PickerPage.read(page, "frames.filter((f) => f[0] < changedAt)")
                let changedAt: Double = try PickerPage.read(page, "changedAt")
                let rest: Double = try PickerPage.read(page, "document.getElementById('p').rotation")
                let visible = frames.last { abs($0[1] - rest) * radius >= 0.25 }
                let last = try #require(visible, "no frame moved visibly")
                #expect(changedAt - last[0] <= 250, "change \(changedAt - last[0]) ms after the last visible frame")
                let tolerance: [String] = try PickerPage.read(page, "document.getElementById('p').trace.filter((e) => e[0] === 'set_rest_tolerance').map((e) => e[1])")
                let radians = try #require(tolerance.last.flatMap { UInt64($0, radix: 16) }.map(Double.init(bitPattern:)), "\(tolerance)")
                #expect(abs(radians * radius - 0.25) < 1e-9, "rest tolerance \(radians) rad at \(radius) px")
            }
        }

        /// A tick is for a sound or a vibration: at most one a frame, however many detents a frame
        /// crosses (17 presses on an hour thumb cross 17 · 12 detents of 5 minutes).
        @Test(arguments: BrowserFixture.engines) func ticksComeAtMostOneAFrame(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="t" mode="time" value="00:00" step="5" hour-cycle="24"></dial-picker>"#)
                try page.evaluate(Self.listen("t"))
                try page.evaluate("""
                    window.frames = 0; window.tickFrames = []; window.counting = true;
                    document.getElementById('t').addEventListener('tick', () => tickFrames.push(frames));
                    const count = () => { frames += 1; if (counting) requestAnimationFrame(count); }; requestAnimationFrame(count); true
                    """)
                try PickerPage.type(page, "t", thumb: 0, Array(repeating: "ArrowRight", count: 17))
                try page.wait(for: "document.getElementById('t').settled", timeout: 20)
                try page.evaluate("counting = false; true")
                #expect(try PickerPage.value(page, "t") == "17:00")
                let frames: [Int] = try PickerPage.read(page, "tickFrames")
                #expect(!frames.isEmpty && Set(frames).count == frames.count, "at most one tick a frame: \(frames)")
            }
        }
    }
}
