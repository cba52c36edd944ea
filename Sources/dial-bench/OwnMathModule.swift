import DialWeb
import Foundation
import ProcessHarness

/// `dial.wasm` with the engine's six `Math` functions compiled into it rather than imported from
/// the page: the Swift ones `dial-wasm-check` links for wasmkit (a reduction and a polynomial,
/// within a few units in the last place), so a frame never leaves the module. For figure 11's
/// comparison only; the page's module imports `Math`.
enum OwnMathModule {
    /// Builds `dial-wasm-check` for wasm32 as CI does and links the bitcode of it that defines
    /// `exp` with the engine's, then optimizes it as the page's module is; returns its path.
    static func build(_ builder: WasmModuleBuilder) throws -> String {
        var arguments = builder.buildArguments
        if let target = arguments.firstIndex(of: "--target") {
            arguments.replaceSubrange(target...(target + 1), with: ["--product", "dial-wasm-check"])
        }
        try builder.compile(arguments)
        let folder = builder.layout.objectFolder(ofTarget: "dial_wasm_check")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".bc") }.sorted()
        guard let swift = ExecutableLookup.find("swift") else { throw WebError.toolMissing("swift") }
        guard let nm = WasmModuleBuilder.toolchainTool("llvm-nm", besides: swift) else { throw WebError.toolMissing("llvm-nm") }
        for name in names {
            let symbols = try ToolCommand.run(nm, ["--defined-only", folder + "/" + name], environment: ProcessEnvironmentList.current())
            if symbols.split(separator: "\n").contains(where: { $0.hasSuffix(" T exp") }) {
                let linked = try builder.link(.dial, extraObjects: [folder + "/" + name], to: builder.layout.scratchPath + "/dial-own-math.linked.wasm")
                return try builder.optimize(linked, to: builder.layout.scratchPath + "/dial-own-math.wasm")
            }
        }
        throw WebError.buildFailed(step: "the own-math module", output: "no object of dial-wasm-check defines exp")
    }
}
