/// A text typed key by key and ended by a pause, as a time, a duration or a range is typed: the
/// kind reads the text after each key (``Verdict``, with the grammar of its `--initial`) and
/// moves to what it says.
///
/// Keys less than ``pause`` seconds apart add to one text, every character as typed: nothing is
/// dropped, so what is quoted is exactly what was typed. A text that reads whole is shown at
/// once (``Effect/show(_:)``); one that is only the start of something waits; one that nothing
/// can complete is *not understood*: the kind goes back to where it was before the typing began
/// (``Effect/restore``) and the text stays on show for ``noticeDuration`` seconds after the
/// pause. Keys typed before that pause join the rejected text.
///
/// How a text ends:
/// - the pause: a text that reads whole is kept; one still incomplete is not understood;
/// - Enter (``enter(at:read:)``): what the screen shows is kept — the whole text, or the last
///   part of it that read whole (`23:00-` keeps 23:00) — and picked; a text of which nothing
///   read is not understood, and nothing is picked.
/// - Another way of moving the value (``interrupt(at:read:)``: an arrow, Page Up, Home, Tab, a
///   drag, the wheel): what the screen shows is kept, as with Enter, and the move starts from
///   it; a text of which nothing read goes back quietly. The typing is over: no notice stays to
///   refuse the pick.
///
/// Any character but a blank or a control starts a text (a kind keeps the keys it answers
/// itself, as `a` and `p` on a 12-hour clock, before it types here).
public struct TypedEntry: Sendable, Hashable {
    /// What a text says so far, as the kind reads it.
    public enum Verdict: Sendable, Hashable {
        case complete
        case incomplete
        case invalid
    }

    /// What the kind should do after a key, a pause or Enter.
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

    /// The most characters a text keeps (no grammar reads a longer one): more are shown as "…".
    public static let maximumLength = 128

    /// The longest pause, in seconds, between the keys of one text.
    public var pause = 1.0
    /// How long, in seconds after the pause, a text not understood stays on show.
    public var noticeDuration = 1.5
    public private(set) var state = State.idle
    /// Whether some of the text being typed read whole: the screen shows that part.
    public private(set) var showsPart = false
    /// Whether characters beyond ``maximumLength`` were typed into the text.
    public private(set) var isCut = false
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

    /// Whether `character` starts a text: anything but a blank or a control character.
    public static func starts(with character: Character) -> Bool {
        !character.isWhitespace && !character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }

    /// Takes `character` at `time`, the text read by `read`. Returns the effect of the pause
    /// that ended before it (if any) followed by that of the key; `starts` tells whether the
    /// typing began with this key (the kind notes where it was). A control character, or a
    /// blank that would start a text, is no key of a text: nothing happens but the pause.
    /// - Complexity: O(length of the text) plus that of `read`.
    public mutating func type(_ character: Character, at time: Double,
                              read: (String) -> Verdict) -> (before: Effect, effect: Effect, starts: Bool) {
        let before = advance(to: time, read: read)
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { return (before, .none, false) }
        var starts = false
        switch state {
        case .notUnderstood(let text) where time - lastKey < pause:
            state = .notUnderstood(appending(character, to: text))
            lastKey = time
            return (before, .none, false)
        case .idle, .notUnderstood:
            guard Self.starts(with: character) else { state = .idle; return (before, .none, false) }
            state = .typing("")
            showsPart = false
            isCut = false
            starts = true
        case .typing:
            break
        }
        guard case .typing(let previous) = state else { return (before, .none, starts) }
        let text = appending(character, to: previous)
        lastKey = time
        switch isCut ? .invalid : read(text) {
        case .complete:
            state = .typing(text)
            showsPart = true
            return (before, .show(text), starts)
        case .incomplete:
            state = .typing(text)
            return (before, .none, starts)
        case .invalid:
            state = .notUnderstood(text)
            return (before, .restore, starts)
        }
    }

    /// Enter: ends the text at once. What the screen shows is kept — the text, or its last part
    /// that read whole — and may be picked; a text of which nothing read is not understood
    /// (``Effect/restore``), and the kind picks nothing while the notice shows.
    public mutating func enter(at time: Double, read: (String) -> Verdict) -> Effect {
        guard case .typing(let text) = state else { return .none }
        if showsPart || read(text) == .complete {
            state = .idle
            return .none
        }
        return reject(text, at: time)
    }

    /// Another way of moving the value, at `time`: the text ends as Enter ends it (what the
    /// screen shows is kept; a text of which nothing read goes back, ``Effect/restore``), and so
    /// does a notice of a text not understood, so that the move, and a pick after it, start from
    /// what the screen then shows. The effect of a pause that ended before it comes first.
    public mutating func interrupt(at time: Double, read: (String) -> Verdict) -> Effect {
        let paused = advance(to: time, read: read)
        guard case .typing(let text) = state else {
            state = .idle
            return paused
        }
        state = .idle
        return showsPart || read(text) == .complete ? .none : .restore
    }

    /// The pause: a text that reads whole is kept, one still incomplete is not understood.
    mutating func end(at time: Double, read: (String) -> Verdict) -> Effect {
        guard case .typing(let text) = state else { return .none }
        if read(text) == .complete {
            state = .idle
            return .none
        }
        return reject(text, at: time)
    }

    /// Moves to `time`: ends a text after the pause, and a notice after its duration.
    public mutating func advance(to time: Double, read: (String) -> Verdict) -> Effect {
        switch state {
        case .typing where time >= lastKey + pause:
            return end(at: time, read: read)
        case .notUnderstood where time >= lastKey + pause + noticeDuration:
            state = .idle
            return .none
        default:
            return .none
        }
    }

    /// Whether a text is being typed at `time`: a key of it, or of one not understood, came less
    /// than ``pause`` seconds before.
    public func isOpen(at time: Double) -> Bool {
        if case .idle = state { return false }
        return time - lastKey < pause
    }

    /// Whether nothing is picked now: a text not understood is on show.
    public var refusesPick: Bool {
        if case .notUnderstood = state { return true }
        return false
    }

    /// The text as the header and the accessible line show it: `typed 1h3`, `'1h7x' not
    /// understood`; nil when idle.
    public var notice: (text: String, understood: Bool)? {
        switch state {
        case .idle: nil
        case .typing(let text): ("typed \(shown(text))", true)
        case .notUnderstood(let text): ("'\(shown(text))' not understood", false)
        }
    }

    /// `text` not understood from `time` on: its notice lasts from the pause.
    private mutating func reject(_ text: String, at time: Double) -> Effect {
        state = .notUnderstood(text)
        lastKey = min(lastKey, time - pause)
        return .restore
    }

    /// `text` with `character` added, unless it holds ``maximumLength`` characters already.
    private mutating func appending(_ character: Character, to text: String) -> String {
        guard text.count < Self.maximumLength else {
            isCut = true
            return text
        }
        return text + String(character)
    }

    /// A text as shown: "…" after it when more was typed than it keeps.
    private func shown(_ text: String) -> String { isCut ? text + "…" : text }
}
