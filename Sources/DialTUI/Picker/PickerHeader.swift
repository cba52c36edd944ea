/// A line of text shown above the dial (`--header`), as drawn: sanitised once, like the labels
/// (``DisplayText/sanitize(_:)``), so no control sequence in it reaches the terminal, and with
/// its lone control characters (a BEL, a backspace, a NUL: what a script's `printf` leaves in)
/// dropped, so they leave no replacement character in a line meant to be read.
public struct PickerHeader: Sendable, Hashable {
    /// The text as drawn.
    public let text: String
    /// Its display width, in terminal columns.
    public let width: Int

    /// The header for `text`; nil when `text` is empty once sanitised (nothing to show).
    /// - Complexity: O(n) in the length of `text`.
    public init?(_ text: String) {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { !Self.isSilentControl($0) })
        let shown = DisplayText.sanitize(String(kept))
        guard !shown.isEmpty else { return nil }
        self.text = shown
        width = DisplayText.displayWidth(of: shown)
    }

    /// A C0 or C1 control that is neither whitespace (shown as a space) nor the start of a
    /// sequence (ESC, CSI, DCS, SOS, OSC, PM, APC: removed whole by the sanitising).
    static func isSilentControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0E...0x1A, 0x1C...0x1F, 0x7F,
             0x80...0x84, 0x86...0x8F, 0x91...0x97, 0x99, 0x9A, 0x9C:
            return true
        default:
            return false
        }
    }
}

extension PickerModel {
    /// Shows `text` above the dial (nil or empty: no header); the dial gives up a row for it.
    /// - Complexity: O(n) in the length of `text`.
    public mutating func setHeader(_ text: String?) {
        header = text.flatMap(PickerHeader.init)
        resize(columns: layout.columns, rows: layout.rows, cellAspect: layout.cellAspect)
    }

    /// Shows `text` at the start of the row naming the value (`--prompt`; nil or empty: none),
    /// sanitised as a header is; a dial of labels alone gives up a row for it, where the label
    /// chosen follows it.
    /// - Complexity: O(n) in the length of `text`.
    public mutating func setPrompt(_ text: String?) {
        prompt = text.flatMap(PickerHeader.init)
        resize(columns: layout.columns, rows: layout.rows, cellAspect: layout.cellAspect)
    }
}
