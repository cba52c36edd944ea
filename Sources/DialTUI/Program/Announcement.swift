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
        if let kind = model.kind { return kind.opening(asked: model.header?.text) }
        let asked = model.header?.text ?? "Pick a label"
        return "\(asked): \(model.stage.face.count) labels. Left and Right (or Up and Down) turn to the next one, "
            + "Page Up and Page Down a quarter turn, Home and End the first and last, "
            + "type a label to jump to it, Enter picks, Escape cancels."
    }

    /// The line for what the screen of `model` shows now.
    /// - Complexity: O(1).
    public static func line(for model: PickerModel) -> String {
        if let kind = model.kind { return kind.line(in: model) }
        let label = model.stage.displayDetentNames[model.chosenIndex]
        return model.stages.count > 1 ? "\(model.stage.name) \(label)" : label
    }
}
