#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyTesting
import Testing

/// The harness itself: it finds failures, shrinks them to the boundary, and replays by seed.
@Suite(.timeLimit(.minutes(3))) struct PropertyHarnessTests {
    @Test func passingPropertyReportsNothing() {
        let report = checkProperty("integers are integers", Gen.int(in: -50...50)) { value in
            try ensure(value >= -50 && value <= 50)
        }
        #expect(report == nil)
    }

    @Test func integerFailureShrinksToTheBoundary() throws {
        let report = try #require(checkProperty("below a thousand", Gen.int(in: 0...1_000_000)) { value in
            try ensure(value < 1_000, "\(value) is not below 1000")
        })
        #expect(report.shrunk == "1000")
        #expect(report.failure == "1000 is not below 1000")
        #expect(report.description.contains("PROPERTY_SEED=\(report.seed)"))
    }

    @Test func shrinkingStopsAtItsDeadline() throws {
        // Every replay of this property takes 10 ms, and shrinking forty numbers to the fewest
        // and smallest takes hundreds of replays: seconds. Given 0.2 s, the shrinking stops
        // then and reports the smallest failing case found so far.
        let gen = Gen.int(in: 0...1_000).array(count: 40...40)
        var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
        let started = monotonicSeconds()
        let report = try #require(checkProperty("slow small sums", cases: 1, shrinkSeconds: 0.2, gen) { values in
            _ = nanosleep(&pause, nil)
            try ensure(values.reduce(0, +) < 10)
        })
        let took = monotonicSeconds() - started
        #expect(took < 0.6, "shrinking ran \(took) s")
        #expect(report.shrinkSteps >= 1, "it shrank while it had time")
        // With time enough, the same property (fast) shrinks all the way.
        var replays = 0
        let patient = try #require(checkProperty("fast small sums", cases: 1, shrinkSeconds: 30, gen) { values in
            replays += 1
            try ensure(values.reduce(0, +) < 10)
        })
        #expect(patient.shrunk == "\([10] + Array(repeating: 0, count: 39))")
        #expect(Double(replays) * 0.01 > 1, "\(replays) replays: at 10 ms each the slow one would need over a second")
    }


    @Test func negativeIntegersShrinkTowardZero() throws {
        let report = try #require(checkProperty("above minus ten", Gen.int(in: -1_000...1_000)) { value in
            try ensure(value > -10)
        })
        #expect(report.shrunk == "-10")
    }

    @Test func doubleFailureShrinksNearTheBoundary() throws {
        let report = try #require(checkProperty("below one half", Gen.double(in: 0...1_000)) { value in
            try ensure(value < 0.5)
        })
        let shrunk = try #require(Double(report.shrunk))
        #expect(shrunk >= 0.5 && shrunk < 0.5 + 1e-9)
    }

    @Test func arraysShrinkToTheFewestSmallestElements() throws {
        let report = try #require(checkProperty("small sums", Gen.int(in: 0...100).array(count: 0...20)) { values in
            try ensure(values.reduce(0, +) < 10)
        })
        #expect(report.shrunk == "[10]")
    }

    @Test func aReportedSeedReplaysTheOriginalCase() throws {
        let generator = zip(Gen.int(in: 0...1_000_000), Gen.double(in: -5...5))
        let report = try #require(checkProperty("replayable", generator) { pair in
            try ensure(pair.0 < 900_000)
        })
        var draws = Draws(seed: report.seed)
        #expect(String(reflecting: generator.generate(&draws)) == report.original)
    }

    @Test func casesAreDeterministicPerSeed() {
        var first = Draws(seed: 42)
        var second = Draws(seed: 42)
        let generator = Gen.double(in: -1...1).array(count: 1...8)
        #expect(generator.generate(&first) == generator.generate(&second))
        #expect(first.tape == second.tape)
    }

    @Test func replayPastTheTapeReadsZeros() {
        var draws = Draws(replaying: [7])
        #expect(draws.next() == 7)
        #expect(draws.next() == 0)
        #expect(draws.tape == [7, 0])
    }
}
