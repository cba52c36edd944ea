import DialCore

/// The dials a WebAssembly host drives through the exports, by handle, and the outcome of the
/// last call: its events, or the error it threw.
///
/// A host speaks numbers only, so a dial is named by its index here, an event is a pair of
/// integers (``WasmEvent``) and an error a code (``WasmError``). Everything is `Int32` at the
/// boundary: the engine's caps (values within ±2³⁰, at most 2²¹ events a call) fit in it.
typealias WasmDials = WasmTable<Dial, DialEvent>

extension WasmTable where Value == Dial, Event == DialEvent {
    /// Makes a dial; returns its handle (≥ 0), or the negated ``WasmError`` code.
    mutating func create(labelCount: Int32, detentsPerLabel: Int32, radius: Double, value: Int32,
                         bounds: ClosedRange<Int>?) -> Int32 {
        do throws(DialError) {
            let face = try DialFace(labelCount: Int(labelCount), detentsPerLabel: Int(detentsPerLabel))
            return insert(try Dial(face: face, radius: radius, value: Int(value), bounds: bounds))
        } catch {
            return -WasmError.code(of: error)
        }
    }
}
