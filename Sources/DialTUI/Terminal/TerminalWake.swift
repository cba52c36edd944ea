/// What ended a ``TerminalSession/wait(timeout:)``.
///
/// When several things are ready at once, signals come first, then input; the
/// rest is still there for the next call.
public enum TerminalWake: Sendable, Hashable {
    /// Bytes are ready: ``TerminalSession/readAvailable(into:)`` will not block.
    case input
    /// One or more relayed signals arrived (never an empty set).
    case signals(TerminalSignals)
    /// Where the labels come from (``TerminalSession/labelDescriptor``) has bytes ready or
    /// ended: ``TerminalPort/readLabels(into:)`` will not block.
    case labels
    /// The timeout passed with nothing to report.
    case timeout
    /// The terminal hung up (or can no longer be waited on): there will be no
    /// more input, and the caller should restore and leave.
    case hangUp
}
