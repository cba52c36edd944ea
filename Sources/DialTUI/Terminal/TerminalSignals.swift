/// The signals a ``TerminalSession`` relays to its caller through
/// ``TerminalSession/wait(timeout:)``.
///
/// Both ask for a full redraw: after `resize`, read ``TerminalSession/size()``
/// again; after `continued`, the session has already taken the terminal back
/// (raw mode, alternate screen, mouse) and the screen is blank.
public struct TerminalSignals: OptionSet, Sendable, Hashable {
    /// The raw bits; one per signal.
    public let rawValue: UInt8

    /// A set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `SIGWINCH`: the terminal changed size.
    public static let resize = TerminalSignals(rawValue: 1 << 0)

    /// `SIGCONT` after a stop that gave the terminal back (Ctrl-Z, `kill -TSTP`): the
    /// process has been continued and the terminal taken again. A `SIGCONT` with no such
    /// stop (`kill -CONT`, `kill -STOP` then `kill -CONT`) comes as ``resize`` instead.
    public static let continued = TerminalSignals(rawValue: 1 << 1)
}
