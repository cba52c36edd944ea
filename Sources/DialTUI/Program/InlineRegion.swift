/// The rows an inline picker draws in, below the cursor, and the bytes that reserve, find and
/// erase them.
///
/// - Reserve (``reservation(rows:)``): `rows − 1` line feeds make room below the cursor (the
///   terminal scrolls up if it must: the shell's output above stays), `CSI rows−1 A` goes back
///   up to the cursor's line, same column, and `ESC 7` saves that position: where the prompt
///   left the cursor, even after a scroll. Done again from there, it changes nothing.
/// - Find: `CSI 6 n` asks where the cursor is; the answer gives the first row
///   (``placement(cursorRow:cursorColumn:rows:terminalRows:)``).
/// - Erase (``erase``): `ESC 8` puts the cursor back where it was saved and `CSI J` erases from
///   there to the end of the screen: the picker's rows, and nothing of the prompt's line
///   before the cursor.
public enum InlineRegion {
    /// `CSI 6 n`: "where is the cursor?" (answered by a cursor position report).
    public static let cursorPositionQuery: [UInt8] = Array("\u{1B}[6n".utf8)

    /// `ESC 8 CSI J`: back to the saved cursor, erase from it to the end of the screen.
    public static let erase: [UInt8] = Array("\u{1B}8\u{1B}[J".utf8)

    /// The bytes that make room for `rows` rows below the cursor and save the cursor's place.
    /// - Complexity: O(rows).
    public static func reservation(rows: Int) -> [UInt8] {
        let feeds = max(0, rows - 1)
        var bytes = [UInt8](repeating: 0x0A, count: feeds)
        if feeds > 0 { bytes += Array("\u{1B}[\(feeds)A".utf8) }
        bytes += Array("\u{1B}7".utf8)
        return bytes
    }

    /// The first row (0-based) and the number of rows to draw in, for a cursor reported at
    /// `cursorRow`, `cursorColumn` (1-based) after a reservation of `rows` rows on a terminal
    /// of `terminalRows`: from the cursor's row, or from the next one when the prompt left text
    /// before the cursor (then one row fewer), never past the bottom of the screen.
    /// - Complexity: O(1).
    public static func placement(cursorRow: Int, cursorColumn: Int, rows: Int, terminalRows: Int) -> (top: Int, rows: Int) {
        var top = min(max(0, cursorRow - 1), max(0, terminalRows - 1))
        var count = rows
        if cursorColumn > 1 {
            top += 1
            count -= 1
        }
        count = max(0, min(count, terminalRows - top))
        return (min(top, terminalRows), count)
    }
}
