/// Two timings taken side by side in each of several runs: the median of each, and the median of
/// their ratio within a run. The ratio is the figure to trust on a machine whose speed drifts:
/// both sides of one run see the same machine.
struct PairedTiming {
    var numerator: Double
    var denominator: Double
    var ratio: Double

    /// Times `numerator` and then `denominator` in each of `runs` runs.
    init(runs: Int, _ numerator: () -> Double, over denominator: () -> Double) {
        var tops: [Double] = [], bottoms: [Double] = [], ratios: [Double] = []
        for _ in 0..<runs {
            let top = numerator(), bottom = denominator()
            tops.append(top)
            bottoms.append(bottom)
            ratios.append(top / bottom)
        }
        self.numerator = median(tops)
        self.denominator = median(bottoms)
        self.ratio = median(ratios)
    }
}
