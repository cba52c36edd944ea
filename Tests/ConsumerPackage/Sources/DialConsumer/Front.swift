import DialCore

// What the README's examples take from a front (UIKit's names, a simulated clock and screen), so
// that they compile and run here as they stand.

/// The simulated monotonic clock, in seconds.
@MainActor var clockTime = 0.0

/// Core Animation's clock: here the simulated one.
@MainActor func CACurrentMediaTime() -> Double { clockTime }

/// A display link: the time its frame will be shown, and whether it is paused.
@MainActor final class CADisplayLink {
    var targetTimestamp = 0.0
    var isPaused = false
}

/// A haptic generator that counts its ticks.
@MainActor final class SelectionFeedback {
    private(set) var ticks = 0
    func selectionChanged() { ticks += 1 }
}

@MainActor let feedback = SelectionFeedback()
@MainActor let link = CADisplayLink()
@MainActor var now: Double { clockTime }
let touch = DialPoint(x: 150, y: 20)
let velocity = 6.0

/// The front's dial, for the examples that continue the first one.
@MainActor var dial: Dial = {
    do { return try Dial(face: DialFace(labelCount: 12), radius: 150) } catch { fatalError("\(error)") }
}()

/// The screen: what the examples last drew.
@MainActor var screen: [String] = []
@MainActor func rotateLabels(by rotation: Double) { screen.append("rotation \(rotation)") }
@MainActor func showTime(minutes: Int) { screen.append("time \(minutes / 60):\(minutes % 60)") }
@MainActor func showTime(hour: Int, minute: Int) { screen.append("time \(hour):\(minute)") }
@MainActor func drawHandles(start: Int, end: Int) { screen.append("handles \(start) \(end)") }
