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
}
