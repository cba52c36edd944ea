import DialCore

/// The ranges a WebAssembly host drives through the exports, by handle, and the events of the
/// last call, as ``WasmDials`` keeps dials.
typealias WasmRanges = WasmTable<DialRange, DialRangeEvent>

extension WasmTable where Value == DialRange, Event == DialRangeEvent {
    /// Makes a range; returns its handle (≥ 0), or the negated ``WasmError`` code.
    mutating func create(face: DialFace, radius: Double, configuration: DialConfiguration,
                         start: Int, span: Int, spanLimits: ClosedRange<Int>) -> Int32 {
        do throws(DialError) {
            return insert(try DialRange(face: face, radius: radius, configuration: configuration,
                                        start: start, span: span, spanLimits: spanLimits))
        } catch {
            return -WasmError.code(of: error)
        }
    }
}
