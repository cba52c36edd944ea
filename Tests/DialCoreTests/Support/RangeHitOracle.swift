import DialCore

/// What ``DialRange/part(at:)`` must answer, worked out from the range's public geometry alone:
/// the live centres and angles of its handles, its track radius and its span.
///
/// The rule (DESIGN, "Geometry"): the handle whose disc of `handleRadius` holds the point, the
/// nearer where both do; else the arc, for a point within `handleRadius` of the track at an
/// angle from the start clockwise to the end; else nothing. The arc's angle is the live one,
/// `angle(of: .end) − angle(of: .start)` taken into `[0, 2π)`: it does not care how many turns
/// the start handle has wound, mid-drag or mid-coast. Where the handles' angles coincide, the
/// span says whether the arc is empty (0) or the whole circle (`detentCount`).
///
/// A point within `margin` of an edge — a disc's rim, the track band's, an end of the arc, the
/// line of points as near one handle as the other — is left out: rounding decides those, and
/// random points land there with probability zero.
enum RangeHitOracle {
    enum Answer: Equatable, CustomStringConvertible {
        case part(DialRange.Part?)
        case tooCloseToTell

        var description: String {
            switch self {
            case .part(let part): part.map { "\($0)" } ?? "nothing"
            case .tooCloseToTell: "too close to an edge to tell"
            }
        }
    }

    static func answer(_ range: DialRange, at point: DialPoint, margin: Double = 1e-6) -> Answer {
        let reach = range.configuration.handleRadius
        let toStart = distance(point, range.center(of: .start))
        let toEnd = distance(point, range.center(of: .end))
        if abs(toStart - reach) < margin || abs(toEnd - reach) < margin { return .tooCloseToTell }
        if min(toStart, toEnd) < reach {
            if abs(toStart - toEnd) < margin { return .tooCloseToTell }
            return .part(.handle(toStart < toEnd ? .start : .end))
        }
        let offTrack = abs(distance(point, range.center) - range.trackRadius)
        if abs(offTrack - reach) < margin { return .tooCloseToTell }
        if offTrack > reach { return .part(nil) }

        let twoPi = 2 * Double.pi
        let angularMargin = margin / range.trackRadius
        let start = range.angle(of: .start)
        let apart = wrapped(range.angle(of: .end) - start)
        if apart < angularMargin || apart > twoPi - angularMargin {
            // The handles at one angle: no arc at a span of 0, the whole circle at a full one.
            return .part(range.span * 2 > range.face.detentCount ? .arc : nil)
        }
        let offset = wrapped(range.face.angle(of: point, around: range.center) - start)
        if offset < angularMargin || offset > twoPi - angularMargin || abs(offset - apart) < angularMargin {
            return .tooCloseToTell
        }
        return .part(offset < apart ? .arc : nil)
    }

    /// `angle` taken into `[0, 2π)`.
    static func wrapped(_ angle: Double) -> Double {
        let twoPi = 2 * Double.pi
        let turned = angle - twoPi * (angle / twoPi).rounded(.down)
        return turned < twoPi ? turned : 0
    }

    static func distance(_ a: DialPoint, _ b: DialPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
