/// A counter held within `0...limit`, with a defect kept on purpose: `undo` after `reset`
/// goes below zero. The consumer's failing tests find it.
public struct Counter: Sendable {
    public private(set) var value = 0
    public let limit: Int
    private var lastWasReset = false

    public init(limit: Int) { self.limit = limit }

    public mutating func increment() { value = min(limit, value + 1); lastWasReset = false }
    public mutating func undo() { value = lastWasReset ? value - 1 : max(0, value - 1); lastWasReset = false }
    public mutating func reset() { value = 0; lastWasReset = true }
}
