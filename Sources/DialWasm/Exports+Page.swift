import DialCore

// What a page needs of a dial beyond the engine's calls: the user's Reduce Motion setting, and
// the value the dial shows (the one it is headed for).

/// Sets ``DialConfiguration/reducesMotion`` of the dial `handle` (non-zero: on); motions that
/// start from now on use it. Returns 0, or the negated ``WasmError`` code.
@_expose(wasm, "dial_set_reduces_motion") @_cdecl("dial_set_reduces_motion")
public func dialSetReducesMotion(_ handle: Int32, _ reducesMotion: Int32) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in
        var configuration = dial.configuration
        configuration.reducesMotion = reducesMotion != 0
        try dial.reconfigure(configuration)
        return []
    }
}

/// The value a page shows for the dial `handle`: the one it will rest on (``Dial/restingValue``),
/// or while a finger holds it, the one under the pointer (``Dial/value``). 0 for an unknown handle.
@_expose(wasm, "dial_shown_value") @_cdecl("dial_shown_value")
public func dialShownValue(_ handle: Int32) -> Int32 {
    table.read(handle, or: 0) { dial in Int32(clamping: dial.restingValue ?? dial.value) }
}

/// Sets ``DialConfiguration/restTolerance`` of the dial `handle` to `radians`: a page sets it
/// from the size it draws the dial at (a quarter of a pixel at its radius), so a motion ends
/// when what is left of it can no longer be seen. Motions that start from now on use it. Returns
/// 0, or the negated ``WasmError`` code (a tolerance below 10⁻⁹ rad or not finite is refused).
@_expose(wasm, "dial_set_rest_tolerance") @_cdecl("dial_set_rest_tolerance")
public func dialSetRestTolerance(_ handle: Int32, _ radians: Double) -> Int32 {
    table.call(handle) { (dial: inout Dial) throws(DialError) in
        var configuration = dial.configuration
        configuration.restTolerance = radians
        try dial.reconfigure(configuration)
        return []
    }
}
