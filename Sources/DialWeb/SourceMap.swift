import Foundation

/// A source map (version 3) of a text whose lines are lines of its sources, each from the
/// source line's first character that is not a space (``ModuleBundle``'s join): a debugger shows
/// the sources, comments and all, in place of the text, and a minifier that reads it (esbuild)
/// maps its own output through it to the same sources.
///
/// Each line of the text is mapped at its column 0 to the source, line and column it came from,
/// so a position is found to its line exactly; a line that came from no source is not mapped.
public struct SourceMap: Sendable {
    /// Where a line of the text came from: the index of its source, its line and its column
    /// there, counted from 0.
    public struct Origin: Sendable, Equatable {
        public var source: Int
        public var line: Int
        public var column: Int

        public init(source: Int, line: Int, column: Int) {
            self.source = source
            self.line = line
            self.column = column
        }
    }

    /// Each source's name and text.
    public var sources: [(name: String, text: String)]
    /// Each line of the text's origin, nil for a line of no source.
    public var lines: [Origin?]

    public init(sources: [(name: String, text: String)], lines: [Origin?]) {
        self.sources = sources
        self.lines = lines
    }

    /// The map as JSON for the text in `file`, each source's text in it (`sourcesContent`), so
    /// nothing more is fetched to show them.
    public func json(file: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let fields = Fields(file: file, sources: sources.map(\.name), sourcesContent: sources.map(\.text), mappings: mappings)
        // Strings and numbers always encode; the empty map stands in for what cannot happen.
        return (try? encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The fields of a map, as the format names them.
    private struct Fields: Encodable {
        var version = 3
        var file: String
        var sources: [String]
        var sourcesContent: [String]
        var names: [String] = []
        var mappings: String
    }

    /// The `mappings` field: a line's segment is its column 0 and its origin, each number the
    /// difference from the last segment's (the source, the line and the column run on across
    /// lines), in base-64 VLQ.
    var mappings: String {
        var last = Origin(source: 0, line: 0, column: 0)
        return lines.map { origin -> String in
            guard let origin else { return "" }
            defer { last = origin }
            return [0, origin.source - last.source, origin.line - last.line, origin.column - last.column]
                .map(Self.vlq).joined()
        }.joined(separator: ";")
    }

    /// `value` in base-64 VLQ: the sign in the lowest bit, then five bits a digit, lowest first,
    /// each digit but the last with its continuation bit (32) set.
    static func vlq(_ value: Int) -> String {
        let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var rest = value < 0 ? (-value) << 1 | 1 : value << 1
        var text = ""
        repeat {  // each pass takes five bits off `rest`, which is finite
            var digit = rest & 31
            rest >>= 5
            if rest > 0 { digit |= 32 }
            text.append(digits[digit])
        } while rest > 0
        return text
    }
}
