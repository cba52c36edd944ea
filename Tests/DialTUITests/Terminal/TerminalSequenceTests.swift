import DialTUI
import Testing

@Suite("TerminalSequence", .timeLimit(.minutes(3)))
struct TerminalSequenceTests {
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @Test func enterSwitchesScreenHidesCursorEnablesMouseAndPasteThenClears() {
        #expect(text(TerminalSequence.enter) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[H\u{1B}[2J")
    }

    @Test func exitDisablesPasteAndMouseResetsShowsCursorThenLeavesScreen() {
        #expect(text(TerminalSequence.exit) == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test func everyPrivateModeSetOnEnterIsResetOnExit() {
        let enter = text(TerminalSequence.enter)
        let exit = text(TerminalSequence.exit)
        for mode in ["1049", "1002", "1006", "2004"] {
            #expect(enter.contains("\u{1B}[?\(mode)h"))
            #expect(exit.contains("\u{1B}[?\(mode)l"))
        }
        #expect(enter.contains("\u{1B}[?25l"))
        #expect(exit.contains("\u{1B}[?25h"))
    }
}
