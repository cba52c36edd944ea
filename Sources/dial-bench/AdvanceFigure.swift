import DialCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Figure 1: a frame of `Dial.advance` during a fling, against one `exp()` call.
///
/// Each run times many frames of a fling (frames 1/2000 s apart, so every frame is mid-flight,
/// some with ticks) and as many `exp()` calls of varying arguments, and takes their ratio in
/// that run; the figure is the median over runs.
enum AdvanceFigure {
    static func measure(runs: Int) -> Figure {
        let frames = 20_000
        let timing = PairedTiming(runs: runs, { timeAdvance(frames: frames) / Double(frames) * 1e9 },
                                  over: { timeExp(calls: frames) / Double(frames) * 1e9 })
        return Figure(
            number: 1, name: "Dial.advance, one frame of a fling",
            value: "\(formatted(timing.numerator)) ns = \(formatted(timing.ratio, decimals: 2)) × exp() (\(formatted(timing.denominator)) ns)",
            goal: "≤ 5 exp()", met: timing.ratio <= 5,
            method: "median of \(runs) runs of \(frames) frames; ratio taken within each run",
            numbers: ["advanceNanoseconds": timing.numerator, "expNanoseconds": timing.denominator, "ratio": timing.ratio])
    }

    @inline(never)
    static func timeAdvance(frames: Int) -> Double {
        guard var dial = try? Dial(face: DialFace(labelCount: 60), radius: 150) else { return .nan }
        _ = try? dial.release(velocity: 40, time: 0)
        var time = 0.0
        return Stopwatch.time {
            for _ in 0..<frames {
                time += 1.0 / 2000
                let events = (try? dial.advance(to: time)) ?? []
                blackHole(events.count)
            }
            blackHole(dial.rotation)
        }
    }

    @inline(never)
    static func timeExp(calls: Int) -> Double {
        var x = -0.0001
        var sum = 0.0
        let seconds = Stopwatch.time {
            for _ in 0..<calls {
                sum += exp(x)
                x -= 0.000_013
            }
        }
        blackHole(sum)
        return seconds
    }
}
