import Foundation

/// The static site: the page's own files, copied as they are, and `dial.wasm`, by their paths
/// in the site (`index.html`, `dial-picker.js`, …).
public struct Site: Sendable {
    /// Each file's bytes by its path in the site, without a leading slash.
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) { self.files = files }

    /// The files of `folder` (its top level: the site has no subfolders) and the module at
    /// `module` as `dial.wasm`.
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
