import DialCore

// The range's exports, as the dial's (see Exports.swift): `range_create` returns a handle; each
// call on a handle returns how many events it reported (read each with `range_event_kind(i)`,
// `range_event_first(i)` and `range_event_second(i)`, ``WasmRangeEvent``), or a negated error
// code, the range then as it was. Parts are numbered as ``WasmPart`` says.

nonisolated(unsafe) private var ranges = WasmRanges()

extension WasmError {
    /// A part number that names no part.
    static let unknownPart: Int32 = 100
}

/// Makes a range of `span` detents from `start` on a face of `labelCount` labels of
/// `detentsPerLabel` detents, the span within `lower ... upper`, with handles of `handleRadius`
/// and Reduce Motion on when `reducesMotion` is non-zero. Returns its handle, or a negated error.
@_expose(wasm, "range_create") @_cdecl("range_create")
public func rangeCreate(_ labelCount: Int32, _ detentsPerLabel: Int32, _ radius: Double, _ handleRadius: Double,
                        _ reducesMotion: Int32, _ start: Int32, _ span: Int32, _ lower: Int32, _ upper: Int32) -> Int32 {
    guard lower <= upper else { return -WasmError.code(of: .invalidSpanLimits(lower: Int(lower), upper: Int(upper))) }
    let face: DialFace
    do throws(DialError) {
        face = try DialFace(labelCount: Int(labelCount), detentsPerLabel: Int(detentsPerLabel))
    } catch {
        return -WasmError.code(of: error)
    }
    var configuration = DialConfiguration()
    configuration.handleRadius = handleRadius
    configuration.reducesMotion = reducesMotion != 0
    return ranges.create(face: face, radius: radius, configuration: configuration,
                         start: Int(start), span: Int(span), spanLimits: Int(lower)...Int(upper))
}

/// Sets ``DialConfiguration/reducesMotion`` of the range `handle` (non-zero: on), as
/// `dial_set_reduces_motion` does a dial's. Returns 0, or the negated ``WasmError`` code.
@_expose(wasm, "range_set_reduces_motion") @_cdecl("range_set_reduces_motion")
public func rangeSetReducesMotion(_ handle: Int32, _ reducesMotion: Int32) -> Int32 {
    ranges.call(handle) { (range: inout DialRange) throws(DialError) in
        var configuration = range.configuration
        configuration.reducesMotion = reducesMotion != 0
        try range.reconfigure(configuration)
        return []
    }
}

/// Sets ``DialConfiguration/restTolerance`` of the range `handle`, as `dial_set_rest_tolerance`
/// does a dial's. Returns 0, or the negated ``WasmError`` code.
@_expose(wasm, "range_set_rest_tolerance") @_cdecl("range_set_rest_tolerance")
public func rangeSetRestTolerance(_ handle: Int32, _ radians: Double) -> Int32 {
    ranges.call(handle) { (range: inout DialRange) throws(DialError) in
        var configuration = range.configuration
        configuration.restTolerance = radians
        try range.reconfigure(configuration)
        return []
    }
}

/// Lets go of the range `handle`.
@_expose(wasm, "range_destroy") @_cdecl("range_destroy")
public func rangeDestroy(_ handle: Int32) { ranges.destroy(handle) }

/// ``DialRange/part(at:)``: the part a touch at `(x, y)` holds, −1 for none or an unknown handle.
@_expose(wasm, "range_part_at") @_cdecl("range_part_at")
public func rangePartAt(_ handle: Int32, _ x: Double, _ y: Double) -> Int32 {
    WasmPart.code(of: ranges.read(handle, or: nil) { $0.part(at: DialPoint(x: x, y: y)) })
}

/// ``DialRange/beginDrag(_:at:time:)`` of the part numbered `part`.
@_expose(wasm, "range_begin_drag") @_cdecl("range_begin_drag")
public func rangeBeginDrag(_ handle: Int32, _ part: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    guard let part = WasmPart.part(part) else { return -WasmError.unknownPart }
    return ranges.call(handle) { (range: inout DialRange) throws(DialError) in
        try range.beginDrag(part, at: DialPoint(x: x, y: y), time: time)
    }
}

