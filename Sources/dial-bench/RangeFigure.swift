import AllocationCounter
import DialCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Figure 10: a frame of a `DialRange` whose end handle coasts into its span limit, against the
/// same coast on a `Dial` (the range's own carrier: the same face, bounds and fling, so the same
/// ticks) and one `exp()`; and its heap allocations, in 1,000 frames and in 100,000.
///
/// The range: a sleep schedule on a 24-hour face of minutes (1,440 detents), its end flung
/// clockwise from a span of an hour into the upper limit of ten hours. Each run times 20,000
/// frames spread over the whole coast, the dial's same 20,000 frames, and as many `exp()` calls,
/// and takes the ratios within the run; the figure is the median over runs. The goal: the range's
/// frame costs at most the dial's plus one `exp()`.
enum RangeFigure {
    static func measure(runs: Int) -> [Figure] {
        let frames = 20_000
        var rangeTimes: [Double] = [], dialTimes: [Double] = [], expTimes: [Double] = []
        var extra: [Double] = []
        for _ in 0..<runs {
            let range = timeFrames(frames: frames) / Double(frames) * 1e9
            let dial = timeDialFrames(frames: frames) / Double(frames) * 1e9
            let exp = AdvanceFigure.timeExp(calls: frames) / Double(frames) * 1e9
            rangeTimes.append(range)
            dialTimes.append(dial)
            expTimes.append(exp)
            extra.append((range - dial) / exp)
        }
        let range = median(rangeTimes), dial = median(dialTimes), exp = median(expTimes), cost = median(extra)
        var figures = [Figure(
            number: 10, name: "DialRange.advance, one frame of a handle coasting into a span limit",
            value: "\(formatted(range)) ns = the same coast on a Dial, \(formatted(dial)) ns, + \(formatted(cost, decimals: 2)) × exp() (\(formatted(exp)) ns)",
            goal: "≤ the dial's frame + 1 exp()", met: cost <= 1,
            method: "median of \(runs) runs of \(frames) frames spread over the coast; the extra over the dial in exp()s taken within each run",
            numbers: ["rangeNanoseconds": range, "dialNanoseconds": dial, "expNanoseconds": exp, "extraInExp": cost])]
        figures.append(allocations())
        return figures
    }

    /// The touches of the fling: from 23:00 on the handles' track, a hundredth of a turn every
    /// hundredth of a second, clockwise.
    static func touches(track: Double) -> [DialPoint] {
        (0...5).map { frame in
            let turns = 23.0 / 24 + Double(frame) * 0.01
            return DialPoint(x: 150 + track * sin(turns * 2 * Double.pi), y: 150 - track * cos(turns * 2 * Double.pi))
        }
    }

    /// The range just released from a fast drag of its end, and the frame that cuts its coast
    /// into `schedule` frames.
    static func flung(schedule: Int) -> (DialRange, Double)? {
        guard let face = try? DialFace(labelCount: 24, detentsPerLabel: 60),
              var range = try? DialRange(face: face, radius: 150, start: 22 * 60, span: 60, spanLimits: 30...600) else { return nil }
        let touches = touches(track: range.trackRadius)
        _ = try? range.beginDrag(.handle(.end), at: touches[0], time: 0)
        for frame in 1...5 { _ = try? range.drag(to: touches[frame], time: Double(frame) / 100) }
        _ = try? range.release(time: 0.05)
        return (range, coastDuration(range) / Double(schedule + 1))
    }

    /// The same coast on a `Dial`: the range's carrier, built by hand. Its value is the end's
    /// detent (23:00 = 1,380), its bounds the end's with the start held (22:00 + 30 … 600
    /// minutes), and its touches mirrored left to right, as the range feeds them.
    static func flungDial(schedule: Int) -> (Dial, Double)? {
        guard let face = try? DialFace(labelCount: 24, detentsPerLabel: 60),
              var dial = try? Dial(face: face, radius: 150, value: 1_380, bounds: 1_350...1_920),
              let (range, frame) = flung(schedule: schedule) else { return nil }
        let mirrored = touches(track: range.trackRadius).map { DialPoint(x: 300 - $0.x, y: $0.y) }
        _ = try? dial.beginDrag(at: mirrored[0], time: 0)
        for index in 1...5 { _ = try? dial.drag(to: mirrored[index], time: Double(index) / 100) }
        _ = try? dial.release(time: 0.05)
        return (dial, frame)
    }

