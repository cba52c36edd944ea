/// Shrinks a failing tape of draws to a smaller one that still fails.
///
/// A tape is smaller when it is shorter, or as long and lexicographically smaller. The passes,
/// repeated until none improves the tape or the budget of replays runs out:
/// 1. delete runs of 8, 4, 2 and 1 draws;
/// 2. for each draw, try zero, then search for the least value that still fails
///    (binary search between zero and the current draw).
/// Since generators map smaller draws to simpler values, the result replays as a simple case.
struct Shrinker {
    /// Replays a tape; returns the tape the generator actually consumed when the case fails,
    /// nil when it passes.
    typealias Replay = ([UInt64]) -> [UInt64]?

    /// How many replays the shrinker may spend.
    var budget: Int
    /// The monotonic instant (seconds) after which no replay starts.
    let deadline: Double
    /// Reads the monotonic clock, in seconds.
    let clock: () -> Double

    private(set) var steps = 0

    init(budget: Int, deadline: Double, clock: @escaping () -> Double) {
        self.budget = budget
        self.deadline = deadline
        self.clock = clock
    }

    /// Whether another replay may start: replays left, and the deadline not reached.
    var canReplay: Bool {
        budget > 0 && clock() < deadline
    }

    mutating func shrink(_ start: [UInt64], failingTape: Replay) -> [UInt64] {
        var best = start
        var improved = true
        while improved, canReplay {
            improved = false
            for run in [8, 4, 2, 1] {
                var index = 0
                while index + run <= best.count, canReplay {
                    var candidate = best
                    candidate.removeSubrange(index..<(index + run))
                    if accept(candidate, over: &best, failingTape) { improved = true } else { index += 1 }
                }
            }
            var index = 0
            while index < best.count, canReplay {
                if best[index] != 0 {
                    var candidate = best
                    candidate[index] = 0
                    if accept(candidate, over: &best, failingTape) {
                        improved = true
                    } else if minimizeDraw(at: index, in: &best, failingTape) {
                        improved = true
                    }
                }
                index += 1
            }
        }
        return best
    }

    /// Binary search for the least value of `best[index]` that still fails.
    private mutating func minimizeDraw(at index: Int, in best: inout [UInt64], _ failingTape: Replay) -> Bool {
        var low: UInt64 = 0          // known to pass (or untried as the least)
        var high = best[index]       // known to fail
        var changed = false
        while high - low > 1, canReplay, index < best.count {
            let middle = low + (high - low) / 2
            var candidate = best
            candidate[index] = middle
            if accept(candidate, over: &best, failingTape) {
                high = middle
                changed = true
            } else {
                low = middle
            }
        }
        return changed
    }

    /// Replays `candidate`; keeps it in `best` if it fails and is smaller.
    private mutating func accept(_ candidate: [UInt64], over best: inout [UInt64], _ failingTape: Replay) -> Bool {
        budget -= 1
        guard let consumed = failingTape(candidate), Self.isSmaller(consumed, than: best) else { return false }
        best = consumed
        steps += 1
        return true
    }

    static func isSmaller(_ a: [UInt64], than b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        return a.lexicographicallyPrecedes(b)
    }
}
