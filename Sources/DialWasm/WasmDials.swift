import DialCore

/// The dials a WebAssembly host drives through the exports, by handle, and the outcome of the
/// last call: its events, or the error it threw.
///
/// A host speaks numbers only, so a dial is named by its index here, an event is a pair of
/// integers (``WasmEvent``) and an error a code (``WasmError``). Everything is `Int32` at the
/// boundary: the engine's caps (values within ±2³⁰, at most 2²¹ events a call) fit in it.
struct WasmDials {
    private var table = WasmTable<Dial, DialEvent>()

    /// The events of the last call that returned some.
    var events: [DialEvent] { table.events }

    /// Makes a dial; returns its handle (≥ 0), or the negated ``WasmError`` code.
    mutating func create(labelCount: Int32, detentsPerLabel: Int32, radius: Double, value: Int32,
                         bounds: ClosedRange<Int>?) -> Int32 {
        do throws(DialError) {
            let face = try DialFace(labelCount: Int(labelCount), detentsPerLabel: Int(detentsPerLabel))
            return table.insert(try Dial(face: face, radius: radius, value: Int(value), bounds: bounds))
        } catch {
            return -WasmError.code(of: error)
        }
    }

    /// Lets go of the dial `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) { table.destroy(handle) }

    /// Whether `handle` names a live dial.
    func contains(_ handle: Int32) -> Bool { table.contains(handle) }

    /// The dial `handle`, nil when it names none.
    func dial(_ handle: Int32) -> Dial? { table.value(handle) }

    /// Runs one call on the dial `handle`: returns how many events it reported (read them with
    /// ``events``), or the negated ``WasmError`` code, the dial then as it was.
    mutating func call(_ handle: Int32, _ body: (inout Dial) throws(DialError) -> [DialEvent]) -> Int32 {
        table.call(handle, body)
    }
}
