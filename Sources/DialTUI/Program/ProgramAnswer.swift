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
