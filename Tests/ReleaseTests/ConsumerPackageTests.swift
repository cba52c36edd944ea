import Foundation
import ProcessHarness
import Testing

/// A package written from the README alone: `Tests/ConsumerPackage`, whose manifest holds the
/// README's install lines, with the Swift examples of the README's engine section written into
/// it as they stand (each the body of a function of its own), built in Swift 6 language mode
/// with warnings as errors against this checkout, and run.
@Suite(.timeLimit(.minutes(15))) struct ConsumerPackageTests {
    /// The README's text.
    static func readme() throws -> String {
        try Docs.read("README.md")
    }

    /// The section of `text` under the heading `heading` (a whole line), up to the next heading
    /// of the same level or higher.
    static func section(_ heading: String, of text: String) -> String? {
        let level = heading.prefix { $0 == "#" }.count
        var lines: [Substring] = []
        var inside = false
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            if !inCode, line.hasPrefix("#") {
                let hashes = line.prefix { $0 == "#" }.count
                if inside, hashes <= level { break }
                if line == heading { inside = true; continue }
            }
            if inside { lines.append(line) }
        }
        return inside ? lines.joined(separator: "\n") : nil
    }

    /// The ```swift blocks of `text`, in order.
    static func swiftBlocks(of text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The README's install lines: its dependency on the package and its target's dependency on
    /// the product.
    static func installLines() throws -> (package: String, product: String) {
        let install = try #require(section("### As a Swift package", of: try readme()), "the README has no \"As a Swift package\"")
        let manifest = try #require(swiftBlocks(of: install).first, "no manifest lines under \"As a Swift package\"")
        let package = try #require(manifest.firstMatch(of: /\.package\(url: "[^"]+", from: "[0-9.]+"\)/))
        let product = try #require(manifest.firstMatch(of: /\.product\(name: "[^"]+", package: "[^"]+"\)/))
        return (String(package.output), String(product.output))
    }

    @Test func theReadmeSaysHowToDependOnTheEngine() throws {
        let (package, product) = try Self.installLines()
        #expect(package.hasSuffix(#"from: "1.0.0")"#), "the install line takes 1.0.0 and later 1.x")
        #expect(product.hasPrefix(#".product(name: "DialCore""#), "the product is DialCore")
        let manifest = try String(contentsOf: Self.fixture.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(package) && manifest.contains(product), "the consumer's manifest uses the README's lines")
        // The package named by the product is the one the url names (SwiftPM's identity: the
        // url's last component, less `.git`).
        let url = try #require(package.firstMatch(of: /url: "([^"]+)"/)).output.1
        let identity = url.split(separator: "/").last.map { $0.hasSuffix(".git") ? String($0.dropLast(4)) : String($0) }
        #expect(product.contains(#"package: "\#(identity ?? "")""#))
    }

    /// The fixture: a consumer package in `Tests/ConsumerPackage`.
    static let fixture = Changelog.root.appendingPathComponent("Tests/ConsumerPackage")

    @Test func aConsumerWrittenFromTheReadmeBuildsWithNoWarningAndRuns() async throws {
        let readme = try Self.readme()
        let engine = try #require(Self.section("## The engine", of: readme), "the README has no \"The engine\"")
        let examples = Self.swiftBlocks(of: engine)
        #expect(examples.count == 5, "main.swift runs five examples; the engine section has \(examples.count)")
        let (package, product) = try Self.installLines()

        // A copy of the fixture, the README's examples written in, the url rewritten to this
        // checkout (through a link named as the url's repository, so the package identity the
        // product names is the same). Kept in .build between runs, so the engine is compiled once.
        let files = FileManager.default
        let base = Changelog.root.appendingPathComponent(".build/consumer-package")
        let copy = base.appendingPathComponent("DialConsumer")
        if files.fileExists(atPath: copy.path) { try files.removeItem(at: copy) }
        try files.createDirectory(at: base, withIntermediateDirectories: true)
        try files.copyItem(at: Self.fixture, to: copy)
        let identity = try #require(product.firstMatch(of: /package: "([^"]+)"/)).output.1
        let link = base.appendingPathComponent(String(identity))
        if (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil {
            try files.createSymbolicLink(at: link, withDestinationURL: Changelog.root)
        }
        let manifestURL = copy.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        try manifest.replacingOccurrences(of: package, with: ".package(path: \"\(link.path)\")")
            .write(to: manifestURL, atomically: true, encoding: .utf8)
        var generated = "import DialCore\n\n// The Swift examples of README.md's \"The engine\", as they stand, each the body of a function.\n"
        for (index, example) in examples.enumerated() {
            generated += "\n@MainActor func readmeExample\(index + 1)() throws {\n\(example)\n}\n"
        }
        try generated.write(to: copy.appendingPathComponent("Sources/DialConsumer/ReadmeExamples.swift"), atomically: true, encoding: .utf8)

        // Built with warnings as errors.
        let swift = try #require(ExecutableLookup.find("swift"))
        let scratch = base.appendingPathComponent("scratch").path
        let environment = ProcessEnvironmentList.current()
        let built = try await ToolCommand.outcomeOnItsOwnThread(swift, ["build", "--package-path", copy.path, "--scratch-path", scratch,
                                                    "-Xswiftc", "-warnings-as-errors"],
                                            environment: environment, timeout: 600, yieldingCores: true)
        #expect(built.status == .exited(0), "swift build failed:\n\(built.errorOutput)\(built.output)")
        #expect(!(built.output + built.errorOutput).contains("warning:"), "warnings:\n\(built.output)")
        guard built.status == .exited(0) else { return }

        let ran = try ToolCommand.outcome(scratch + "/debug/DialConsumer", [], environment: environment, timeout: 60)
        #expect(ran.status == .exited(0), "the consumer failed:\n\(ran.errorOutput)\(ran.output)")
        #expect(ran.output.hasPrefix("consumer: ok"), "\(ran.output)")
    }
}
