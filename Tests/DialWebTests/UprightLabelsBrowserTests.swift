import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The face turns and its labels read upright (each turned back by the face's rotation about its
    /// own centre), where they are placed; `label-orientation="radial"` turns them with the face.
    @Suite(.timeLimit(.minutes(2)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
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
