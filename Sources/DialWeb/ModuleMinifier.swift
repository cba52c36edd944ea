import Foundation
import ProcessHarness

/// The joined module made small by esbuild (Debian's `esbuild`, a build tool, never a dependency
/// of the page): `--minify` renames local names, drops what only a reader needs and writes each
/// statement in fewer characters, keeping the module's exports and behaviour. It reads the join's
/// source map and writes one for its own output through it, so a debugger shows the element's
/// sources, comments and all, line for line.
///
/// Without esbuild on `PATH` the site ships the join as it is (``Site/assemble(folder:module:minifier:)``):
/// the same module, about 40% larger (2.5 KB more gzipped), with the join's own source map.
public struct ModuleMinifier: Sendable {
    /// esbuild's path.
    public var esbuild: String

    public init(esbuild: String) { self.esbuild = esbuild }

    /// The minifier with the esbuild on `PATH`, or nil when there is none.
    public static func onPath() -> ModuleMinifier? { ExecutableLookup.find("esbuild").map(ModuleMinifier.init) }

    /// esbuild's options: an ES module (its `import.meta.url` kept), what nothing uses left out
    /// (tree shaking: the element's module joins the sources it shares with the server render,
    /// whose markup writing the element never calls), the text as UTF-8 rather than escaped, and
    /// a source map beside it whose sources' texts are in it.
    static let arguments = ["--minify", "--format=esm", "--tree-shaking=true", "--charset=utf8", "--sourcemap", "--sources-content=true",
                            "--log-level=warning"]

    /// The module `text` (with `map`, its source map) minified into the file `name`: the module,
    /// ending in a comment that names its map `name.map`, and that map.
    /// - Throws: ``WebError/buildFailed(step:output:)`` with esbuild's words, or
    ///   ``WebError/unwritable(_:)`` for the scratch folder it works in.
    public func minify(_ text: String, map: SourceMap, as name: String) throws(WebError) -> (module: String, map: String) {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("dial-minify-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: folder) }
        let input = folder + "/joined.js"
        // The join's map beside its text, as a data URL esbuild reads; its sources are named
        // relative to the scratch folder, which is also the output's, so they keep their names.
        let inline = "//# sourceMappingURL=data:application/json;base64," + Data(map.json(file: "joined.js").utf8).base64EncodedString()
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data((text + inline + "\n").utf8).write(to: URL(fileURLWithPath: input))
        } catch {
            throw .unwritable(folder)
        }
        let output = folder + "/" + name
        let outcome: ToolCommand.Outcome
        do {
            outcome = try ToolCommand.outcome(esbuild, [input] + Self.arguments + ["--outfile=" + output],
                                              environment: ProcessEnvironmentList.current(), timeout: 60)
        } catch {
            throw .buildFailed(step: "esbuild", output: error.description)
        }
        guard outcome.status == .exited(0), let module = manager.contents(atPath: output),
              let written = manager.contents(atPath: output + ".map") else {
            let said = (outcome.errorOutput + outcome.output).split(separator: "\n").prefix(3).joined(separator: "; ")
            throw .buildFailed(step: "esbuild", output: said.isEmpty ? "\(outcome.status)" : Self.pointingAtSources(said, map: map))
        }
        return (String(decoding: module, as: UTF8.self), String(decoding: written, as: UTF8.self))
    }

    /// esbuild's words with each place in the scratch join (`…/joined.js:LINE:COLUMN`, which is
    /// gone once it has failed) told as the place in the source it came from, through `map`
    /// (`dial-modes.js:LINE:COLUMN`, the line counted from 1 and the column from 0, as esbuild
    /// counts them); a place the map does not know is left as it is.
    static func pointingAtSources(_ said: String, map: SourceMap) -> String {
        guard let place = try? Regex(#"[^\s:"']*joined\.js:(\d+):(\d+)"#) else { return said }
        return said.replacing(place) { match in
            let whole = String(said[match.range])
            guard let line = match.output[1].substring.flatMap({ Int($0) }),
                  let column = match.output[2].substring.flatMap({ Int($0) }),
                  line >= 1, line <= map.lines.count, let origin = map.lines[line - 1] else { return whole }
            return "\(map.sources[origin.source].name):\(origin.line + 1):\(origin.column + column)"
        }
    }

    /// What `esbuild --version` says ("0.17.0"), for a report of how the site was built.
    public func version() -> String {
        let said = try? ToolCommand.run(esbuild, ["--version"], environment: ProcessEnvironmentList.current())
        return said?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
    }
}
