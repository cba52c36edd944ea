/// Tells a tap from a held key on a terminal, which sends no key-up events: a pure function
/// of the presses' directions and times.
///
/// A held key reaches the program as the terminal's auto-repeat: the first press, a pause of
/// about 250–600 ms, then presses about 30 times a second. So:
/// - a press is a **tap**, ``KeyAction/step(_:)`` of ±1, when it is the first, when it goes
///   the other way from the previous press, or when it comes more than ``tapInterval`` after
///   the previous press (or before it: time going backwards starts afresh);
/// - a press within ``tapInterval`` of the previous press the same way is a **repeat**: the
///   key is held, and the answer is ``KeyAction/spin(labelsPerSecond:)`` at
///   ``spinSpeed(heldFor:)`` of the time since the first repeat of this hold.
///
/// A real hold therefore gives a tap, a second tap after the auto-repeat delay, then spins.
///
/// ```swift
/// var keys = KeyRepeat()
/// keys.press(.next, at: 0.00)   // .step(1)
/// keys.press(.next, at: 0.50)   // .step(1): the auto-repeat delay is longer than a tap
/// keys.press(.next, at: 0.53)   // .spin(labelsPerSecond: 8)
/// keys.press(.next, at: 2.03)   // .spin(labelsPerSecond: 30)
/// ```
///
/// Equal press sequences give equal actions: no clock is read, nothing but the presses is kept.
public struct KeyRepeat: Sendable, Hashable {
    /// The longest gap, in seconds, between two presses the same way for the second to count
    /// as an auto-repeat of a held key. Default 0.15 s: well above a 30 Hz repeat (33 ms),
    /// below the auto-repeat delay (250 ms and up) and a quick double tap. NaN or negative
    /// counts as 0.
    public var tapInterval: Double

    /// The spin speed at the first repeat of a hold, in labels per second. Default 8.
    public var initialSpinSpeed: Double

    /// The fastest spin, in labels per second, reached after ``accelerationTime`` of holding
    /// and never exceeded. Default 30. If it is below ``initialSpinSpeed``, it wins: every
    /// spin is this fast.
    public var maximumSpinSpeed: Double

    /// How long, in seconds from the first repeat, a hold takes to reach
    /// ``maximumSpinSpeed``. Default 1.5 s. Zero, negative or NaN: the maximum at once.
    public var accelerationTime: Double

    private var lastDirection: StepDirection?
    private var lastPressTime: Double?
    private var holdStartTime: Double?

    /// A key-repeat model that has seen no press.
    ///
    /// - Complexity: O(1).
    public init(
        tapInterval: Double = 0.15,
        initialSpinSpeed: Double = 8,
        maximumSpinSpeed: Double = 30,
        accelerationTime: Double = 1.5
    ) {
        self.tapInterval = tapInterval
        self.initialSpinSpeed = initialSpinSpeed
        self.maximumSpinSpeed = maximumSpinSpeed
        self.accelerationTime = accelerationTime
    }

    /// Records a press of the key that steps `direction`, at `time` (seconds, from the
    /// caller's monotonic clock), and says what it should do: ``KeyAction/step(_:)`` with
    /// `direction.sign` for a tap, ``KeyAction/spin(labelsPerSecond:)`` with
    /// `direction.sign · spinSpeed(heldFor:)` for a repeat (see the rules above).
    ///
    /// - Complexity: O(1).
    public mutating func press(_ direction: StepDirection, at time: Double) -> KeyAction {
        let isRepeat = lastDirection == direction && lastPressTime.map { isWithinTapInterval(time - $0) } == true
        lastDirection = direction
        lastPressTime = time
        guard isRepeat else {
            holdStartTime = nil
            return .step(direction.sign)
        }
        let start = holdStartTime ?? time
        holdStartTime = start
        return .spin(labelsPerSecond: Double(direction.sign) * spinSpeed(heldFor: time - start))
    }

    /// Whether a key counts as held at `time`: the last press was a repeat, and at most
    /// ``tapInterval`` has passed since it. A hold ends silently when the repeats stop; this
    /// says when that has happened.
    ///
    /// - Complexity: O(1).
    public func isHeld(at time: Double) -> Bool {
        guard holdStartTime != nil, let lastPressTime else { return false }
        return isWithinTapInterval(time - lastPressTime)
    }

    /// The spin speed, in labels per second (unsigned), after a key has been held for
    /// `duration` seconds since its first repeat. An ease-in curve:
    ///
    ///     v(h) = v₀ + (v_max − v₀) · p²,   p = min(1, max(0, h / T))
    ///
    /// with v₀ = ``initialSpinSpeed``, v_max = ``maximumSpinSpeed``, T = ``accelerationTime``.
    /// It starts slowly, so a short hold stays easy to stop on a label, and gathers pace.
    /// Properties: `v(h) = v₀` for `h ≤ 0` (and NaN), `v(h) = v_max` exactly for `h ≥ T`,
    /// `v₀ ≤ v(h) ≤ v_max`, and v is non-decreasing in h, in floating point too (every
    /// operation in it is monotone).
    ///
    /// - Complexity: O(1).
    public func spinSpeed(heldFor duration: Double) -> Double {
        let top = maximumSpinSpeed
        let bottom = min(initialSpinSpeed, top)
        var progress = accelerationTime > 0 ? duration / accelerationTime : (duration.isNaN ? 0 : 1)
        if !(progress > 0) { progress = 0 }
        if progress >= 1 { return top }
        return min(top, bottom + (top - bottom) * (progress * progress))
    }

    /// Forgets every press, so the next one is a tap (for example after the dial was
    /// dragged with the mouse).
    ///
    /// - Complexity: O(1).
    public mutating func reset() {
        lastDirection = nil
        lastPressTime = nil
        holdStartTime = nil
    }

    /// True when `gap` (seconds since the previous press) is in `0…tapInterval`.
    private func isWithinTapInterval(_ gap: Double) -> Bool {
        gap >= 0 && gap <= max(0, tapInterval.isNaN ? 0 : tapInterval)
    }
}
