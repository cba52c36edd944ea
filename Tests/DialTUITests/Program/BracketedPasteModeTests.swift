import DialTUI
import Testing

/// Bracketed paste is on while the picker draws, full screen or inline, and off on every way
/// out, like mouse reporting: a paste reaches the picker as typed text, never as keys.
@Suite(.timeLimit(.minutes(3))) struct BracketedPasteModeTests {
    static let on = Array("\u{1B}[?2004h".utf8)
    static let off = Array("\u{1B}[?2004l".utf8)

    /// Whether `bytes` contain `part`.
    static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        bytes.count >= part.count && (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
    }

    @Test(arguments: [ProgramDisplay.fullScreen, .inline(.rows(10))])
    func onWhileDrawingOffOnTheWayOut(_ display: ProgramDisplay) throws {
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.display = display
        let program = PickerProgram(model: try PickerModel(stages: [], columns: 80, rows: 24), settings: settings)
        let enter = program.enterSequence(for: TerminalSize(columns: 80, rows: 24, pixelWidth: 0, pixelHeight: 0))
        #expect(Self.contains(enter, Self.on) && !Self.contains(enter, Self.off))
        #expect(Self.contains(program.exitSequence, Self.off) && !Self.contains(program.exitSequence, Self.on))
        #expect(Self.contains(TerminalSequence.enter, Self.on) && Self.contains(TerminalSequence.exit, Self.off))
    }
}
