import DialCore

/// An arrow key held down, as a terminal that speaks the kitty keyboard protocol reports it:
/// a press, repeats, then a release. Where the terminal says when a key is let go, the hold
/// needs no guess from the gaps between presses (``KeyRepeat``): every repeat spins, the first
/// one too, and the coast is added when the key is let go, from the release itself.
///
/// A repeat moves the whole labels the spin covers (``KeyRepeat/spinSpeed(heldFor:)`` of the
/// time since the first repeat) in the gap since the previous repeat, at least one, the
/// fraction carried to the next; the first repeat moves one.
struct KeyHold: Sendable, Hashable {
    /// The direction of the key down; nil when none is.
    private(set) var direction: StepDirection?
    /// When the key down first repeated; nil before its first repeat.
    private(set) var firstRepeat: Double?
    /// When it last repeated.
    private var lastRepeat: Double?
    /// The fraction of a label covered and not moved yet.
    private var carried = 0.0

    /// A press of the key that steps `direction` (nil for any other key, which ends the hold).
    mutating func press(_ direction: StepDirection?) {
        self = KeyHold()
        self.direction = direction
    }

    /// A repeat of the key that steps `direction` at `time`, spinning as `keys` says: the labels
    /// to move (at least 1, at most ``KeyRepeat/maximumLabelsPerRepeat``).
    mutating func repeated(_ direction: StepDirection, at time: Double, keys: KeyRepeat) -> Int {
        if self.direction != direction || firstRepeat == nil {
            press(direction)
            firstRepeat = time
            lastRepeat = time
            return 1
        }
        let speed = keys.spinSpeed(heldFor: time - (firstRepeat ?? time))
        let gap = max(0, time - (lastRepeat ?? time))
        lastRepeat = time
        let covered = min(carried + speed * gap, Double(KeyRepeat.maximumLabelsPerRepeat))
        let moved = covered >= 1 ? Int(covered.rounded(.down)) : 1
        carried = max(0, covered - Double(moved))
        return moved
    }

    /// The release of the key that steps `direction` at `time`: how long it had repeated, or
    /// nil when it was a tap that never repeated. The hold ends.
    mutating func released(_ direction: StepDirection, at time: Double) -> Double? {
        defer { self = KeyHold() }
        guard self.direction == direction, let firstRepeat else { return nil }
        return max(0, time - firstRepeat)
    }
}

extension StepDirection {
    /// The direction an arrow key steps: → and ↑ the next label, ← and ↓ the previous; nil for
    /// any other key.
    init?(arrow key: Key) {
        switch key {
        case .right, .up: self = .next
        case .left, .down: self = .previous
        default: return nil
        }
    }
}

extension PickerModel {
    /// A repeat of a held arrow (``InputEvent/keyRepeat(_:_:)``): the labels the hold's spin
    /// covers (``KeyHold``); any other key repeats as a press.
    mutating func handleRepeat(_ key: Key, modifiers: KeyModifiers, at time: Double) -> PickerOutcome? {
        guard let direction = StepDirection(arrow: key), modifiers.isDisjoint(with: [.control, .alt]) else {
            return handle(.key(key, modifiers), at: time)
        }
        let labels = keyHold.repeated(direction, at: time, keys: keyRepeat)
        stepHeld(by: direction.sign * labels, at: time)
        return nil
    }

    /// The release of a key (``InputEvent/keyRelease(_:_:)``): a held arrow coasts from here as
    /// far as a fling at its spin's speed would (``KeyRepeat/coastLabels(atSpeed:)``), and the
    /// next press is a tap whatever its timing.
    mutating func handleRelease(_ key: Key, at time: Double) {
        guard let direction = StepDirection(arrow: key) else { return }
        if let held = keyHold.released(direction, at: time) {
            let coast = keyRepeat.coastLabels(atSpeed: keyRepeat.spinSpeed(heldFor: held))
            if coast > 0 { stepHeld(by: direction.sign * coast, at: time) }
        }
        keyRepeat.reset()
    }

    /// Moves the dial in front by `labels`, added to the target in flight.
    private mutating func stepHeld(by labels: Int, at time: Double) {
        step(by: labels, at: time)
    }
}
