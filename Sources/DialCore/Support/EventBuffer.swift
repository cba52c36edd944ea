/// The array a value's calls gather their events in and return them from, reused from call to
/// call.
///
/// A call starts with an empty array of no capacity. Its first event takes the spare buffer
/// (a call that reports nothing never touches it, and costs no reference counting); the call
/// ends by handing its events to ``keep(_:)``, which puts the buffer back as the spare and
/// returns it. A caller that lets go of the returned array before the next call leaves the
/// buffer unique, so the next call appends to it in place: frames allocate nothing, however many
/// events they report (up to its capacity). A caller that keeps the array makes the next call
/// with events copy it once.
struct EventBuffer<Event: Sendable>: Sendable {
    /// The events one call can report without growing the buffer.
    static var capacity: Int { 64 }

    private var spare: [Event]

    init() {
        spare = []
        spare.reserveCapacity(Self.capacity)
    }

    /// Appends `event` to a call's `events`, taking the spare buffer for the first one.
    @inline(__always)
    mutating func append(_ event: Event, to events: inout [Event]) {
        if events.isEmpty, events.capacity == 0 {
            events = spare
            spare = []
            events.removeAll(keepingCapacity: true)
        }
        events.append(event)
    }

    /// Puts the buffer taken by ``append(_:to:)`` back and returns the call's events. A buffer
    /// grown far past its usual size by an exceptional call is let go for a fresh one of the
    /// usual size.
    mutating func keep(_ events: [Event]) -> [Event] {
        guard events.capacity > 0 else { return events }
        if events.capacity <= 16 * Self.capacity {
            spare = events
        } else {
            spare = []
            spare.reserveCapacity(Self.capacity)
        }
        return events
    }
}
