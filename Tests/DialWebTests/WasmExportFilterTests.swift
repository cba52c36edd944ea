@testable import DialWeb
import Testing

/// A module's exports filtered by name: the export section written again with the kept ones,
/// every other section as it was; bytes that are no module are refused.
struct WasmExportFilterTests {
    static let header: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]

    /// An export: its name, a kind and an index.
    static func export(_ name: String, kind: UInt8, index: Int) -> [UInt8] {
        WasmExportFilter.encoded(name.utf8.count) + Array(name.utf8) + [kind] + WasmExportFilter.encoded(index)
    }

    static func section(_ id: UInt8, _ content: [UInt8]) -> [UInt8] { [id] + WasmExportFilter.encoded(content.count) + content }

    @Test func onlyTheKeptExportsStayAndEveryOtherSectionIsAsItWas() throws {
        let custom = Self.section(0, [3] + Array("abc".utf8) + Array(repeating: 7, count: 200))
        let exports = [Self.export("memory", kind: 2, index: 0), Self.export("dial_step", kind: 0, index: 1),
                       Self.export("range_step", kind: 0, index: 200), Self.export("dial_heap_in_use", kind: 0, index: 3)]
        let module = Self.header + custom + Self.section(7, [4] + exports.flatMap { $0 }) + Self.section(10, [0])

        let dial = try WasmExportFilter.keeping(module, named: "m", EngineModule.dial.keeps)
        #expect(dial == Self.header + custom + Self.section(7, [3] + exports[0] + exports[1] + exports[3]) + Self.section(10, [0]))
        let range = try WasmExportFilter.keeping(module, named: "m", EngineModule.range.keeps)
        #expect(range == Self.header + custom + Self.section(7, [3] + exports[0] + exports[2] + exports[3]) + Self.section(10, [0]))
        #expect(try WasmExportFilter.keeping(module, named: "m") { _ in true } == module, "nothing left out: the same bytes")
    }

    @Test func bytesThatAreNoModuleAreRefused() {
        #expect(throws: WebError.unreadable("m")) { try WasmExportFilter.keeping([1, 2, 3], named: "m") { _ in true } }
        // A section that says it is longer than what is left.
        #expect(throws: WebError.unreadable("m")) { try WasmExportFilter.keeping(Self.header + [7, 9, 1], named: "m") { _ in true } }
        // An export section whose count promises more exports than it holds.
        #expect(throws: WebError.unreadable("m")) {
            try WasmExportFilter.keeping(Self.header + Self.section(7, [2] + Self.export("a", kind: 0, index: 0)), named: "m") { _ in true }
        }
    }

    @Test func numbersRoundTripThroughLEB128() {
        for value in [0, 1, 127, 128, 300, 16_383, 16_384, 1 << 28, Int(Int32.max)] {
            let bytes = WasmExportFilter.encoded(value)
            #expect(WasmExportFilter.leb128(bytes, at: 0).map { [$0.0, $0.1] } == [value, bytes.count])
        }
    }
}
