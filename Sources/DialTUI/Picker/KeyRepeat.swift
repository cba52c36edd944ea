import DialCore

/// Turns presses of a stepping key into labels to move, on a terminal, which sends no key-up
/// events: a pure function of the presses' directions and times.
///
/// **No press is ever lost: every press moves at least one label its way**, and the moves add
/// up (``Dial/step(by:time:)`` adds to the target in flight). **A press is a press**: quick
/// taps move one label each, however close together they come. Only a held key's auto-repeat
/// spins faster, and it is told from taps by its signature: the first press, a pause of the
/// auto-repeat delay (about 250–600 ms, ``repeatDelay``), then presses at a steady rhythm
/// (about 12–30 a second). So a press is
/// - part of a **burst** when it comes within ``burstInterval`` of the previous press the same
///   way: a script, a paste or a fast finger whose presses arrived at once. It moves exactly
///   one label, so a burst of `n` presses moves exactly `n`;
/// - a **tap** when it is the first, goes the other way from the previous press, or comes more
///   than ``tapInterval`` after it (or before it: time going backwards starts afresh). It
///   moves exactly one label and ends any hold. A tap that comes a ``repeatDelay`` after the
///   previous press may be a held key's first repeat: it opens a **rhythm**;
/// - part of a rhythm when it comes within ``tapInterval`` of the previous press, in an open
///   rhythm, and its gap is within ``rhythmTolerance`` of the rhythm's first gap. It moves one
///   label; the ``rhythmLength``-th such gap makes the rhythm a **hold**. A gap off the rhythm
///   closes it (the presses are a person's taps), and so does any tap;
/// - a **repeat** of a held key when it comes within ``tapInterval`` of the previous press
///   during a hold. The key spins the dial at ``spinSpeed(heldFor:)`` of the time since the
///   hold began: a repeat moves the whole labels that speed covers in its gap, at least one,
///   the fraction carried to the next repeat. So a hold moves one label a repeat while the spin
///   is slower than the auto-repeat, and gathers pace beyond it. A repeat also moves the dial on
///   by how much further a fling at that speed would coast (``coastLabels(atSpeed:)``) than the
///   hold's earlier repeats already did, so that when the key is let go the dial coasts that
///   far and stops, as a flung dial would;
/// - any other press within ``tapInterval`` of the previous one is a quick tap: one label.
///
/// A real hold therefore gives a tap, a second tap after the auto-repeat delay, the rhythm's
/// presses one label each, then repeats that accelerate. Quick taps from rest never open a
/// rhythm, so `n` of them move exactly `n` labels at any pace.
///
/// ```swift
/// var keys = KeyRepeat()
/// keys.press(.next, at: 0.000)   // 1: a tap
/// keys.press(.next, at: 0.000)   // 1: a burst with it
/// keys.press(.next, at: 0.500)   // 1: a tap after the auto-repeat delay: a rhythm opens
/// keys.press(.next, at: 0.533)   // 1: the rhythm's first gap, 33 ms
/// keys.press(.next, at: 0.566)   // 1: the second, on the rhythm
/// keys.press(.next, at: 0.600)   // 1: the third: a hold, from here on repeats
/// // … repeats every 33 ms; 1.5 s into the hold the spin is at 45 labels a second:
/// // a repeat moves 1 or 2 labels, and the dial coasts 4 labels once the key is let go.
/// ```
///
/// Equal press sequences give equal moves: no clock is read, nothing but the presses is kept.
public struct KeyRepeat: Sendable, Hashable {
    /// The longest gap, in seconds, between two presses the same way for the second to count
    /// as an auto-repeat of a held key. Default 0.1 s: above a 15 Hz auto-repeat (67 ms), below
    /// the auto-repeat delay (250 ms and up) and a person's quick taps on one key. NaN or
    /// negative counts as 0.
    public var tapInterval: Double

