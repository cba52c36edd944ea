/// A byte sequence a signal handler can write while the program replaces it: two buffers
/// allocated once, and the index of the one in force.
///
/// ``set(_:)`` fills the buffer not in force, then switches to it with one word store, so a
/// handler that runs at any moment reads either the old sequence or the new one, whole.
/// Sequences longer than ``capacity`` are refused.
struct SignalSafeBytes {
    /// The most bytes a sequence can hold.
    static let capacity = 4_096

    private let storage: UnsafeMutablePointer<UInt8>
    private let counts: UnsafeMutablePointer<Int>
    /// 0 or 1: the buffer in force.
    private var active = 0

    /// A sequence holding `bytes` (cut to ``capacity``).
    init(_ bytes: [UInt8]) {
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * Self.capacity)
        storage.initialize(repeating: 0, count: 2 * Self.capacity)
        counts = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        counts.initialize(repeating: 0, count: 2)
        _ = set(Array(bytes.prefix(Self.capacity)))
    }

    /// Replaces the sequence; returns false (and keeps the old one) when `bytes` is too long.
    mutating func set(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= Self.capacity else { return false }
        let next = 1 - active
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { (storage + next * Self.capacity).update(from: base, count: source.count) }
        }
        counts[next] = bytes.count
        active = next
        return true
    }

    /// The sequence in force, for a handler to write. Allocates nothing.
    var bytes: UnsafeRawBufferPointer {
        let current = active
        return UnsafeRawBufferPointer(start: storage + current * Self.capacity, count: counts[current])
    }

    /// A copy of the sequence in force.
    var array: [UInt8] { Array(bytes) }
}
