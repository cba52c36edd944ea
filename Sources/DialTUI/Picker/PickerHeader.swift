/// A line of text shown above the dial (`--header`), as drawn: sanitised once, like the labels
/// (``DisplayText/sanitize(_:)``), so no control sequence in it reaches the terminal.
public struct PickerHeader: Sendable, Hashable {
    /// The text as drawn.
    public let text: String
    /// Its display width, in terminal columns.
    public let width: Int

    /// The header for `text`; nil when `text` is empty once sanitised (nothing to show).
    /// - Complexity: O(n) in the length of `text`.
    public init?(_ text: String) {
        let shown = DisplayText.sanitize(text)
        guard !shown.isEmpty else { return nil }
        self.text = shown
        width = DisplayText.displayWidth(of: shown)
    }
}

extension PickerModel {
    /// Shows `text` above the dial (nil or empty: no header); the dial gives up a row for it.
    /// - Complexity: O(n) in the length of `text`.
    public mutating func setHeader(_ text: String?) {
        header = text.flatMap(PickerHeader.init)
        resize(columns: layout.columns, rows: layout.rows, cellAspect: layout.cellAspect)
    }
}
