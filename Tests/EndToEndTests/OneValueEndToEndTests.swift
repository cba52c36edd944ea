import Foundation
import ProcessHarness
import Testing

/// What Enter prints is what the screen shows, in a real terminal (tmux): Enter while the dial
/// coasts after a mouse fling prints the time the header shows.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct OneValueEndToEndTests {
    @Test func enterDuringACoastPrintsWhatTheHeaderShows() async throws {
        let run = try PickerRun(["--time", "--clock", "24", "--initial", "15:00"], environment: ["LC_ALL": "C.UTF-8"])
        try await run.waitForDial()
        // The hour dial of an 80 × 24 pane: centre at column 41, row 13 (1-based), a radius of
        // 21 columns and 10.5 rows. A fast drag a quarter turn clockwise at 80% of the radius,
        // let go while moving: a fling, which coasts on.
        var points: [(Int, Int)] = []
        for degrees in stride(from: 0.0, through: 90, by: 15) {
            let angle = degrees * Double.pi / 180
            points.append((41 + Int((17 * sin(angle)).rounded()), 13 - Int((8.5 * cos(angle)).rounded())))
        }
        try run.tmux.sendText("\u{1B}[<0;\(points[0].0);\(points[0].1)M")
        for point in points.dropFirst() {
            try await Task.sleep(for: .milliseconds(8))
            try run.tmux.sendText("\u{1B}[<32;\(point.0);\(point.1)M")
        }
        let last = try #require(points.last)
        try run.tmux.sendText("\u{1B}[<0;\(last.0);\(last.1)m")
        // The header, read in the coast's first frames; then Enter, while the ring still turns.
        try await Task.sleep(for: .milliseconds(30))
        let screen = try run.tmux.capture()
        let header = screen.first ?? ""
        try run.tmux.sendKeys("Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0)
        let printed = ending.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed != "15:00", "the fling moved the dial: \(header)")
        #expect(header.hasPrefix(" hour \(printed.prefix(2))  minute \(printed.suffix(2))"),
                "printed \(printed), the screen showed:\n\(screen.joined(separator: "\n"))")
        #expect(try run.terminalDifferences().isEmpty)
    }
}
