import Foundation
import ProcessHarness
import Testing

/// A press is a press in a real terminal (tmux, which does not speak the kitty keyboard
/// protocol): quick taps of → move one minute each, however close together they come.
///
/// The taps come 80 ms apart on average, as a person's do: 65 and 95 ms in turn. Exactly even
/// gaps after one long one are what an auto-repeat looks like (its delay, then a steady rhythm),
/// and a loaded machine can stall one `tmux send-keys` for that long; uneven taps stay taps
/// whatever the machine does. The model's tests hold the exact 80 ms case on a virtual clock.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct KeyTapsEndToEndTests {
    @Test func thirtyTapsEightyMillisecondsApartMoveThirtyMinutes() async throws {
        let run = try PickerRun(["--time", "--clock", "24", "--initial", "10:00"], environment: ["LC_ALL": "C.UTF-8"])
        try await run.waitForDial()
        try await run.press("Tab")
        try await run.tmux.waitFor(text: "minute 00")
        for tap in 0..<30 {
            try await Task.sleep(for: .milliseconds(tap % 2 == 0 ? 65 : 95))
            try run.tmux.sendKeys("Right")
        }
        try await run.tmux.waitFor(text: "minute 30", timeout: 2)
        try await run.press("Enter", pause: 0.4)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "10:30\n", "\(ending)")
    }
}