    /// The gaps, in seconds, from a press to the next the same way that can be an auto-repeat
    /// delay: the next press may be a held key's first repeat and opens a rhythm. Default
    /// 0.15–2 s: the shortest delay terminals and desktops offer to the longest (macOS's).
    public var repeatDelay: ClosedRange<Double>

    /// How many gaps on the rhythm, after the auto-repeat delay, make the presses a hold.
    /// Default 3. Zero or less counts as 1.
    public var rhythmLength: Int

    /// How far, as a fraction of the rhythm's first gap, a later gap may be from it and still be
    /// on the rhythm (the jitter of an auto-repeat reaching the program). Default 0.25, and
    /// never less than 5 ms. NaN or negative counts as 0.
    public var rhythmTolerance: Double

    /// The longest gap, in seconds, between two presses the same way for them to count as one
    /// burst that arrived at once. Default 5 ms: far below any auto-repeat (100 Hz is 10 ms).
    /// NaN or negative counts as 0 (only presses at the very same instant).
    public var burstInterval: Double

    /// The spin speed at the first repeat of a hold, in labels per second. Default 8.
    public var initialSpinSpeed: Double

    /// The fastest spin, in labels per second, reached after ``accelerationTime`` of holding
    /// and never exceeded. Default 45. If it is below ``initialSpinSpeed``, it wins: every
    /// spin is this fast.
    public var maximumSpinSpeed: Double

    /// How long, in seconds from the first repeat, a hold takes to reach
    /// ``maximumSpinSpeed``. Default 1.5 s. Zero, negative or NaN: the maximum at once.
    public var accelerationTime: Double

    /// The deceleration rate of the dial the key drives (velocity kept per millisecond, as
    /// ``Deceleration/rate``): how far a hold coasts when let go. Default
    /// ``Deceleration/fastRate``, the picker's.
    public var coastRate: Double

    private var lastDirection: StepDirection?
    private var lastPressTime: Double?
    /// Presses that may be a held key's auto-repeat, since a pause of the auto-repeat delay.
    private struct Rhythm: Sendable, Hashable {
        /// The first gap after the delay; nil until there is one.
        var firstGap: Double?
        /// The gaps on the rhythm so far.
        var gaps = 0
    }

    /// The open rhythm; nil when none is.
    private var rhythm: Rhythm?
    private var holdStartTime: Double?
    /// The fraction of a label the hold's spin has covered and no repeat has moved yet.
    private var carriedLabels = 0.0
    /// The labels of coast the hold's repeats have moved so far.
    private var coastGiven = 0

    /// The most labels one repeat moves for the spin, whatever the settings: a bound on a
    /// press's move.
    public static let maximumLabelsPerRepeat = 1_000

    /// A key-repeat model that has seen no press.
    ///
    /// - Complexity: O(1).
    public init(
        tapInterval: Double = 0.1,
        burstInterval: Double = 0.005,
        repeatDelay: ClosedRange<Double> = 0.15...2,
        rhythmLength: Int = 3,
        rhythmTolerance: Double = 0.25,
        initialSpinSpeed: Double = 8,
        maximumSpinSpeed: Double = 45,
        accelerationTime: Double = 1.5,
        coastRate: Double = Deceleration.fastRate
    ) {
        self.tapInterval = tapInterval
        self.burstInterval = burstInterval
        self.repeatDelay = repeatDelay
        self.rhythmLength = rhythmLength
        self.rhythmTolerance = rhythmTolerance
        self.initialSpinSpeed = initialSpinSpeed
        self.maximumSpinSpeed = maximumSpinSpeed
        self.accelerationTime = accelerationTime
        self.coastRate = coastRate
    }

