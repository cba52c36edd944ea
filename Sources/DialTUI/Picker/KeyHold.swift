import DialCore

/// An arrow key held down, as a terminal that speaks the kitty keyboard protocol reports it:
/// a press, repeats, then a release. Where the terminal says when a key is let go, the spin
/// needs no guess from the gaps between presses (``KeyRepeat``): it spins from the first
/// repeat and coasts from the release itself.
struct KeyHold: Sendable, Hashable {
    /// The direction of the key down; nil when none is.
    private(set) var direction: StepDirection?
    /// When the key down first repeated; nil before its first repeat.
    private(set) var firstRepeat: Double?

    /// A press of the key that steps `direction` (nil for any other key, which ends the hold).
    mutating func press(_ direction: StepDirection?) {
        self.direction = direction
        firstRepeat = nil
    }

    /// A repeat of the key that steps `direction` at `time`: how long it has been held since its
    /// first repeat, in seconds (0 at the first).
    mutating func repeated(_ direction: StepDirection, at time: Double) -> Double {
        if self.direction != direction || firstRepeat == nil {
            self.direction = direction
            firstRepeat = time
        }
        return max(0, time - (firstRepeat ?? time))
    }

    /// The release of the key that steps `direction` at `time`: how long it repeated (as
    /// ``repeated(_:at:)``), or nil when it was a tap that never repeated. The hold ends.
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
    /// A repeat of a held arrow (``InputEvent/keyRepeat(_:_:)``): spins at the speed of the hold
    /// (``KeyRepeat/spinSpeed(heldFor:)`` from the first repeat); any other key repeats as a press.
    mutating func handleRepeat(_ key: Key, modifiers: KeyModifiers, at time: Double) -> PickerOutcome? {
        guard let direction = StepDirection(arrow: key), modifiers.isDisjoint(with: [.control, .alt]) else {
            return handle(.key(key, modifiers), at: time)
        }
        spin(direction, speed: keyRepeat.spinSpeed(heldFor: keyHold.repeated(direction, at: time)), at: time)
        return nil
    }

    /// The release of a key (``InputEvent/keyRelease(_:_:)``): a held arrow's spin coasts from
    /// here at the speed it had, and the next press is a tap whatever its timing.
    mutating func handleRelease(_ key: Key, at time: Double) {
        guard let direction = StepDirection(arrow: key) else { return }
        if let held = keyHold.released(direction, at: time) {
            spin(direction, speed: keyRepeat.spinSpeed(heldFor: held), at: time)
        }
        keyRepeat.reset()
    }

    /// Flings the dial in front toward `direction` at `speed` labels per second.
    private mutating func spin(_ direction: StepDirection, speed: Double, at time: Double) {
        // The next label (index + 1) turns the dial counterclockwise: negative rotation.
        let velocity = -Double(direction.sign) * speed * dial.face.angleStep
        guard velocity.isFinite else { return }
        apply { (dial: inout Dial) throws(DialError) in try dial.release(velocity: velocity, time: time) }
    }
}
