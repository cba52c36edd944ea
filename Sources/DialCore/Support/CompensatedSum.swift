/// A running sum with Neumaier's compensation: the rounding error of every addition is kept and
/// added back, so the total of millions of small rotations stays exact to about one rounding
/// of the result, not one per term.
struct CompensatedSum: Sendable, Hashable {
    private var sum = 0.0
    private var compensation = 0.0

    /// The compensated total.
    var value: Double { sum + compensation }

    mutating func add(_ term: Double) {
        let total = sum + term
        if abs(sum) >= abs(term) {
            compensation += (sum - total) + term
        } else {
            compensation += (term - total) + sum
        }
        sum = total
    }
}
