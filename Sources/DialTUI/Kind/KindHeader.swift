/// Parts of the header row that kinds share.
enum KindHeader {
    /// Limits (`min 30m`, `max-span 8h`) at the right end of `row`, two columns apart, the one
    /// just met in reverse video; none where they would not fit after column `after` (a limit
    /// met is also in the accessible line and stops the motion, so nothing is lost).
    static func drawLimits(_ limits: [(text: String, met: Bool)], row: Int, after: Int, into grid: inout CellGrid) {
        let width = limits.reduce(0) { $0 + DisplayText.displayWidth(of: $1.text) + 2 }
        var column = grid.width - width + 1
        guard column >= after else { return }
        for (text, met) in limits {
            column = grid.put(text, column: column, row: row, style: met ? TimeView.Palette.boundMet : TimeView.Palette.bound) + 2
        }
    }
}
