import Foundation

/// `CHANGELOG.md`, read in the manner of Keep a Changelog: `## [Unreleased]`, then one
/// `## [VERSION] - YYYY-MM-DD` entry a release, newest first, each with `### Added` (or
/// `Changed`, `Deprecated`, `Removed`, `Fixed`, `Security`) sections.
struct Changelog {
    struct Entry: Equatable {
        /// `Unreleased` or the version.
        var name: String
        /// The date after the version; nil for `Unreleased`.
        var date: String?
        /// The `###` headings of the entry.
        var sections: [String]
    }

    var entries: [Entry]

    /// The repository's root: three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's changelog.
    static func read() throws -> Changelog {
        Changelog(text: try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8))
    }

    init(text: String) {
        var entries: [Entry] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## [") {
                let heading = line.dropFirst(4)
                guard let close = heading.firstIndex(of: "]") else { continue }
                let rest = heading[heading.index(after: close)...]
                let date = rest.hasPrefix(" - ") ? String(rest.dropFirst(3)) : nil
                entries.append(Entry(name: String(heading[..<close]), date: date, sections: []))
            } else if line.hasPrefix("### "), !entries.isEmpty {
                entries[entries.count - 1].sections.append(String(line.dropFirst(4)))
            }
        }
        self.entries = entries
    }

    /// The version of the first entry that has one: the version of the release.
    var version: String? { entries.first { $0.name != "Unreleased" }?.name }
}
