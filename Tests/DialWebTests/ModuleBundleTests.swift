import DialVersion
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
    /// needs no file of its own; the element is the module, the engine and the types.
    @Test func theSiteJoinsTheVersionIntoTheOneModule() throws {
        let folder = PackageLayout.current.siteFolder
        // The join as a site without esbuild ships it (the minified module is checked in the browser).
        let site = try Site.assemble(folder: folder, module: folder + "/dial-picker.d.ts", minifier: nil)  // any file stands for dial.wasm
        let module = String(decoding: try #require(site.files["dial-picker.js"]), as: UTF8.self)
        #expect(module.hasPrefix("// dial-version.js\nconst version = '\(DialVersion.string)';\n"), "\(module.prefix(80))")
        #expect(!module.contains("dial-version.js'"), "no import of the version is left")
        #expect(site.files[Site.versionModule] == nil)
        #expect(site.elementFiles == ["dial-picker.d.ts", "dial-picker.js", "dial-picker.js.map", "dial.wasm"])
    }
}
