/// The control sequences a ``TerminalSession`` writes when it takes the terminal
/// over and when it gives it back.
///
/// They are plain bytes (ECMA-48 / xterm private modes), public so that tests and
/// the renderer can refer to the exact bytes instead of repeating them.
///
/// - ``enter`` = alternate screen, hidden cursor, mouse reporting, bracketed paste, cleared screen.
/// - ``exit`` = bracketed paste off, mouse off, attributes reset, cursor shown, main screen back.
///
/// Every mode ``enter`` turns on, ``exit`` turns off again.
public enum TerminalSequence {
    /// `CSI ?1049h`: save the cursor and switch to the alternate screen.
    public static let enterAlternateScreen: [UInt8] = Array("\u{1B}[?1049h".utf8)

    /// `CSI ?1049l`: leave the alternate screen and restore the saved cursor.
    public static let exitAlternateScreen: [UInt8] = Array("\u{1B}[?1049l".utf8)

    /// `CSI ?25l`: hide the cursor.
    public static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)

    /// `CSI ?25h`: show the cursor.
    public static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)

    /// `CSI ?1002h CSI ?1006h`: report button presses, releases and drags
    /// (button-event tracking) in the SGR encoding, which has no coordinate limit.
    public static let enableMouse: [UInt8] = Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)

    /// `CSI ?1006l CSI ?1002l CSI ?1000l`: turn every mouse mode ``enableMouse``
    /// may have set off, including plain click reporting.
    public static let disableMouse: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)

    /// `CSI ?2004h`: bracketed paste. The terminal wraps pasted text in `ESC [ 200 ~` …
    /// `ESC [ 201 ~`, so the picker reads it as one ``InputEvent/paste(_:)``, never as keys
    /// (a pasted line break is not Enter, a pasted `q` does not cancel).
    public static let enableBracketedPaste: [UInt8] = Array("\u{1B}[?2004h".utf8)

    /// `CSI ?2004l`: pasted text arrives as typed again.
    public static let disableBracketedPaste: [UInt8] = Array("\u{1B}[?2004l".utf8)

    /// `CSI 0m`: reset colours and text attributes to the terminal's defaults.
    public static let resetAttributes: [UInt8] = Array("\u{1B}[0m".utf8)

    /// `CSI H CSI 2J`: move the cursor home and erase the whole screen.
    public static let clearScreen: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)

    /// Everything ``TerminalSession/enter()`` writes, in order: alternate screen,
    /// hidden cursor, mouse reporting, bracketed paste, cleared screen.
    public static let enter: [UInt8] = enterAlternateScreen + hideCursor + enableMouse + enableBracketedPaste + clearScreen

    /// Everything ``TerminalSession/restore()`` writes, in order: bracketed paste off, mouse
    /// off, attributes reset, cursor shown, main screen back.
    ///
    /// The signal handlers write these same bytes when the process is stopped or killed.
    public static let exit: [UInt8] = disableBracketedPaste + disableMouse + resetAttributes + showCursor + exitAlternateScreen
}
