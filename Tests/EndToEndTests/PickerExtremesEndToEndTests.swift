import Foundation
import Testing

/// The built `dial-tui` in a real terminal (tmux), pushed to its extremes as a script or a
/// hurried person would: bursts of keys, pastes, labels that start with q, long labels,
/// unusual signals, an answer with nowhere to go.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(1)))
struct PickerExtremesEndToEndTests {
    /// The label of the twelve-hour face `presses` labels on from 12.
    static func hour(after presses: Int) -> String {
        let index = ((presses % 12) + 12) % 12
        return index == 0 ? "12" : String(index)
    }

    @Test(arguments: [5, 200])
    func aBurstOfKeysMovesExactlyAsManyLabels(_ count: Int) async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        // One `send-keys` with every press: they reach the picker at once.
        _ = try run.tmux.run(["send-keys", "-t", run.tmux.sessionName] + Array(repeating: "Right", count: count))
        try await run.press("Enter", pause: 0.8)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0)
        #expect(ending.output == Self.hour(after: count) + "\n", "\(count) presses")
    }

    @Test func quickTapsMoveOneLabelEach() async throws {
        let run = try PickerRun()
        try await run.waitForDial()
        try await run.press("Left", "Left", "Left", pause: 0.12)
        try await run.press("Enter", pause: 0.8)
        #expect(try await run.waitForEnd().output == Self.hour(after: -3) + "\n")
    }
}
