/// One of the engine's WebAssembly modules a page may load: the spinning dial's (`dial.wasm`) or
/// the range's (`dial-range.wasm`). Each is linked from the engine's objects without the other's
/// exports (``WasmModuleBuilder``): the dial's without the object of the range's exports, so that
/// link-time optimization sees the dial's alone (the module is 1.6 KB smaller gzipped than when
/// the range's exports are taken out after the link); the range's with every object (the dial's
/// exports' object also holds the generic code both use) and then without the dial's exports
/// (``WasmExportFilter``), the optimizer leaving out the code only they reached. A page with no
/// range dial never downloads the range's engine, and a page with ranges alone never the dial's.
public struct EngineModule: Sendable, Equatable {
    /// The module's name in the site (and in the build's scratch path).
    public var fileName: String
    /// The prefix of the exports this module leaves out (the other module's).
    public var leftOutPrefix: String
    /// The `DialWasm` sources whose objects are not linked into this module.
    public var leftOutSources: Set<String>

    /// The spinning dial's engine: every export but the range's.
    public static let dial = EngineModule(fileName: "dial.wasm", leftOutPrefix: "range_", leftOutSources: ["RangeExports.swift"])
    /// The range's engine: every export but the dial's.
    public static let range = EngineModule(fileName: "dial-range.wasm", leftOutPrefix: "dial_", leftOutSources: [])
    /// Every module, the dial's first.
    public static let all = [dial, range]

    /// The runtime's exports (`DialWasmRuntime`'s heap counters), which every module keeps.
    public static let runtimeExports: Set<String> = ["dial_heap_in_use", "dial_allocation_count"]

    /// Whether this module keeps the export `name`.
    public func keeps(_ name: String) -> Bool {
        !name.hasPrefix(leftOutPrefix) || Self.runtimeExports.contains(name)
    }

    /// The linked (not yet optimized) module's name: `dial.linked.wasm`.
    public var linkedName: String { String(fileName.dropLast(".wasm".count)) + ".linked.wasm" }

    /// The path of this module in the folder of `module` (the path of another module).
    public func path(besides module: String) -> String {
        guard let slash = module.lastIndex(of: "/") else { return fileName }
        return String(module[...slash]) + fileName
    }
}
