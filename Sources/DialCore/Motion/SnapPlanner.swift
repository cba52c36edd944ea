/// Decides how a released dial comes to rest: which label, and on which curve.
///
/// 1. **Project.** A fling of velocity `v` from rotation `x` would coast to
///    `x + D`, `D = −v/k` (``Deceleration``). The target is the label selected at that
///    projected rotation, so the label the dial rests on is the one its fling pointed at.
/// 2. **Re-solve or spring.** If the target lies ahead of the motion and the fling is at least
///    ``DialConfiguration/minimumFlingVelocity``, the deceleration rate is re-solved to come to
///    rest exactly on the target (``Deceleration/init(velocity:distance:)``): no overshoot and
///    no final jump. The re-solved decay constant must stay within a factor of two of the
///    configured one (the fling coasts at least one label); otherwise, and when the target is
///    behind or the fling too slow, a ``DampedSpring`` carries the dial from where it is, at
///    the speed it has, onto the target.
/// 3. **End.** The motion ends once it is guaranteed to stay within the rest tolerance (at most
///    a quarter step) of the target; the rotation is then set to the target exactly.
struct SnapPlanner: Sendable {
    let face: DialFace
    let configuration: DialConfiguration

    /// The tolerance a motion ends within: the configured one, at most a quarter step, so the
    /// final adjustment never changes the selected label.
    var restTolerance: Double {
        min(configuration.restTolerance, face.angleStep / 4)
    }

    /// The whole step a fling from `rotation` at `velocity` comes to rest on, at most
    /// ``Dial/maximumLabelsPerCall`` steps from where it starts.
    func projectedStop(from rotation: Double, velocity: Double) -> Double {
        let coast = (try? Deceleration(velocity: velocity, rate: configuration.decelerationRate))?.restingOffset ?? 0
        let stop = -face.labelPosition(forRotation: rotation + coast)
        let here = (rotation / face.angleStep).rounded()
        let limit = Double(Dial.maximumLabelsPerCall)
        return min(max(stop, here - limit), here + limit)
    }

    /// The motion from `rotation` at `velocity`, starting at `time`, that rests on `stop`.
    func motion(from rotation: Double, velocity: Double, toStop stop: Double, at time: Double) -> SnapMotion {
        let target = stop * face.angleStep
        let distance = target - rotation
        let tolerance = restTolerance
        let curve: SnapMotion.Curve
        let duration: Double
        if let deceleration = coastingDeceleration(velocity: velocity, distance: distance) {
            curve = .deceleration(deceleration)
            duration = deceleration.duration(toRemaining: tolerance)
        } else if let spring = try? DampedSpring(
            displacement: -distance, velocity: velocity,
            response: configuration.springResponse, dampingRatio: configuration.springDampingRatio) {
            curve = .spring(spring)
            duration = spring.settlingTime(tolerance: tolerance)
        } else {
            // Only non-finite input gets here (an absurd rotation): arrive at once.
            curve = .instant
            duration = 0
        }
        return SnapMotion(curve: curve, startTime: time, startRotation: rotation, stop: stop,
                          targetRotation: target, endTime: time + duration)
    }

    /// The re-solved deceleration onto a target `distance` ahead, when the fling qualifies.
    private func coastingDeceleration(velocity: Double, distance: Double) -> Deceleration? {
        guard abs(velocity) >= configuration.minimumFlingVelocity, velocity * distance > 0,
              let coast = try? Deceleration(velocity: velocity, distance: distance) else { return nil }
        let configured = 1000 * Elementary.log(configuration.decelerationRate)
        let ratio = coast.decayConstant / configured
        return ratio >= 0.5 && ratio <= 2 ? coast : nil
    }
}
