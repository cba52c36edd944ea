import Foundation
import ProcessHarness
import Testing

/// The picker in a terminal whose locale is not UTF-8.
@Suite(.enabled(if: Tmux.shouldRun, "tmux is not installed"), .serialized, .timeLimit(.minutes(3)))
struct ASCIILocaleEndToEndTests {
    @Test func underLCAllCEveryCellIsASCII() async throws {
        let run = try PickerRun(["--labels", "red,green,blue", "--header", "Colour"], environment: ["LC_ALL": "C"])
        try await run.waitForDial()
        try await run.press("Right")
        let screen = try await run.tmux.waitFor(text: "<- -> turn")
        let foreign = screen.joined(separator: "\n").unicodeScalars.filter { !$0.isASCII }
        #expect(foreign.isEmpty, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("v") } && screen.contains { $0.contains("#") }, "the pointer and the large centre")
        try run.tmux.sendKeys("Enter")
        let ending = try await run.waitForEnd()
        #expect(ending.status == 0)
        #expect(ending.output == "green\n")
        #expect(try run.terminalDifferences().isEmpty)
    }
}
