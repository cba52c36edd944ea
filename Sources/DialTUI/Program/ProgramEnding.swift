/// How a ``PickerProgram`` ended.
public enum ProgramEnding: Sendable, Hashable {
    /// A label (or `HH:MM`) was chosen: print it, exit 0.
    case chose(String)
    /// Esc, q, Ctrl-C, or the terminal hung up or refused output: print nothing, exit 130.
    case canceled
    /// No input for the `--timeout` (without `--select-on-timeout`): print nothing, exit 124.
    case timedOut
    /// The picker cannot go on (its labels, read while it ran, cannot be picked from): print
    /// the message on stderr, exit 2.
    case failed(String)
}
