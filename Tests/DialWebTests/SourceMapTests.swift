@testable import DialWeb
import Foundation
import Testing

/// The join's source map: each line of the module mapped to the line of the source it came from,
/// in the base-64 VLQ of the format (version 3).
struct SourceMapTests {
    /// The VLQ of a few numbers, as the format's specification spells them: the sign in the lowest
    /// bit, five bits a digit, a continuation bit on all digits but the last.
    @Test func numbersAreWrittenInBase64VLQ() {
        #expect([0, 1, -1, 2, 15, -15, 16, -16, 1000, 123_456].map(SourceMap.vlq) ==
                ["A", "C", "D", "E", "e", "f", "gB", "hB", "w+B", "gkxH"])
    }

    @Test func eachLineOfTheJoinIsMappedToItsSourceLineAndIndentation() throws {
        let values = "// The values.\nexport const a = 1;\n\nexport function two(n) {\n  return n;\n}"
        let picker = "import { a } from './dial-values.js';\n/* A block\n   comment. */\nexport const b = a;  // a trailing comment"
        let joined = ModuleBundle.joinMapped([(name: "dial-values.js", text: values), (name: "dial-picker.js", text: picker)])
        // The entry's export stays; another source's is left out, its line mapped past the word.
        #expect(joined.text == "// dial-values.js\nconst a = 1;\nfunction two(n) {\nreturn n;\n}\n// dial-picker.js\nexport const b = a;\n")
        let origins = joined.map.lines.map { $0.map { [$0.source, $0.line, $0.column] } }
        #expect(origins == [nil, [0, 1, 7], [0, 3, 7], [0, 4, 2], [0, 5, 0], nil, [1, 3, 0]])
        // The segments: generated column 0, then the source, line and column, each a difference
        // from the last segment's; a line of no source is empty.
        let json = joined.map.json(file: "dial-picker.js")
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(fields["version"] as? Int == 3 && fields["file"] as? String == "dial-picker.js")
        #expect(fields["sources"] as? [String] == ["dial-values.js", "dial-picker.js"])
        #expect(fields["sourcesContent"] as? [String] == [values, picker])
        #expect(fields["mappings"] as? String == ";AACO;AAEA;AACL;AACF;;ACFA", "\(json)")
    }
}