    /// How long the coast lasts: found once, in coarse frames (every motion ends at a time
    /// decided when it starts, within a minute here; the bound says so).
    static func coastDuration(_ range: DialRange) -> Double {
        var probe = range
        var time = 0.05
        while !probe.isSettled, time < 60 {
            time += 0.01
            _ = try? probe.advance(to: time)
        }
        return time - 0.05
    }

    @inline(never)
    static func timeDialFrames(frames: Int) -> Double {
        guard let (start, frame) = flungDial(schedule: frames) else { return .nan }
        var dial = start
        return Stopwatch.time {
            var time = 0.05
            for _ in 0..<frames {
                time += frame
                let events = (try? dial.advance(to: time)) ?? []
                blackHole(events.count)
            }
            blackHole(dial.rotation)
        }
    }

    @inline(never)
    static func timeFrames(frames: Int) -> Double {
        guard let (start, frame) = flung(schedule: frames) else { return .nan }
        var range = start
        return Stopwatch.time { advance(&range, frames: frames, every: frame) }
    }

    @inline(never)
    static func advance(_ range: inout DialRange, frames: Int, every frame: Double) {
        var time = 0.05
        for _ in 0..<frames {
            time += frame
            let events = (try? range.advance(to: time)) ?? []
            blackHole(events.count)
        }
        blackHole(range.span)
    }

    /// `--range-frames N [dial]`: runs the first N of the figure's 20,000 frames (of the same
    /// coast on a `Dial` with `dial`), for counting a frame's instructions from outside with
    /// callgrind (the difference of two counts, over the frames).
    static func runFrames(_ frames: Int, onDial: Bool) {
        let count = min(max(0, frames), 20_000)
        if onDial {
            guard let (start, frame) = flungDial(schedule: 20_000) else { return }
            var dial = start
            var time = 0.05
            for _ in 0..<count {
                time += frame
                blackHole(((try? dial.advance(to: time)) ?? []).count)
            }
            return
        }
        guard let (start, frame) = flung(schedule: 20_000) else { return }
        var range = start
        advance(&range, frames: count, every: frame)
    }

    /// The allocations of the coast to rest in 1,000 and in 100,000 frames, and of the frames
    /// that reported no event.
    static func allocations() -> Figure {
        guard dial_allocation_counting_is_supported() == 1 else {
            return Figure(number: 10, name: "range allocations", value: "not measured: allocations are counted on Linux with glibc")
        }
        _ = coast(frames: 100) // the runtime's one-time setup
        let coarse = coast(frames: 1_000), fine = coast(frames: 100_000)
        let quiet = coarse.quiet + fine.quiet
        return Figure(
            number: 10, name: "range heap allocations",
            value: "quiet frames: \(quiet); a coast into a limit: \(coarse.total) in 1,000 frames, \(fine.total) in 100,000",
            goal: "0 in a frame without events; equal for 1,000 and 100,000 frames",
            met: quiet == 0 && coarse.total == fine.total,
            method: "counted exactly (interposed malloc, this thread)",
            numbers: ["quietFrameAllocations": Double(quiet), "coast1000Frames": Double(coarse.total), "coast100000Frames": Double(fine.total)])
    }

    static func coast(frames: Int) -> (total: UInt64, quiet: UInt64) {
        guard let (start, _) = flung(schedule: frames) else { return (0, 0) }
        var range = start
        let duration = 10.0
        var quiet: UInt64 = 0
        let before = dial_allocation_count()
        for frame in 1...frames {
            let then = dial_allocation_count()
            let events = (try? range.advance(to: 0.05 + duration * Double(frame) / Double(frames))) ?? []
            if events.isEmpty { quiet += dial_allocation_count() - then }
        }
        return (dial_allocation_count() - before, quiet)
    }
}
