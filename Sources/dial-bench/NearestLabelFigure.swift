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
        // Angles spread evenly over [−100, 100) by the golden ratio's fractional parts.
        let angles = (0..<count).map { i in
            let spread = Double(i) * 0.618_033_988_749_894_8
            return (spread - spread.rounded(.down)) * 200 - 100
        }
        guard let small = try? DialFace(labelCount: 12), let large = try? DialFace(labelCount: 1_000_000) else {
            return Figure(number: 2, name: "nearestLabel", value: "not measured")
        }
        let timing = PairedTiming(runs: runs, { time(large, angles) / Double(count) * 1e9 },
                                  over: { time(small, angles) / Double(count) * 1e9 })
        return Figure(
            number: 2, name: "nearestLabel, 12 vs 1,000,000 labels",
            value: "\(formatted(timing.denominator, decimals: 2)) ns vs \(formatted(timing.numerator, decimals: 2)) ns: ratio \(formatted(timing.ratio, decimals: 2))",
            goal: "ratio ≤ 1.2", met: timing.ratio <= 1.2,
            method: "median of \(runs) runs of \(count) calls each, timed with the thread's CPU time; ratio taken within each run",
            numbers: ["twelveNanoseconds": timing.denominator, "millionNanoseconds": timing.numerator, "ratio": timing.ratio])
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
