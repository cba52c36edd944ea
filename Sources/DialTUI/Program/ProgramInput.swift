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
}

/// How a ``PickerProgram`` ended.
public enum ProgramEnding: Sendable, Hashable {
    /// A label (or `HH:MM`) was chosen: print it, exit 0.
    case chose(String)
    /// Esc, q, Ctrl-C, or the terminal hung up or refused output: print nothing, exit 130.
    case canceled
    /// No input for the `--timeout` (without `--select-on-timeout`): print nothing, exit 124.
    case timedOut
}

/// What a ``PickerProgram`` answers to each input.
public struct ProgramAnswer: Sendable, Hashable {
    /// The bytes to write to the terminal, in order (empty: nothing changed).
    public var output: [UInt8] = []
    /// When to tell the program ``ProgramInput/deadline`` if nothing else comes first; nil to
    /// wait for input with no timeout at all (the picker at rest).
    public var deadline: Double?
    /// Set when the program is done.
    public var ending: ProgramEnding?
    /// Set when what gives the terminal back has changed (a mode was turned on): the port
    /// writes these bytes on every way out from now on (``TerminalPort/setExitSequence(_:)``),
    /// set before ``output`` is written.
    public var exitSequence: [UInt8]?
    /// Ctrl-Z: write ``output``, suspend the terminal (``TerminalPort/suspend()``), then tell the
    /// program ``ProgramInput/resumed(_:)``.
    public var suspends = false

    public init(output: [UInt8] = [], deadline: Double? = nil, ending: ProgramEnding? = nil, suspends: Bool = false) {
        self.output = output
        self.deadline = deadline
        self.ending = ending
        self.suspends = suspends
    }
}
