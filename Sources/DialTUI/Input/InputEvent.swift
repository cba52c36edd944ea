/// One thing the user did at the terminal, decoded from its bytes by ``InputParser``.
///
/// Keys:
/// - Text is `.key(.character(c), [])`, one event per Unicode scalar (a combining mark that
///   follows a letter comes as its own event).
/// - A control byte is its key with `.control`: Ctrl-C (0x03) is
///   `.key(.character("c"), .control)`, also written ``control(_:)`` as `.control("c")`.
///   0x01–0x1A are Ctrl-A…Ctrl-Z, 0x00 is Ctrl-Space, 0x1C–0x1F are Ctrl-\ Ctrl-] Ctrl-^
///   Ctrl-_. The exceptions are the keys that share their byte: Tab (0x09, Ctrl-I), Enter
///   (0x0D CR and 0x0A LF, Ctrl-M and Ctrl-J) and Backspace (0x7F, and 0x08, Ctrl-H).
/// - Alt is an ESC before the key: `ESC x` is `.key(.character("x"), .alt)`, `ESC ESC [ A`
///   is Up with `.alt`.
///
/// ```swift
/// switch event {
/// case .control("c"), .key(.escape, []): cancel()
/// case .key(.enter, _): choose()
/// case .key(.up, _): spin(.previous)
/// default: break
/// }
/// ```
public enum InputEvent: Sendable, Hashable {
    /// A key with the modifiers held.
    case key(Key, KeyModifiers)
    /// A key held down, repeating: the kitty keyboard protocol's event type 2 (`CSI 1;1:2 C`),
    /// sent only where the protocol's event types are on. Elsewhere repeats come as ``key(_:_:)``.
    case keyRepeat(Key, KeyModifiers)
    /// A key let go: the kitty keyboard protocol's event type 3 (`CSI 1;1:3 C`).
    case keyRelease(Key, KeyModifiers)
    /// The kitty keyboard protocol's flags in force, `CSI ? flags u`: the answer to `CSI ? u`,
    /// and the sign that the terminal speaks the protocol.
    case keyboardFlags(Int)
    /// A mouse report (SGR `ESC [ < b ; x ; y M|m`, urxvt `ESC [ b ; x ; y M`, or X10 `ESC [ M cb cx cy`).
    case mouse(MouseEvent)
    /// Text pasted while bracketed paste was on (`ESC [ 200 ~ … ESC [ 201 ~`), UTF-8 decoded
    /// with invalid bytes as U+FFFD, line breaks as sent. A paste longer than
    /// ``InputParser/maximumPasteLength`` bytes comes as several `.paste` events in order.
    case paste(String)
    /// A cursor position report, `ESC [ row ; column R`, 1-based: the answer to a
    /// `ESC [ 6 n` query. (xterm encodes a modified F3 the same way; it reads as this.)
    case cursorPosition(row: Int, column: Int)
    /// A report of a DEC private mode's setting, `ESC [ ? mode ; setting $ y` (DECRPM): the
    /// answer to a `ESC [ ? mode $ p` query. `setting` is 0 (not recognised), 1 (set), 2 (reset),
    /// 3 (permanently set) or 4 (permanently reset).
    case modeReport(mode: Int, setting: Int)
    /// A sequence the parser recognised as a whole but does not understand (a CSI with an
    /// unknown final byte, say), or the first ``InputParser/maximumSequenceLength`` bytes of
    /// one that ran too long. The bytes are as received; most callers ignore the event.
    case unknown([UInt8])

    /// A control chord: `.control("c")` is Ctrl-C, `.key(.character("c"), .control)`.
    ///
    /// Usable as a pattern: `case .control("c"):` in a `switch` over events.
    /// - Complexity: O(1).
    public static func control(_ character: Character) -> InputEvent {
        .key(.character(character), .control)
    }

    /// Plain text: `.character("a")` is `.key(.character("a"), [])`.
    ///
    /// - Complexity: O(1).
    public static func character(_ character: Character) -> InputEvent {
        .key(.character(character), [])
    }
}
