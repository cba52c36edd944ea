import DialCore
import DialWasm
import Foundation
import Synchronization

/// The exports keep their dials and ranges in globals (a module instance has one host and one
/// thread), so the tests that call them natively take turns.
let nativeExports = Mutex(())

/// A run of engine calls on one dial or one range, made twice: natively through the exports
/// (``native()``) and in the page through `dial-engine.js`'s wrapper (``script``; the test site
/// serves it as a module of its own, ``BrowserFixture/site``), so that the events each call
/// reports, as the page decodes them, can be held against the export contract.
///
/// The contract (DialWasm's WasmEvent, WasmRangeEvent and WasmPart):
///
/// | dial kind | event | value |     | range kind | event | first | second |
/// |---|---|---|---|---|---|---|---|
/// | 1 | selectionChanged | the detent | | 1 | changed | handle (0 start, 1 end) | the detent |
/// | 2 | directionChanged | 1 clockwise, −1 counter-clockwise | | 2 | limitReached | handle | the span limit |
/// | 3 | settled | the detent | | 3 | settled | the start | the span |
/// | 4 | limitReached | the bound's value | | | | | |
struct ExportScenario: Sendable {
    enum Subject: Sendable {
        /// `dial_create(labels, detentsPerLabel, radius, value, bounded, lower, upper)`.
        case dial(labels: Int32, detentsPerLabel: Int32, value: Int32, bounds: ClosedRange<Int32>?)
        /// `range_create(labels, detentsPerLabel, radius, 22, reducesMotion, start, span, lower, upper)`.
        case range(labels: Int32, detentsPerLabel: Int32, reducesMotion: Bool, start: Int32, span: Int32, limits: ClosedRange<Int32>)
    }

    enum Call: Sendable {
        case beginDrag(part: Int32, x: Double, y: Double, time: Double)   // part: ignored for a dial
        case drag(x: Double, y: Double, time: Double)
        case release(time: Double)
        case step(part: Int32, detents: Int32, time: Double)               // part: ignored for a dial
        case advance(time: Double)
    }

    /// One event as the page's wrapper decodes it: the kind's name and its numbers.
    struct Event: Equatable, Sendable, CustomStringConvertible {
        var kind: String
        var numbers: [Int]
        var description: String { "\(kind)\(numbers)" }
    }

    static let radius = 150.0
    var subject: Subject
    var calls: [Call]

    /// A point `distance` from the centre at `degrees` clockwise from 12 o'clock, in the box.
    static func point(_ degrees: Double, _ distance: Double) -> (x: Double, y: Double) {
        let angle = degrees * Double.pi / 180
        return (radius + distance * sin(angle), radius - distance * cos(angle))
    }

    /// Frames of 1/60 s from `time` for `seconds`.
    static func frames(from time: Double, for seconds: Double) -> [Call] {
        (1...Int(seconds * 60)).map { .advance(time: time + Double($0) / 60) }
    }

    // MARK: Natively

    /// Each call's events, read through `*_event_kind` and the value exports, named by the
    /// contract; a refused call is the event `refused[code]`.
    func native() -> [[Event]] {
        nativeExports.withLock { _ in
            switch subject {
            case let .dial(labels, detents, value, bounds):
                let handle = dialCreate(labels, detents, Self.radius, value, bounds == nil ? 0 : 1,
                                        bounds?.lowerBound ?? 0, bounds?.upperBound ?? 0)
                defer { dialDestroy(handle) }
                return calls.map { call in
                    let count: Int32
                    switch call {
                    case let .beginDrag(_, x, y, time): count = dialBeginDrag(handle, x, y, time)
                    case let .drag(x, y, time): count = dialDrag(handle, x, y, time)
                    case let .release(time): count = dialRelease(handle, time)
                    case let .step(_, detents, time): count = dialStep(handle, detents, time)
                    case let .advance(time): count = dialAdvance(handle, time)
                    }
                    if count < 0 { return [Event(kind: "refused", numbers: [Int(-count)])] }
                    return (0..<count).map { index in
                        Event(kind: Self.dialKinds[Int(dialEventKind(index))] ?? "unknown \(dialEventKind(index))",
                              numbers: [Int(dialEventValue(index))])
                    }
                }
            case let .range(labels, detents, reducesMotion, start, span, limits):
                let handle = rangeCreate(labels, detents, Self.radius, 22, reducesMotion ? 1 : 0, start, span,
                                         limits.lowerBound, limits.upperBound)
                defer { rangeDestroy(handle) }
                return calls.map { call in
                    let count: Int32
                    switch call {
                    case let .beginDrag(part, x, y, time): count = rangeBeginDrag(handle, part, x, y, time)
                    case let .drag(x, y, time): count = rangeDrag(handle, x, y, time)
                    case let .release(time): count = rangeRelease(handle, time)
                    case let .step(part, detents, time): count = rangeStep(handle, part, detents, time)
                    case let .advance(time): count = rangeAdvance(handle, time)
                    }
                    if count < 0 { return [Event(kind: "refused", numbers: [Int(-count)])] }
                    return (0..<count).map { index in
                        Event(kind: Self.rangeKinds[Int(rangeEventKind(index))] ?? "unknown \(rangeEventKind(index))",
                              numbers: [Int(rangeEventFirst(index)), Int(rangeEventSecond(index))])
                    }
                }
            }
        }
    }

