import DialVersion
import Foundation

/// The static site: the element's files (its one module, `dial.wasm`, its types) and the demo
/// page, by their paths in the site (`index.html`, `dial-picker.js`, …).
public struct Site: Sendable {
    /// Each file's bytes by its path in the site, without a leading slash.
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) { self.files = files }

    /// The pages that show the element off and are not part of it (the web package leaves them out).
    public static let demoFiles: Set<String> = ["index.html"]

    /// The module that gives the element its version, `DialPicker.version`: written here from
    /// ``DialVersion`` (so the page says the version the programs print) and joined into
    /// `dial-picker.js` with the sources.
    public static let versionModule = "dial-version.js"

    /// What the element and its server render share, each source after the ones it imports:
    /// ``versionModule`` and files of `Sources/dial-web/Site` (the values, the words, the modes
    /// over the engine, the drawing as a tree, the style sheet).
    static let sharedSources = [versionModule, "dial-values.js", "dial-words.js", "dial-engine.js",
                                "dial-resting.js", "dial-settings.js", "dial-modes.js", "dial-tree.js", "dial-shown.js",
                                "dial-face.js", "dial-style.js", "dial-made.js"]

    /// The element's module sources, joined into `dial-picker.js` (``ModuleBundle``): the shared
    /// ones and the element.
    public static let moduleSources = sharedSources + ["dial-keys.js", "dial-picker.js"]

    /// The module of the modes a page of time dials does not use (hours, minutes, range,
    /// duration, labels), `dial-other-modes.js`: the element imports it when its first dial of
    /// one of them is made, so a page without one never loads it; it imports nothing (what it
    /// shares with the element's module is handed to it).
    public static let otherModesSource = "dial-other-modes.js"

    /// The range's engine class (`EngineRange`), joined into ``otherModesSource``'s module: a page
    /// of time dials never loads it.
    static let rangeEngineSource = "dial-engine-range.js"

    /// The value strings (`formatTime`, `parseRange`, …): a module of their own for a page's code
    /// or a server that reads and writes the element's values, and joined into the element's
    /// module (which keeps the times') and the other modes' (which keeps what they use).
    public static let valuesSource = "dial-values.js"

    /// The module of typed text (`dial-typing.js`, when a text typed on a thumb sets the value):
    /// the element imports it at the first character typed on any dial, so a page whose dials
    /// are never typed on never loads it; it imports nothing.
    public static let typingSource = "dial-typing.js"

    /// The module that reads a native input a picker wraps (`dial-native.js`): the element imports
    /// it when it first finds one, so a page whose pickers wrap none never loads it; it imports
    /// nothing.
    public static let nativeSource = "dial-native.js"

    /// The server render's sources, joined into `dial-render.js`: the shared ones, the range mode
    /// and the render, which imports nothing from a browser (a page's server runs it, in Node or
    /// any JavaScript).
    public static let renderSources = sharedSources + [rangeEngineSource, otherModesSource, "dial-render.js"]

    /// Each module the site joins, by its name in the site: its sources, the last its entry.
    public static let modules = [("dial-picker.js", moduleSources), (otherModesSource, [valuesSource, rangeEngineSource, otherModesSource]),
                                 (valuesSource, [valuesSource]),
                                 (typingSource, [typingSource]), (nativeSource, [nativeSource]), ("dial-render.js", renderSources)]

    /// The text of ``versionModule``.
    public static let versionSource = "export const version = '\(DialVersion.string)';\n"

    /// The element's own files, sorted: every file of the site but the demo pages (its module,
    /// its source map `dial-picker.js.map`, which only a debugger fetches, `dial.wasm`,
    /// `dial-range.wasm`, `dial-picker.d.ts`, and the server render `dial-render.js` with its
    /// map and `dial-render.d.ts`). The web package (``WebPackage``) is these files.
    public var elementFiles: [String] { files.keys.filter { !Self.demoFiles.contains($0) }.sorted() }

    /// The site made from `folder` (the page's own files: the sources of each of ``modules``,
    /// joined into it with ``versionModule`` and made small by `minifier` where there is one,
    /// with its source map beside it (`dial-picker.js.map`), and every other file of its top
    /// level, copied as it is) and the engine's modules: the one at `module` as `dial.wasm`, and each other of
    /// ``EngineModule/all`` from beside it (`dial-range.wasm`).
    /// - Throws: ``WebError/unreadable(_:)``, and what ``ModuleMinifier/minify(_:map:as:)`` throws.
    public static func assemble(folder: String, module: String, minifier: ModuleMinifier? = .onPath()) throws(WebError) -> Site {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { throw .unreadable(folder) }
        var files: [String: [UInt8]] = [:]
        var texts: [String: String] = [versionModule: versionSource]
        for name in Set(Self.modules.flatMap(\.1)) where name != versionModule {
            let path = folder + "/" + name
            guard let data = manager.contents(atPath: path) else { throw .unreadable(path) }
            texts[name] = String(decoding: data, as: UTF8.self)
        }
        for name in names where !name.hasPrefix(".") && texts[name] == nil {
            let path = folder + "/" + name
            guard let data = manager.contents(atPath: path) else { throw .unreadable(path) }
            files[name] = [UInt8](data)
        }
        for (module, sources) in Self.modules {
            let joined = ModuleBundle.joinMapped(sources.map { ($0, texts[$0] ?? "") })
            if let minifier {
                let minified = try minifier.minify(joined.text, map: joined.map, as: module)
                files[module] = Array(minified.module.utf8)
                files[module + ".map"] = Array(minified.map.utf8)
            } else {
                files[module] = Array((joined.text + "//# sourceMappingURL=\(module).map\n").utf8)
                files[module + ".map"] = Array(joined.map.json(file: module).utf8)
            }
        }
        for engine in EngineModule.all {
            let path = engine.path(besides: module)
            guard let wasm = manager.contents(atPath: path) else { throw .unreadable(path) }
            files[engine.fileName] = [UInt8](wasm)
        }
        return Site(files: files)
    }

    /// Writes every file into `folder`, made if missing.
    /// - Throws: ``WebError/unwritable(_:)`` naming the folder.
    public func write(to folder: String) throws(WebError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, bytes) in files {
                try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
            }
        } catch {
            throw .unwritable(folder)
        }
    }

    /// The file a request's path names: `/` is `index.html`; nil for any other path not in the site.
    public func file(atRequestPath path: String) -> (name: String, bytes: [UInt8])? {
        var name = String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        if name.hasPrefix("/") { name.removeFirst() }
        if name.isEmpty { name = "index.html" }
        return files[name].map { (name, $0) }
    }
}
