import DialCore

/// The values of one kind (dials, ranges) a WebAssembly host drives through the exports, by
/// handle, and the events of the last call.
///
/// A host speaks numbers only, so a value is named by its index here. Each value lies in memory
/// of its own, which a call changes in place: no copy of the value, or of the event buffer it
/// lends its events in, crosses a call, and reaching a value counts no references. A destroyed
/// value's handle is reused by the next one made. The table owns that memory, so it cannot be
/// copied, and what it still holds is let go with it.
///
/// An empty table is all zeros and nils, so a global one is laid out in the module's data as it
/// is, with no code to run before its first use (an array would be set up by a one-time
/// initializer, which every call would check).
struct WasmTable<Value, Event>: ~Copyable {
    /// Where each value lies, nil where one was destroyed: `count` of them, in room for
    /// `capacity`. The slots of a module's values fit in 32 bits: each value takes hundreds of
    /// bytes of a memory of at most 4 GiB.
    private var slots: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    private var count: Int32 = 0
    private var capacity: Int32 = 0
    /// The events of the last call that reported some; nil when it reported none.
    private var lastEvents: [Event]?

    init() {}

    deinit {
        for index in 0..<Int(count) {
            guard let slot = slots?[index] else { continue }
            let value = slot.assumingMemoryBound(to: Value.self)
            value.deinitialize(count: 1)
            value.deallocate()
        }
        slots?.deallocate()
    }

    /// Event `index` of the last call, nil past the last.
    func event(_ index: Int32) -> Event? {
        guard let lastEvents, index >= 0, Int(index) < lastEvents.count else { return nil }
        return lastEvents[Int(index)]
    }

    /// Holds `value`; returns its handle (≥ 0): the first free one, else a new one.
    mutating func insert(_ value: consuming Value) -> Int32 {
        let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        slot.initialize(to: value)
        for index in 0..<Int(count) where slots?[index] == nil {
            slots?[index] = UnsafeMutableRawPointer(slot)
            return Int32(index)
        }
        if count == capacity { grow() }
        slots?[Int(count)] = UnsafeMutableRawPointer(slot)
        count += 1
        return count - 1
    }

    /// Doubles the room for slots (8 to start with), copying the slots there are.
    private mutating func grow() {
        let larger = max(8, 2 * capacity)
        let moved = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: Int(larger))
        if let slots {
            moved.initialize(from: slots, count: Int(count))
            slots.deallocate()
        }
        slots = moved
        capacity = larger
    }

    /// Lets go of the value `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) {
        guard let slot = slot(handle) else { return }
        slot.deinitialize(count: 1)
        slot.deallocate()
        slots?[Int(handle)] = nil
    }

    /// What `body` reads of the value `handle`, or `absent` when it names none. `body` only
    /// reads: a change belongs in ``call(_:_:)``, which lets go of the last call's events. The
    /// value is handed `inout`, by address, all the same: Embedded Swift hands a borrowed value
    /// (or a pointer's `pointee`) to each method called on it as a copy, its references counted.
    @inline(__always)
    func read<Result>(_ handle: Int32, or absent: Result, _ body: (inout Value) -> Result) -> Result {
        guard let slot = slot(handle) else { return absent }
        return body(&slot.pointee)
    }

    /// Where the value `handle` lies, nil when it names none.
    private func slot(_ handle: Int32) -> UnsafeMutablePointer<Value>? {
        guard handle >= 0, handle < count else { return nil }
        return slots?[Int(handle)]?.assumingMemoryBound(to: Value.self)
    }

    /// Runs one call on the value `handle`: returns how many events it reported (read them with
    /// ``event(_:)``), or the negated ``WasmError`` code, the value then as it was. Written out in
    /// each export, around the two steps every call shares (calls of their own: writing them out
    /// in a frame's export too measured no faster).
    @inline(__always)
    mutating func call(_ handle: Int32, _ body: (inout Value) throws(DialError) -> [Event]) -> Int32 {
        guard let slot = open(handle) else { return -WasmError.unknownHandle }
        do throws(DialError) {
            return keep(try body(&slot.pointee))
        } catch {
            return -WasmError.code(of: error)
        }
    }

    /// Where the value `handle` lies, nil when it names none; the last call's events are let go
    /// first, so the value's event buffer is unique again.
    @inline(never)
    private mutating func open(_ handle: Int32) -> UnsafeMutablePointer<Value>? {
        guard let slot = slot(handle) else { return nil }
        if lastEvents != nil { lastEvents = nil }
        return slot
    }

    /// Keeps a call's events for ``event(_:)``; returns how many there are.
    @inline(never)
    private mutating func keep(_ reported: [Event]) -> Int32 {
        if !reported.isEmpty { lastEvents = reported }
        return Int32(reported.count)
    }
}
