/// One row of the bench's table: a measured figure, how it was taken, and its goal.
struct Figure: Sendable {
    /// Which of the figures this is (1–7), and a short name.
    var number: Int
    var name: String
    /// The measured value, in words and units ("38.1 ns", "0 allocations").
    var value: String
    /// The goal, in words ("≤ 5 exp()"), or empty when the figure has none.
    var goal: String = ""
    /// Whether the goal is met; nil when there is no goal or it was not measured.
    var met: Bool?
    /// How it was measured (median of how many runs, or a ratio in one run).
    var method: String = ""
    /// The figure's numbers, for `--json`.
    var numbers: [String: Double] = [:]
}

/// Formats a number with a fixed count of decimals.
func formatted(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
    if let dot = text.firstIndex(of: "."), decimals > 0 {
        let fraction = text.distance(from: dot, to: text.endIndex) - 1
        if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
    }
    return text
}
