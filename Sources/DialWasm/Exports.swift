import DialCore

// The engine's exports for a WebAssembly host, as C functions of numbers: `dial_create` makes a
// dial and returns its handle; each call on a handle returns the number of events it reported
// (read each with `dial_event_kind(i)` and `dial_event_value(i)`), or a negated error code
// (``WasmError``), the dial then as it was. Times are the host's monotonic seconds.
//
// The one piece of global state of the package: a module instance has one host and one thread.
nonisolated(unsafe) var table = WasmDials()

/// Makes a dial of `labelCount` labels of `detentsPerLabel` detents, at rest on `value`, within
/// `lower ... upper` when `bounded` is non-zero. Returns its handle, or a negated error code.
@_expose(wasm, "dial_create") @_cdecl("dial_create")
public func dialCreate(_ labelCount: Int32, _ detentsPerLabel: Int32, _ radius: Double, _ value: Int32,
                       _ bounded: Int32, _ lower: Int32, _ upper: Int32) -> Int32 {
    let bounds: ClosedRange<Int>? = bounded != 0 && lower <= upper ? Int(lower)...Int(upper) : nil
    if bounded != 0, bounds == nil { return -WasmError.code(of: .valueOutOfBounds(Int(value))) }
    return table.create(labelCount: labelCount, detentsPerLabel: detentsPerLabel, radius: radius, value: value, bounds: bounds)
}

/// Lets go of the dial `handle`.
@_expose(wasm, "dial_destroy") @_cdecl("dial_destroy")
public func dialDestroy(_ handle: Int32) { table.destroy(handle) }

/// ``Dial/advance(to:)``.
@_expose(wasm, "dial_advance") @_cdecl("dial_advance")
@_optimize(speed) @inline(__always)  // every frame: kept fast in a module built for size
public func dialAdvance(_ handle: Int32, _ time: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in try dial.advance(to: time) }
}

/// ``Dial/step(by:time:)``.
@_expose(wasm, "dial_step") @_cdecl("dial_step")
public func dialStep(_ handle: Int32, _ detents: Int32, _ time: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in try dial.step(by: Int(detents), time: time) }
}

/// ``Dial/select(value:time:)``.
@_expose(wasm, "dial_select_value") @_cdecl("dial_select_value")
public func dialSelectValue(_ handle: Int32, _ value: Int32, _ time: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in try dial.select(value: Int(value), time: time) }
}

/// ``Dial/beginDrag(at:time:)``.
@_expose(wasm, "dial_begin_drag") @_cdecl("dial_begin_drag")
public func dialBeginDrag(_ handle: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in try dial.beginDrag(at: DialPoint(x: x, y: y), time: time) }
}

/// ``Dial/drag(to:time:)``.
@_expose(wasm, "dial_drag") @_cdecl("dial_drag")
public func dialDrag(_ handle: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in try dial.drag(to: DialPoint(x: x, y: y), time: time) }
}

/// ``Dial/release(time:)``: the velocity from the dial's own tracker.
@_expose(wasm, "dial_release") @_cdecl("dial_release")
public func dialRelease(_ handle: Int32, _ time: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in try dial.release(time: time) }
}

/// ``Dial/release(velocity:time:)``: a fling at `velocity` rad/s, clockwise positive.
@_expose(wasm, "dial_fling") @_cdecl("dial_fling")
public func dialFling(_ handle: Int32, _ velocity: Double, _ time: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in try dial.release(velocity: velocity, time: time) }
}

/// The kind of event `index` of the last call (``WasmEvent``), 0 past the last.
@_expose(wasm, "dial_event_kind") @_cdecl("dial_event_kind")
public func dialEventKind(_ index: Int32) -> Int32 {
    table.event(index).map(WasmEvent.kind(of:)) ?? 0
}

/// The value of event `index` of the last call (``WasmEvent``), 0 past the last.
@_expose(wasm, "dial_event_value") @_cdecl("dial_event_value")
public func dialEventValue(_ index: Int32) -> Int32 {
    table.event(index).map(WasmEvent.value(of:)) ?? 0
}

/// ``Dial/value``, 0 for an unknown handle. It always fits: a value saturates at `Int32`'s range.
/// Not in the page's module (the element reads `dial_shown_value`): the 32-bit check and the
/// tests' native replay read it.
public func dialValue(_ handle: Int32) -> Int32 { table.read(handle, or: 0) { Int32(clamping: $0.value) } }

/// ``Dial/selectedIndex``, 0 for an unknown handle. Not in the page's module, as ``dialValue(_:)``.
public func dialSelectedIndex(_ handle: Int32) -> Int32 { table.read(handle, or: 0) { Int32(clamping: $0.selectedIndex) } }

/// ``Dial/rotation`` in radians, 0 for an unknown handle.
@_expose(wasm, "dial_rotation") @_cdecl("dial_rotation")
public func dialRotation(_ handle: Int32) -> Double { table.read(handle, or: 0) { $0.rotation } }

/// 1 when ``Dial/isSettled``, else 0.
@_expose(wasm, "dial_is_settled") @_cdecl("dial_is_settled")
public func dialIsSettled(_ handle: Int32) -> Int32 { table.read(handle, or: 0) { $0.isSettled ? 1 : 0 } }
