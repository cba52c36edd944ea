import DialCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Figure 1: a frame of `Dial.advance` during a fling, against one `exp()` call: on a dial that
/// turns forever, and on a bounded dial flung into its bound (the fling re-solved to stop on it).
///
/// Each run times many frames of the fling, spread evenly over its whole motion so that every
/// frame is mid-flight (some with ticks, the last ones meeting the bound), and as many `exp()`
/// calls of varying arguments, and takes their ratio in that run; the figure is the median over
/// runs. The floor is one `exp()`: the closed form of the deceleration.
///
/// What the rest costs, counted in instructions with callgrind (deterministic, whatever the load
/// of the machine; see `runFrames`): a frame of either fling is 194 instructions, against 51
/// for `exp()` itself (235 before a coast's frame was made in place, 322 before bounds, which now
/// cost nothing on a frame that meets none). Beside the `exp()`: the call, its time check and
/// the empty event array it returns; picking the motion, the instant it ends and its curve, and
/// clamping the curve to the bounds; the direction detector, the check that no detent was
/// crossed (two comparisons, `PointerDetent`) and that no bound was met (four).
enum AdvanceFigure {
    /// The two flings: 40 rad/s on 60 detents, free, and into the bound of `-30...30` (π rad away).
    enum Fling: CaseIterable {
        case unbounded, bounded

        var name: String {
            switch self {
            case .unbounded: "Dial.advance, one frame of a fling"
            case .bounded: "Dial.advance, one frame of a fling that stops at a bound"
            }
        }

        func dial() -> Dial? {
            guard let face = try? DialFace(labelCount: 60) else { return nil }
            switch self {
            case .unbounded: return try? Dial(face: face, radius: 150)
            case .bounded: return try? Dial(face: face, radius: 150, value: 0, bounds: -30...30)
            }
        }
    }

    static func measure(runs: Int) -> [Figure] {
        let frames = 20_000
        return Fling.allCases.map { fling in
            let timing = PairedTiming(runs: runs, { timeAdvance(fling, frames: frames) / Double(frames) * 1e9 },
                                      over: { timeExp(calls: frames) / Double(frames) * 1e9 })
            return Figure(
                number: 1, name: fling.name,
                value: "\(formatted(timing.numerator)) ns = \(formatted(timing.ratio, decimals: 2)) × exp() (\(formatted(timing.denominator)) ns)",
                goal: "≤ 4 exp()", met: timing.ratio <= 4,
                method: "median of \(runs) runs of \(frames) frames spread over the fling; ratio taken within each run",
                numbers: ["advanceNanoseconds": timing.numerator, "expNanoseconds": timing.denominator, "ratio": timing.ratio])
        }
    }

    @inline(never)
    static func timeAdvance(_ fling: Fling, frames: Int) -> Double {
        guard let (start, frame) = started(fling, schedule: frames) else { return .nan }
        var dial = start
        return Stopwatch.time { advance(&dial, frames: frames, every: frame) }
    }

    /// The dial of `fling`, just released, and the frame that cuts its motion into `schedule`.
    static func started(_ fling: Fling, schedule: Int) -> (Dial, Double)? {
        guard var dial = fling.dial() else { return nil }
        _ = try? dial.release(velocity: 40, time: 0)
        return (dial, (dial.restTime ?? 0) / Double(schedule + 1))
    }

    /// Advances `dial` by `frames` frames of `frame` seconds from time 0.
    @inline(never)
    static func advance(_ dial: inout Dial, frames: Int, every frame: Double) {
        var time = 0.0
        for _ in 0..<frames {
            time += frame
            let events = (try? dial.advance(to: time)) ?? []
            blackHole(events.count)
        }
        blackHole(dial.rotation)
    }

    /// `--advance-frames N [bounded]`: runs the first N of the figure's 20,000 frames, for
    /// counting a frame's instructions from outside:
    /// `valgrind --tool=callgrind .build/release/dial-bench --advance-frames 20000`, less the same
    /// with 10000, over 10,000.
    static func runFrames(_ frames: Int, bounded: Bool) {
        guard let (start, frame) = started(bounded ? .bounded : .unbounded, schedule: 20_000) else { return }
        var dial = start
        advance(&dial, frames: min(max(0, frames), 20_000), every: frame)
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
