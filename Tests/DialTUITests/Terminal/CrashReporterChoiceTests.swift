#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DialTUI
import Testing

/// Which ending signals go to the crash reporter installed before the relay (the Swift
/// runtime's backtracer): a crash signal the kernel raised (`si_code > 0`), never one another
/// process sent (`si_code ≤ 0`), and never when there was no handler before.
@Suite(.timeLimit(.minutes(3))) struct CrashReporterChoiceTests {
    /// Stands in for a crash reporter's handler.
    static let reporter = SignalDisposition.handler { _, _, _ in }

    @Test(arguments: [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS])
    func aFaultGoesToTheReporterASentSignalDoesNot(_ signal: Int32) {
        // The kernel's codes start at 1 (SEGV_MAPERR, ILL_ILLOPC, …); SI_USER is 0, SI_QUEUE −1.
        #expect(SignalRelayHandler.handsToCrashReporter(signal, code: 1, previous: Self.reporter))
        #expect(SignalRelayHandler.handsToCrashReporter(signal, code: 2, previous: Self.reporter))
        #expect(!SignalRelayHandler.handsToCrashReporter(signal, code: 0, previous: Self.reporter), "kill(2) is nobody's crash")
        #expect(!SignalRelayHandler.handsToCrashReporter(signal, code: -1, previous: Self.reporter), "nor sigqueue(3)")
        #expect(!SignalRelayHandler.handsToCrashReporter(signal, code: 1, previous: SignalDisposition.defaultAction()),
                "no reporter before: the default action")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGALRM])
    func aRequestToEndIsNeverACrash(_ signal: Int32) {
        #expect(!SignalRelayHandler.handsToCrashReporter(signal, code: 1, previous: Self.reporter))
        #expect(!SignalRelayHandler.handsToCrashReporter(signal, code: 0, previous: Self.reporter))
    }
}
