/// Jumping to a label by typing it: digits (or letters) typed within a second of each other
/// build up the label's name.
///
/// Each character is tried appended to what was typed before; if that names no label, it starts
/// afresh on its own. So on a twelve-hour face "1" jumps to 1, then "0" to 10; on the minutes
/// face "3" jumps to 30 and "4", "5" to 45. Pasted text is typed the same way, a character at a
/// time (``type(pasted:at:on:)``).
public struct TypeAhead: Sendable, Hashable {
    /// How long, in seconds, a pause may last before typing starts afresh.
    public var timeout: Double = 1
    private var typed = ""
    private var lastTime = -Double.infinity
    /// The text typed that no label starts with, since the last match; nil after a match.
    public private(set) var unmatched: String?
    /// When ``unmatched`` was typed.
    private var unmatchedTime = -Double.infinity

    public init() {}

    /// Takes a typed character at `time`; returns the label it jumps to on `face`, if any.
    /// - Complexity: O(labels).
    public mutating func type(_ character: Character, at time: Double, on face: PickerFace) -> Int? {
        if !(time - lastTime <= timeout) { typed = "" }
        lastTime = time
        let extended = typed + String(character)
        if let index = face.index(matchingTyped: extended) {
            typed = extended
            unmatched = nil
            return index
        }
        typed = String(character)
        if let index = face.index(matchingTyped: typed) {
            unmatched = nil
            return index
        }
        // Nothing starts with it: kept as typed, and said (``notice(at:)``).
        typed = extended
        unmatched = extended
        unmatchedTime = time
        return nil
    }

    /// What to say at `time` about the text typed: "no label starts with zz" for the typing
    /// timeout after a text that no label starts with; nil otherwise.
    public func notice(at time: Double) -> String? {
        guard let unmatched, time < unmatchedTime + timeout else { return nil }
        return "no label starts with \(DisplayText.sanitize(unmatched))"
    }

    /// When the notice goes away; nil when there is none.
    public var noticeDeadline: Double? { unmatched.map { _ in unmatchedTime + timeout } }

    /// Whether typing `character` at `time` would jump to a label on `face` (it starts a label's
    /// name, or goes on with the one being typed), without typing it. This is how `q` tells
    /// typing from cancelling.
    /// - Complexity: O(labels).
    public func wouldJump(typing character: Character, at time: Double, on face: PickerFace) -> Bool {
        var preview = self
        return preview.type(character, at: time, on: face) != nil
    }

    /// Types pasted `text` at `time`, a character at a time as ``type(_:at:on:)`` does, leaving
    /// out control characters (a pasted line break is not Enter, nor a pasted escape Esc).
    /// Returns the label the last character that named one jumped to, if any.
    /// - Complexity: O(characters · labels).
    public mutating func type(pasted text: String, at time: Double, on face: PickerFace) -> Int? {
        var jump: Int?
        for character in text where !Self.isControl(character) {
            jump = type(character, at: time, on: face) ?? jump
        }
        return jump
    }

    /// Whether `character` is made of control characters only (C0, DEL, C1: line breaks, tabs,
    /// escapes).
    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }
}
