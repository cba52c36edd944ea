/// What the accessible picker says (``ProgramDisplay/accessible``): plain lines for a screen
/// reader which together carry every change a sighted user sees on the screen.
///
/// First an opening line says what is asked and which keys work; then a line whenever what the
/// screen shows changes:
///
/// ```
/// Pick a time: hour, then minute. Left and Right (or Up and Down) change the one in front, …
/// hour 9, 9:41 AM
/// hour 9, 9:41 PM                      p: the other half of the day
/// minute 00, 10:00                     the minute turned past 59 and carried into the hour
/// minute 00, 17:00, max 17:00 reached  a bound met
/// hour 2, 2:00 AM, typed 25            a time being typed
/// hour 3, 3:15 PM, '25' not understood
/// ```
///
/// With labels alone a line is the label ("10"), or with several stages the stage's name and
/// its label ("hour 10"). Every value named is the one the screen names: where the dial is
/// headed (``PickerModel/chosenIndex``, ``PickerModel/chosenTime``).
public enum Announcement {
    /// The opening line for `model`: what is asked (the header, or "Pick a label"; a kind's own
    /// question) and the keys that work.
    /// - Complexity: O(1).
    public static func opening(for model: PickerModel) -> String {
        let question = model.header?.text ?? model.prompt.map { trimmedQuestion($0.text) }.flatMap { $0.isEmpty ? nil : $0 }
        if let kind = model.kind { return kind.opening(asked: question) }
        let count = model.awaitsLabels ? "the labels are read as they come" : "\(model.stage.face.count) labels"
        return "\(Self.question(question, or: "Pick a label")) \(count). Left and Right (or Up and Down) turn to the next one, "
            + "Page Up and Page Down a quarter turn, Home and End the first and last, "
            + "type a label to jump to it, Enter picks, Escape cancels."
    }

    /// The question that opens the first line, `asked` (or `fallback`) and a colon, unless it
    /// ends in a question mark already (`Colour? 3 labels`, not `Colour?: 3 labels`).
    static func question(_ asked: String?, or fallback: String) -> String {
        let question = asked ?? fallback
        return question.hasSuffix("?") ? question : question + ":"
    }

    /// A prompt as the question said first: its trailing blanks and colon left out
    /// (`Quiet hours: ` asks "Quiet hours").
    static func trimmedQuestion(_ prompt: String) -> String {
        String(prompt.reversed().drop { $0 == " " || $0 == ":" || $0 == ">" }.reversed())
    }

    /// The line for what the screen of `model` shows now, as written when it follows another.
    /// - Complexity: O(1).
    public static func line(for model: PickerModel) -> String {
        parts(for: model).text
    }

    /// The line for what the screen of `model` shows now, in its parts: the value, and what
    /// goes with it.
    /// - Complexity: O(1).
    public static func parts(for model: PickerModel) -> AccessibleLine {
        if let kind = model.kind { return kind.line(in: model) }
        if model.awaitsLabels { return AccessibleLine("no label yet") }
        let label = model.stage.displayDetentNames[model.chosenIndex]
        return AccessibleLine(model.stages.count > 1 ? "\(model.stage.name) \(label)" : label,
                              notes: [model.typingNotice].compactMap { $0 })
    }

    /// The line that says how the picker ended: `cancelled`, `timed out`, `picked 22:30-06:45`
    /// (Enter), or with `--select-on-timeout` `timed out, picked 22:30-06:45`.
    public static func ending(_ ending: ProgramEnding, timedOut: Bool) -> String {
        switch ending {
        case .canceled: "cancelled"
        case .timedOut: "timed out"
        case .failed(let message): message
        case .chose(let answer): (timedOut ? "timed out, picked " : "picked ") + DisplayText.sanitize(answer)
        }
    }
}

/// One accessible line in its parts: the value the screen names (`end 06:46, 8 hours 15
/// minutes`), then what goes with it at this moment (`max-span 8h15m reached`, `typed 1h3`).
///
/// A line is written when it tells something new (``isNews(after:)``): another value, or a
/// note the line before did not have. A note going away (a highlight fading, a typed text
/// ending) is no news: the same value is not said again.
public struct AccessibleLine: Sendable, Hashable {
    /// What the screen names.
    public var value: String
    /// What goes with it now.
    public var notes: [String]
    /// The value as the first line after the opening names it, where that says more than
    /// ``value`` (a range's first line names both ends); nil when it is ``value``.
    public var firstValue: String?

    public init(_ value: String, notes: [String] = [], firstValue: String? = nil) {
        self.value = value
        self.notes = notes
        self.firstValue = firstValue
    }

    /// The line as written after another: the value, then the notes, joined by ", ".
    public var text: String { ([value] + notes).joined(separator: ", ") }

    /// The line as written first, after the opening.
    public var firstText: String { ([firstValue ?? value] + notes).joined(separator: ", ") }

    /// Whether this line, coming after `previous` (nil: none yet), is to be written.
    /// - Complexity: O(notes²), a handful.
    public func isNews(after previous: AccessibleLine?) -> Bool {
        guard let previous else { return true }
        return value != previous.value || notes.contains { !previous.notes.contains($0) }
    }
}
