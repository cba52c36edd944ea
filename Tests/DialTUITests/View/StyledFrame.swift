@testable import DialTUI

/// A frame as a terminal shows it, text and styles together, for golden tests that check the
/// styles too: the picker's bytes are played on a ``TerminalEmulator`` and each row is written
/// twice, its text and under it one letter per column naming the cell's style. A legend lists
/// the styles by letter, in order of first use.
///
/// ```
/// ⢀⣠▼⣄⡀       text
/// aabaa       styles: a ring, b pointer
/// a: CellStyle(foreground: .ansi(.cyan))
/// ```
/// A blank in the default style is a space; a drawn character in the default style is `-`.
enum StyledFrame {
    /// The picker for `arguments` at `columns` × `rows` after `keys`, drawn in `mode`.
    static func render(_ arguments: [String], columns: Int, rows: Int, keys: [Key] = [], settle: Double = 10,
                       mode: ColorMode) throws -> String {
        let scene = PickerScene(arguments: arguments, columns: columns, rows: rows, keys: keys, settle: settle)
        let grid = PickerView.render(try scene.model())
        var terminal = TerminalEmulator(showing: CellGrid(width: columns, height: rows), mode: mode)
        terminal.feed(FrameEncoder().encode(previous: nil, next: grid, colorMode: mode))
        return describe(terminal)
    }

    static func describe(_ terminal: TerminalEmulator) -> String {
        var letters: [CellStyle: Character] = [:]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var output: [String] = []
        for (row, line) in terminal.lines.enumerated() {
            var marks = ""
            for column in 0..<terminal.width {
                let cell = terminal.screen[row * terminal.width + column]
                if cell.style == CellStyle() {
                    marks.append(cell.character == " " || cell.isContinuation ? " " : "-")
                    continue
                }
                if letters[cell.style] == nil {
                    let letter = alphabet[min(letters.count, alphabet.count - 1)]
                    letters[cell.style] = letter
                    legend.append("\(letter): \(cell.style)")
                }
                marks.append(letters[cell.style] ?? "?")
            }
            output.append(line.trimmingTrailingSpaces)
            output.append(marks.trimmingTrailingSpaces)
        }
        if !terminal.problems.isEmpty { output.append("problems: \(terminal.problems)") }
        return (output + legend).joined(separator: "\n")
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }
}
