@testable import DialTUI
import Testing

/// The texts made from the help at their edges: a manual page of a help of one paragraph, an
/// options paragraph holding a line of two spaces, and zsh's descriptions of the flags in one
/// column whatever the flag's length.
@Suite(.timeLimit(.minutes(3))) struct CommandLineTextEdgeTests {
    @Test func aHelpOfOneParagraphMakesAPageWithAnEmptyName() {
        let roff = ManualPage.roff(help: "Usage: dial-tui [options]", version: "1.0")
        let lines = roff.split(separator: "\n").map(String.init)
        #expect(lines.contains(".SH NAME") && lines.contains("dial\\-tui \\- "), "\(lines)")
        #expect(lines.contains(".SH SYNOPSIS") && lines.contains("dial\\-tui [options]"), "\(lines)")
    }

    @Test func aLineOfTwoSpacesAmongTheOptionsIsAPlainLine() {
        let help = "Usage: dial-tui [options]\n\nPicks a time.\n\nOptions:\n  --first         the first\n  \n  --second        the second\n"
        let lines = ManualPage.roff(help: help, version: "1.0").split(separator: "\n").map(String.init)
        #expect(lines.contains(".SS \"Options\"") || lines.contains(".SS Options"), "\(lines)")
        #expect(lines.contains { $0.contains("\\-\\-first") } && lines.contains { $0.contains("\\-\\-second") }, "\(lines)")
    }

    @Test func zshDescribesEveryFlagInOneColumn() {
        let described = ShellCompletion.zsh.script.split(separator: "\n").filter { $0.hasPrefix("        '-") && $0.contains("  -- ") }
        #expect(described.count == PickerFlag.all.count)
        let longest = PickerFlag.all.map(\.name.count).max() ?? 0
        // Eight spaces, the quote, the name padded to the longest, then two spaces and "--".
        let columns = Set(described.map { line in line.range(of: "  -- ").map { line.distance(from: line.startIndex, to: $0.lowerBound) } })
        #expect(columns == [9 + longest], "\(columns)")
    }
}
