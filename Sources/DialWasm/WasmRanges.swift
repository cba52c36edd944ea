import DialCore

/// The ranges a WebAssembly host drives through the exports, by handle, and the events of the
/// last call, as ``WasmDials`` keeps dials.
struct WasmRanges {
    /// The ranges, nil where one was destroyed (its handle is reused by the next one made).
    private var ranges: [DialRange?] = []
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
            ranges[free] = range
            return Int32(free)
        }
        ranges.append(range)
        return Int32(ranges.count - 1)
    }

    /// Lets go of the range `handle` (nothing for a handle that names none).
    mutating func destroy(_ handle: Int32) {
        guard range(handle) != nil else { return }
        ranges[Int(handle)] = nil
    }

    /// The range `handle`, nil when it names none.
    func range(_ handle: Int32) -> DialRange? {
        handle >= 0 && Int(handle) < ranges.count ? ranges[Int(handle)] : nil
    }

    /// Runs one call on the range `handle`: returns how many events it reported (read them with
    /// ``events``), or the negated ``WasmError`` code, the range then as it was.
    mutating func call(_ handle: Int32, _ body: (inout DialRange) throws(DialError) -> [DialRangeEvent]) -> Int32 {
        guard var range = range(handle) else { return -WasmError.unknownHandle }
        // Held uniquely while it runs, as the last call's events are let go: no copy of its buffers.
        ranges[Int(handle)] = nil
        events = []
        defer { ranges[Int(handle)] = range }
        do throws(DialError) {
            events = try body(&range)
            return Int32(events.count)
        } catch {
            return -WasmError.code(of: error)
        }
    }
}
