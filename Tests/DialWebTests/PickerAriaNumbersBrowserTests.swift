import BrowserHarness
import Testing

/// Every thumb's `aria-valuenow`, `aria-valuemin` and `aria-valuemax`, in each mode and at
/// several steps: the thumb's value and bounds in its own unit (hours on an hour thumb, minutes
/// on a minute thumb, minutes for a duration, the index for labels, minutes since midnight on a
/// range end). A step changes which values there are, never the unit.
///
/// Three minutes a test: the first browser test of a run may wait for the site's build (the
/// engine compiled to wasm when a source changed, up to the builder's 120 s) and the browser.
@Suite(.serialized, .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)), .timeLimit(.minutes(3)))
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

    @Test func everyThumbsNumbersInEveryModeAndStep() async throws {
        try await BrowserFixture.startOffThePool().withTurn { fixture in
            try fixture.show(Self.cases.map { "<dial-picker \($0.attributes)></dial-picker>" }.joined())
            let shown = try #require(try fixture.page.evaluate(Self.numbers) as? [[[Double]]])
            #expect(shown.count == Self.cases.count)
            for (index, (attributes, thumbs)) in Self.cases.enumerated() where index < shown.count {
                #expect(shown[index] == thumbs, "\(attributes): now, min, max of each thumb")
            }
        }
    }

    @Test func aRangeEndsNumbersAreMinutesSinceMidnightWithNowWithinItsBounds() async throws {
        try await BrowserFixture.startOffThePool().withTurn { fixture in
            try fixture.show("""
                <dial-picker mode="range" value="22:30-06:45" step="15"></dial-picker>
                <dial-picker mode="range" value="09:00-17:30" step="30" min-span="1h" max-span="10h"></dial-picker>
                <dial-picker mode="range" value="08:05-08:10" step="5" max-span="1h"></dial-picker>
                """)
            let shown = try #require(try fixture.page.evaluate(Self.numbers) as? [[[Double]]])
            #expect(shown.map { $0.map { $0.first ?? -1 } } == [[1350, 405], [540, 1050], [485, 490]], "each end's now")
            for thumbs in shown {
                for thumb in thumbs where thumb.count == 3 {
                    #expect(thumb[1] <= thumb[0] && thumb[0] <= thumb[2], "min ≤ now ≤ max: \(thumb)")
                }
            }
        }
    }
}
