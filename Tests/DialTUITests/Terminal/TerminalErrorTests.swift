#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI
import Testing

@Suite("TerminalError", .timeLimit(.minutes(3)))
struct TerminalErrorTests {
    private func systemText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    @Test func noTerminalNamesTheDeviceAndTheReason() {
        let error = TerminalError.noTerminal(errno: ENXIO)
        #expect(error.description == "needs a terminal: /dev/tty could not be opened (\(systemText(ENXIO)))")
    }

    @Test func everyCaseSaysWhatFailed() {
        #expect(TerminalError.notATerminal.description.contains("not a terminal"))
        #expect(TerminalError.attributes(errno: EIO).description.contains(systemText(EIO)))
        #expect(TerminalError.output(errno: EIO).description.hasPrefix("writing to the terminal failed"))
        #expect(TerminalError.signals(errno: EINVAL).description.contains("signal handlers"))
        #expect(TerminalError.sessionAlreadyActive.description.contains("already active"))
    }
}
