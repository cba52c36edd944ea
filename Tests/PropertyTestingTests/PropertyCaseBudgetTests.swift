import PropertyTesting
import Testing

/// The harness's time budget per case: a case whose checks go on past it fails at its next
/// check, reported as it is (not shrunk), and a case inside it is untouched.
@Suite(.timeLimit(.minutes(3))) struct PropertyCaseBudgetTests {
    @Test func aCaseThatChecksForEverFailsAtItsBudgetUnshrunk() throws {
        let started = monotonicSeconds()
        let report = try #require(checkProperty("checks for ever", caseSeconds: 0.2, Gen.int(in: 0...9)) { _ in
            // Bounded only by the case's budget: 10⁹ checks would take minutes.
            for index in 0..<1_000_000_000 { try ensure(index >= 0) }
        })
        let took = monotonicSeconds() - started
        #expect(took < 2, "stopped \(took) s after the start, not at the loop's end")
        #expect(report.caseIndex == 0 && report.shrinkSteps == 0 && report.shrunk == report.original)
        #expect(report.failure.contains("ran past its time budget"))
    }

    @Test func aCaseWithinItsBudgetIsNotStopped() {
        let report = checkProperty("checks a while", cases: 3, caseSeconds: 5, Gen.int(in: 0...9)) { _ in
            for index in 0..<100_000 { try ensureEqual(index >= 0, true) }
        }
        #expect(report == nil)
    }

    @Test func outsideACaseThereIsNoBudget() throws {
        #expect(PropertyCase.deadline == nil)
        try PropertyCase.checkBudget()
    }
}
