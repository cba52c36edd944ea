/// Figure 6, the picker at rest: what the picker did while its dial stood still and nobody
/// typed, over ``seconds`` of wall-clock time. A picker that sleeps in `poll` with no timeout
/// shows zero in all three counts.
struct RestMeasurement {
    /// The wall-clock time between the two samples (monotonic clock).
    var seconds: Double
    /// The bytes the picker wrote to its terminal (growth of the `script` typescript).
    var bytesWritten: Int
    /// Voluntary and involuntary context switches of all its threads.
    var contextSwitches: Int
    /// User and system CPU time it used.
    var cpuSeconds: Double
}
