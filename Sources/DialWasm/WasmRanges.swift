import DialCore

/// The ranges a WebAssembly host drives through the exports, by handle, and the events of the
/// last call, as ``WasmDials`` keeps dials.
struct WasmRanges {
    /// The ranges, nil where one was destroyed (its handle is reused by the next one made).
    private var ranges: [RangeSlot?] = []
    /// The events of the last call.
    private(set) var events: [DialRangeEvent] = []

    /// Makes a range; returns its handle (≥ 0), or the negated ``WasmError`` code.
    mutating func create(face: DialFace, radius: Double, configuration: DialConfiguration,
                         start: Int, span: Int, spanLimits: ClosedRange<Int>) -> Int32 {
        let range: DialRange
        do throws(DialError) {
            range = try DialRange(face: face, radius: radius, configuration: configuration,
                                  start: start, span: span, spanLimits: spanLimits)
        } catch {
            return -WasmError.code(of: error)
        }
        if let free = ranges.firstIndex(where: { $0 == nil }) {
            ranges[free] = RangeSlot(range)
            return Int32(free)
        }
        ranges.append(RangeSlot(range))
        return Int32(ranges.count - 1)
    }

    /// Lets go of the range `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) {
        guard slot(handle) != nil else { return }
        ranges[Int(handle)] = nil
    }

    /// The range `handle`, nil when it names none.
    func range(_ handle: Int32) -> DialRange? { slot(handle)?.range }

    private func slot(_ handle: Int32) -> RangeSlot? {
        handle >= 0 && Int(handle) < ranges.count ? ranges[Int(handle)] : nil
    }

    /// Runs one call on the range `handle`: returns how many events it reported (read them with
    /// ``events``), or the negated ``WasmError`` code, the range then as it was.
    mutating func call(_ handle: Int32, _ body: (inout DialRange) throws(DialError) -> [DialRangeEvent]) -> Int32 {
        guard let slot = slot(handle) else { return -WasmError.unknownHandle }
        // Changed where it lies (a call that throws leaves it as it was), the last call's events
        // let go first: no copy of the range or of its event buffer.
        events = []
        do throws(DialError) {
            events = try body(&slot.range)
            return Int32(events.count)
        } catch {
            return -WasmError.code(of: error)
        }
    }
}

/// A range held by reference, so a call changes it in place.
final class RangeSlot {
    var range: DialRange
    init(_ range: DialRange) { self.range = range }
}
