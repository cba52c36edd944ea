/// Whether a terminal can still be read after a ``TerminalSession/readAvailable(into:)``.
public enum TerminalReadStatus: Sendable, Hashable {
    /// The terminal is still there; more input may come later.
    case open
    /// End of file: the terminal hung up and no more input will come.
    case hungUp
}
