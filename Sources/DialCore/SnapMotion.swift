/// The motion of a released dial onto the label it will rest on: a closed-form function of
/// time, everything about it (its curve, its target, the instant it ends) decided when it
/// starts.
///
/// On a deceleration the rotation is `target − D·e^(kt)`: it approaches the target from one
/// side and never passes it. On a spring it is `target + x(t)`. At ``endTime`` the rotation is
/// the target exactly.
struct SnapMotion: Sendable, Hashable {
    enum Curve: Sendable, Hashable {
        case deceleration(Deceleration)
        case spring(DampedSpring)
        /// Arrives at once: the fallback for input no curve can start from.
        case instant
    }

    let curve: Curve
    let startTime: Double
    let startRotation: Double
    /// The whole step `m` the dial rests on: its final rotation is `m · angleStep`.
    let stop: Double
    let targetRotation: Double
    /// When the motion is over, decided at its start from its closed form.
    let endTime: Double

    /// The rotation at `time`: the start before it begins, the target once it has ended.
    /// - Complexity: O(1): one `exp` (plus a sine and cosine for an underdamped spring).
    func rotation(at time: Double) -> Double {
        if time <= startTime { return startRotation }
        if time >= endTime { return targetRotation }
        let elapsed = time - startTime
        switch curve {
        case .deceleration(let deceleration):
            return targetRotation - deceleration.remainingOffset(at: elapsed)
        case .spring(let spring):
            return targetRotation + spring.displacement(at: elapsed)
        case .instant:
            return targetRotation
        }
    }

    /// The angular velocity at `time`, in radians per second; 0 once the motion has ended.
    func velocity(at time: Double) -> Double {
        if time >= endTime { return 0 }
        let elapsed = time - startTime
        switch curve {
        case .deceleration(let deceleration): return deceleration.velocity(at: elapsed)
        case .spring(let spring): return spring.velocity(at: elapsed)
        case .instant: return 0
        }
    }

    /// The first instant after `time`, and before the end, at which the motion turns back.
    /// A deceleration never does; a spring may.
    func turningTime(after time: Double) -> Double? {
        guard case .spring(let spring) = curve,
              let turn = spring.turningTime(after: time - startTime) else { return nil }
        let instant = startTime + turn
        return instant > time && instant < endTime ? instant : nil
    }
}
