/// What a ``PickerProgram`` needs of a terminal, and all a ``ProgramRunner`` touches: its size,
/// writing, waiting for input or a signal, reading, and stopping the process for Ctrl-Z.
///
/// ``TerminalSession`` is the real one; tests implement it with a virtual terminal and a
/// virtual clock, so every behaviour of the program runs without a terminal.
public protocol TerminalPort: AnyObject {
    /// The terminal's size now.
    func size() -> TerminalSize
    /// Writes all of `bytes`.
    /// - Throws: ``TerminalError/output(errno:)`` when the terminal refuses them.
    func write(_ bytes: [UInt8]) throws(TerminalError)
    /// Sleeps until input, a signal, a hang-up or `timeout` seconds (nil: no timeout at all).
    func wait(timeout: Double?) -> TerminalWake
    /// Appends every byte ready, without blocking; says whether the terminal hung up.
    func readAvailable(into buffer: inout [UInt8]) -> TerminalReadStatus
    /// Appends the bytes ready where the labels come from (standard input), after a
    /// ``TerminalWake/labels``; says whether that ended.
    func readLabels(into buffer: inout [UInt8]) -> TerminalReadStatus
    /// Replaces the bytes written on every way out (as ``TerminalSession/setExitSequence(_:)``).
    func setExitSequence(_ bytes: [UInt8])
    /// Gives the terminal back, stops the process until it is continued, and takes the terminal
    /// again; the screen is then to be redrawn in full.
    func suspend()
}

extension TerminalSession: TerminalPort {
    /// Writes all of `bytes`; see ``write(_:)-(some Sequence<UInt8>)``.
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        try write(bytes[...])
    }
}

extension TerminalPort {
    /// A port with no labels' source: it never wakes for labels, and has none to read.
    public func readLabels(into buffer: inout [UInt8]) -> TerminalReadStatus { .hungUp }
}
