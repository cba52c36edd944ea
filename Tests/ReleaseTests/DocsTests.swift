import Foundation
import Testing

/// The README leads a newcomer to install, use, exit status and uninstall before anything else,
/// and every link between the README, CONTRIBUTING.md and docs/ reaches a file and a heading
/// that are there.
@Suite struct DocsTests {
    @Test func theReadmeOpensWithWhatAUserNeeds() throws {
        let headings = Docs.headings(try Docs.read("README.md"))
        let sections = headings.filter { $0.level == 2 }.map(\.title)
        #expect(Array(sections.prefix(5)) == ["Contents", "Install", "Use", "Exit status", "Uninstall"], "\(sections)")
        // One example for each kind of question, under Use.
        let use = try #require(headings.firstIndex { $0.level == 2 && $0.title == "Use" })
        let kinds = headings[(use + 1)...].prefix { $0.level > 2 }.map(\.title)
        #expect(kinds == ["Labels", "A time", "A time range", "A duration"], "\(kinds)")
        // The test command CI runs is the README's.
        #expect(try Docs.read("README.md").contains("```sh\nswift run dial-tui\nswift test\n```"))
    }

    @Test func theContributorsTextIsOutOfTheReadme() throws {
        let sections = Docs.headings(try Docs.read("README.md")).filter { $0.level == 2 }.map(\.title)
        for moved in ["Figures", "Tests", "Releasing", "Layout"] {
            #expect(!sections.contains(moved), "README.md still has \"\(moved)\"")
        }
        for (name, title) in [("docs/figures.md", "Figures"), ("docs/testing.md", "Tests"), ("docs/releasing.md", "Releasing"), ("docs/layout.md", "Layout")] {
            #expect(Docs.headings(try Docs.read(name)).first?.title == title, "\(name)")
        }
    }

    @Test func theLintianWarningsKeptAreNamedWhereTheReleaseLooks() throws {
        let release = try Docs.read("scripts/release")
        let named = try #require(release.firstMatch(of: /grep -q "\\`\$tag\\`" (\S+) \|\| fail/), "scripts/release checks lintian's warnings against no file")
        #expect(named.1 == "docs/releasing.md")
        let releasing = try Docs.read(String(named.1))
        #expect(releasing.contains("**lintian**"), "docs/releasing.md does not say which of lintian's warnings are kept")
    }

    @Test func everyLinkBetweenTheDocsLeadsSomewhere() throws {
        let root = Changelog.root
        var checked = 0
        for name in try Docs.names() {
            let folder = name.split(separator: "/").dropLast().map(String.init)
            for line in Docs.prose(try Docs.read(name)) {
                for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                    let target = String(match.1)
                    if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let file = parts[0].isEmpty ? name : Self.resolve(String(parts[0]), from: folder)
                    let path = root.appendingPathComponent(file).path
                    #expect(FileManager.default.fileExists(atPath: path), "\(name): \(target) is no file")
                    if parts.count == 2, FileManager.default.fileExists(atPath: path) {
                        let anchors = Set(Docs.headings(try Docs.read(file)).map { Docs.anchor($0.title) })
                        #expect(anchors.contains(String(parts[1])), "\(name): \(target) is no heading of \(file)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 30, "only \(checked) links found")
    }

    /// The path from the repository's root of `link`, written in a document in `folder`.
    static func resolve(_ link: String, from folder: [String]) -> String {
        var path = folder
        for part in link.split(separator: "/") where part != "." {
            if part == ".." { path = Array(path.dropLast()) } else { path.append(String(part)) }
        }
        return path.joined(separator: "/")
    }
}
