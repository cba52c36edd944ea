/// What a ``PickerProgram`` is told: what the terminal sent, what happened to it, or that its
/// deadline came.
public enum ProgramInput: Sendable, Hashable {
    /// Bytes read from the terminal: keys, mouse reports, the terminal's replies.
    case bytes([UInt8])
    /// The terminal changed size (`SIGWINCH`).
    case resized(TerminalSize)
    /// The process was stopped and has been continued; the terminal, of this size, shows nothing
    /// of the picker any more.
    case resumed(TerminalSize)
    /// The deadline of the last answer came (or the wait ended with nothing to report).
    case deadline
    /// The terminal hung up: no more input will come.
    case hangUp
    /// Bytes read from where the labels come from (standard input), and whether it ended.
    case labels([UInt8], ended: Bool)
}
