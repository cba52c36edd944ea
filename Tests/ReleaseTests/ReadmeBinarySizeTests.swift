import Foundation
import Testing

/// The README's size of the binary that "From source" builds is the size of that build.
///
/// The README gives it in MB (10⁶ bytes) to one decimal place; the binary is the one its
/// command writes, `.build/release/dial-tui` (`swift build -c release --product dial-tui
/// --static-swift-stdlib`). The comparison runs where that binary is built (x86-64 Linux, the
/// platform the README names) and is skipped where it is not.
@Suite struct ReadmeBinarySizeTests {
    /// The figure in "it builds a binary of N MB", in MB.
    static func statedMegabytes() throws -> Double {
        let readme = try String(contentsOf: Changelog.root.appendingPathComponent("README.md"), encoding: .utf8)
        let match = try #require(readme.firstMatch(of: /builds a binary of ([0-9]+\.[0-9]) MB/), "the README states the size")
        return try #require(Double(String(match.1)))
    }

    /// The README's build, else the one `scripts/release` makes before it strips a copy (the same
    /// command, with a run path and linker flags that change a few bytes; CI has this one).
    static let binary: URL? = [".build/release/dial-tui", ".build-release/release/dial-tui"]
        .map { Changelog.root.appendingPathComponent($0) }
        .first { FileManager.default.fileExists(atPath: $0.path) }

    static var isBuilt: Bool {
        #if os(Linux) && arch(x86_64)
        binary != nil
        #else
        false
        #endif
    }

    @Test func theReadmeStatesTheSizeToATenthOfAMegabyte() throws {
        let stated = try Self.statedMegabytes()
        #expect(stated > 1 && stated < 100, "\(stated) MB")
    }

    @Test(.enabled(if: isBuilt, "no release build of dial-tui here: run the README's swift build -c release first"))
    func theReadmeSizeIsTheReleaseBuilds() throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: try #require(Self.binary).path)
        let bytes = try #require((attributes[.size] as? NSNumber)?.doubleValue)
        let stated = try Self.statedMegabytes()
        // Rounded to one decimal place: within half a tenth of a megabyte.
        #expect(abs(bytes / 1_000_000 - stated) <= 0.05, "the build is \(Int(bytes)) bytes, the README says \(stated) MB")
    }
}
