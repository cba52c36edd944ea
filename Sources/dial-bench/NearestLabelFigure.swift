import DialCore

/// Figure 2: `DialFace.nearestLabel` with 12 labels and with 1,000,000: the same cost, since it
/// is arithmetic, not a search.
///
/// Each run times the same 100,000 angles on both faces, with the thread's CPU time (so other
/// processes on the machine do not count), and takes the ratio of the two times in that run; the
/// figure is the median over runs.
enum NearestLabelFigure {
    static func measure(runs: Int) -> Figure {
        let count = 100_000
        // Angles spread evenly over [−width, width) by the golden ratio's fractional parts: over
        // ±100 rad (sixteen turns either way), and over ±6 rad (about a turn, where a dial's are).
        func angles(within width: Double) -> [Double] {
            (0..<count).map { i in
                let spread = Double(i) * 0.618_033_988_749_894_8
                return (spread - spread.rounded(.down)) * 2 * width - width
            }
        }
        let wide = angles(within: 100), near = angles(within: 6)
        guard let small = try? DialFace(labelCount: 12), let large = try? DialFace(labelCount: 1_000_000) else {
            return Figure(number: 2, name: "nearestLabel", value: "not measured")
        }
        let timing = PairedTiming(runs: runs, { time(large, wide) / Double(count) * 1e9 },
                                  over: { time(small, wide) / Double(count) * 1e9 })
        let nearTiming = PairedTiming(runs: runs, { time(large, near) / Double(count) * 1e9 },
                                      over: { time(small, near) / Double(count) * 1e9 })
        let worst = max(timing.ratio, nearTiming.ratio)
        return Figure(
            number: 2, name: "nearestLabel, 12 vs 1,000,000 labels",
            value: "\(formatted(timing.denominator, decimals: 2)) ns vs \(formatted(timing.numerator, decimals: 2)) ns: ratio \(formatted(timing.ratio, decimals: 2)) over ±100 rad; "
                + "\(formatted(nearTiming.denominator, decimals: 2)) ns vs \(formatted(nearTiming.numerator, decimals: 2)) ns: ratio \(formatted(nearTiming.ratio, decimals: 2)) within ±6 rad",
            goal: "ratio ≤ 1.05", met: worst <= 1.05,
            method: "median of \(runs) runs of \(count) calls each, timed with the thread's CPU time; ratio taken within each run",
            numbers: ["twelveNanoseconds": timing.denominator, "millionNanoseconds": timing.numerator, "ratio": timing.ratio,
                      "nearTwelveNanoseconds": nearTiming.denominator, "nearMillionNanoseconds": nearTiming.numerator,
                      "nearRatio": nearTiming.ratio])
    }

    @inline(never)
    static func time(_ face: DialFace, _ angles: [Double]) -> Double {
        var sum = 0
        let seconds = Stopwatch.cpuTime {
            for angle in angles { sum &+= face.nearestLabel(to: angle) }
        }
        blackHole(sum)
        return seconds
    }
}
