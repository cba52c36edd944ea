import Foundation

/// The project's documents, read by name from the repository's root: `README.md` for the people
/// who use Dial, `CONTRIBUTING.md` and the files of `docs/` for the people who work on it.
enum Docs {
    /// The documents whose links are checked: the README, CONTRIBUTING.md and every `.md` of docs/.
    static func names() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Changelog.root.appendingPathComponent("docs").path)
        return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The text of the document at `name`, a path from the repository's root (`docs/testing.md`).
    static func read(_ name: String) throws -> String {
        try String(contentsOf: Changelog.root.appendingPathComponent(name), encoding: .utf8)
    }

    /// The lines of `text` outside its fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inCode = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") || line.hasPrefix("  ```") { inCode.toggle(); return false }
            return !inCode
        }
    }

    /// The headings of `text` (outside code), each as its level and its title.
    static func headings(_ text: String) -> [(level: Int, title: String)] {
        prose(text).compactMap { line in
            let level = line.prefix { $0 == "#" }.count
            guard level > 0, line.dropFirst(level).hasPrefix(" ") else { return nil }
            return (level, String(line.dropFirst(level + 1)))
        }
    }

    /// The anchor a heading gets on GitHub: lowercased, every character but a letter, a digit,
    /// `-`, `_` and a space dropped, each space made `-`.
    static func anchor(_ title: String) -> String {
        String(title.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }
}
