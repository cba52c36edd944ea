/// The motion of a released dial onto the detent it will rest on: a closed-form function of
/// time, everything about it (its curve, its target, the instant it ends) decided when it
/// starts.
///
/// On a deceleration the rotation is `target − D·e^(kt)`: it approaches the target from one
/// side and never passes it. On a spring it is `target + x(t)`. Either is held within
/// `lowerRotation ... upperRotation` (a bounded dial's range, widened to where the motion
/// starts): clamping a curve that is monotone between its turning points keeps it monotone
/// there, so the ticks and the events stay those of one path. At ``endTime`` the rotation is
/// the target exactly.
struct SnapMotion: Sendable, Hashable {
    enum Curve: Sendable, Hashable {
        case deceleration(Deceleration)
        case spring(DampedSpring)
        /// Arrives at once: the fallback for input no curve can start from.
        case instant
    }

    let curve: Curve
    /// The curve's offset from the target in plain numbers, what ``curveRotation(at:)``
    /// evaluates each frame.
    let offset: OffsetCurve
    /// Whether the curve can turn back (a spring); a deceleration and an instant never do.
    /// Kept rather than read from `curve` each frame, where Embedded Swift reads an enum's case
    /// through a call.
    let canTurn: Bool
    let startTime: Double
    let startRotation: Double
    /// The whole step `m` the dial rests on: its final rotation is `m · detentStep`, its value `−m`.
    let stop: Double
    let targetRotation: Double
    /// When the motion is over, decided at its start from its closed form.
    let endTime: Double
    /// The range the rotation is held in: `(−∞, ∞)` on a dial without bounds.
    var lowerRotation = -Double.infinity
    var upperRotation = Double.infinity

    init(curve: Curve, startTime: Double, startRotation: Double, stop: Double, targetRotation: Double, endTime: Double) {
        self.curve = curve
        switch curve {
        case .deceleration(let deceleration):
            offset = deceleration.offsetCurve
            canTurn = false
        case .spring(let spring):
            offset = spring.offsetCurve
            canTurn = true
        case .instant:
            offset = .zero
            canTurn = false
        }
        self.startTime = startTime
        self.startRotation = startRotation
        self.stop = stop
        self.targetRotation = targetRotation
        self.endTime = endTime
    }

    /// The rotation at `time`: the start before it begins, the target once it has ended.
    /// - Complexity: O(1): one `exp` (plus a sine and cosine for an underdamped spring).
    func rotation(at time: Double) -> Double {
        time >= endTime ? targetRotation : curveRotation(at: time)
    }

    /// The rotation on the motion's curve at `time`, without the final adjustment onto the
    /// target: at ``endTime`` it is within the rest tolerance of the target.
    func curveRotation(at time: Double) -> Double {
        curveRotationInPlace(at: time)
    }

    /// ``curveRotation(at:)`` written out where it is called: the frame of a coast, which
    /// ``Dial/advance(to:)`` makes without a call but for `exp`.
    @inline(__always) func curveRotationInPlace(at time: Double) -> Double {
        if time <= startTime { return startRotation }
        // `time` is finite (every call on a dial checks it) and after the start, so the elapsed
        // time is finite and positive, as `OffsetCurve` needs.
        let rotation = targetRotation + offset.value(at: time - startTime)
        return min(max(rotation, lowerRotation), upperRotation)
    }

    /// The angular velocity at `time`, in radians per second; 0 once the motion has ended, and
    /// while the curve is held at the edge of its range.
    func velocity(at time: Double) -> Double {
        if time >= endTime { return 0 }
        let elapsed = time - startTime
        switch curve {
        case .deceleration(let deceleration):
            return deceleration.velocity(at: elapsed)
        case .spring(let spring):
            let rotation = targetRotation + spring.displacement(at: elapsed)
            return rotation < lowerRotation || rotation > upperRotation ? 0 : spring.velocity(at: elapsed)
        case .instant:
            return 0
        }
    }

    /// The first instant after `time`, and before the end, at which the motion turns back.
    /// A deceleration never does; a spring may.
    ///
    /// The spring's turning times are taken in its own clock and are always the same values
    /// (`(ψ + nπ) / ω_d` for whole `n`), so every sequence of frames splits the motion at the
    /// same instants. Where rounding puts a turn at or before `time`, the search moves on to the
    /// next one rather than stopping. Two turns lie `π / ω_d` apart, far more than that
    /// rounding, so the search looks at most ``turnSearchLimit`` turns ahead and answers nil
    /// past them: it always stops.
    func turningTime(after time: Double) -> Double? {
        guard case .spring(let spring) = curve else { return nil }
        var local = time - startTime
        for _ in 0..<Self.turnSearchLimit {
            guard let turn = spring.turningTime(after: local) else { return nil }
            let instant = startTime + turn
            if instant >= endTime { return nil }
            if instant > time { return instant }
            local = turn
        }
        return nil
    }

    /// The most turns ``turningTime(after:)`` steps over: the rounding of `startTime + turn`
    /// puts at most one turn at or before the time asked about; four leaves room to spare.
    static let turnSearchLimit = 4

    /// The most turns a motion makes before it ends: 1,024, over four times the most any
    /// configuration ``DialConfiguration/validate()`` accepts can make.
    ///
    /// A spring turns every `π / ω_d` and ends when its envelope `E · e^(−ζωt)` is within the
    /// tolerance, so it turns at most `ln(E / tolerance) · √(1 − ζ²) / (ζπ) + 1` times. With
    /// `ζ ≥ 0.05` the factor `√(1 − ζ²) / (ζπ)` is at most 6.36; the path is at most
    /// `(2²⁰ + 1) · 2π` radians (``SnapPlanner``), the envelope within a small factor of it, and
    /// the tolerance at least 10⁻⁹ rad, so `ln(E / tolerance) < 37`: fewer than 240 turns. A
    /// deceleration turns none. ``Dial`` splits a motion at no more turns than this, so a
    /// motion whose turns never end (a defect) cannot hold a call for ever.
    static let maximumTurns = 1024
}
