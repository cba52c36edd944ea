import BrowserHarness
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time.
extension PickerBrowserTests {
    /// Every thumb's `aria-valuenow`, `aria-valuemin` and `aria-valuemax`, in each mode and at
    /// several steps: the thumb's value and bounds in its own unit (hours on an hour thumb, minutes
    /// on a minute thumb, minutes for a duration, the index for labels, minutes since midnight on a
    /// range end). A step changes which values there are, never the unit.
    ///
    /// Three minutes a test: the first browser test of a run may wait for the site's build (the
    /// engine compiled to wasm when a source changed, up to the builder's 120 s) and the browser.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct PickerAriaNumbersBrowserTests {
        /// Each picker's thumbs, each thumb's now, min and max, for the pickers in the page.
        static let numbers = """
            [...document.querySelectorAll('dial-picker')].map((p) => [...p.shadowRoot.querySelectorAll('[role=slider]')]
              .map((t) => ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'].map((a) => Number(t.getAttribute(a)))))
            """

        /// A picker's attributes and, thumb by thumb, the now, min and max it must show.
        static let cases: [(attributes: String, thumbs: [[Double]])] = [
            (#"mode="time" value="09:45" step="15" min="08:30" max="17:15""#, [[9, 8, 17], [45, 0, 45]]),
            (#"mode="time" value="23:58""#, [[23, 0, 23], [58, 0, 59]]),
            (#"mode="time" value="10:20" step="20""#, [[10, 0, 23], [20, 0, 40]]),
            (#"mode="hours" value="05" min="03" max="20""#, [[5, 3, 20]]),
            (#"mode="hours" value="17""#, [[17, 0, 23]]),
            (#"mode="minutes" value="35" step="5""#, [[35, 0, 55]]),
            (#"mode="minutes" value="30" step="10" min="10" max="50""#, [[30, 10, 50]]),
            (#"mode="minutes" value="07""#, [[7, 0, 59]]),
            (#"mode="minutes" value="30" step="30""#, [[30, 0, 30]]),
            (#"mode="duration" value="1h30m" step="5" max="8h""#, [[90, 0, 480]]),
            (#"mode="duration" value="45m" step="15" min="15" max="2h""#, [[45, 15, 120]]),
            (#"mode="duration" value="2h" step="30""#, [[120, 0, 1440]]),
            (#"mode="duration" value="10m" step="2" max="1h""#, [[10, 0, 60]]),
            (#"mode="duration" value="90" max="9999h""#, [[90, 0, 599_940]]),
            (#"mode="labels" labels="a,b,c,d" value="c""#, [[2, 0, 3]]),
        ]

        @Test(arguments: BrowserFixture.engines) func everyThumbsNumbersInEveryModeAndStep(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                try fixture.show(Self.cases.map { "<dial-picker \($0.attributes)></dial-picker>" }.joined())
                let shown = try #require(try fixture.page.evaluate(Self.numbers) as? [[[Double]]])
                #expect(shown.count == Self.cases.count)
                for (index, (attributes, thumbs)) in Self.cases.enumerated() where index < shown.count {
                    #expect(shown[index] == thumbs, "\(attributes): now, min, max of each thumb")
                }
            }
        }

        /// Range pickers and, end by end, the now, min and max each must show: minutes since
        /// midnight (0–1439). An end's reach follows the other end and the span limits (the start
        /// from `end − max-span` to `end − min-span`, the end from `start + min-span` to
        /// `start + max-span`): a reach within the day is its min and max; a whole day's reach, or
        /// one across midnight, is 0 to the day's last step.
        static let ranges: [(attributes: String, thumbs: [[Double]])] = [
            // No span limits: each end reaches the whole day.
            (#"value="22:30-06:45" step="15""#, [[1350, 0, 1425], [405, 0, 1425]]),
            // 8h30m between 1h and 10h: the start from 07:30 to 16:30, the end from 10:00 to 19:00.
            (#"value="09:00-17:30" step="30" min-span="1h" max-span="10h""#, [[540, 450, 990], [1050, 600, 1140]]),
            // 5m of at most 1h: the start from 07:10 to 08:10, the end from 08:05 to 09:05.
            (#"value="08:05-08:10" step="5" max-span="1h""#, [[485, 430, 490], [490, 485, 545]]),
            // 1h across midnight of at most 2h: each end's reach crosses midnight.
            (#"value="23:30-00:30" step="30" max-span="2h""#, [[1410, 0, 1410], [30, 0, 1410]]),
        ]

        @Test(arguments: BrowserFixture.engines) func aRangeEndsNumbersAreMinutesSinceMidnightWithinItsReach(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                try fixture.show(Self.ranges.map { #"<dial-picker mode="range" \#($0.attributes)></dial-picker>"# }.joined())
                let shown = try #require(try fixture.page.evaluate(Self.numbers) as? [[[Double]]])
                #expect(shown.count == Self.ranges.count)
                for (index, (attributes, thumbs)) in Self.ranges.enumerated() where index < shown.count {
                    #expect(shown[index] == thumbs, "\(attributes): now, min, max of each end")
                    for thumb in shown[index] where thumb.count == 3 {
                        #expect(0 <= thumb[1] && thumb[1] <= thumb[0] && thumb[0] <= thumb[2] && thumb[2] <= 1439, "0 ≤ min ≤ now ≤ max ≤ 1439: \(thumb)")
                    }
                }
            }
        }
    }
}
