import Foundation

/// `<dial-picker>` as a web package, in the layout `npm pack` gives a package's folder: the
/// element's files (``Site/elementFiles``: its modules, `dial.wasm`, `dial-picker.d.ts`), a
/// `package.json`, the web developers' `README.md` and the `LICENSE`.
///
/// The `package.json` makes ``entryModule`` the package's entry (`exports` `"."`, with
/// ``typesFile`` beside it as its types), ``renderModule`` its server render (`"./render"`) and
/// ``valuesModule`` the value strings (`"./values"`),
/// lists the element's files in `files`, and carries the version and the licence. `scripts/release` packs the folder as `dial-picker-VERSION.tgz`,
/// so `npm install ./dial-picker-VERSION.tgz` installs it with no registry. The file list is
/// the site's: a module added to (or merged away from) `Sources/dial-web/Site` follows.
public struct WebPackage: Sendable, Equatable {
    /// The package's name.
    public static let name = "dial-picker"
    /// The module a page imports: it defines the element.
    public static let entryModule = "dial-picker.js"
    /// The element's TypeScript declarations, beside the module.
    public static let typesFile = "dial-picker.d.ts"
    /// The server render (`dial-picker/render`): plain JavaScript that a page's server runs.
    public static let renderModule = "dial-render.js"
    /// The server render's TypeScript declarations.
    public static let renderTypesFile = "dial-render.d.ts"
    /// The value strings (`dial-picker/values`: `formatTime`, `parseRange`, …), for a page's code
    /// or a server.
    public static let valuesModule = Site.valuesSource
    /// The value strings' TypeScript declarations.
    public static let valuesTypesFile = "dial-values.d.ts"

    /// Each file's bytes by its path in the package's folder.
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) { self.files = files }

    /// Checks that the site is built with both of its build tools, as a package must be: a site
    /// built without them works the same but its module and `dial.wasm` are larger (about 40%
    /// and 6 KB), and a release must not ship those quietly.
    /// - Throws: ``WebError/packageToolMissing(tool:debianPackage:)`` for the first one missing.
    public static func requireTools(minifier: ModuleMinifier?, optimizer: String?) throws(WebError) {
        if minifier == nil { throw .packageToolMissing(tool: "esbuild", debianPackage: "esbuild") }
        if optimizer == nil { throw .packageToolMissing(tool: "wasm-opt", debianPackage: "binaryen") }
    }

    /// The package of `site`'s element files at `version`, with the README and licence at
    /// `readme` and `license`.
    /// - Throws: ``WebError/incompletePackage(missing:)`` when the element's files lack
    ///   ``entryModule`` or ``typesFile``; ``WebError/unreadable(_:)``.
    public static func assemble(site: Site, version: String, readme: String, license: String) throws(WebError) -> WebPackage {
        let elementFiles = site.elementFiles
        for needed in [entryModule, typesFile] where !elementFiles.contains(needed) {
            throw .incompletePackage(missing: needed)
        }
        var files: [String: [UInt8]] = [:]
        for name in elementFiles { files[name] = site.files[name] }
        for (name, path) in [("README.md", readme), ("LICENSE", license)] {
            guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
            files[name] = [UInt8](data)
        }
        files["package.json"] = Array(manifest(version: version, elementFiles: elementFiles).utf8)
        return WebPackage(files: files)
    }

    /// The package's `package.json`, its keys in the order npm's documentation gives them.
    public static func manifest(version: String, elementFiles: [String]) -> String {
        let listed = elementFiles.map { "    " + json($0) }.joined(separator: ",\n")
        return """
            {
              "name": \(json(name)),
              "version": \(json(version)),
              "description": "A round, spinnable time picker: the <dial-picker> custom element, over the Dial engine in WebAssembly",
              "keywords": ["custom-element", "web-component", "time-picker", "range", "duration", "webassembly"],
              "license": "Apache-2.0",
              "type": "module",
              "exports": {
                ".": {
                  "types": \(json("./" + typesFile)),
                  "default": \(json("./" + entryModule))
                },
                "./render": {
                  "types": \(json("./" + renderTypesFile)),
                  "default": \(json("./" + renderModule))
                },
                "./values": {
                  "types": \(json("./" + valuesTypesFile)),
                  "default": \(json("./" + valuesModule))
                },
                "./dial.wasm": "./dial.wasm",
                "./dial-range.wasm": "./dial-range.wasm",
                "./package.json": "./package.json"
              },
              "types": \(json("./" + typesFile)),
              "files": [
            \(listed)
              ]
            }

            """
    }

    /// Writes every file into `folder`, made if missing.
    /// - Throws: ``WebError/unwritable(_:)`` naming the folder.
    public func write(to folder: String) throws(WebError) {
        try Site(files: files).write(to: folder)
    }

    /// `text` as a JSON string, quoted and escaped (slashes left as they are).
    static func json(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // A string always encodes; the empty string stands in for what cannot happen.
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
