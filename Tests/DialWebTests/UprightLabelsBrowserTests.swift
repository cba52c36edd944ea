import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The face turns and its labels read upright (each turned back by the face's rotation about its
    /// own centre), where they are placed; `label-orientation="radial"` turns them with the face.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct UprightLabelsBrowserTests {
        /// Each label of the picker `id`: [its text, its box's centre x and y and its width and
        /// height in the 300-unit box].
        static func boxes(_ id: String) -> String {
            """
            (() => { const p = document.getElementById('\(id)'); const box = p.getBoundingClientRect(); const k = 300 / box.width;
              return [...p.shadowRoot.querySelectorAll('.label')].map((l) => { const r = l.getBoundingClientRect();
                return [l.textContent, (r.left + r.width / 2 - box.left) * k, (r.top + r.height / 2 - box.top) * k, r.width * k, r.height * k]; }); })()
            """
        }

        /// Samples the picker `id`'s drawing in each animation frame from now until it has moved and
        /// come to rest (at most 2,000 frames), into `samples.frames`: per frame [the ring's angle
        /// on the screen, the dial's rotation (both in degrees), the most a label is turned on the
        /// screen (degrees), the farthest a label's centre is from where the ring puts it (px)],
        /// from each node's screen transform. `samples.done` once it rests.
        static func sampleFrames(_ id: String) -> String {
            """
            (() => { const p = document.getElementById('\(id)'); const ring = p.shadowRoot.querySelector('.labels');
              const labels = [...ring.querySelectorAll('.label')];
              const angle = (m) => Math.atan2(m.b, m.a) * 180 / Math.PI;
              const at = (m, x, y) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
              window.samples = { frames: [], moved: false, done: false };
              const frame = () => {
                const r = ring.getScreenCTM(); let tilt = 0, shift = 0;
                for (const l of labels) {
                  const m = l.getScreenCTM(); const x = Number(l.getAttribute('x')), y = Number(l.getAttribute('y'));
                  const [a, b] = at(m, x, y), [c, d] = at(r, x, y);
                  tilt = Math.max(tilt, Math.abs(angle(m))); shift = Math.max(shift, Math.hypot(a - c, b - d));
                }
                samples.frames.push([angle(r), p.rotation * 180 / Math.PI, tilt, shift]);
                if (!p.settled) samples.moved = true;
                if ((samples.moved && p.settled) || samples.frames.length >= 2000) { samples.done = true; return; }
                requestAnimationFrame(frame);
              };
              requestAnimationFrame(frame); return true; })()
            """
        }

        /// Mid-coast as at rest, in every frame: the face turns with the engine's rotation, and each
        /// label reads upright (turned by less than half a degree on the screen) where the turning
        /// face puts it (its centre within half a pixel), as the face is drawn in the same frame.
        @Test(arguments: BrowserFixture.engines) func labelsReadUprightInEveryFrameOfACoast(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="c" mode="minutes" value="00"></dial-picker>"#)
                try page.evaluate(Self.sampleFrames("c"))
                try PickerPage.flingAQuarterBack(page, "c")
                try page.wait(for: "samples.done", timeout: 40)
                let frames: [[Double]] = try PickerPage.read(page, "samples.frames")
                let turns = frames.map { frame in
                    // The ring's angle against the dial's rotation, within (−180, 180].
                    let apart = (frame[0] - frame[1]).truncatingRemainder(dividingBy: 360)
                    return abs(apart > 180 ? apart - 360 : apart < -180 ? apart + 360 : apart)
                }
                let angles = Set(frames.map { ($0[0] * 10).rounded() })
                #expect(frames.count >= 10 && angles.count >= 5, "the face turned through \(angles.count) angles in \(frames.count) frames")
                #expect(turns.allSatisfy { $0 < 0.5 }, "the face is drawn at the dial's rotation: \(turns.max() ?? .nan)° apart")
                #expect(frames.allSatisfy { $0[2] < 0.5 }, "a label turned by \(frames.map { $0[2] }.max() ?? .nan)° at most")
                #expect(frames.allSatisfy { $0[3] < 0.5 }, "a label \(frames.map { $0[3] }.max() ?? .nan) px from its place")
            }
        }

        @Test(arguments: BrowserFixture.engines) func labelsReadUprightWhereverTheFaceHasTurned(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                // Tuesday selected: the face has turned a quarter back, Monday at 9 o'clock, Wednesday at 3.
                try fixture.show("""
                    <dial-picker id="u" mode="labels" labels="Monday,Tuesday,Wednesday,Thursday" value="Tuesday"></dial-picker>
                    <dial-picker id="r" mode="labels" labels="Monday,Tuesday,Wednesday,Thursday" value="Tuesday" label-orientation="radial"></dial-picker>
                    """)
                for (id, upright) in [("u", true), ("r", false)] {
                    let labels: [[Any]] = try PickerPage.read(page, Self.boxes(id))
                    #expect(labels.count == 4)
                    for (index, label) in labels.enumerated() {
                        let numbers = label.dropFirst().compactMap { $0 as? Double }
                        let angle = Double(index - 1) * Double.pi / 2
                        let (x, y) = (150 + 126 * sin(angle), 150 - 126 * cos(angle))
                        #expect(abs(numbers[0] - x) < 4 && abs(numbers[1] - y) < 4, "\(id) \(label[0]) centred at (\(numbers[0]), \(numbers[1])), placed at (\(x), \(y))")
                        // A word on its side is taller than wide; upright, wider than tall.
                        let wide = numbers[2] > numbers[3]
                        #expect(wide == (upright || index % 2 == 1), "\(id) \(label[0]): \(numbers[2]) × \(numbers[3])")
                    }
                }
            }
        }
    }
}
