import Foundation
import ProcessHarness
import Testing

/// The inline picker (`--height`) in tmux, through what a real terminal does to it: a
/// `SIGCONT` that follows no stop, a height of the whole screen, resizes.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct InlineEndToEndTests {
    /// Whether `line` holds a Braille cell (the ring) or the pointer: a piece of a frame.
    static func isFrame(_ line: String) -> Bool {
        line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) || $0 == "▼" }
    }

    /// The pane's scrollback and screen, oldest line first (`capture-pane -S -`).
    static func history(_ run: PickerRun) throws -> [String] {
        try run.tmux.run(["capture-pane", "-p", "-S", "-", "-t", run.tmux.sessionName])
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Waits `seconds` (for the picker to answer something that has no visible sign to wait for).
    static func settle(_ seconds: Double = 0.5) async throws {
        try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
    }

    /// After the run ended: the shell's lines still on top, nothing of the frame anywhere in
    /// the scrollback or on the screen, the cursor where the prompt left it.
    static func expectNoTrace(_ run: PickerRun, earlierLines: Int, _ what: String) throws {
        let after = try run.tmux.capture()
        #expect(Array(after.prefix(earlierLines)) == (1...earlierLines).map { "earlier \($0)" }, "\(what): \(after)")
        #expect(!after.contains(where: isFrame), "\(what): no frame left on screen: \(after)")
        let history = try Self.history(run)
        #expect(!history.contains(where: isFrame), "\(what): no copy of the frame in the scrollback: \(history)")
        #expect(try run.tmux.format("#{cursor_x},#{cursor_y}") == "0,\(earlierLines)", "\(what): the cursor")
        #expect(try run.terminalDifferences().isEmpty)
    }

    @Test func aContinueWithoutAStopChangesNothing() async throws {
        let run = try PickerRun(["--height", "12"], script: ProgramEndToEndTests.script())
        try await run.waitForDial()
        try await Self.settle()
        let before = try run.tmux.capture()
        kill(try run.pickerPID(), SIGCONT)
        try await Self.settle()
        let after = try run.tmux.capture()
        #expect(after == before, "a SIGCONT with no stop: the frame where it was, nothing else")
        #expect(!after.joined().contains("too small"))
        try await run.press("Right", "Enter", pause: 0.3)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "1\n")
        try Self.expectNoTrace(run, earlierLines: 8, "after a SIGCONT")
    }

    @Test func theWholeHeightLeavesNoCopyInTheScrollback() async throws {
        let run = try PickerRun(["--height", "100%"], script: ProgramEndToEndTests.script(earlierLines: 3))
        try await run.waitForDial()
        try await run.press("Right", "Right", pause: 0.3)
        try await Self.settle()
        try run.tmux.sendKeys("Escape")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 130)
        let history = try Self.history(run)
        #expect(!history.contains(where: Self.isFrame), "no copy of the frame in the scrollback: \(history)")
        #expect(history.filter { $0.hasPrefix("earlier ") }.count == 3, "the shell's lines kept once: \(history)")
        #expect(try run.terminalDifferences().isEmpty)
    }

    /// Narrower than the ring (40 columns), tmux rewraps the frame's lines before the picker
    /// hears of the resize, and pushes some of them into the scrollback itself, where no program
    /// can erase them: there only the screen is checked.
    @Test(arguments: [(60, 24), (100, 30), (80, 16), (40, 24)])
    func aResizeLeavesNoStaleRows(width: Int, height: Int) async throws {
        let run = try PickerRun(["--height", "12"], script: ProgramEndToEndTests.script())
        try await run.waitForDial()
        try run.tmux.resize(width: width, height: height)
        try await Self.settle()
        let screen = try run.tmux.capture()
        #expect(screen.filter { $0.contains("▼") }.count == 1, "one frame after the resize to \(width)×\(height): \(screen)")
        #expect(screen.filter { $0.contains("Esc cancel") }.count == 1, "one hint row: \(screen)")
        try run.tmux.sendKeys("Escape")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 130)
        let after = try run.tmux.capture()
        #expect(!after.contains(where: Self.isFrame), "no frame left after the resize to \(width)×\(height): \(after)")
        if width >= 60 {
            #expect(try !Self.history(run).contains(where: Self.isFrame), "none in the scrollback either")
        }
        #expect(try run.terminalDifferences().isEmpty)
    }
}

/// `--height` below what a dial needs, in tmux.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct SmallHeightEndToEndTests {
    @Test(arguments: [1, 3, 6])
    func aSmallHeightIsAOneLinePicker(_ rows: Int) async throws {
        let run = try PickerRun(["--height", "\(rows)"], script: ProgramEndToEndTests.script())
        let screen = try await run.tmux.waitFor(text: "12")
        #expect(!screen.joined().contains("too small"), "\(screen)")
        #expect(screen[8...].contains { $0.contains("11") && $0.contains("12") && $0.contains("1") }, "\(screen)")
        try await run.press("Right", "Enter", pause: 0.3)
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0 && ending.output == "1\n")
        try InlineEndToEndTests.expectNoTrace(run, earlierLines: 8, "--height \(rows)")
    }
}
