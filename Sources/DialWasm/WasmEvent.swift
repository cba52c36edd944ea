import DialCore

/// A ``DialEvent`` as two integers for a WebAssembly host: a kind and a value.
///
/// | kind | event | value |
/// |---|---|---|
/// | 1 | `selectionChanged` | the detent |
/// | 2 | `directionChanged` | 1 clockwise, −1 counterclockwise |
/// | 3 | `settled` | the detent |
/// | 4 | `limitReached` | the bound's value |
enum WasmEvent {
    static func kind(of event: DialEvent) -> Int32 {
        switch event {
        case .selectionChanged: 1
        case .directionChanged: 2
        case .settled: 3
        case .limitReached: 4
        }
    }

    /// The event's value; every one fits in `Int32` (detents below 2²⁰, bounds within ±2³⁰).
    static func value(of event: DialEvent) -> Int32 {
        switch event {
        case .selectionChanged(let detent), .settled(let detent): Int32(clamping: detent)
        case .directionChanged(let direction): direction == .clockwise ? 1 : -1
        case .limitReached(let bound): Int32(clamping: bound)
        }
    }
}