    /// Records a press of the key that steps `direction`, at `time` (seconds, from the
    /// caller's monotonic clock), and says how many labels it moves: `direction.sign` times
    /// one for a burst press, a tap, a press of a rhythm or a quick tap, times the spin's labels
    /// plus the new coast for a repeat
    /// (see the rules above). Never zero, always of `direction`'s sign, at most
    /// ``maximumLabelsPerRepeat`` plus ``coastLabels(atSpeed:)`` of the fastest spin.
    ///
    /// - Complexity: O(1).
    public mutating func press(_ direction: StepDirection, at time: Double) -> Int {
        let gap = lastDirection == direction ? lastPressTime.map { time - $0 } : nil
        lastDirection = direction
        lastPressTime = time
        if let gap, gap >= 0, gap <= Self.nonNegative(burstInterval) {
            return direction.sign
        }
        guard let gap, gap >= 0, gap <= Self.nonNegative(tapInterval) else {
            endHold()
            if let gap, repeatDelay.contains(gap) { rhythm = Rhythm() }
            return direction.sign
        }
        guard let start = holdStartTime else {
            followRhythm(gap, at: time)
            return direction.sign
        }
        let speed = spinSpeed(heldFor: time - start)
        let covered = min(carriedLabels + speed * gap, Double(Self.maximumLabelsPerRepeat))
        let spun = covered >= 1 ? Int(covered.rounded(.down)) : 1
        carriedLabels = max(0, covered - Double(spun))
        let coast = coastLabels(atSpeed: speed)
        let extraCoast = max(0, coast - coastGiven)
        coastGiven = max(coastGiven, coast)
        return direction.sign * (spun + extraCoast)
    }

    /// Takes a press `gap` seconds after the previous one, short of a tap, outside a hold: on an
    /// open rhythm it counts a gap, and the ``rhythmLength``-th makes the presses a hold that
    /// begins at `time`; off the rhythm (or with none open) it closes the rhythm.
    private mutating func followRhythm(_ gap: Double, at time: Double) {
        guard let open = rhythm else { return }
        let first = open.firstGap ?? gap
        let tolerance = max(0.005, Self.nonNegative(rhythmTolerance) * first)
        guard abs(gap - first) <= tolerance else {
            rhythm = nil
            return
        }
        rhythm = Rhythm(firstGap: first, gaps: open.gaps + 1)
        if open.gaps + 1 >= max(1, rhythmLength) {
            rhythm = nil
            holdStartTime = time
        }
    }

    /// Ends a hold and closes a rhythm.
    private mutating func endHold() {
        rhythm = nil
        holdStartTime = nil
        carriedLabels = 0
        coastGiven = 0
    }

    /// Whether a key counts as held at `time`: the presses have become a hold, and at most
    /// ``tapInterval`` has passed since it. A hold ends silently when the repeats stop; this
    /// says when that has happened.
    ///
    /// - Complexity: O(1).
    public func isHeld(at time: Double) -> Bool {
        guard holdStartTime != nil, let lastPressTime else { return false }
        let gap = time - lastPressTime
        return gap >= 0 && gap <= Self.nonNegative(tapInterval)
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

    /// The whole labels a dial flung at `speed` labels per second coasts before it stops, at
    /// ``coastRate``: `⌊Deceleration(velocity: speed, rate: coastRate).restingOffset⌋`, that is
    /// `⌊speed / (1000 · ln(1 / rate))⌋` (about `speed / 10` at the fast rate). Non-decreasing
    /// in `speed`; 0 for a speed or rate that no ``Deceleration`` accepts, and never more than
    /// ``maximumLabelsPerRepeat``.
    ///
    /// - Complexity: O(1).
    public func coastLabels(atSpeed speed: Double) -> Int {
        guard speed > 0, let coast = try? Deceleration(velocity: speed, rate: coastRate).restingOffset,
              coast.isFinite, coast > 0
        else { return 0 }
        return Int(min(coast, Double(Self.maximumLabelsPerRepeat)).rounded(.down))
    }

    /// Forgets every press, so the next one is a tap (for example after the dial was
    /// dragged with the mouse).
    ///
    /// - Complexity: O(1).
    public mutating func reset() {
        lastDirection = nil
        lastPressTime = nil
        endHold()
    }

    /// `value`, or 0 when it is negative or NaN.
    private static func nonNegative(_ value: Double) -> Double {
        value > 0 ? value : 0
    }
}
