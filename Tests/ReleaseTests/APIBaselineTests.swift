import Foundation
import ProcessHarness
import Testing

/// DialCore's pinned interface (`api/`) shows the API and nothing of how it is built, the same on
/// Linux and macOS; `scripts/check-api` holds the module to it and its documentation to 100%.
@Suite(.timeLimit(.minutes(10))) struct APIBaselineTests {
    static let baseline = Changelog.root.appendingPathComponent("api/DialCore.swiftinterface")

    @Test func theBaselineHoldsNoImplementationAttributeAndNoPlatformImport() throws {
        let text = try String(contentsOf: Self.baseline, encoding: .utf8)
        for attribute in ["@inline(", "@_optimize(", "@_effects(", "@inlinable", "@usableFromInline"] {
            #expect(!text.contains(attribute), "the baseline shows \(attribute)")
        }
        for library in ["Glibc", "Darwin", "Musl"] {
            #expect(!text.contains("import \(library)\n"), "the baseline imports \(library): it would match on one platform only")
        }
        #expect(!text.contains("validRange"), "a message fragment is not API")
        #expect(text.contains("\n  public mutating func advance(to time: Swift.Double)"), "the frame call is in it, with nothing before it on its line")
    }

    @Test func checkAPIPassesWithFullDocumentationCoverage() async throws {
        let script = Changelog.root.appendingPathComponent("scripts/check-api").path
        let ran = try await ToolCommand.outcomeOnItsOwnThread(script, [], environment: ProcessEnvironmentList.current(), timeout: 480, yieldingCores: true)
        #expect(ran.status == .exited(0), "scripts/check-api failed:\n\(ran.errorOutput)\(ran.output)")
        #expect(ran.output.contains("check-api: documentation coverage 100%"))
        for module in ["DialCore", "PropertyTesting"] {
            #expect(ran.output.contains("check-api: docc's documentation coverage of \(module) is 100%"))
            #expect(ran.output.contains("check-api: \(module)'s documentation catalog builds with no warning"))
        }
    }
}
