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
    /// The opening line for `model`: what is asked (the header, or "Pick a label", "Pick a
    /// time") and the keys that work; in time mode the bounds too.
    /// - Complexity: O(1).
    public static func opening(for model: PickerModel) -> String {
        guard let mode = model.timeMode else {
            let asked = model.header?.text ?? "Pick a label"
            return "\(asked): \(model.stage.face.count) labels. Left and Right (or Up and Down) turn to the next one, "
                + "Page Up and Page Down a quarter turn, Home and End the first and last, "
                + "type a label to jump to it, Enter picks, Escape cancels."
        }
        let asked = model.header?.text ?? "Pick a time"
        let twelve = mode.setup.hourCycle.cycle == .twelveHour
        var line = "\(asked): hour, then minute. Left and Right (or Up and Down) change the one in front, "
            + "Tab and Shift-Tab move between hour and minute, Page Up and Page Down a quarter turn, "
            + "Home and End the earliest and latest time, type a time such as \(twelve ? "9:30 or 7p" : "9:30 or 1945"), "
            + (twelve ? "A or P for AM or PM, " : "") + "Enter picks, Escape cancels."
        if let bounds = mode.setup.bounds {
            line += " Earliest \(spoken(bounds.lower, twelve: twelve)), latest \(spoken(bounds.upper, twelve: twelve))."
        }
        return line
    }

    /// The line for what the screen of `model` shows now.
    /// - Complexity: O(1).
    public static func line(for model: PickerModel) -> String {
        let label = model.stage.displayDetentNames[model.chosenIndex]
        guard let mode = model.timeMode, let time = model.chosenTime else {
            return model.stages.count > 1 ? "\(model.stage.name) \(label)" : label
        }
        var parts = ["\(model.stage.name) \(model.headerValue(ofStage: model.stageIndex))",
                     spoken(time, twelve: mode.setup.hourCycle.cycle == .twelveHour)]
        for bound in TimeView.boundTexts(mode) where bound.met { parts.append("\(bound.text) reached") }
        switch mode.typing.state {
        case .idle: break
        case .typing(let text): parts.append("typed \(text)")
        case .notUnderstood(let text): parts.append("'\(text)' not understood")
        }
        return parts.joined(separator: ", ")
    }

    /// A time as said: `9:41 AM` on a 12-hour clock, `09:41` on a 24-hour one.
    static func spoken(_ time: TimeOfDay, twelve: Bool) -> String {
        twelve ? "\(time.hour12):\(PickerFace.twoDigits(time.minute)) \(time.meridiem)" : time.description
    }
}
