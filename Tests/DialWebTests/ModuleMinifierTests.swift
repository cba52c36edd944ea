@testable import DialWeb
import Foundation
import ProcessHarness
import Testing

/// The site build's own tools, where they are installed, and whether CI requires them.
enum SiteTools {
    static let minifier = ModuleMinifier.onPath()
    static let required = ProcessInfo.processInfo.environment["DIAL_WEB_TOOLS_REQUIRED"].map { !$0.isEmpty && $0 != "0" } ?? false
}

/// The joined module through esbuild: smaller, its exports kept, and a source map that leads from
/// the minified text back to the element's sources. Where esbuild is not installed these are
/// skipped (the site then ships the join), unless `DIAL_WEB_TOOLS_REQUIRED` is set, as CI sets it.
@Suite(.enabled(if: SiteTools.minifier != nil || SiteTools.required,
                "esbuild is not installed (apt-get install esbuild); set DIAL_WEB_TOOLS_REQUIRED=1 to make this a failure"))
struct ModuleMinifierTests {

    static let values = """
        // The values.
        /** Two digits. */
        export function twoDigits(number) {
          return String(number).padStart(2, '0');
        }
        """
    static let picker = """
        import { twoDigits } from './dial-values.js';
        export const midnight = `${twoDigits(0)}:${twoDigits(0)}`;
        """

    @Test func theModuleIsSmallerKeepsItsExportsAndMapsBackToTheSources() throws {
        let minifier = try #require(SiteTools.minifier, "esbuild is on PATH")
        let sources = [(name: "dial-values.js", text: Self.values), (name: "dial-picker.js", text: Self.picker)]
        let joined = ModuleBundle.joinMapped(sources)
        let minified = try minifier.minify(joined.text, map: joined.map, as: "dial-picker.js")
        let lines = minified.module.split(separator: "\n")
        #expect(lines.last == "//# sourceMappingURL=dial-picker.js.map")
        let code = try #require(lines.first)
        #expect(code.count < joined.text.count && !code.contains("number") && !code.contains("twoDigits"),
                "smaller, the names that are not exported shortened: \(code)")
        #expect(code.contains("padStart(2,\"0\")") && code.hasSuffix("as midnight};"), "the entry's export kept: \(code)")

        let map = try #require(try JSONSerialization.jsonObject(with: Data(minified.map.utf8)) as? [String: Any])
        #expect(map["sources"] as? [String] == ["dial-values.js", "dial-picker.js"])
        #expect(map["sourcesContent"] as? [String] == [Self.values, Self.picker])
        // The segment at `padStart` (or the last before it) leads to line 3 of dial-values.js.
        let mappings = try #require(map["mappings"] as? String)
        let column = try #require(code.range(of: "padStart")).lowerBound.utf16Offset(in: code)
        let origin = try #require(Self.origin(ofColumn: column, onFirstLineOf: mappings))
        #expect(origin.source == 0 && origin.line == 3, "\(origin)")
    }

    @Test func esbuildsFailureIsSaidInOneLine() throws {
        let minifier = try #require(SiteTools.minifier, "esbuild is on PATH")
        let broken = SourceMap(sources: [(name: "dial-picker.js", text: "export const = 1;")], lines: [nil])
        #expect {
            try minifier.minify("export const = 1;\n", map: broken, as: "dial-picker.js")
        } throws: { error in
            guard case WebError.buildFailed(step: "esbuild", let output) = error else { return false }
            return !output.isEmpty && !output.contains("\n")
        }
    }

    /// A syntax error is told at its place in the source it came from, not in the scratch join
    /// esbuild was given (gone once it has failed).
    @Test func esbuildsErrorNamesThePlaceInTheSource() throws {
        let minifier = try #require(SiteTools.minifier, "esbuild is on PATH")
        let sources = [(name: "first.js", text: "export const a = 1;\n"),
                       (name: "second.js", text: "// a comment the join leaves out\nconst b = 2;\n  const = 3;\n")]
        let joined = ModuleBundle.joinMapped(sources)
        #expect {
            try minifier.minify(joined.text, map: joined.map, as: "dial-picker.js")
        } throws: { error in
            guard case WebError.buildFailed(step: "esbuild", let output) = error else { return false }
            return output.contains("second.js:3:") && !output.contains("joined.js")
        }
    }

    @Test func aPlaceTheMapDoesNotKnowIsLeftAsEsbuildSaidIt() {
        let map = SourceMap(sources: [(name: "a.js", text: "x\n")], lines: [SourceMap.Origin(source: 0, line: 4, column: 2), nil])
        #expect(ModuleMinifier.pointingAtSources("/tmp/x/joined.js:1:3: ERROR: no; joined.js:2:0: and joined.js:9:1", map: map)
                == "a.js:5:5: ERROR: no; joined.js:2:0: and joined.js:9:1")
    }

    /// The source and line of the last segment at or before `column` on the first generated line.
    static func origin(ofColumn column: Int, onFirstLineOf mappings: String) -> (source: Int, line: Int)? {
        var generated = 0, source = 0, line = 0, found: (Int, Int)?
        for segment in mappings.prefix(while: { $0 != ";" }).split(separator: ",") {
            let numbers = vlqDecoded(segment)
            guard numbers.count >= 4 else { continue }
            generated += numbers[0]
            source += numbers[1]
            line += numbers[2]
            if generated <= column { found = (source, line) } else { break }
        }
        return found
    }

    /// The numbers of a segment in base-64 VLQ.
    static func vlqDecoded(_ segment: Substring) -> [Int] {
        let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var numbers: [Int] = [], value = 0, shift = 0
        for character in segment {
            guard let digit = digits.firstIndex(of: character) else { return [] }
            value |= (digit & 31) << shift
            shift += 5
            if digit & 32 == 0 {
                numbers.append(value & 1 == 1 ? -(value >> 1) : value >> 1)
                value = 0
                shift = 0
            }
        }
        return numbers
    }
}
