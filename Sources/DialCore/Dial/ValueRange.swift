/// The values a dial may rest on, in the three units the engine counts them in.
///
/// A value `v` is a detent counted across turns; the dial rests on it at the *stop* `−v` (whole
/// detent steps of rotation), that is at rotation `−v · detentStep`. Bounds `lo ... hi` on the
/// value are the stops `−hi ... −lo` and the rotations `−hi · step ... −lo · step`. Without
/// bounds every interval is `(−∞, ∞)` and every clamp does nothing.
///
/// A dial's bounds are soft: a finger pulls it past them on a rubber band. A ``DialRange``'s
/// handle carrier has *hard* edges: a finger past a limit leaves the rotation on it.
struct ValueRange: Sendable, Hashable {
    /// The bounds on the value, nil for a dial that turns forever.
    let bounds: ClosedRange<Int>?
    /// Whether a finger past a bound leaves the rotation on it (no rubber band).
    let hardEdges: Bool
    /// The lowest and highest stops (`−hi`, `−lo`); infinite without bounds.
    let lowestStop: Double
    let highestStop: Double
    /// The lowest and highest resting rotations (`−hi · step`, `−lo · step`); infinite without bounds.
    let lowestRotation: Double
    let highestRotation: Double

    init(bounds: ClosedRange<Int>?, detentStep: Double, hardEdges: Bool = false) {
        self.bounds = bounds
        self.hardEdges = hardEdges
        if let bounds {
            lowestStop = -Double(bounds.upperBound)
            highestStop = -Double(bounds.lowerBound)
        } else {
            lowestStop = -.infinity
            highestStop = .infinity
        }
        lowestRotation = bounds == nil ? -.infinity : lowestStop * detentStep
        highestRotation = bounds == nil ? .infinity : highestStop * detentStep
    }

    /// `stop` held within the bounds.
    func clamp(stop: Double) -> Double {
        min(max(stop, lowestStop), highestStop)
    }

    /// A detent position (a value) held within the bounds.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    func clamp(value position: Double) -> Double {
        min(max(position, -highestStop), -lowestStop)
    }

    /// Whether `rotation` lies strictly between the bounds' rotations (always, without bounds):
    /// a move between two such rotations meets no bound.
    @inline(__always) func strictlyContains(_ rotation: Double) -> Bool {
        rotation > lowestRotation && rotation < highestRotation
    }

    /// `rotation` held within the resting rotations.
    func clamp(rotation: Double) -> Double {
        min(max(rotation, lowestRotation), highestRotation)
    }

    /// The value at the bound that `stop` lies on, nil when it is on neither.
    func bound(atStop stop: Double) -> Int? {
        guard let bounds else { return nil }
        if stop == lowestStop { return bounds.upperBound }
        if stop == highestStop { return bounds.lowerBound }
        return nil
    }

    /// Whether `velocity` pushes a dial at `rotation` further past a bound it is at or beyond:
    /// the push a bound absorbs.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    func pushesPastBound(rotation: Double, velocity: Double) -> Bool {
        (rotation <= lowestRotation && velocity < 0) || (rotation >= highestRotation && velocity > 0)
    }

    /// The rotation a finger at `finger` shows: the finger itself within the bounds, and past a
    /// bound the bound plus the rubber band's offset for the finger's pull past it (with hard
    /// edges, the bound itself).
    func rotation(forFinger finger: Double, band: RubberBand) -> Double {
        if hardEdges { return clamp(rotation: finger) }
        if finger < lowestRotation { return lowestRotation - band.offset(forPull: lowestRotation - finger) }
        if finger > highestRotation { return highestRotation + band.offset(forPull: finger - highestRotation) }
        return finger
    }

    /// The finger position that shows `rotation`: the inverse of ``rotation(forFinger:band:)``,
    /// where a drag that catches a dial past a bound takes up from.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    func finger(forRotation rotation: Double, band: RubberBand) -> Double {
        if hardEdges { return rotation }
        if rotation < lowestRotation { return lowestRotation - band.pull(forOffset: lowestRotation - rotation) }
        if rotation > highestRotation { return highestRotation + band.pull(forOffset: rotation - highestRotation) }
        return rotation
    }
}

extension ValueRange {
    /// The bound value whose resting rotation is `rotation`, nil when it is on neither bound.
    func bound(atRotation rotation: Double) -> Int? {
        guard let bounds else { return nil }
        if rotation == lowestRotation { return bounds.upperBound }
        if rotation == highestRotation { return bounds.lowerBound }
        return nil
    }

    /// Whether a finger at `finger` lies past the bound whose rotation is `rotation`.
    func isPast(finger: Double, boundAt rotation: Double) -> Bool {
        (rotation == lowestRotation && finger < rotation) || (rotation == highestRotation && finger > rotation)
    }
}
