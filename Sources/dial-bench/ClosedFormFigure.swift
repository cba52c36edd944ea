import DialCore

/// Figure 4: the closed form against the usual per-frame loop (`velocity *= friction` each
/// frame, as most dial code does).
///
/// A fling of 12 rad/s at UIKit's normal rate (0.998 per ms) rests `v/|k|` = 5.994 rad away:
/// one call of ``Deceleration``. A per-frame loop finds its rest by stepping to a stop (speed
/// below 0.001 rad/s). Two loops are shown: friction fixed per frame (tuned at 60 Hz, as such
/// code usually is), and friction scaled to the frame's length (`rate^(1000·dt)`, the careful
/// version). Where each lands at 30, 60 and 120 Hz is exact arithmetic, the same every run; the
/// costs are medians over runs.
enum ClosedFormFigure {
    static let velocity = 12.0
    static let rate = Deceleration.normalRate
    static let stopSpeed = 0.001
    /// The angle between labels of a twelve-label dial, to state errors in labels.
    static let labelStep = 2 * Double.pi / 12

    static func measure(runs: Int) -> [Figure] {
        let exact = (try? Deceleration(velocity: velocity, rate: rate))?.restingOffset ?? .nan
        var closedNs: [Double] = [], loopNs: [Double] = []
        var frames = 0
        for _ in 0..<runs {
            let repetitions = 100_000
            var sum = 0.0
            closedNs.append(Stopwatch.time {
                var v = velocity
                for _ in 0..<repetitions {
                    sum += (try? Deceleration(velocity: v, rate: rate))?.restingOffset ?? 0
                    v += 1e-9
                }
            } / Double(repetitions) * 1e9)
            blackHole(sum)
            let loops = 2_000
            loopNs.append(Stopwatch.time {
                for _ in 0..<loops {
                    let landing = perFrameRest(hertz: 60, frictionPerFrame: fixedFriction)
                    sum += landing.rest
                    frames = landing.frames
                }
            } / Double(loops) * 1e9)
            blackHole(sum)
        }
        let closed = median(closedNs), loop = median(loopNs)
        var figures = [Figure(
            number: 4, name: "where a fling comes to rest",
            value: "closed form \(formatted(closed)) ns (one call); per-frame loop at 60 Hz \(formatted(loop)) ns (\(frames) frames): \(formatted(loop / closed, decimals: 0))× the cost",
            method: "median of \(runs) runs",
            numbers: ["closedFormNanoseconds": closed, "loopNanoseconds": loop, "loopFrames": Double(frames), "exactRest": exact])]
        for (label, friction) in [("friction fixed per frame (tuned at 60 Hz)", Optional(fixedFriction)), ("friction scaled to the frame", nil)] {
            var parts: [String] = []
            var numbers: [String: Double] = [:]
            for hertz in [30.0, 60, 120] {
                let scaled = friction ?? frameScaledFriction(hertz: hertz)
                let landing = perFrameRest(hertz: hertz, frictionPerFrame: scaled)
                let error = landing.rest - exact
                parts.append("\(formatted(hertz, decimals: 0)) Hz \(signed(error)) rad (\(signed(error / labelStep, decimals: 2)) labels)")
                numbers["error\(Int(hertz))Hz"] = error
            }
            figures.append(Figure(
                number: 4, name: "per-frame loop, \(label)",
                value: "lands off the exact \(formatted(exact, decimals: 3)) rad by " + parts.joined(separator: ", "),
                method: "exact arithmetic; the closed form lands exactly at every rate",
                numbers: numbers))
        }
        return figures
    }

    /// Friction per frame that matches the rate at 60 Hz: `rate^(1000/60)`.
    static var fixedFriction: Double { frameScaledFriction(hertz: 60) }

    /// `rate^(1000·dt)` for frames of `1/hertz` seconds.
    static func frameScaledFriction(hertz: Double) -> Double {
        (try? Deceleration(velocity: 1, rate: rate))?.velocity(at: 1 / hertz) ?? .nan
    }

    /// The usual loop: move by `v·dt`, then `v *= friction`, until the speed is below `stopSpeed`.
    @inline(never)
    static func perFrameRest(hertz: Double, frictionPerFrame friction: Double) -> (rest: Double, frames: Int) {
        let dt = 1 / hertz
        var position = 0.0, speed = velocity, frames = 0
        while abs(speed) >= stopSpeed {
            position += speed * dt
            speed *= friction
            frames += 1
        }
        return (position, frames)
    }

    static func signed(_ value: Double, decimals: Int = 3) -> String {
        (value >= 0 ? "+" : "") + formatted(value, decimals: decimals)
    }
}
