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
        var ratios: [Double] = [], advanceNs: [Double] = [], expNs: [Double] = []
        for _ in 0..<runs {
            let advance = timeAdvance(frames: frames) / Double(frames)
            let exponential = timeExp(calls: frames) / Double(frames)
            advanceNs.append(advance * 1e9)
            expNs.append(exponential * 1e9)
            ratios.append(advance / exponential)
        }
        let ratio = median(ratios)
        return Figure(
            number: 1, name: "Dial.advance, one frame of a fling",
            value: "\(formatted(median(advanceNs))) ns = \(formatted(ratio, decimals: 2)) × exp() (\(formatted(median(expNs))) ns)",
            goal: "≤ 5 exp()", met: ratio <= 5,
            method: "median of \(runs) runs of \(frames) frames; ratio taken within each run",
            numbers: ["advanceNanoseconds": median(advanceNs), "expNanoseconds": median(expNs), "ratio": ratio])
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
