#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds and inspects `struct sigaction` values, hiding where each C library
/// keeps the handler (a union with a different name on Glibc, Musl and Darwin).
///
/// Every function here only reads or fills a struct: it is async-signal-safe.
enum SignalDisposition {
    /// The shape of a handler installed with `SA_SIGINFO`.
    typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// An action that calls `handler` with `SA_SIGINFO`, on the alternate signal
    /// stack (`SA_ONSTACK`), restarting interrupted reads and writes
    /// (`SA_RESTART`; `poll` still returns `EINTR`), with no extra signals blocked.
    static func handler(_ handler: InfoHandler) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #elseif canImport(Musl)
        action.__sa_handler.sa_sigaction = handler
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART
        sigemptyset(&action.sa_mask)
        return action
    }

    /// The default action (`SIG_DFL`): terminate, stop, or ignore, as the signal says.
    static func defaultAction() -> sigaction {
        plainAction(SIG_DFL)
    }

    /// The action that discards the signal (`SIG_IGN`).
    static func ignoreAction() -> sigaction {
        plainAction(SIG_IGN)
    }

    /// An action of a plain handler value (`SIG_DFL`, `SIG_IGN`), with no flags and no extra
    /// signals blocked.
    private static func plainAction(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
        action.__sa_handler.sa_handler = handler
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        return action
    }

    /// Whether `action` runs a function (rather than being `SIG_DFL` or `SIG_IGN`).
    static func callsHandler(_ action: sigaction) -> Bool {
        let handler = plainHandler(of: action)
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Whether `action` discards the signal (`SIG_IGN`).
    static func ignores(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0 else { return false }
        let handler = plainHandler(of: action)
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Whether `action` is the default action (`SIG_DFL`).
    static func isDefault(_ action: sigaction) -> Bool {
        plainHandler(of: action) == nil
    }

    /// The address of the function `action` runs, or `nil` for `SIG_DFL` and `SIG_IGN`.
    /// Both union members share storage, so this is the same for either kind of handler.
    static func handlerAddress(_ action: sigaction) -> Int? {
        guard callsHandler(action) else { return nil }
        let handler = plainHandler(of: action)
        return handler.map { unsafeBitCast($0, to: Int.self) }
    }

    /// The handler of `action` read as a plain one (the union's members share storage).
    private static func plainHandler(of action: sigaction) -> (@convention(c) (Int32) -> Void)? {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler
        #elseif canImport(Musl)
        action.__sa_handler.sa_handler
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_handler
        #endif
    }
}
