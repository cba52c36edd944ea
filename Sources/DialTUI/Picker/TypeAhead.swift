/// Jumping to a label by typing it: digits (or letters) typed within a second of each other
/// build up the label's name.
///
/// Each character is tried appended to what was typed before; if that names no label, it starts
/// afresh on its own. So on a twelve-hour face "1" jumps to 1, then "0" to 10; on the minutes
/// face "3" jumps to 30 and "4", "5" to 45.
public struct TypeAhead: Sendable, Hashable {
    /// How long, in seconds, a pause may last before typing starts afresh.
    public var timeout: Double = 1
    private var typed = ""
    private var lastTime = -Double.infinity

    public init() {}

    /// Takes a typed character at `time`; returns the label it jumps to on `face`, if any.
    /// - Complexity: O(labels).
    public mutating func type(_ character: Character, at time: Double, on face: PickerFace) -> Int? {
        if !(time - lastTime <= timeout) { typed = "" }
        lastTime = time
        let extended = typed + String(character)
        if let index = face.index(matchingTyped: extended) {
            typed = extended
            return index
        }
        typed = String(character)
        return face.index(matchingTyped: typed)
    }
}
