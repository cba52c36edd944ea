/// The kitty keyboard protocol, as far as the picker uses it: ask whether the terminal speaks
/// it, push flags that report key repeats and releases, pop them on the way out.
public enum KittyKeyboard {
    /// `CSI ? u`: "which flags are in force?" Only a terminal that speaks the protocol answers
    /// (``InputEvent/keyboardFlags(_:)``).
    public static let query: [UInt8] = Array("\u{1B}[?u".utf8)
    /// The flags pushed: 1 (disambiguate escape codes: Esc, Ctrl and Alt keys come as
    /// unambiguous sequences) + 2 (report event types: repeats and releases).
    public static let flags = 3
    /// `CSI > 3 u`: push ``flags``.
    public static let push: [UInt8] = Array("\u{1B}[>\(flags)u".utf8)
    /// `CSI < u`: pop them, back to the flags before.
    public static let pop: [UInt8] = Array("\u{1B}[<u".utf8)
}
