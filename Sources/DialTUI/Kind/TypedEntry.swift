/// A text typed key by key and ended by a pause, as a duration or a range is typed: the kind
/// reads the text after each key (``Verdict``) and moves to what it says.
///
/// Keys less than ``pause`` seconds apart add to one text. A text that reads whole is shown at
/// once (``Effect/show(_:)``); one that is only the start of something waits; one that nothing
/// can complete — or that the pause finds still incomplete — is *not understood*: the kind goes
/// back to where it was before the typing began (``Effect/restore``) and the text stays on show
/// for ``noticeDuration`` seconds after the pause. Keys typed before that pause join the rejected
/// text. Every kind types this way (a time, a duration, a range).
public struct TypedEntry: Sendable, Hashable {
    /// What a text says so far, as the kind reads it.
    public enum Verdict: Sendable, Hashable {
        case complete
        case incomplete
        case invalid
    }

    /// What the kind should do after a key or a pause.
    public enum Effect: Sendable, Hashable {
        case none
        /// The text (complete) is to be shown.
        case show(String)
        /// Not understood: go back to where the typing began.
        case restore
    }

    /// What the typing shows.
    public enum State: Sendable, Hashable {
        case idle
        case typing(String)
        case notUnderstood(String)
    }

    /// The longest pause, in seconds, between the keys of one text.
    public var pause = 1.0
    /// How long, in seconds after the pause, a text not understood stays on show.
    public var noticeDuration = 1.5
    public private(set) var state = State.idle
    private var lastKey = -Double.infinity

    public init() {}

    /// The next instant the state changes with no key; nil when idle.
    public var deadline: Double? {
        switch state {
        case .idle: nil
        case .typing: lastKey + pause
        case .notUnderstood: lastKey + pause + noticeDuration
        }
    }

    /// Takes `character` at `time`, the text read by `read`. Returns the effect of the pause
    /// that ended before it (if any) followed by that of the key; `starts` tells whether the
    /// typing began with this key (the kind notes where it was).
    /// - Complexity: O(length of the text) plus that of `read`.
    public mutating func type(_ character: Character, at time: Double,
                              read: (String) -> Verdict) -> (before: Effect, effect: Effect, starts: Bool) {
        let before = advance(to: time, read: read)
        var starts = false
        switch state {
        case .notUnderstood(let text) where time - lastKey < pause:
            state = .notUnderstood(text + String(character))
            lastKey = time
            return (before, .none, false)
        case .idle, .notUnderstood:
            guard character.isNumber else { state = .idle; return (before, .none, false) }
            state = .typing("")
            starts = true
        case .typing:
            break
        }
        guard case .typing(let previous) = state else { return (before, .none, starts) }
        let text = previous + String(character)
        lastKey = time
        switch read(text) {
        case .complete:
            state = .typing(text)
            return (before, .show(text), starts)
        case .incomplete:
            state = .typing(text)
            return (before, .none, starts)
        case .invalid:
            state = .notUnderstood(text)
            return (before, .restore, starts)
        }
    }

    /// Whether a text is being typed at `time`: a key of it, or of one not understood, came less
    /// than ``pause`` seconds before.
    public func isOpen(at time: Double) -> Bool {
        if case .idle = state { return false }
        return time - lastKey < pause
    }

    /// Ends the text at once (Enter, or the pause): one still incomplete is not understood.
    public mutating func finish(at time: Double, read: (String) -> Verdict) -> Effect {
        guard case .typing(let text) = state else { return .none }
        if read(text) == .complete {
            state = .idle
            return .none
        }
        state = .notUnderstood(text)
        lastKey = min(lastKey, time - pause)
        return .restore
    }

    /// Moves to `time`: ends a text after the pause, and a notice after its duration.
    public mutating func advance(to time: Double, read: (String) -> Verdict) -> Effect {
        switch state {
        case .typing where time >= lastKey + pause:
            return finish(at: time, read: read)
        case .notUnderstood where time >= lastKey + pause + noticeDuration:
            state = .idle
            return .none
        default:
            return .none
        }
    }

    /// The text as the header shows it: `typed 1h3`, `'1h7x' not understood`; nil when idle.
    public var notice: (text: String, understood: Bool)? {
        switch state {
        case .idle: nil
        case .typing(let text): ("typed \(text)", true)
        case .notUnderstood(let text): ("'\(text)' not understood", false)
        }
    }
}
