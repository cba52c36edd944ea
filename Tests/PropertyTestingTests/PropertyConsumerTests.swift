import Foundation
import ProcessHarness
import Testing

/// The harness from outside: a package of its own (`Tests/Fixtures/PropertyConsumer`) depends on
/// the `PropertyTesting` and `DialCore` products as a user's package does, and its tests pass and
/// fail as they should, each failure one issue with its seed and its shrunk case.
@Suite(.serialized, .timeLimit(.minutes(15))) struct PropertyConsumerTests {
    /// The longest the fixture's build and tests may take: a cold build of DialCore and the harness
    /// on a loaded two-core machine takes a few minutes.
    static let deadline = 600.0

    /// The fixture copied into a scratch folder, its dependency pointed at this checkout.
    static let package: Result<String, any Error> = Result {
        let root = String(#filePath).components(separatedBy: "/Tests/PropertyTestingTests/")[0]
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("dial-property-consumer-\(getpid())").path
        try? files.removeItem(atPath: folder)
        try files.copyItem(atPath: root + "/Tests/Fixtures/PropertyConsumer", toPath: folder)
        // The dependency by path, under the name a user's URL gives it (a path's last component).
        try files.createDirectory(atPath: folder + "/checkout", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: folder + "/checkout/dial", withDestinationPath: root)
        let manifest = folder + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let remote = #".package(url: "https://github.com/dial-picker/dial.git", from: "1.0.0")"#
        guard text.contains(remote) else { throw ProcessHarnessError.invalidArgument("the fixture names its dependency as a user does: \(remote)") }
        try text.replacingOccurrences(of: remote, with: #".package(path: "checkout/dial")"#)
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        return folder
    }

    static func swiftTest(_ filter: String) throws -> ToolCommand.Outcome {
        let folder = try package.get()
        let swift = try #require(ExecutableLookup.find("swift"), "swift is on PATH")
        let environment = ["PATH=" + String(cString: getenv("PATH")), "HOME=" + (getenv("HOME").map { String(cString: $0) } ?? "/tmp")]
        return try ToolCommand.outcome(swift, ["test", "--package-path", folder, "--filter", filter],
                                       environment: environment, timeout: deadline)
    }

    @Test func aConsumersPassingPropertiesPass() throws {
        let outcome = try Self.swiftTest("passing")
        #expect(outcome.status == .exited(0), "\(outcome.output)\n\(outcome.errorOutput)")
        #expect(outcome.output.contains("Test run with 2 tests"), "\(outcome.output)")
    }

    @Test func aConsumersFailingPropertyIsOneIssueWithItsSeedAndShrunkCase() throws {
        let outcome = try Self.swiftTest("failingProperty")
        #expect(outcome.status != .exited(0))
        let output = outcome.output
        #expect(output.contains("Property \"undo never goes below zero\" failed"), "\(output)")
        #expect(output.contains("shrunk case") && output.contains(": [reset, undo]"), "\(output)")
        #expect(output.contains("replay: CONSUMER_SEED="), "\(output)")
        #expect(output.contains("failed after") && output.contains("with 1 issue"), "one issue, not one an expectation: \(output)")
        #expect(!output.contains("known issue"), "the cases' expectations show nowhere else: \(output)")
    }

    @Test func aConsumersFailingExplorationPrintsTheMinimalSequence() throws {
        let outcome = try Self.swiftTest("failingExploration")
        #expect(outcome.status != .exited(0))
        let output = outcome.output
        #expect(output.contains("minimal sequence (2 of"), "\(output)")
        #expect(output.contains("actions): reset; undo"), "\(output)")
        #expect(output.contains("replay: CONSUMER_EXPLORE_SEED="), "\(output)")
        #expect(output.contains("with 1 issue"), "\(output)")
    }
}
