import BrowserHarness
import DialVersion
import DialWeb
import Foundation
import ProcessHarness
import Testing

/// The web package as a web developer gets it: `dial-picker-VERSION.tgz` unpacked (the file
/// `DIAL_WEB_PACKAGE` names: CI passes the one `scripts/release` wrote; without it, the package
/// `dial-web --package` writes, assembled here), its `package.json` read, and the element loaded
/// in the browser from a page that refers only to the package's files, by the name its
/// `exports` give the entry.
@Suite(.serialized, .timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
struct WebPackageBrowserTests {
    /// The folder the package is served from, below the page: as `npm install` puts it.
    static let installed = "node_modules/dial-picker/"

    /// The package's files by their path in the package, from the tarball or assembled now.
    static func packageFiles() throws -> [String: [UInt8]] {
        if let tarball = ProcessInfo.processInfo.environment["DIAL_WEB_PACKAGE"], !tarball.isEmpty {
            return try unpack(tarball)
        }
        let layout = PackageLayout.current
        let builder = WasmModuleBuilder(buildTimeout: 120)
        let site = try Site.assemble(folder: layout.siteFolder, module: try builder.upToDateModule() ?? builder.build())
        return try WebPackage.assemble(site: site, version: DialVersion.string, readme: layout.webPackageReadme,
                                       license: layout.license).files
    }

    /// The files of `tarball` under its `package/` folder, as `npm install` takes them.
    static func unpack(_ tarball: String) throws -> [String: [UInt8]] {
        let manager = FileManager.default
        let folder = NSTemporaryDirectory() + "dial-web-package-" + UUID().uuidString
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: folder) }
        let tar = try #require(ExecutableLookup.find("tar"), "tar is not on PATH")
        try ToolCommand.run(tar, ["-xzf", tarball, "-C", folder], environment: [], timeout: 30)
        let top = try manager.contentsOfDirectory(atPath: folder)
        #expect(top == ["package"], "npm pack's layout: one folder, package/ (found \(top))")
        var files: [String: [UInt8]] = [:]
        let root = folder + "/package"
        let names = try #require(manager.enumerator(atPath: root)?.allObjects as? [String])
        for name in names {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            guard let data = manager.contents(atPath: root + "/" + name) else {
                Issue.record("\(name) in the package cannot be read")
                continue
            }
            files[name] = [UInt8](data)
        }
        return files
    }

    @Test(arguments: BrowserFixture.engines) func thePackageLoadsTheElementFromItsOwnFilesAndSaysItsVersion(_ engine: BrowserEngine) async throws {
        let files = try Self.packageFiles()
        let manifestBytes = try #require(files["package.json"], "package.json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(manifestBytes)) as? [String: Any])
        #expect(manifest["name"] as? String == "dial-picker")
        #expect(manifest["version"] as? String == DialVersion.string, "package.json's version")
        #expect(manifest["type"] as? String == "module" && manifest["license"] as? String == "Apache-2.0")
        let exports = try #require(manifest["exports"] as? [String: Any])
        let entry = try #require(exports["."] as? [String: String])
        let types = try #require(manifest["types"] as? String)
        #expect(entry["types"] == types && types == "./dial-picker.d.ts")
        let listed = try #require(manifest["files"] as? [String])
        let shipped = Set(files.keys).subtracting(["package.json", "README.md", "LICENSE"])
        #expect(Set(listed) == shipped, "files lists what the package holds")
        for path in [types] + entry.values + listed {
            let name = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            #expect(files[name] != nil, "\(path) is in the package")
        }
        #expect(files["README.md"] != nil && files["LICENSE"] != nil)
        let declarations = String(decoding: try #require(files["dial-picker.d.ts"]), as: UTF8.self)
        #expect(declarations.contains("HTMLElementTagNameMap") && declarations.contains("static readonly version"))

        // The page: the package installed below it, its entry named through an import map as a
        // bundler names it, and nothing else.
        let module = Self.installed + String(try #require(entry["default"]).dropFirst(2))
        let page = """
            <!doctype html><html><head><meta charset="utf-8"><title>dial-picker package</title><link rel="icon" href="data:,">
            <script type="importmap">{ "imports": { "dial-picker": "./\(module)" } }</script>
            <script type="module">import { DialPicker } from 'dial-picker'; window.imported = DialPicker.version;</script>
            </head><body><dial-picker id="p" mode="range" value="22:30-06:45" step="15" min-span="4h"></dial-picker></body></html>
            """
        var served: [String: [UInt8]] = ["index.html": Array(page.utf8)]
        for (name, bytes) in files { served[Self.installed + name] = bytes }
        let server = try StaticServer(port: 0)
        let base = "http://127.0.0.1:\(server.port)/"
        let stop = StopFlag()
        let site = Site(files: served)
        let thread = Thread { server.serve(site, until: { stop.isSet }) }
        thread.start()
        defer { stop.set() }

        try await BrowserFixture.start(engine).with { fixture in
            let browser = fixture.page
            try browser.evaluate("setTimeout(() => location.assign('\(base)'), 0); true")
            try browser.wait(for: "location.href === '\(base)' && document.getElementById('p')?.ready === true", timeout: 10)
            let version = try browser.evaluate("[window.imported, customElements.get('dial-picker').version]") as? [String]
            #expect(version == [DialVersion.string, DialVersion.string], "DialPicker.version in the page")
            #expect(try browser.evaluate("document.getElementById('p').value") as? String == "22:30-06:45")
            try browser.evaluate("document.getElementById('p').value = '23:00-07:15'; true")
            #expect(try browser.evaluate("document.getElementById('p').value") as? String == "23:00-07:15")
            let thumbs = try browser.evaluate("document.getElementById('p').shadowRoot.querySelectorAll('[role=slider]').length") as? Int
            #expect(thumbs == 2, "a range's two thumbs are drawn")
            // Everything the page fetched is the package's: the module and the range's engine, which
            // is all a page with one range uses (the dial's engine is not fetched).
            let fetched = try #require(try browser.evaluate(
                "performance.getEntriesByType('resource').map((entry) => entry.name)") as? [String])
            #expect(fetched.contains(base + Self.installed + "dial-range.wasm"), "dial-range.wasm from the package: \(fetched)")
            #expect(!fetched.contains(base + Self.installed + "dial.wasm"), "no dial.wasm on a page of ranges: \(fetched)")
            #expect(fetched.allSatisfy { $0.hasPrefix(base + Self.installed) }, "only the package's files: \(fetched)")
        }
    }
}

/// A flag one thread sets and another reads: the package's server stops when it is set.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