/// ``DialRange/drag(to:time:)``.
@_expose(wasm, "range_drag") @_cdecl("range_drag")
public func rangeDrag(_ handle: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    ranges.call(handle) { (range: inout DialRange) throws(DialError) in try range.drag(to: DialPoint(x: x, y: y), time: time) }
}

/// ``DialRange/release(time:)``.
@_expose(wasm, "range_release") @_cdecl("range_release")
public func rangeRelease(_ handle: Int32, _ time: Double) -> Int32 {
    ranges.call(handle) { (range: inout DialRange) throws(DialError) in try range.release(time: time) }
}

/// ``DialRange/step(_:by:time:)`` of the part numbered `part`.
@_expose(wasm, "range_step") @_cdecl("range_step")
public func rangeStep(_ handle: Int32, _ part: Int32, _ detents: Int32, _ time: Double) -> Int32 {
    guard let part = WasmPart.part(part) else { return -WasmError.unknownPart }
    return ranges.call(handle) { (range: inout DialRange) throws(DialError) in try range.step(part, by: Int(detents), time: time) }
}

/// ``DialRange/advance(to:)``.
@_expose(wasm, "range_advance") @_cdecl("range_advance")
public func rangeAdvance(_ handle: Int32, _ time: Double) -> Int32 {
    ranges.call(handle) { (range: inout DialRange) throws(DialError) in try range.advance(to: time) }
}

/// ``DialRange/span``, 0 for an unknown handle.
@_expose(wasm, "range_span") @_cdecl("range_span")
public func rangeSpan(_ handle: Int32) -> Int32 { ranges.read(handle, or: 0) { Int32(clamping: $0.span) } }

/// The start a page shows: ``DialRange/restingStart``, or while a finger holds it ``DialRange/start``.
@_expose(wasm, "range_shown_start") @_cdecl("range_shown_start")
public func rangeShownStart(_ handle: Int32) -> Int32 {
    ranges.read(handle, or: 0) { range in Int32(clamping: range.restingStart ?? range.start) }
}

/// The span a page shows: ``DialRange/restingSpan``, or while a finger holds it ``DialRange/span``.
@_expose(wasm, "range_shown_span") @_cdecl("range_shown_span")
public func rangeShownSpan(_ handle: Int32) -> Int32 {
    ranges.read(handle, or: 0) { range in Int32(clamping: range.restingSpan ?? range.span) }
}

/// ``DialRange/angle(of:)`` of handle `which` (0 start, 1 end), radians; 0 otherwise.
@_expose(wasm, "range_angle") @_cdecl("range_angle")
public func rangeAngle(_ handle: Int32, _ which: Int32) -> Double {
    guard case .handle(let end)? = WasmPart.part(which) else { return 0 }
    return ranges.read(handle, or: 0) { $0.angle(of: end) }
}

/// 1 when ``DialRange/isSettled``, else 0.
@_expose(wasm, "range_is_settled") @_cdecl("range_is_settled")
public func rangeIsSettled(_ handle: Int32) -> Int32 { ranges.read(handle, or: 0) { $0.isSettled ? 1 : 0 } }

/// The kind of event `index` of the last range call (``WasmRangeEvent``), 0 past the last.
@_expose(wasm, "range_event_kind") @_cdecl("range_event_kind")
public func rangeEventKind(_ index: Int32) -> Int32 {
    ranges.event(index).map(WasmRangeEvent.kind(of:)) ?? 0
}

/// The first value of event `index` of the last range call, 0 past the last.
@_expose(wasm, "range_event_first") @_cdecl("range_event_first")
public func rangeEventFirst(_ index: Int32) -> Int32 {
    ranges.event(index).map(WasmRangeEvent.first(of:)) ?? 0
}

/// The second value of event `index` of the last range call, 0 past the last.
@_expose(wasm, "range_event_second") @_cdecl("range_event_second")
public func rangeEventSecond(_ index: Int32) -> Int32 {
    ranges.event(index).map(WasmRangeEvent.second(of:)) ?? 0
}
