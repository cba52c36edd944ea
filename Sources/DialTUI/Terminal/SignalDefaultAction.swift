#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a signal does to a process that left it at its default action (`SIG_DFL`), as POSIX,
/// Linux (`signal(7)`) and Darwin (`sigaction(2)`) define it.
///
/// A signal that ends the process by default ends it without running any code of the
/// program, so a program that has changed the terminal must take each of these over to give
/// the terminal back first. On Linux that is every signal from 1 to 64 but the seven below, the
/// real-time signals included.
enum SignalDefaultAction: Sendable, Hashable {
    /// The process ends (some signals also dump core).
    case terminate
    /// The process stops until continued: `SIGSTOP`, `SIGTSTP`, `SIGTTIN`, `SIGTTOU`.
    case stop
    /// A stopped process continues: `SIGCONT`.
    case `continue`
    /// Nothing happens: `SIGCHLD`, `SIGURG`, `SIGWINCH` (and on Darwin `SIGIO`, `SIGINFO`).
    case ignore

    /// The default action of `signal` (any number from 1 on; numbers the system lacks read as
    /// ``terminate``, the default of every signal not listed).
    ///
    /// - Complexity: O(1).
    init(of signal: Int32) {
        switch signal {
        case SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU: self = .stop
        case SIGCONT: self = .continue
        case SIGCHLD, SIGURG, SIGWINCH: self = .ignore
        default: self = Self.platformDefault(of: signal)
        }
    }

    /// The defaults that differ between systems.
    private static func platformDefault(of signal: Int32) -> SignalDefaultAction {
        #if canImport(Darwin)
        signal == SIGIO || signal == SIGINFO ? .ignore : .terminate
        #else
        .terminate
        #endif
    }
}
