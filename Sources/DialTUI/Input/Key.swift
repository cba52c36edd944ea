/// A key on the keyboard, as far as a terminal can tell them apart.
///
/// Text keys are ``character(_:)``; a control chord such as Ctrl-C is the character with
/// ``KeyModifiers/control`` (see ``InputEvent``).
public enum Key: Sendable, Hashable {
    /// The arrow keys.
    case up, down, left, right
    /// The editing keys.
    case home, end, pageUp, pageDown, insert, delete
    /// Enter (Return): CR (0x0D) or LF (0x0A).
    case enter
    /// Tab (0x09).
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Backspace: DEL (0x7F) or BS (0x08). Ctrl-H therefore reads as Backspace.
    case backspace
    /// Escape: a lone ESC (0x1B), known to be alone once ``InputParser/escapeTimeout`` passes.
    case escape
    /// Function key F*n*, `n ≥ 1`.
    case function(Int)
    /// A character key: one Unicode scalar, decoded from UTF-8 (invalid UTF-8 gives U+FFFD).
    ///
    /// For a control chord the character is the one on the key: `"c"` for Ctrl-C (0x03),
    /// `"\\"` for Ctrl-\ (0x1C), `" "` for Ctrl-Space (0x00).
    case character(Character)
}
