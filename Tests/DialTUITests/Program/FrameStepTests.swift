import DialTUI
import Testing

/// A frame step draws what the model shows, says how many bytes it wrote, and remembers what
/// the terminal then shows, so the next frame writes only what changed.
@Suite(.timeLimit(.minutes(3))) struct FrameStepTests {
    @Test func eachDrawWritesWhatChangedAndSaysHowMuch() throws {
        var model = try makeProgram().model
        var step = FrameStep(encoder: FrameEncoder(synchronizedOutput: false), colorMode: .ansi256)
        var terminal = TerminalEmulator(width: 80, height: 24)
        var bytes: [UInt8] = []

        let full = step.draw(&model, at: 0, into: &bytes)
        #expect(full > 0 && full == bytes.count, "the first frame is whole: \(full) of \(bytes.count) bytes")
        terminal.feed(bytes)
        #expect(step.screen == PickerView.render(model))
        #expect(terminal.mismatch(with: try #require(step.screen), mode: .ansi256) == nil)

        var again: [UInt8] = [0x41]
        #expect(step.draw(&model, at: 0, into: &again) == 0 && again == [0x41], "an unchanged frame writes nothing")

        _ = model.handle(.key(.right, []), at: 0.5)
        var changed: [UInt8] = []
        let written = step.draw(&model, at: 0.5, into: &changed)
        #expect(written == changed.count && written > 0 && written < full, "only what changed: \(written) of \(full)")
        terminal.feed(changed)
        #expect(step.screen == PickerView.render(model))
        #expect(terminal.mismatch(with: try #require(step.screen), mode: .ansi256) == nil)

        step.invalidate()
        #expect(step.screen == nil)
        var redrawn: [UInt8] = []
        #expect(step.draw(&model, at: 0.5, into: &redrawn) == redrawn.count && redrawn.count > written, "whole again")
    }
}
