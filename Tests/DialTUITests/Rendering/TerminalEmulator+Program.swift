@testable import DialTUI

/// The sequences a whole program sends besides frames: modes, queries the terminal answers,
/// the kitty keyboard stack, saving the cursor, plain lines, moving up and erasing below.
extension TerminalEmulator {
    /// Interprets a CSI the frame encoder never sends; returns false when it is not one of them.
    mutating func programSequence(isPrivate: Bool, marker: UInt8?, parameters: [Int], intermediates: [UInt8], final: UInt8) -> Bool {
        switch (isPrivate, marker, intermediates, final) {
        case (true, nil, [0x24], 0x70): // CSI ? n $ p: DECRQM
            if parameters == [2026], let setting = synchronizedOutputSetting {
                replies += Array("\u{1B}[?2026;\(setting)$y".utf8)
            }
        case (true, nil, [], 0x68) where parameters != [2026]:
            privateModes.formUnion(parameters)
        case (true, nil, [], 0x6C) where parameters != [2026]:
            privateModes.subtract(parameters)
        case (true, nil, [], 0x75): // CSI ? u: the kitty keyboard flags in force
            if speaksKittyKeyboard { replies += Array("\u{1B}[?\(keyboardFlagStack.last ?? 0)u".utf8) }
        case (false, 0x3E, [], 0x75): // CSI > flags u: push
            keyboardFlagStack.append(parameters.first ?? 0)
        case (false, 0x3C, [], 0x75): // CSI < n u: pop
            keyboardFlagStack.removeLast(min(keyboardFlagStack.count, max(1, parameters.first ?? 1)))
        case (false, nil, [], 0x6E) where parameters == [6]: // CSI 6 n: where is the cursor?
            if reportsCursorPosition { replies += Array("\u{1B}[\(row + 1);\(column + 1)R".utf8) }
        case (false, nil, [], 0x41): // CSI n A: up
            moveCursor(toRow: max(0, row - max(1, parameters.first ?? 1)), column: column)
        case (false, nil, [], 0x42): // CSI n B: down, never scrolling
            moveCursor(toRow: min(height - 1, row + max(1, parameters.first ?? 1)), column: column)
        case (false, nil, [], 0x4A) where parameters.isEmpty || parameters == [0]: // erase below
            if row == 0 && column == 0 { keepInHistory(rows: height) }
            eraseBelowCursor()
        case (false, nil, [], 0x4B) where parameters.isEmpty || parameters == [0]: // erase to the line's end
            eraseToLineEnd()
        default:
            return false
        }
        return true
    }

    /// LF moves down a row (scrolling at the bottom); CR goes to the first column.
    mutating func lineControl(_ byte: UInt8) {
        if byte == 0x0D {
            moveCursor(toRow: row, column: 0)
        } else if row + 1 < height {
            moveCursor(toRow: row + 1, column: column)
        } else {
            scrollUp()
        }
    }

    /// As tmux does with `scroll-on-clear` (its default): an erase of the whole screen from its
    /// top-left corner first moves the screen's rows, up to the last one with text, into the
    /// scrollback. A program that leaves no trace there must never erase that way.
    mutating func keepInHistory(rows: Int) {
        let kept = lines.prefix(rows)
        guard let last = kept.lastIndex(where: { $0.contains { $0 != " " } }) else { return }
        history += kept[...last]
    }

    /// The replies not yet read, taken.
    mutating func takeReplies() -> [UInt8] {
        defer { replies = [] }
        return replies
    }

    /// The screen's rows as text with trailing spaces trimmed.
    var trimmedLines: [String] {
        lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }
}
