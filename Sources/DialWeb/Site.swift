import DialVersion
import Foundation

/// The static site: the page's own files, copied as they are, `dial.wasm` and
/// `dial-version.js`, by their paths in the site (`index.html`, `dial-picker.js`, …).
public struct Site: Sendable {
    /// Each file's bytes by its path in the site, without a leading slash.
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) { self.files = files }

    /// The pages that show the element off and are not part of it (the web package leaves them out).
    public static let demoFiles: Set<String> = ["index.html"]

    /// The module that gives the element its version, `DialPicker.version`: written here from
    /// ``DialVersion``, so the page says the version the programs print.
    public static let versionModule = "dial-version.js"

    /// The element's own files, sorted: every file of the site but the demo pages. The web
    /// package (``WebPackage``) is these files.
    public var elementFiles: [String] { files.keys.filter { !Self.demoFiles.contains($0) }.sorted() }

    /// The files of `folder` (its top level: the site has no subfolders), the module at
    /// `module` as `dial.wasm`, and ``versionModule``.
    /// - Throws: ``WebError/unreadable(_:)``.
    public static func assemble(folder: String, module: String) throws(WebError) -> Site {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { throw .unreadable(folder) }
        var files: [String: [UInt8]] = [:]
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard let data = manager.contents(atPath: path) else { throw .unreadable(path) }
            files[name] = [UInt8](data)
        }
        guard let wasm = manager.contents(atPath: module) else { throw .unreadable(module) }
        files["dial.wasm"] = [UInt8](wasm)
        files[versionModule] = Array("// Written by dial-web: the version of Dial this element belongs to.\nexport const version = '\(DialVersion.string)';\n".utf8)
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
