/// Geometry: where the handles and the arc are, and what a touch holds.
///
/// A handle at angle `a` (0 at 12 o'clock, clockwise) sits on the circle of radius
/// `ρ = radius − handleRadius`, at `(radius + ρ·sin a, radius − ρ·cos a)` in the range's box (y
/// down). A touch holds a handle when it lies within `handleRadius` of the handle's centre (on
/// the edge counts), the nearer handle where it lies within both and the end handle on an exact
/// tie. Otherwise it holds the arc when it lies within `handleRadius` of that circle, at an
/// angle on the arc from the start clockwise to the end (its ends included): no arc at a span
/// of 0, the whole circle at a span of `detentCount`.
extension DialRange {
    /// The live angle of `handle`, in `[0, 2π)`: 0 at 12 o'clock, increasing clockwise. At rest
    /// it is `detent · detentStep` exactly.
    /// - Complexity: O(1).
    public func angle(of handle: Handle) -> Double {
        guard isMoving(handle) else { return face.angle(ofDetent: restingDetent(of: handle)) }
        let turns = turns(of: handle)
        guard turns.isFinite else { return 0 }
        let angle = (turns - turns.rounded(.down)) * Elementary.twoPi
        return angle < Elementary.twoPi ? angle : 0
    }

    /// The centre of `handle` in the range's box, at its live angle, on the circle of radius
    /// `radius − handleRadius`.
    /// - Complexity: O(1).
    public func center(of handle: Handle) -> DialPoint {
        let turns = turns(of: handle)
        let (sine, cosine) = Elementary.sinCos(turns: turns - turns.rounded(.down))
        let track = trackRadius
        return DialPoint(x: radius + track * sine, y: radius - track * cosine)
    }

    /// The radius of the circle the handles' centres ride on: `radius − handleRadius`.
    public var trackRadius: Double { radius - configuration.handleRadius }

    /// The part a touch at `point` holds (in the range's box), or nil: the handle whose disc
    /// holds it, else the arc, else nothing.
    ///
    /// ```swift
    /// if let part = range.part(at: touch) { try range.beginDrag(part, at: touch, time: now) }
    /// ```
    /// - Complexity: O(1).
    public func part(at point: DialPoint) -> Part? {
        guard point.isFinite else { return nil }
        let reach = configuration.handleRadius
        let toStart = (point - center(of: .start)).lengthSquared
        let toEnd = (point - center(of: .end)).lengthSquared
        let reachSquared = reach * reach
        if min(toStart, toEnd) <= reachSquared {
            return toStart < toEnd ? .handle(.start) : .handle(.end)
        }
        let distance = (point - center).lengthSquared.squareRoot()
        guard abs(distance - trackRadius) <= reach else { return nil }
        let spanTurns = turns(of: .end) - turns(of: .start)
        guard spanTurns > 0 else { return nil }
        if spanTurns >= 1 { return .arc }
        let pointTurns = face.angle(of: point, around: center) / Elementary.twoPi
        let startTurns = turns(of: .start)
        var offset = pointTurns - (startTurns - startTurns.rounded(.down))
        if offset < 0 { offset += 1 }
        return offset <= spanTurns ? .arc : nil
    }

    /// The unwrapped position of `handle` in turns (clockwise from 12 o'clock): live for a moving
    /// handle, the detent's otherwise. The end's is never behind the start's.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    func turns(of handle: Handle) -> Double {
        let count = Double(face.detentCount)
        if isMoving(handle) {
            let moving = -carrier.rotation / Elementary.twoPi
            if mover == .arc, handle == .end { return moving + Double(anchorSpan) / count }
            return moving
        }
        switch handle {
        case .start: return Double(anchorStart) / count
        case .end: return Double(anchorStart + anchorSpan) / count
        }
    }

    /// Whether the carrier moves `handle` (both, for the arc).
    func isMoving(_ handle: Handle) -> Bool {
        switch mover {
        case nil: false
        case .arc: true
        case .handle(let moving): moving == handle
        }
    }

    /// The detent `handle` rests on while it does not move.
    private func restingDetent(of handle: Handle) -> Int {
        handle == .start ? anchorStart : face.detents.wrapped(anchorStart + anchorSpan)
    }
}
