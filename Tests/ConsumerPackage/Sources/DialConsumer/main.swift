import DialCore

// The README's examples, run in order, with the scene each one expects set up before it.

/// Stops the run with `message` unless `condition` holds.
@MainActor func require(_ condition: Bool, _ message: String) {
    if !condition { fatalError("consumer: \(message)") }
}

try readmeExample1()

// A spin shown at the display link's target time, then a touch stamped 11 ms earlier.
try dial.release(velocity: 20, time: 1)
clockTime = 1.005
link.targetTimestamp = 1.016
try readmeExample2()
require(dial.isDragging && !dial.isMoving, "a touch just before the frame's time stops the spin")

clockTime = 1.1
try readmeExample3()
require(dial.restingValue.map { $0 % 3 == 0 } ?? false, "the fling lands on a multiple of 3")

try readmeExample4()
require(screen.contains("time 17:0"), "the minute dial rests on its upper bound: \(screen)")

try readmeExample5()
require(screen.last?.hasPrefix("handles ") ?? false, "the range draws its handles")

print("consumer: ok, \(feedback.ticks) ticks")
