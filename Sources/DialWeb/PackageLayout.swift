/// Where the package's pieces are on disk: found from this source file's own path, so `dial-web`
/// works from any current directory (`swift run` builds it from the package's sources).
public struct PackageLayout: Sendable, Equatable {
    /// The package's root folder (the one holding `Package.swift`).
    public var root: String

    /// The layout of the package this file was compiled from.
    public static let current = PackageLayout(root: Self.root(ofSourceFile: #filePath))

    public init(root: String) { self.root = root }

    /// The folder of the page's own files, copied into the site as they are.
    public var siteFolder: String { root + "/Sources/dial-web/Site" }
    /// The licence, shipped in every package.
    public var license: String { root + "/LICENSE" }
    /// The web package's README, for web developers.
    public var webPackageReadme: String { root + "/packaging/web/README.md" }
    /// The WebAssembly build's scratch path, apart from the host build's `.build`.
    public var scratchPath: String { root + "/.build-wasm" }
    /// Where the build puts the object files of a target.
    public func objectFolder(ofTarget target: String) -> String {
        scratchPath + "/wasm32-unknown-none-wasm/release/" + target + ".build"
    }

    /// The root three folders above `Sources/DialWeb/PackageLayout.swift`.
    static func root(ofSourceFile path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(min(3, parts.count))
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }
}
