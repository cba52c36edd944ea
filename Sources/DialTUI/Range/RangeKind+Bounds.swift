#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialCore

/// A range held between bounds (`--min`, `--max`: opening hours): both ends stay between them
/// on the same day, through keys, typing, clicks, drags and flings. The engine holds the span
/// within its limits; this holds the ends within the bounds, by giving each operation only as
/// much as keeps them there (a bound met lights up as a limit).
///
/// With bounds `lo … hi` (stops from midnight, ``RangeSetup/boundStops``) the range keeps
///
///     lo ≤ start ≤ start + span ≤ hi
///
/// at every target it heads for, so it never crosses midnight.
extension RangeKind {
    /// `stops` for `part` held so that both ends stay within the bounds: the start no earlier
    /// than `lo`, the end no later than `hi` (a handle moving towards the other one is held by
    /// the span, never past it).
    /// - Complexity: O(1).
    func bounded(_ part: DialRange.Part, by stops: Int) -> Int {
        guard let bounds = setup.boundStops else { return stops }
        let start = chosenStart, end = chosenStart + chosenSpan
        switch part {
        case .handle(.start): return max(stops, bounds.lowerBound - start)
        case .handle(.end): return min(stops, bounds.upperBound - end)
        case .arc: return min(max(stops, bounds.lowerBound - start), bounds.upperBound - end)
        }
    }

    /// The bound a move of `stops` asked for and held to `held` stops met: the lower one when
    /// it was held moving earlier, the upper when later; nil when it was not held.
    func boundMet(asked stops: Int, held: Int) -> KindLimit.Side? {
        guard held != stops else { return nil }
        return stops < held ? .lower : .upper
    }

    /// Highlights the bound on `side` from `time` on.
    mutating func meetBound(_ side: KindLimit.Side, at time: Double) {
        if let limit = boundLimits.first(where: { $0.side == side }) { limitsMet.meet(limit, at: time) }
    }

    /// Where a drag of `part` may take the finger: `touch`, or where it would take the part
    /// outside the bounds, the point at the same distance from the centre that puts it on the
    /// nearer bound (the part being held `grabOffset` radians anticlockwise of the finger: of
    /// its handle, or of the start for the whole range). With `part` nil — handles lying on each
    /// other, before the first movement says which one it drags — the finger may go anywhere
    /// between the bounds.
    /// - Complexity: O(1).
    func boundedTouch(_ touch: DialPoint, part: DialRange.Part?, grabOffset: Double) -> DialPoint {
        guard let bounds = setup.boundStops else { return touch }
        let start = chosenStart, end = chosenStart + chosenSpan
        let allowed: ClosedRange<Int> = switch part {
        case .handle(.start)?: bounds.lowerBound...end
        case .handle(.end)?: start...bounds.upperBound
        case .arc?: bounds.lowerBound...(bounds.upperBound - chosenSpan)
        case nil: bounds
        }
        let step = range.face.detentStep, turn = Double(setup.detentCount), offset = grabOffset
        let angle = range.face.angle(of: touch, around: range.center)
        // The stop the part's reference would be at, in [0, turn).
        var at = (angle - offset) / step
        at -= (at / turn).rounded(.down) * turn
        let low = Double(allowed.lowerBound), high = Double(allowed.upperBound)
        guard !(low...high).contains(at) else { return touch }
        // Outside: the nearer end of the allowed stops, round the circle.
        func distance(_ a: Double, _ b: Double) -> Double { let d = abs(a - b).truncatingRemainder(dividingBy: turn); return min(d, turn - d) }
        let target = distance(at, low) <= distance(at, high) ? low : high
        let theta = target * step + offset
        let dx = touch.x - range.center.x, dy = touch.y - range.center.y
        let reach = (dx * dx + dy * dy).squareRoot()
        return DialPoint(x: range.center.x + reach * sin(theta), y: range.center.y - reach * cos(theta))
    }

    /// Brings the range shown back within the bounds where it has left them (a fling headed
    /// past a bound, a press that stopped an overshoot outside them), the bound met lighting
    /// up: the end that left is held at its bound with the other end kept (the start, where a
    /// press stopped a motion); the whole range goes to the nearest place within them with its
    /// span (shorter only where the bounds are), as does a range whose ends cannot be kept.
    mutating func holdWithinBounds(moving part: DialRange.Part?, at time: Double) throws(DialError) {
        guard let bounds = setup.boundStops else { return }
        let inside = bounds.lowerBound...bounds.upperBound
        let start = chosenStart, span = chosenSpan
        guard !inside.contains(start) || start + span > bounds.upperBound else { return }
        let shortest = range.spanLimits.lowerBound
        if part == .handle(.start), inside.contains(range.end), range.end - bounds.lowerBound >= shortest {
            // The end is kept: the start no earlier than the lower bound.
            let end = range.end
            try set(start: max(bounds.lowerBound, end - min(span, end - bounds.lowerBound)), span: min(span, end - bounds.lowerBound), at: time)
            return
        }
        if part != .arc, part != .handle(.start), inside.contains(start), bounds.upperBound - start >= shortest {
            // The start is kept: the end no later than the upper bound.
            try set(start: start, span: min(span, bounds.upperBound - start), at: time)
            return
        }
        let kept = min(span, bounds.upperBound - bounds.lowerBound)
        let latest = bounds.upperBound - kept
        let goal: Int
        if (bounds.lowerBound...latest).contains(start) {
            goal = start
        } else {
            let turn = setup.detentCount
            func distance(_ stop: Int) -> Int { let d = ((start - stop) % turn + turn) % turn; return min(d, turn - d) }
            goal = distance(bounds.lowerBound) <= distance(latest) ? bounds.lowerBound : latest
        }
        try set(start: goal, span: kept, at: time)
    }
}