    /// `native()` as the page's wrapper reads it: of each call's events, each tick's detent (a
    /// dial's `selectionChanged`, a range's `changed`: kind 1) as `tick[detent]`, then
    /// `settled[]` when one was a rest (kind 3); a refused call as it is. The other kinds
    /// (a direction, a limit met) the element does not act on, and the wrapper does not read.
    func asThePageReadsThem() -> [[Event]] {
        native().map { events in
            if let refused = events.first(where: { $0.kind == "refused" }) { return [refused] }
            let ticks = events.filter { $0.kind == "selectionChanged" || $0.kind == "changed" }
                .map { Event(kind: "tick", numbers: [$0.numbers.last ?? Int.min]) }
            return ticks + (events.contains { $0.kind == "settled" } ? [Event(kind: "settled", numbers: [])] : [])
        }
    }

    /// The contract's kinds, by number.
    static let dialKinds: [Int: String] = [1: "selectionChanged", 2: "directionChanged", 3: "settled", 4: "limitReached"]
    static let rangeKinds: [Int: String] = [1: "changed", 2: "limitReached", 3: "settled"]

    // MARK: In the page

    /// A script for `page.evaluate` that makes the same calls through the page's own wrapper and
    /// gives what it reads of each call's events as ``asThePageReadsThem()`` does: each tick's
    /// detent as `['tick', detent]`, then `['settled']` when the call came to rest (a refused
    /// call as `['refused', code]`).
    var script: String {
        let make: String
        switch subject {
        case let .dial(labels, detents, value, bounds):
            let boundsText = bounds.map { "[\($0.lowerBound), \($0.upperBound)]" } ?? "null"
            make = "new m.EngineDial(x, { labels: \(labels), detentsPerLabel: \(detents), radius: \(Self.radius), value: \(value), bounds: \(boundsText), reducesMotion: false })"
        case let .range(labels, detents, reducesMotion, start, span, limits):
            make = "new (r.engineRange(m.EngineValue))(x, { labels: \(labels), detentsPerLabel: \(detents), radius: \(Self.radius), handleRadius: 22, reducesMotion: \(reducesMotion), start: \(start), span: \(span), limits: [\(limits.lowerBound), \(limits.upperBound)] })"
        }
        let isRange = if case .range = subject { true } else { false }
        // A number as JavaScript writes it (Swift writes NaN as `nan`).
        func js(_ number: Double) -> String { number.isNaN ? "NaN" : number.isInfinite ? (number < 0 ? "-Infinity" : "Infinity") : "\(number)" }
        let lines = calls.map { call -> String in
            switch call {
            case let .beginDrag(part, x, y, time): isRange ? "s.beginDrag(\(part), \(js(x)), \(js(y)), \(js(time)))" : "s.beginDrag(\(js(x)), \(js(y)), \(js(time)))"
            case let .drag(x, y, time): "s.drag(\(js(x)), \(js(y)), \(js(time)))"
            case let .release(time): "s.release(\(js(time)))"
            case let .step(part, detents, time): isRange ? "s.step(\(part), \(detents), \(js(time)))" : "s.step(\(detents), \(js(time)))"
            case let .advance(time): "s.advance(\(js(time)))"
            }
        }
        return """
            Promise.all([import('./dial-engine.js'), import('./dial-engine-range.js')]).then(async ([m, r]) => {
              const x = await m.loadEngine(\(isRange ? "m.RANGE_ENGINE" : "m.DIAL_ENGINE"));
              const s = \(make);
              const read = (o) => [...o.ticks.map((detent) => ['tick', detent]), ...(o.settled ? [['settled']] : [])];
              const run = (f) => { try { return read(f()); } catch (error) { return [['refused', error.code]]; } };
              const calls = [\(lines.map { "() => \($0)" }.joined(separator: ",\n    "))];
              const events = calls.map(run);
              s.destroy();
              return events;
            })
            """
    }

    /// What `script` gives, read back: each call's events.
    static func decode(_ value: Any?) -> [[Event]]? {
        guard let calls = value as? [[[Any]]] else { return nil }
        return calls.map { events in
            events.map { entry in
                Event(kind: entry.first as? String ?? "?", numbers: entry.dropFirst().map { ($0 as? Int) ?? ($0 as? Double).map { Int($0) } ?? Int.min })
            }
        }
    }
}
