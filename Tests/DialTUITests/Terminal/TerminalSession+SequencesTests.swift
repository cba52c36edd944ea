import DialTUI
import ProcessHarness
import Testing

/// Sessions that take the terminal over with their own sequences (inline, accessible), and
/// change what gives it back (the kitty keyboard flags). In the serialized session suite: a
/// session that enters installs process-wide signal handlers.
extension TerminalSessionTests {
    @Test func ownSequencesInAndOutAndAChangedWayOut() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(fileDescriptor: pty.slave)
        let enter = Array("\u{1B}[?25l\n\n\u{1B}[2A\u{1B}7".utf8)
        let exit = Array("\u{1B}8\u{1B}[J\u{1B}[?25h".utf8)
        try session.enter(sequence: enter, exitSequence: exit)
        #expect(pty.readOutput(count: enter.count) == enter)
        session.setExitSequence(KittyKeyboard.pop + exit)
        session.restore()
        #expect(pty.readOutput(count: KittyKeyboard.pop.count + exit.count) == KittyKeyboard.pop + exit)

        // The next session with the plain enter() writes the standard sequences again.
        try session.enter()
        session.restore()
        let standard = TerminalSequence.enter + TerminalSequence.exit
        #expect(pty.readOutput(count: standard.count) == standard)
    }

    @Test func aSequenceTooLongIsRefusedAndTheTerminalLeftAlone() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributeBytes()
        let session = TerminalSession(fileDescriptor: pty.slave)
        let tooLong = [UInt8](repeating: 0x0A, count: 5_000)
        #expect(throws: TerminalError.self) { try session.enter(sequence: tooLong, exitSequence: []) }
        #expect(!session.isEntered)
        #expect(pty.attributeBytes() == before)
        #expect(pty.readOutput(timeout: 0.1).isEmpty)
    }
}
