/// The rows an inline picker draws in, below the cursor, and the bytes that reserve, find and
/// erase them.
///
/// - Reserve (``reservation(rows:)``): `rows − 1` line feeds make room below the cursor (the
///   terminal scrolls up if it must: the shell's output above stays), `CSI rows−1 A` goes back
///   up to the cursor's line, same column, and `ESC 7` saves that position: where the prompt
///   left the cursor, even after a scroll. Done again from there, it changes nothing.
/// - Find: `CSI 6 n` asks where the cursor is; the answer gives the first row
///   (``placement(cursorRow:cursorColumn:rows:terminalRows:)``).
/// - Erase (``erase``): `ESC 8` puts the cursor back where it was saved and everything from
///   there to the end of the screen is erased: the picker's rows, and nothing of the prompt's
///   line before the cursor.
///
/// No erase ever starts at the screen's top-left corner with `CSI J`: tmux (with its default
/// `scroll-on-clear`) takes that for clearing the whole screen and first moves the screen into
/// the scrollback, which would leave a copy of the frame there whenever the picker's rows begin
/// on the first row (`--height 100%`). ``eraseToEnd`` erases the first row with `CSI K` and the
/// rest from the row below.
public enum InlineRegion {
    /// `CSI 6 n`: "where is the cursor?" (answered by a cursor position report).
    public static let cursorPositionQuery: [UInt8] = Array("\u{1B}[6n".utf8)

    /// From the cursor to the end of the screen, never as an erase of the whole screen:
    /// `CSI K` (the rest of the cursor's row), `CSI B` (a row down, never scrolling), `CSI J`.
    /// The cursor ends a row below where it was (on the last row, where it was).
    public static let eraseToEnd: [UInt8] = Array("\u{1B}[K\u{1B}[B\u{1B}[J".utf8)

    /// Back to the saved cursor and erase from it to the end of the screen: `ESC 8`,
    /// ``eraseToEnd`` (whose `CSI J` leaves the start of the next row when the cursor was not in
    /// the first column), then `ESC 8 CSI J` for that start (which is never the top-left corner
    /// then, or finds the screen blank), the cursor left where it was saved.
    public static let erase: [UInt8] = Array("\u{1B}8".utf8) + eraseToEnd + Array("\u{1B}8\u{1B}[J".utf8)

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
