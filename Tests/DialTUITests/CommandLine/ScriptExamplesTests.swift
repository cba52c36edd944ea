import DialTUI
import Foundation
import Testing

/// The README shows the script examples that `--help` and the manual page show, word for word,
/// and every script it shows is one of them (so each handles a cancel: ScriptExamplesEndToEndTests).
@Suite(.timeLimit(.minutes(3))) struct ScriptExamplesTests {
    /// The README's `sh` blocks that call `dial-tui` for an answer, each as its lines.
    static func readmeScripts() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let blocks = text.components(separatedBy: "```sh\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        // An answer is captured from dial-tui at the end of a command substitution's pipeline.
        return blocks.filter { $0.contains("$(dial-tui") || $0.contains("| dial-tui") }
    }

    @Test func theReadmeShowsEveryExample() throws {
        let scripts = try Self.readmeScripts().joined(separator: "\n")
        for example in ScriptExamples.all {
            #expect(scripts.contains(example + "\n"), "not in the README:\n\(example)")
        }
    }

    @Test func everyScriptOfTheReadmeIsAnExample() throws {
        for block in try Self.readmeScripts() {
            let examples = block.components(separatedBy: "\n\n").map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
            for example in examples where !example.isEmpty {
                #expect(ScriptExamples.all.contains(example), "a script of the README that is no example:\n\(example)")
            }
        }
    }
}
