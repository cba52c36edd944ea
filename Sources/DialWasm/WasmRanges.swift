import DialCore

/// The ranges a WebAssembly host drives through the exports, by handle, and the events of the
/// last call, as ``WasmDials`` keeps dials.
struct WasmRanges {
    private var table = WasmTable<DialRange, DialRangeEvent>()

    /// The events of the last call.
    var events: [DialRangeEvent] { table.events }

    /// Makes a range; returns its handle (≥ 0), or the negated ``WasmError`` code.
    mutating func create(face: DialFace, radius: Double, configuration: DialConfiguration,
                         start: Int, span: Int, spanLimits: ClosedRange<Int>) -> Int32 {
        do throws(DialError) {
            return table.insert(try DialRange(face: face, radius: radius, configuration: configuration,
                                              start: start, span: span, spanLimits: spanLimits))
        } catch {
            return -WasmError.code(of: error)
        }
    }

    /// Lets go of the range `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) { table.destroy(handle) }

    /// The range `handle`, nil when it names none.
    func range(_ handle: Int32) -> DialRange? { table.value(handle) }

    /// Runs one call on the range `handle`: returns how many events it reported (read them with
    /// ``events``), or the negated ``WasmError`` code, the range then as it was.
    mutating func call(_ handle: Int32, _ body: (inout DialRange) throws(DialError) -> [DialRangeEvent]) -> Int32 {
        table.call(handle, body)
    }
}
