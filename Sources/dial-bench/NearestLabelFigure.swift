import DialCore

/// Figure 2: `DialFace.nearestLabel` with 12 labels and with 1,000,000: the same cost, since it
/// is arithmetic, not a search.
///
/// Each run times the same 100,000 angles on both faces and takes the ratio of the two
/// times in that run; the figure is the median over runs.
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
        var ratios: [Double] = [], smallNs: [Double] = [], largeNs: [Double] = []
        for _ in 0..<runs {
            let twelve = time(small, angles) / Double(count)
            let million = time(large, angles) / Double(count)
            smallNs.append(twelve * 1e9)
            largeNs.append(million * 1e9)
            ratios.append(million / twelve)
        }
        let ratio = median(ratios)
        return Figure(
            number: 2, name: "nearestLabel, 12 vs 1,000,000 labels",
            value: "\(formatted(median(smallNs), decimals: 2)) ns vs \(formatted(median(largeNs), decimals: 2)) ns: ratio \(formatted(ratio, decimals: 2))",
            goal: "ratio ≤ 1.2", met: ratio <= 1.2,
            method: "median of \(runs) runs of \(count) calls each; ratio taken within each run",
            numbers: ["twelveNanoseconds": median(smallNs), "millionNanoseconds": median(largeNs), "ratio": ratio])
    }

    @inline(never)
    static func time(_ face: DialFace, _ angles: [Double]) -> Double {
        var sum = 0
        let seconds = Stopwatch.time {
            for angle in angles { sum &+= face.nearestLabel(to: angle) }
        }
        blackHole(sum)
        return seconds
    }
}
