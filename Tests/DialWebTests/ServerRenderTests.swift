@testable import DialWeb
import Foundation
import ProcessHarness
import Testing

/// `dial-web render`'s arguments, and the render run by Node: the package's minified module
/// draws what the command prints, and bad attributes draw with a warning each, never a failure.
@Suite(.timeLimit(.minutes(3)))
struct ServerRenderTests {
    @Test func renderTakesAttributesAndContent() throws {
        let options = try WebOptions.parse(["render", "mode=time", "value=07:30", "disabled", "--content", "<input>", "aria-label=a=b"])
        #expect(options.action == .render(attributes: [.init(name: "mode", value: "time"), .init(name: "value", value: "07:30"),
                                                       .init(name: "disabled", value: nil), .init(name: "aria-label", value: "a=b")],
                                          content: "<input>"))
        #expect(try WebOptions.parse(["render"]).action == .render(attributes: [], content: ""))
        #expect(throws: WebError.usage("'Mode=time' is no attribute: write name=value, or a name alone for a boolean one")) {
            try WebOptions.parse(["render", "Mode=time"])
        }
        #expect(throws: WebError.usage("'=x' is no attribute: write name=value, or a name alone for a boolean one")) {
            try WebOptions.parse(["render", "=x"])
        }
        #expect(throws: WebError.usage("attribute 'mode' is given twice")) { try WebOptions.parse(["render", "mode=time", "mode=range"]) }
        #expect(throws: WebError.usage("--content needs a value")) { try WebOptions.parse(["render", "--content"]) }
    }

    /// The markup `node` prints for `attributes` with the module at `path`.
    static func node(_ path: String, _ attributes: String) throws -> String {
        let node = try #require(ExecutableLookup.find("node"), "node is on PATH")
        return try ToolCommand.run(node, ["--input-type=module", "-e", """
            const { renderDialPicker } = await import(process.argv[1]);
            process.stdout.write(renderDialPicker(JSON.parse(process.argv[2]), { warn: () => {} }) + '\\n');
            """, "--", path, attributes], environment: ProcessEnvironmentList.current(), timeout: 30)
    }

    @Test(.enabled(if: ServerRender.onPath() != nil, "no node on PATH (apt-get install nodejs)"))
    func thePackagesModuleDrawsWhatTheCommandPrintsAndBadAttributesOnlyWarn() throws {
        let render = try #require(ServerRender.onPath())
        let module = try ServerRender.module(folder: PackageLayout.current.siteFolder)
        // The engine as CI or dial-web built it, else built now: the test needs no other to run first.
        let builder = WasmModuleBuilder(buildTimeout: 300)
        let site = try Site.assemble(folder: PackageLayout.current.siteFolder, module: try builder.upToDateModule() ?? builder.build())
        let folder = NSTemporaryDirectory() + "dial-render-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let shipped = folder + "/" + WebPackage.renderModule
        try Data(try #require(site.files[WebPackage.renderModule])).write(to: URL(fileURLWithPath: shipped))
        let cases: [[ServerRender.Attribute]] = [
            [.init(name: "mode", value: "time"), .init(name: "value", value: "21:41"), .init(name: "hour-cycle", value: "12")],
            [.init(name: "mode", value: "range"), .init(name: "value", value: "22:30-06:45"), .init(name: "step", value: "15"), .init(name: "disabled", value: nil)],
            [.init(name: "mode", value: "labels"), .init(name: "labels", value: "a,<b>,\"c\""), .init(name: "value", value: "<b>")],
        ]
        for attributes in cases {
            let printed = try render.render(module: module, attributes: attributes, content: "")
            #expect(printed.warnings.isEmpty, "\(printed.warnings)")
            #expect(try Self.node(shipped, ServerRender.json(attributes)) == printed.markup)
            #expect(printed.markup.hasPrefix("<dial-picker ") && printed.markup.contains("<template shadowrootmode=\"open\"><style>"))
        }
        // Bad attributes: drawn as the element draws them (the defaults), each said once.
        let bad = try render.render(module: module, attributes: [.init(name: "mode", value: "clock"), .init(name: "step", value: "7"),
                                                                 .init(name: "value", value: "25:00")], content: "<input name=\"t\">")
        let said = bad.warnings.split(separator: "\n").map(String.init)
        #expect(said.count == 3 && Set(said).count == 3, "\(said)")
        #expect(said.allSatisfy { $0.hasPrefix("dial-picker: ") } && said[0].contains("mode must be one of"))
        #expect(bad.markup.contains("role=\"slider\"") && bad.markup.hasSuffix("<input name=\"t\"></dial-picker>\n"))
    }
}
