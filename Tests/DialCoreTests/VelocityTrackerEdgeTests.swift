import DialCore
import Testing

/// The tracker's stated limits, on each side: the window's edges and the sample capacity.
@Suite(.timeLimit(.minutes(3))) struct VelocityTrackerEdgeTests {
    /// Three samples a sixteenth of a second apart (exact in binary): a step of 5 between the
    /// first two, none after, so the fit is positive exactly when the first one counts.
    private func stepTracker() -> VelocityTracker {
        var tracker = VelocityTracker(window: 0.125)
        tracker.add(0, at: 0)
        tracker.add(5, at: 0.0625)
        tracker.add(5, at: 0.125)
        return tracker
    }

    @Test func aSampleExactlyOnTheWindowsEdgeIsFitted() {
        // The window is [T − 0.125, T] = [0, 0.125]: the sample at 0 lies on its edge.
        #expect(stepTracker().velocity(at: 0.125) > 0)
    }

    @Test func aSampleJustPastTheWindowsEdgeIsNot() {
        #expect(stepTracker().velocity(at: 0.125.nextUp) == 0)
    }

    @Test func aSampleAtTheQueryTimeIsFittedAndOneAfterItIsNot() {
        var tracker = VelocityTracker(window: 0.125)
        tracker.add(0, at: 0)
        tracker.add(1, at: 0.0625)
        #expect(tracker.velocity(at: 0.0625) == 16, "two samples, 1 in 1/16 s")
        #expect(tracker.velocity(at: 0.0625.nextDown) == 0, "the newest sample lies after the query: one is left")
    }

    @Test func theOldestSampleIsDroppedPastTheCapacity() {
        // An outlier, then samples on a line of slope 2, all within the window.
        let capacity = VelocityTracker.capacity
        var tracker = VelocityTracker(window: 10)
        tracker.add(1_000, at: 0)
        for index in 1..<capacity {
            tracker.add(2 * Double(index) / 64, at: Double(index) / 64)
        }
        #expect(tracker.count == capacity)
        #expect(abs(tracker.velocity(at: 1) - 2) > 1, "with the outlier still held the fit is off the line")
        tracker.add(2 * Double(capacity) / 64, at: Double(capacity) / 64)
        #expect(tracker.count == capacity)
        #expect(abs(tracker.velocity(at: 2) - 2) < 1e-9, "the outlier was the one dropped")
    }
}
