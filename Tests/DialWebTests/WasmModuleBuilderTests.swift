@testable import DialWeb
import ProcessHarness
import Foundation
import Testing

struct WasmModuleBuilderTests {
    /// A package with sources in folders and a build folder holding their objects (a Swift
    /// source's bitcode, a C source's object) and one left by a source since deleted: only the
    /// sources' objects are linked.
    @Test func theModuleIsLinkedFromTheObjectsOfTheSourcesThereAreNow() throws {
        let root = NSTemporaryDirectory() + "dial-builder-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = PackageLayout(root: root)
        let sources = ["DialCore/Dial/Dial.swift", "DialCore/Motion/OffsetCurve.swift", "DialCore/Motion/.#OffsetCurve.swift",
                       "DialWasm/Exports.swift", "DialWasm/RangeExports.swift", "DialWasmRuntime/Runtime.c", "DialWasmRuntime/include/DialWasmRuntime.h"]
        for source in sources {
            let path = root + "/Sources/" + source
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        let wasmObjects = layout.objectFolder(ofTarget: "DialWasm")
        try FileManager.default.createDirectory(atPath: wasmObjects, withIntermediateDirectories: true)
        for stale in ["Exports.swift.bc", "RangeExports.swift.bc", "Deleted.swift.bc"] {
            try Data().write(to: URL(fileURLWithPath: wasmObjects + "/" + stale))
        }
        let core = layout.objectFolder(ofTarget: "DialCore"), runtime = layout.objectFolder(ofTarget: "DialWasmRuntime")
        let builder = WasmModuleBuilder(layout: layout)
        // The build has not made the runtime's object yet: said, naming it.
        for folder in [core, runtime] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for object in ["Dial.swift.bc", "OffsetCurve.swift.bc"] { try Data().write(to: URL(fileURLWithPath: core + "/" + object)) }
        #expect(throws: WebError.unreadable(runtime + "/Runtime.c.o")) { try builder.linkedObjects(.dial) }

        try Data().write(to: URL(fileURLWithPath: runtime + "/Runtime.c.o"))
        // The dial's module leaves out the object of the range's exports; the range's has every one.
        #expect(try builder.linkedObjects(.dial) == [core + "/Dial.swift.bc", core + "/OffsetCurve.swift.bc", wasmObjects + "/Exports.swift.bc",
                                                     runtime + "/Runtime.c.o"])
        #expect(try builder.linkedObjects(.range) == [core + "/Dial.swift.bc", core + "/OffsetCurve.swift.bc", wasmObjects + "/Exports.swift.bc",
                                                      wasmObjects + "/RangeExports.swift.bc", runtime + "/Runtime.c.o"])
    }

    /// A toolchain tool is the one beside `swift` (or beside the file a `swift` link points to)
    /// before one of the same name on `PATH`: only the toolchain's reads its compiler's bitcode.
    @Test func theToolchainsOwnToolComesBeforeTheOneOnThePath() throws {
        let root = NSTemporaryDirectory() + "dial-toolchain-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let toolchain = root + "/toolchain", linked = root + "/bin", bare = root + "/bare"
        for folder in [toolchain, linked, bare] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for file in [toolchain + "/swift-driver", toolchain + "/sh", bare + "/swift"] {
            #expect(FileManager.default.createFile(atPath: file, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        }
        try FileManager.default.createSymbolicLink(atPath: linked + "/swift", withDestinationPath: toolchain + "/swift-driver")
        let onPath = try #require(ExecutableLookup.find("sh"), "sh is on PATH")

        #expect(WasmModuleBuilder.toolchainTool("sh", besides: toolchain + "/swift-driver") == toolchain + "/sh")
        #expect(WasmModuleBuilder.toolchainTool("sh", besides: linked + "/swift") == toolchain + "/sh", "through the link")
        #expect(WasmModuleBuilder.toolchainTool("sh", besides: bare + "/swift") == onPath, "none beside swift: PATH's")
        #expect(WasmModuleBuilder.toolchainTool("no-such-tool-\(getpid())", besides: linked + "/swift") == nil)
    }

    /// CI builds the engine for wasm32 (its warnings and its 32-bit check) as `dial-web` does:
    /// each of the builder's flags (a flag and its value) is in `.ci/run`.
    @Test func continuousIntegrationBuildsTheModuleAsTheBuilderDoes() throws {
        let script = try String(contentsOfFile: PackageLayout.current.root + "/.ci/run", encoding: .utf8)
        let arguments = WasmModuleBuilder().buildArguments
        let withValue: Set = ["-c", "--triple", "-Xswiftc", "-Xcc", "--experimental-lto-mode"]
        var checked = 0
        for (index, argument) in arguments.enumerated() where withValue.contains(argument) && index + 1 < arguments.count {
            let pair = argument + " " + arguments[index + 1]
            let inScript = script.contains(pair)
            #expect(inScript, "\(pair) is not in .ci/run")
            checked += 1
        }
        #expect(checked >= 12, "the builder's flags were read: \(checked)")
    }

    /// The linked module goes through `wasm-opt` with the builder's options into the page's
    /// module; without `wasm-opt` it is copied there as it is; a failure is said with the tool's
    /// words. (A script stands in for `wasm-opt`: it writes its arguments as the output.)
    @Test func theLinkedModuleIsOptimizedWhereThereIsAnOptimizerAndCopiedWhereThereIsNone() throws {
        let root = NSTemporaryDirectory() + "dial-optimize-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let linked = root + "/dial.linked.wasm", output = root + "/dial.wasm"
        try Data("linked".utf8).write(to: URL(fileURLWithPath: linked))
        let fake = root + "/wasm-opt", failing = root + "/failing-wasm-opt"
        // Written by a shell of their own, so that no file of them is open in this process, where a
        // program another test starts at that moment could inherit it (and their exec fail, busy).
        try ToolCommand.run("/bin/sh", ["-c", #"""
            printf '#!/bin/sh\nfor last; do :; done\necho "$@" > "$last"\n' > "$1" && chmod 755 "$1"
            printf '#!/bin/sh\necho "[wasm-validator error] unexpected" >&2\nexit 1\n' > "$2" && chmod 755 "$2"
            """#, "sh", fake, failing], environment: ProcessEnvironmentList.current())

        let layout = PackageLayout(root: root)
        #expect(try WasmModuleBuilder(layout: layout, optimizer: fake).optimize(linked, to: output) == output)
        let said = try String(contentsOfFile: output, encoding: .utf8)
        #expect(said == (WasmModuleBuilder.optimizeArguments + [linked, "-o", output]).joined(separator: " ") + "\n")
        #expect(WasmModuleBuilder.optimizeArguments.first == "-Oz")

        #expect(try WasmModuleBuilder(layout: layout, optimizer: nil).optimize(linked, to: output) == output)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "linked", "copied as it is")

        #expect(throws: WebError.buildFailed(step: "wasm-opt", output: "[wasm-validator error] unexpected")) {
            try WasmModuleBuilder(layout: layout, optimizer: failing).optimize(linked, to: output)
        }
    }

    @Test func aMissingSourceFolderIsSaid() {
        let layout = PackageLayout(root: "/nonexistent-\(getpid())")
        #expect(throws: WebError.unreadable("/nonexistent-\(getpid())/Sources/DialCore")) {
            try WasmModuleBuilder(layout: layout).linkedObjects(.dial)
        }
    }
}
