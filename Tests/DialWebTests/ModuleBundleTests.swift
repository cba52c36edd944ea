import DialVersion
import Foundation
import DialWeb
import Testing

/// The element's sources joined into one module: the imports of one another taken out, the
/// exports but the entry's (the last source's) left out, what only a reader needs left out,
/// everything else kept as it was.
struct ModuleBundleTests {
    @Test func importsOfTheSourcesAndCommentsAreLeftOutAndTheCodeKept() {
        let values = """
            // The values.
            /** A doc comment
             *  of two lines. */
            export const SVG = 'http://www.w3.org/2000/svg';  // a trailing comment
            export function two(n) {
              return String(n).padStart(2, '0');
            }
            """
        let picker = """
            import { SVG, two } from './dial-values.js';
            import {
              formatTime,
            } from './dial-values.js';
            import { other } from './elsewhere.js';
            const STYLE = `
            :host { color: red; }
            `;
            export class DialPicker { load() { return import('./dial-values.js'); } }
            """
        let joined = ModuleBundle.join([(name: "dial-values.js", text: values), (name: "dial-picker.js", text: picker)])
        #expect(joined == """
            // dial-values.js
            const SVG = 'http://www.w3.org/2000/svg';
            function two(n) {
            return String(n).padStart(2, '0');
            }
            // dial-picker.js
            import { other } from './elsewhere.js';
            const STYLE = `
            :host { color: red; }
            `;
            export class DialPicker { load() { return import('./dial-values.js'); } }

            """)
    }

    /// The site's one module begins with the version dial-web writes, so `DialPicker.version`
    /// needs no file of its own; the element is the module, the other modes' module, the engine's two modules and the types.
    @Test func theSiteJoinsTheVersionIntoTheOneModule() throws {
        let folder = PackageLayout.current.siteFolder
        let engines = NSTemporaryDirectory() + "dial-engines-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: engines) }
        try FileManager.default.createDirectory(atPath: engines, withIntermediateDirectories: true)
        for engine in EngineModule.all { try Data(engine.fileName.utf8).write(to: URL(fileURLWithPath: engines + "/" + engine.fileName)) }
        // The join as a site without esbuild ships it (the minified module is checked in the browser).
        let site = try Site.assemble(folder: folder, module: engines + "/dial.wasm", minifier: nil)
        let module = String(decoding: try #require(site.files["dial-picker.js"]), as: UTF8.self)
        #expect(module.hasPrefix("// dial-version.js\nconst version = '\(DialVersion.string)';\n"), "\(module.prefix(80))")
        #expect(!module.contains("dial-version.js'"), "no import of the version is left")
        #expect(site.files[Site.versionModule] == nil)
        #expect(site.elementFiles.filter { !$0.hasPrefix("dial-render") && !$0.hasSuffix(".map") } == [
            "dial-native.js", "dial-other-modes.js", "dial-picker.d.ts", "dial-picker.js", "dial-range.wasm", "dial-typing.js",
            "dial-values.d.ts", "dial-values.js", "dial.wasm",
        ])
        #expect(site.elementFiles.filter { $0.hasSuffix(".map") } == Site.modules.map { $0.0 + ".map" }.sorted(), "each module's map beside it")
        #expect(site.files["dial-range.wasm"] == Array("dial-range.wasm".utf8), "the range's engine from beside the dial's")

        try FileManager.default.removeItem(atPath: engines + "/dial-range.wasm")
        #expect(throws: WebError.unreadable(engines + "/dial-range.wasm")) { try Site.assemble(folder: folder, module: engines + "/dial.wasm", minifier: nil) }
    }
}
