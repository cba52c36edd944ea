import DialCore

/// The dials a WebAssembly host drives through the exports, by handle, and the outcome of the
/// last call: its events, or the error it threw.
///
/// A host speaks numbers only, so a dial is named by its index here, an event is a pair of
/// integers (``WasmEvent``) and an error a code (``WasmError``). Everything is `Int32` at the
/// boundary: the engine's caps (values within ±2³⁰, at most 2²¹ events a call) fit in it.
struct WasmDials {
    /// The dials, nil where one was destroyed (its handle is reused by the next one made).
    private var dials: [DialSlot?] = []
    /// The events of the last call that returned some.
    private(set) var events: [DialEvent] = []

    /// Makes a dial; returns its handle (≥ 0), or the negated ``WasmError`` code.
    mutating func create(labelCount: Int32, detentsPerLabel: Int32, radius: Double, value: Int32,
                         bounds: ClosedRange<Int>?) -> Int32 {
        let dial: Dial
        do throws(DialError) {
            let face = try DialFace(labelCount: Int(labelCount), detentsPerLabel: Int(detentsPerLabel))
            dial = try Dial(face: face, radius: radius, value: Int(value), bounds: bounds)
        } catch {
            return -WasmError.code(of: error)
        }
        if let free = dials.firstIndex(where: { $0 == nil }) {
            dials[free] = DialSlot(dial)
            return Int32(free)
        }
        dials.append(DialSlot(dial))
        return Int32(dials.count - 1)
    }

    /// Lets go of the dial `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) {
        guard contains(handle) else { return }
        dials[Int(handle)] = nil
    }

    /// Whether `handle` names a live dial.
    func contains(_ handle: Int32) -> Bool {
        handle >= 0 && Int(handle) < dials.count && dials[Int(handle)] != nil
    }

    /// The dial `handle`, nil when it names none.
    func dial(_ handle: Int32) -> Dial? {
        contains(handle) ? dials[Int(handle)]?.dial : nil
    }

    /// Runs one call on the dial `handle`: returns how many events it reported (read them with
    /// ``events``), or the negated ``WasmError`` code, the dial then as it was.
    mutating func call(_ handle: Int32, _ body: (inout Dial) throws(DialError) -> [DialEvent]) -> Int32 {
        guard contains(handle), let slot = dials[Int(handle)] else { return -WasmError.unknownHandle }
        // The dial is changed where it lies (a call that throws leaves it as it was), and the
        // event buffer it lent to the last call's events is let go first: no copy of either.
        events = []
        do throws(DialError) {
            events = try body(&slot.dial)
            return Int32(events.count)
        } catch {
            return -WasmError.code(of: error)
        }
    }
}

/// A dial held by reference, so a call changes it in place.
final class DialSlot {
    var dial: Dial
    init(_ dial: Dial) { self.dial = dial }
}
