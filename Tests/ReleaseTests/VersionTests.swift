import DialVersion
import Foundation
import ProcessHarness
import Testing

/// One version everywhere: `CHANGELOG.md`'s, `DialVersion`'s, and what `dial-tui --version` and
/// `dial-web --version` print. (The page's `DialPicker.version` and the web package's
/// `package.json` are checked in the browser, by `WebPackageBrowserTests`.)
@Suite(.timeLimit(.minutes(3))) struct VersionTests {
    /// A program built beside the test bundle.
    static func executable(_ name: String) -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle, bundle.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return bundle.appendingPathComponent(name).path
    }

    @Test func theChangelogIsKeptInTheKeepAChangelogManner() throws {
        let changelog = try Changelog.read()
        #expect(changelog.entries.first?.name == "Unreleased", "an Unreleased entry on top")
        let releases = changelog.entries.filter { $0.name != "Unreleased" }
        #expect(!releases.isEmpty)
        let kinds: Set<String> = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]
        for release in releases {
            #expect(release.name.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)/) != nil,
                    "\(release.name) is MAJOR.MINOR.PATCH")
            #expect(release.date?.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil, "\(release.name) has a date, YYYY-MM-DD")
            #expect(!release.sections.isEmpty && release.sections.allSatisfy(kinds.contains), "\(release.name)'s sections: \(release.sections)")
        }
        let dates = releases.compactMap(\.date)
        #expect(dates == dates.sorted(by: >), "newest first")
    }

    @Test func theVersionIsTheChangelogs() throws {
        #expect(DialVersion.string == (try Changelog.read()).version)
    }

    @Test(arguments: ["dial-tui", "dial-web"])
    func eachProgramPrintsTheChangelogsVersion(program: String) throws {
        let version = try #require(try Changelog.read().version)
        let output = try ToolCommand.run(Self.executable(program), ["--version"], environment: [])
        #expect(output == "\(program) \(version)\n")
    }

    @Test func aChangelogWithADifferentVersionIsTold() {
        let other = Changelog(text: "# Changelog\n\n## [Unreleased]\n\n## [9.8.7] - 2030-01-02\n\n### Fixed\n\n- a\n\n## [0.9.0] - 2026-11-26\n")
        #expect(other.version == "9.8.7" && other.version != DialVersion.string)
        #expect(other.entries.map(\.name) == ["Unreleased", "9.8.7", "0.9.0"])
        #expect(other.entries[1].sections == ["Fixed"] && other.entries[1].date == "2030-01-02")
    }
}
