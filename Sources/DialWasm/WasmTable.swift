import DialCore

/// The values of one kind (dials, ranges) a WebAssembly host drives through the exports, by
/// handle, and the events of the last call.
///
/// A host speaks numbers only, so a value is named by its index here. Each value lies in memory
/// of its own, which a call changes in place: no copy of the value, or of the event buffer it
/// lends its events in, crosses a call, and reaching a value counts no references. A destroyed
/// value's handle is reused by the next one made.
struct WasmTable<Value, Event> {
    /// Where each value lies, nil where one was destroyed. Untyped, so that the tables of every
    /// kind share one array type and the module holds its code once.
    private var slots: [UnsafeMutableRawPointer?] = []
    /// The events of the last call.
    private(set) var events: [Event] = []

    /// Holds `value`; returns its handle (≥ 0): the first free one, else a new one.
    mutating func insert(_ value: Value) -> Int32 {
        let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        slot.initialize(to: value)
        if let free = slots.firstIndex(where: { $0 == nil }) {
            slots[free] = UnsafeMutableRawPointer(slot)
            return Int32(free)
        }
        slots.append(UnsafeMutableRawPointer(slot))
        return Int32(slots.count - 1)
    }

    /// Lets go of the value `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) {
        guard let slot = slot(handle) else { return }
        slot.deinitialize(count: 1)
        slot.deallocate()
        slots[Int(handle)] = nil
    }

    /// Where the value `handle` lies, nil when it names none. Read it through `pointee`, which
    /// reads the part asked for in place.
    func slot(_ handle: Int32) -> UnsafeMutablePointer<Value>? {
        guard handle >= 0, Int(handle) < slots.count else { return nil }
        return slots[Int(handle)]?.assumingMemoryBound(to: Value.self)
    }

    /// Runs one call on the value `handle`: returns how many events it reported (read them with
    /// ``events``), or the negated ``WasmError`` code, the value then as it was.
    mutating func call(_ handle: Int32, _ body: (inout Value) throws(DialError) -> [Event]) -> Int32 {
        guard let slot = slot(handle) else { return -WasmError.unknownHandle }
        // The last call's events are let go first, so the value's event buffer is unique again.
        if !events.isEmpty { events = [] }
        do throws(DialError) {
            let reported = try body(&slot.pointee)
            if !reported.isEmpty { events = reported }
            return Int32(reported.count)
        } catch {
            return -WasmError.code(of: error)
        }
    }
}
