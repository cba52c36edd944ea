import PropertyTesting
import Testing

/// A seed given in the environment, decimal or hex, and the unit interval's span.
@Suite(.timeLimit(.minutes(3))) struct SeedAndDrawTests {
    @Test func aSeedVariableIsReadAsDecimalOrHex() {
        let settings = PropertySettings(seedVariable: "S", casesVariable: "C")
        for (text, seed) in [("31", UInt64(31)), ("0x1F", 31), ("0X1f", 31), (" 7 ", 7)] {
            let run = PropertyRun(name: "p", settings: settings) { $0 == "S" ? text : nil }
            #expect(run.seed == seed, "\(text)")
        }
    }

    @Test func theUnitIntervalSpansZeroToOne() {
        var top = Draws(replaying: [UInt64.max])
        let highest = top.nextUnitInterval()
        #expect(highest < 1 && highest > 0.999_999)
        var bottom = Draws(replaying: [0])
        #expect(bottom.nextUnitInterval() == 0)
    }
}
