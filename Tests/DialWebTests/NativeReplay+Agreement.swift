import BrowserHarness
import Testing

extension NativeReplay.Outcome {
    /// Expects the page's rotations to be the native ones: bit for bit where the page's `Math`
    /// is the C library's (``PageMath``); where it is not, within 1e-12 rad, the difference in
    /// the last places recorded as a known issue that names the engine, so the test says so
    /// rather than passing.
    func expectAgreement(in page: BrowserPage, of engine: BrowserEngine, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let math = try PageMath.compare(page)
        if math.agrees {
            #expect(mismatches.isEmpty, "calls whose rotation differs natively: \(mismatches.prefix(3))", sourceLocation: sourceLocation)
        } else {
            #expect(largestDifference <= 1e-12, "\(mismatches.prefix(3))", sourceLocation: sourceLocation)
            withKnownIssue("\(engine.displayName)'s Math differs from the C library's (\(math)), so the page's rotations agree with the native ones to \(largestDifference) rad, not bit for bit", isIntermittent: true, sourceLocation: sourceLocation) {
                #expect(mismatches.isEmpty, "calls whose rotation differs natively: \(mismatches.prefix(3))", sourceLocation: sourceLocation)
            }
        }
    }
}
