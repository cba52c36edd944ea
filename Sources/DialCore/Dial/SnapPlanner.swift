/// Decides how a released dial comes to rest: which detent, and on which curve.
///
/// 1. **Project.** A fling of velocity `v` from rotation `x` would coast to
///    `x + D`, `D = −v/k` (``Deceleration``). The target is the detent selected at that
///    projected rotation, so the detent the dial rests on is the one its fling pointed at; it is
///    held within ``Dial/maximumLabelsPerCall`` detents of the start and within the bounds.
/// 2. **Re-solve or spring.** If the target lies ahead of the motion and the fling is at least
///    ``DialConfiguration/minimumFlingVelocity``, the deceleration rate is re-solved to come to
///    rest exactly on the target (``Deceleration/init(velocity:distance:)``): no overshoot and
///    no final jump. The re-solved decay constant must stay within a factor of two of the
///    configured one (the fling coasts at least one detent), or, when the target is a bound,
///    at least half of it (a fling aimed past a bound brakes as hard as it must to stop on it);
///    otherwise, and when the target is behind or the fling too slow, a ``DampedSpring``
///    carries the dial from where it is, at the speed it has, onto the target.
/// 3. **Bounds.** A push past a bound the dial is at or beyond is absorbed (the motion starts
///    from rest). A dial past a bound (pulled there by a drag) springs back critically damped,
///    so having crossed the bound inwards it never crosses it again. A spring whose target is
///    a bound ends the instant it first reaches it (``DampedSpring/restCrossingTime(after:)``),
///    so it never overshoots a bound. Every curve is held within the bounds besides.
/// 4. **Bounded travel.** A motion's whole path crosses at most ``Dial/maximumLabelsPerCall``
///    detents (plus one): a deceleration travels exactly its distance, and a spring whose
///    ``DampedSpring/pathLength`` would be longer (a bouncy spring across a million detents, a
///    slow spring thrown fast the wrong way) is carried critically damped instead, its start
///    velocity capped so that `|x₀| + 2|v₀|/ω`, a bound on its path, fits. So no call reports
///    more than ``Dial/maximumEventsPerCall`` events, whatever the configuration.
/// 5. **Reduce Motion.** With ``DialConfiguration/reducesMotion`` the motion is instant: it
///    ends where it starts, on the same target, so the call that starts it reports its events.
/// 6. **End.** The motion ends once it is guaranteed to stay within the rest tolerance (at most
///    a quarter detent) of the target; the rotation is then set to the target exactly. Every
///    configuration ``DialConfiguration/validate()`` accepts makes that a finite time.
struct SnapPlanner: Sendable {
    let face: DialFace
    let configuration: DialConfiguration
    let range: ValueRange

    /// The tolerance a motion ends within: the configured one, at most a quarter detent, so the
    /// final adjustment never changes the selected detent.
    var restTolerance: Double {
        min(configuration.restTolerance, face.detentStep / 4)
    }

    /// The whole step a fling from `rotation` at `velocity` comes to rest on: at most
    /// ``Dial/maximumLabelsPerCall`` detents from where it starts, and within the bounds.
    func projectedStop(from rotation: Double, velocity: Double) -> Double {
        let coast = (try? Deceleration(velocity: velocity, rate: configuration.decelerationRate))?.restingOffset ?? 0
        let stop = -face.detents.position(nearest: -(rotation + coast))
        let here = (rotation / face.detentStep).rounded()
        let limit = Double(Dial.maximumLabelsPerCall)
        return range.clamp(stop: min(max(stop, here - limit), here + limit))
    }

    /// The motion from `rotation` at `velocity`, starting at `time`, that rests on `stop`.
    func motion(from rotation: Double, velocity: Double, toStop stop: Double, at time: Double) -> SnapMotion {
        let target = stop * face.detentStep
        let distance = target - rotation
        let tolerance = restTolerance
        let outside = rotation < range.lowestRotation || rotation > range.highestRotation
        let onBound = range.bound(atStop: stop) != nil
        let velocity = range.pushesPastBound(rotation: rotation, velocity: velocity) ? 0 : velocity
        let curve: SnapMotion.Curve
        var duration: Double
        if configuration.reducesMotion {
            // Reduce Motion: the same target, reached at once.
            curve = .instant
            duration = 0
        } else if let deceleration = coastingDeceleration(velocity: velocity, distance: distance, towardBound: onBound) {
            curve = .deceleration(deceleration)
            duration = deceleration.duration(toRemaining: tolerance)
        } else if let spring = spring(displacement: -distance, velocity: velocity, critical: outside) {
            curve = .spring(spring)
            duration = spring.settlingTime(tolerance: tolerance)
            if onBound, let meeting = spring.restCrossingTime(after: 0), meeting < duration { duration = meeting }
        } else {
            // Only non-finite input gets here (an absurd rotation): arrive at once.
            curve = .instant
            duration = 0
        }
        var motion = SnapMotion(curve: curve, startTime: time, startRotation: rotation, stop: stop,
                                targetRotation: target, endTime: time + duration)
        motion.lowerRotation = min(range.lowestRotation, rotation)
        motion.upperRotation = max(range.highestRotation, rotation)
        return motion
    }

    /// The longest path a motion may travel, in radians: one more detent than a call may cross.
    var pathBudget: Double { Double(Dial.maximumLabelsPerCall + 1) * face.detentStep }

    /// The configured snapping spring (critically damped when `critical`) from `displacement` at
    /// `velocity`, or, when its path would be longer than ``pathBudget``, the critically damped
    /// one with the start velocity capped to `(budget − |x₀|) · ω / 2`, whose path
    /// `≤ |x₀| + 2|v₀|/ω` then fits. Nil only for non-finite input.
    private func spring(displacement: Double, velocity: Double, critical: Bool) -> DampedSpring? {
        let response = configuration.springResponse
        let ratio = critical ? 1 : configuration.springDampingRatio
        guard let spring = try? DampedSpring(displacement: displacement, velocity: velocity, response: response, dampingRatio: ratio) else { return nil }
        let budget = pathBudget
        if spring.pathLength <= budget { return spring }
        let omega = Elementary.twoPi / response
        let speed = min(abs(velocity), max(0, budget - abs(displacement)) * omega / 2)
        let capped = velocity < 0 ? -speed : speed
        return try? DampedSpring(displacement: displacement, velocity: capped, response: response, dampingRatio: 1)
    }

    /// The re-solved deceleration onto a target `distance` ahead, when the fling qualifies.
    private func coastingDeceleration(velocity: Double, distance: Double, towardBound: Bool) -> Deceleration? {
        guard abs(velocity) >= configuration.minimumFlingVelocity, velocity * distance > 0,
              let coast = try? Deceleration(velocity: velocity, distance: distance) else { return nil }
        let configured = 1000 * Elementary.log(configuration.decelerationRate)
        let ratio = coast.decayConstant / configured
        return ratio >= 0.5 && (ratio <= 2 || towardBound) ? coast : nil
    }
}
