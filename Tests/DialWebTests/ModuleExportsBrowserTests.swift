import BrowserHarness
import DialWeb
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// Each module a page imports (the element's `dial-picker.js`, the value strings'
    /// `dial-values.js`) exports what its declarations declare, and declares what it exports.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct ModuleExportsBrowserTests {
        /// The values `types` declares: `export declare class|const|function Name`.
        static func declared(in types: String) throws -> [String] {
            let data = try #require(FileManager.default.contents(atPath: PackageLayout.current.siteFolder + "/" + types))
            let text = String(decoding: data, as: UTF8.self)
            return text.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard words.count > 3, words[0] == "export", words[1] == "declare", ["class", "const", "function"].contains(words[2]) else { return nil }
                return String(words[3].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }.sorted()
        }

        @Test(arguments: BrowserFixture.engines) func eachModuleExportsWhatItsTypesDeclare(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show("")
                for (module, types, one) in [("dial-picker.js", "dial-picker.d.ts", "DialPicker"), ("dial-values.js", "dial-values.d.ts", "parseRange")] {
                    try page.evaluate("window.exported = null; import('./\(module)').then((m) => { exported = Object.keys(m).sort(); }); true")
                    try page.wait(for: "exported !== null")
                    let exported: [String] = try PickerPage.read(page, "exported")
                    let declared = try Self.declared(in: types)
                    #expect(declared.contains(one) && declared.count > 3, "the declarations of \(types) are read: \(declared)")
                    #expect(exported == declared, "\(module)")
                }
            }
        }
    }
}
