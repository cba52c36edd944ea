import DialWeb
import Foundation
import Testing

struct WebOptionsTests {
    @Test func noArgumentsServesOn8080AndPortAndOutputAreRead() throws {
        #expect(try WebOptions.parse([]).action == .serve(port: 8080))
        #expect(try WebOptions.parse(["--port", "1"]).action == .serve(port: 1))
        #expect(try WebOptions.parse(["--port", "65535"]).action == .serve(port: 65535))
        #expect(try WebOptions.parse(["--output", "site"]).action == .write(folder: "site"))
        #expect(try WebOptions.parse(["--help"]).action == .help)
        #expect(try WebOptions.parse(["--version"]).action == .version)
        #expect(try WebOptions.parse(["--package", "dist/web"]).action == .package(folder: "dist/web"))
    }

    @Test func aBadArgumentIsAUsageErrorNamingIt() {
        #expect(throws: WebError.usage("--port must be a number from 1 to 65535, not '0'")) { try WebOptions.parse(["--port", "0"]) }
        #expect(throws: WebError.usage("--port must be a number from 1 to 65535, not '65536'")) { try WebOptions.parse(["--port", "65536"]) }
        #expect(throws: WebError.usage("--port needs a value")) { try WebOptions.parse(["--port"]) }
        #expect(throws: WebError.usage("--output needs a folder")) { try WebOptions.parse(["--output", ""]) }
        #expect(throws: WebError.usage("unknown argument '--serve'")) { try WebOptions.parse(["--serve"]) }
        #expect(throws: WebError.usage("--port and --output do not go together")) { try WebOptions.parse(["--port", "9", "--output", "x"]) }
        #expect(throws: WebError.usage("--port and --package do not go together")) { try WebOptions.parse(["--package", "x", "--port", "9"]) }
        #expect(throws: WebError.usage("--output and --package do not go together")) { try WebOptions.parse(["--output", "x", "--package", "y"]) }
        #expect(throws: WebError.usage("--package needs a folder")) { try WebOptions.parse(["--package", ""]) }
    }

    @Test func theLayoutIsFoundFromTheSourceFilesPath() {
        let layout = PackageLayout.current
        #expect(layout.siteFolder.hasSuffix("/Sources/dial-web/Site"))
        #expect(layout.scratchPath == layout.root + "/.build-wasm")
    }

    @Test func aModuleOlderThanASourceIsNotUpToDate() throws {
        let root = NSTemporaryDirectory() + "dial-layout-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["/Sources/DialCore", "/Sources/DialWasm", "/Sources/DialWasmRuntime", "/.build-wasm"] {
            try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        let builder = WasmModuleBuilder(layout: PackageLayout(root: root))
        let old = Date(timeIntervalSinceNow: -100)
        for file in ["/Package.swift", "/Sources/DialCore/Dial.swift"] {
            #expect(manager.createFile(atPath: root + file, contents: Data()))
            try manager.setAttributes([.modificationDate: old], ofItemAtPath: root + file)
        }
        #expect(builder.upToDateModule() == nil, "no module yet")
        #expect(manager.createFile(atPath: root + "/.build-wasm/dial.wasm", contents: Data([0])))
        #expect(builder.upToDateModule() == nil, "the range's module not yet")
        #expect(manager.createFile(atPath: root + "/.build-wasm/dial-range.wasm", contents: Data([0])))
        #expect(builder.upToDateModule() == root + "/.build-wasm/dial.wasm")
        try manager.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 10)], ofItemAtPath: root + "/Sources/DialCore/Dial.swift")
        #expect(builder.upToDateModule() == nil, "a source changed after the module")
    }
}
