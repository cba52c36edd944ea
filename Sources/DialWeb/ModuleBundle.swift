/// The element's module sources joined into the one module a page loads (`dial-picker.js`), so a
/// page makes two requests for the element: the module and `dial.wasm`.
///
/// The sources stay small files of one concept each, importing one another by relative path;
/// joining them in an order where each comes after the ones it imports, with those imports taken
/// out, gives one module with the same top-level names (which must therefore be unique across
/// the sources). Its exports are the last source's (the entry's): the `export` of another
/// source's declaration is left out, so that a minifier may shorten (or leave out) what the
/// entry does not export. What only a reader needs is left out: comment lines (`//`
/// lines, `/* … */` blocks that begin a line, and a trailing comment set off by two spaces),
/// indentation and blank lines. So the sources keep two rules: no line inside a template literal
/// begins with `//` or `/*` or holds `  // `, and no template literal's meaning depends on its
/// lines' indentation (the element's only multi-line one is its style sheet).
public enum ModuleBundle {
    /// `sources` (each a file's name and text, in order) as one module.
    /// - Complexity: O(total length of the sources).
    public static func join(_ sources: [(name: String, text: String)]) -> String {
        joinMapped(sources).text
    }

    /// `sources` as one module, and its source map: each line of the module is a line of a
    /// source from its first character that is not a space, and the map says which.
    /// - Complexity: O(total length of the sources).
    public static func joinMapped(_ sources: [(name: String, text: String)]) -> (text: String, map: SourceMap) {
        let names = Set(sources.map(\.name))
        var lines: [Substring] = []
        var origins: [SourceMap.Origin?] = []
        for (index, source) in sources.enumerated() {
            lines.append("// \(source.name)")
            origins.append(nil)
            var inBlockComment = false
            var inImport = false
            let sourceLines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in sourceLines.enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                let origin = SourceMap.Origin(source: index, line: number, column: line.count - trimmed.count)
                if inBlockComment {
                    inBlockComment = !trimmed.contains("*/")
                    continue
                }
                if trimmed.hasPrefix("/*") {
                    inBlockComment = !trimmed.contains("*/")
                    continue
                }
                if inImport || (trimmed.hasPrefix("import ") && !trimmed.hasPrefix("import(")) {
                    // An import of another source: it spans lines until the one naming the file.
                    inImport = !trimmed.hasSuffix(";")
                    if !inImport, let file = importedFile(trimmed), !names.contains(file) {
                        lines.append(trimmed)  // an import from outside the sources stays
                        origins.append(origin)
                    }
                    continue
                }
                if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
                if index < sources.count - 1, let declaration = declarationExported(trimmed) {
                    lines.append(withoutTrailingComment(declaration))
                    origins.append(SourceMap.Origin(source: index, line: number, column: origin.column + trimmed.count - declaration.count))
                    continue
                }
                lines.append(withoutTrailingComment(trimmed))
                origins.append(origin)
            }
        }
        return (lines.joined(separator: "\n") + "\n", SourceMap(sources: sources, lines: origins))
    }

    /// The file an import statement's last line names (`… from './dial-values.js';`), without
    /// its `./`.
    static func importedFile(_ line: Substring) -> String? {
        guard let from = line.range(of: "from '", options: .backwards) else { return nil }
        var file = line[from.upperBound...].prefix { $0 != "'" }
        if file.hasPrefix("./") { file = file.dropFirst(2) }
        return String(file)
    }

    /// The declaration `line` exports (`export function f` → `function f`), nil for any other line.
    static func declarationExported(_ line: Substring) -> Substring? {
        guard line.hasPrefix("export ") else { return nil }
        let declaration = line.dropFirst("export ".count)
        let kinds = ["function ", "async function ", "const ", "let ", "class "]
        return kinds.contains(where: { declaration.hasPrefix($0) }) ? declaration : nil
    }

    /// `line` without a trailing `  // comment`.
    static func withoutTrailingComment(_ line: Substring) -> Substring {
        guard let comment = line.range(of: "  // ") else { return line }
        return line[..<comment.lowerBound]
    }
}
