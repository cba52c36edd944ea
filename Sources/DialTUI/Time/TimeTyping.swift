/// Typing a time in time mode: digits, `:` and `a`/`p` build up a time (``TimeExpression``), and
/// a pause ends it.
///
/// Each key is added to what was typed before, as long as the keys come less than ``pause``
/// seconds apart:
/// - when the text so far is a time (`7`, `19`, `1930`, `7p`), the dial is sent to it;
/// - when it is only the start of one (`25`, `9:`, `193`), nothing moves yet;
/// - when nothing can make it a time (`9:7`, `99`) — or the pause comes while it is still only
///   the start of one — it is *not understood*: the dial goes back to the time it showed before
///   the typing began, so an impossible time changes nothing, and the text stays on show for
///   ``noticeDuration`` seconds after the pause. Keys typed before that pause are taken into the
///   rejected text, never as the start of a new time.
///
/// With nothing being typed, `a` and `p` set the half of the day (09:30 → 21:30 for `p`).
public struct TimeTyping: Sendable, Hashable {
    /// The longest pause, in seconds, between the keys of one typed time.
    public var pause = 1.0
    /// How long, in seconds after the pause, a time not understood stays on show.
    public var noticeDuration = 1.5

    /// What the picker should do after a key or a pause.
    public enum Effect: Sendable, Hashable {
        case none
        /// Send the dial to this time.
        case show(TimeOfDay)
        /// Not understood: send the dial back to the time before the typing began.
        case restore(TimeOfDay)
    }

    /// What the typing shows.
    public enum State: Sendable, Hashable {
        case idle
        /// A time being typed: the text so far.
        case typing(String)
        /// A text that is not a time, shown until the notice ends.
        case notUnderstood(String)
    }

    public private(set) var state = State.idle
    private var origin = TimeOfDay.midnight
    private var lastKey = -Double.infinity

    public init() {}

    /// Whether `character` is one typing takes: a digit, `:`, `a`, `p`, `m` or a space.
    public static func takes(_ character: Character) -> Bool {
        TimeExpression.isTimeCharacter(character)
    }

    /// The next instant the state changes with no key: the end of the pause while typing, the
    /// end of the notice while a time is not understood; nil when idle.
    public var deadline: Double? {
        switch state {
        case .idle: nil
        case .typing: lastKey + pause
        case .notUnderstood: lastKey + pause + noticeDuration
        }
    }

    /// Takes a typed character at `time`, with the picker showing `current`.
    /// - Complexity: O(length of the typed text).
    public mutating func type(_ character: Character, at time: Double, current: TimeOfDay) -> Effect {
        var effect = advance(to: time)
        switch state {
        case .notUnderstood(let text) where time - lastKey < pause:
            state = .notUnderstood(text + String(character))
            lastKey = time
            return effect
        case .idle, .notUnderstood:
            if case .restore(let restored) = effect { origin = restored } else { origin = current }
            let lower = Character(character.lowercased())
            if lower == "a" || lower == "p" {
                state = .idle
                return .show(origin.setting(lower == "a" ? .am : .pm))
            }
            guard character.isNumber else {
                // A colon, `m` or a space cannot start a time.
                state = .idle
                return effect
            }
            state = .typing("")
        case .typing:
            break
        }
        guard case .typing(let before) = state else { return effect }
        let text = before + String(character)
        lastKey = time
        switch TimeExpression.read(text) {
        case .time(let typed):
            state = .typing(text)
            effect = .show(typed)
        case .incomplete:
            state = .typing(text)
        case .invalid:
            state = .notUnderstood(text)
            effect = .restore(origin)
        }
        return effect
    }

    /// Ends the typed time at once (Enter, or the pause): a text that is still only the start
    /// of a time becomes not understood.
    /// - Returns: ``Effect/restore(_:)`` when the dial must go back, else ``Effect/none``.
    public mutating func finish(at time: Double) -> Effect {
        guard case .typing(let text) = state else { return .none }
        if case .time = TimeExpression.read(text) {
            state = .idle
            return .none
        }
        state = .notUnderstood(text)
        lastKey = min(lastKey, time - pause)
        return .restore(origin)
    }

    /// Moves the typing to `time`: ends a typed time after the pause, and a notice after its
    /// duration.
    public mutating func advance(to time: Double) -> Effect {
        switch state {
        case .typing where time >= lastKey + pause:
            return finish(at: time)
        case .notUnderstood where time >= lastKey + pause + noticeDuration:
            state = .idle
            return .none
        default:
            return .none
        }
    }
}
