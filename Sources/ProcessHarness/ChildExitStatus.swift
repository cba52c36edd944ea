/// How a child process ended, decoded from a `waitpid` status.
public enum ChildExitStatus: Equatable, Sendable, CustomStringConvertible {
    /// It called `exit` (or returned from `main`) with this status.
    case exited(Int32)
    /// It was ended by this signal.
    case signaled(Int32)

    /// Decodes a status from `waitpid` (the `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG` layout of
    /// Linux and the BSDs: the low 7 bits are the signal, 0 for a normal exit whose status
    /// is in the next byte).
    public init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        if signal == 0 {
            self = .exited((waitStatus >> 8) & 0xFF)
        } else {
            self = .signaled(signal)
        }
    }

    /// The exit status, or `nil` when a signal ended the process.
    public var exitStatus: Int32? {
        if case .exited(let status) = self { return status }
        return nil
    }

    /// The signal that ended the process, or `nil` when it exited.
    public var signal: Int32? {
        if case .signaled(let signal) = self { return signal }
        return nil
    }

    public var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signaled(let signal): "signal \(signal)"
        }
    }
}
