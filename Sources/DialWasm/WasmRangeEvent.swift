import DialCore

/// A ``DialRangeEvent`` as three integers for a WebAssembly host: a kind and two values.
///
/// | kind | event | first | second |
/// |---|---|---|---|
/// | 1 | `changed` | the handle (0 start, 1 end) | the detent |
/// | 2 | `limitReached` | the handle | the span limit met |
/// | 3 | `settled` | the start | the span |
enum WasmRangeEvent {
    static func kind(of event: DialRangeEvent) -> Int32 {
        switch event {
        case .changed: 1
        case .limitReached: 2
        case .settled: 3
        }
    }

    static func first(of event: DialRangeEvent) -> Int32 {
        switch event {
        case .changed(let handle, _), .limitReached(let handle, _): WasmPart.code(of: .handle(handle))
        case .settled(let start, _): Int32(clamping: start)
        }
    }

    static func second(of event: DialRangeEvent) -> Int32 {
        switch event {
        case .changed(_, let detent): Int32(clamping: detent)
        case .limitReached(_, let limit): Int32(clamping: limit)
        case .settled(_, let span): Int32(clamping: span)
        }
    }
}
