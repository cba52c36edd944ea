/// How a child process ended, decoded from a `waitpid` status.
enum ChildExitStatus: Equatable, CustomStringConvertible {
    /// It called `exit` (or returned from `main`) with this status.
    case exited(Int32)
    /// It was ended by this signal.
    case signaled(Int32)

    /// Decodes a status from `waitpid` (the `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG` layout of
    /// Linux and the BSDs: the low 7 bits are the signal, 0 for a normal exit whose status
    /// is in the next byte).
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        if signal == 0 {
            self = .exited((waitStatus >> 8) & 0xFF)
        } else {
            self = .signaled(signal)
        }
    }

    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signaled(let signal): "signal \(signal)"
        }
    }
}
