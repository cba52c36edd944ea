import Foundation
import Testing

/// The README's way to uninstall the tarball removes every file the tarball puts under
/// /usr/local (as `scripts/release` lays it out), and the fish completion the install step
/// copies to /etc/fish/completions.
@Suite struct UninstallTests {
    @Test func theUninstallLineRemovesEveryInstalledFile() throws {
        let readme = try Docs.read("README.md")
        let release = try String(contentsOf: Changelog.root.appendingPathComponent("scripts/release"), encoding: .utf8)
        // The tarball's files: what the release writes into "$tree/…" (bin and share).
        let pattern = /"\$tree\/((?:bin|share)\/[^"]+)"/
        var installed = Set(release.matches(of: pattern).map { "/usr/local/" + String($0.1) }.filter { !$0.hasSuffix("/") })
        installed = installed.filter { $0.contains("dial-tui") || $0.hasSuffix("_dial-tui") }
        #expect(installed.count >= 5, "\(installed.sorted())")
        let block = try #require(readme.components(separatedBy: "sudo rm -f ").dropFirst().first?.components(separatedBy: "```").first)
        let removed = Set(block.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init))
        #expect(installed.subtracting(removed).isEmpty, "not removed: \(installed.subtracting(removed).sorted())")
        #expect(removed.contains("/etc/fish/completions/dial-tui.fish"))
    }
}
