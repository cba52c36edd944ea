import DialWeb
import Foundation
import Testing

/// The web package's assembly: the element's files from the site (the demo left out), a
/// `package.json` that names them, and a loud failure when the entry or its types are missing.
struct WebPackageTests {
    static let readme = PackageLayout.current.webPackageReadme
    static let license = PackageLayout.current.license

    static func site(_ names: [String]) -> Site {
        Site(files: Dictionary(uniqueKeysWithValues: names.map { ($0, Array("// \($0)\n".utf8)) }))
    }

    @Test func theElementsFilesAreThePackageAndTheDemoIsLeftOut() throws {
        let site = Self.site(["index.html", "dial-picker.js", "dial-picker.d.ts", "dial-engine.js", "dial.wasm", "dial-version.js"])
        #expect(site.elementFiles == ["dial-engine.js", "dial-picker.d.ts", "dial-picker.js", "dial-version.js", "dial.wasm"])
        let package = try WebPackage.assemble(site: site, version: "1.2.3", readme: Self.readme, license: Self.license)
        #expect(Set(package.files.keys) == Set(site.elementFiles + ["package.json", "README.md", "LICENSE"]))
        let bytes = try #require(package.files["package.json"])
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(manifest["version"] as? String == "1.2.3" && manifest["name"] as? String == "dial-picker")
        #expect(manifest["files"] as? [String] == site.elementFiles)
        let exports = manifest["exports"] as? [String: Any]
        #expect(exports?["."] as? [String: String] == ["types": "./dial-picker.d.ts", "default": "./dial-picker.js"])
        #expect(exports?["./render"] as? [String: String] == ["types": "./dial-render.d.ts", "default": "./dial-render.js"])
        #expect(exports?["./values"] as? [String: String] == ["types": "./dial-values.d.ts", "default": "./dial-values.js"])
    }

    @Test func withoutTheModuleOrItsTypesThePackageIsRefused() {
        #expect(throws: WebError.incompletePackage(missing: "dial-picker.d.ts")) {
            try WebPackage.assemble(site: Self.site(["index.html", "dial-picker.js"]), version: "1.2.3", readme: Self.readme, license: Self.license)
        }
        #expect(throws: WebError.incompletePackage(missing: "dial-picker.js")) {
            try WebPackage.assemble(site: Self.site(["dial-picker.d.ts", "bundle.js"]), version: "1.2.3", readme: Self.readme, license: Self.license)
        }
        #expect(throws: WebError.unreadable("/nonexistent/README.md")) {
            try WebPackage.assemble(site: Self.site(["dial-picker.js", "dial-picker.d.ts"]), version: "1.2.3", readme: "/nonexistent/README.md", license: Self.license)
        }
    }

    @Test func namesAreWrittenAsJSONStrings() throws {
        let manifest = WebPackage.manifest(version: "1.0.0-\"beta\"", elementFiles: ["a \"b\".js", "c\\d.js", "e\u{1}.js", "dial-picker.js"])
        let read = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        #expect(read["version"] as? String == "1.0.0-\"beta\"")
        #expect(read["files"] as? [String] == ["a \"b\".js", "c\\d.js", "e\u{1}.js", "dial-picker.js"])
    }
}
