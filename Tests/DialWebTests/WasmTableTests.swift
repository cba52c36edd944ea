import DialCore
@testable import DialWasm
import Testing

/// The table the exports keep values in: each value in memory of its own, let go exactly once,
/// on `destroy` or with the table.
struct WasmTableTests {
    /// Counts the values let go.
    final class Token: @unchecked Sendable {
        let onRelease: () -> Void
        init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
        deinit { onRelease() }
    }

    struct Probe {
        let token: Token
        var count = 0
    }

    final class Counter: @unchecked Sendable { var released = 0 }

    @Test func aValueIsLetGoOnceOnDestroyAndItsHandleIsReused() {
        let counter = Counter()
        var table = WasmTable<Probe, Int>()
        let first = table.insert(Probe(token: Token { counter.released += 1 }))
        let second = table.insert(Probe(token: Token { counter.released += 1 }))
        #expect((first, second) == (0, 1))
        #expect(table.call(first) { (probe: inout Probe) throws(DialError) in probe.count += 1; return [7, 8] } == 2)
        #expect((-1...2).map { table.event($0) } == [nil, 7, 8, nil])

        table.destroy(first)
        #expect(counter.released == 1)
        table.destroy(first)
        table.destroy(-1)
        table.destroy(99)
        #expect(counter.released == 1, "a second destroy lets go of nothing")
        #expect(table.read(first, or: -1) { $0.count } == -1)
        #expect(table.call(first) { (_: inout Probe) throws(DialError) in [1] } == -WasmError.unknownHandle)
        #expect((-1...2).map { table.event($0) } == [nil, 7, 8, nil], "a refused call leaves the last events")

        let third = table.insert(Probe(token: Token { counter.released += 1 }))
        #expect(third == first, "the freed handle is the next one made")
        #expect(table.read(third, or: -1) { $0.count } == 0)
        #expect(table.read(second, or: -1) { $0.count } == 0)
    }

    @Test func aCallThatReportsNothingLeavesNoEventsAndAnErrorIsItsCode() {
        var table = WasmTable<Probe, Int>()
        let handle = table.insert(Probe(token: Token {}))
        _ = table.call(handle) { (_: inout Probe) throws(DialError) in [1, 2, 3] }
        #expect(table.call(handle) { (_: inout Probe) throws(DialError) in [] } == 0)
        #expect(table.event(0) == nil)
        #expect(table.call(handle) { (_: inout Probe) throws(DialError) in throw .nonFiniteTime(.nan) } == -WasmError.code(of: .nonFiniteTime(.nan)))

        _ = table.call(handle) { (_: inout Probe) throws(DialError) in [4, 5] }
        _ = table.call(handle) { (_: inout Probe) throws(DialError) in throw .nonFiniteTime(.nan) }
        #expect(table.event(0) == nil, "a call that throws reports no events, and the last call's are gone")
    }

    /// `read` reads the value a call changed, in place, and reads nothing of a handle that names
    /// no value (negative, past the last, destroyed).
    @Test func aReadSeesTheValueAsTheLastCallLeftIt() {
        var table = WasmTable<Probe, Int>()
        let handle = table.insert(Probe(token: Token {}))
        _ = table.call(handle) { (probe: inout Probe) throws(DialError) in probe.count = 7; return [] }
        #expect(table.read(handle, or: -1) { $0.count } == 7)
        #expect(table.read(-1, or: -1) { $0.count } == -1)
        #expect(table.read(handle + 1, or: -1) { $0.count } == -1)
        #expect(table.read(Int32.max, or: -1) { $0.count } == -1)
        table.destroy(handle)
        #expect(table.read(handle, or: -1) { $0.count } == -1)
    }

    @Test func theTableLetsGoOfWhatItStillHolds() {
        let counter = Counter()
        do {
            var table = WasmTable<Probe, Int>()
            for _ in 0..<3 { _ = table.insert(Probe(token: Token { counter.released += 1 })) }
            table.destroy(1)
            #expect(counter.released == 1)
        }
        #expect(counter.released == 3)
    }
}
