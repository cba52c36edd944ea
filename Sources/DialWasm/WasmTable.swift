import DialCore

/// The values of one kind (dials, ranges) a WebAssembly host drives through the exports, by
/// handle, and the events of the last call.
///
/// A host speaks numbers only, so a value is named by its index here. Each value is held by
/// reference in a slot, so a call changes it where it lies: no copy of the value, or of the
/// event buffer it lends its events in, crosses a call. A destroyed value's handle is reused by
/// the next one made.
struct WasmTable<Value, Event> {
    /// The values, nil where one was destroyed.
    private var slots: [WasmSlot<Value>?] = []
    /// The events of the last call.
    private(set) var events: [Event] = []

    /// Holds `value`; returns its handle (≥ 0): the first free one, else a new one.
    mutating func insert(_ value: Value) -> Int32 {
        if let free = slots.firstIndex(where: { $0 == nil }) {
            slots[free] = WasmSlot(value)
            return Int32(free)
        }
        slots.append(WasmSlot(value))
        return Int32(slots.count - 1)
    }

    /// Lets go of the value `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) {
        guard contains(handle) else { return }
        slots[Int(handle)] = nil
    }

    /// Whether `handle` names a live value.
    func contains(_ handle: Int32) -> Bool {
        handle >= 0 && Int(handle) < slots.count && slots[Int(handle)] != nil
    }

    /// The value `handle`, nil when it names none.
    func value(_ handle: Int32) -> Value? {
        contains(handle) ? slots[Int(handle)]?.value : nil
    }

    /// Runs one call on the value `handle`: returns how many events it reported (read them with
    /// ``events``), or the negated ``WasmError`` code, the value then as it was.
    mutating func call(_ handle: Int32, _ body: (inout Value) throws(DialError) -> [Event]) -> Int32 {
        guard contains(handle), let slot = slots[Int(handle)] else { return -WasmError.unknownHandle }
        // The last call's events are let go first, so the value's event buffer is unique again.
        events = []
        do throws(DialError) {
            events = try body(&slot.value)
            return Int32(events.count)
        } catch {
            return -WasmError.code(of: error)
        }
    }
}

/// A value held by reference, so a call changes it in place.
final class WasmSlot<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
