/// Parts of the header row that kinds share: the text being typed (or that it was not
/// understood) and the limits at the right end.
enum KindHeader {
    /// The styles of those parts.
    enum Palette {
        static let typing = CellStyle(foreground: .ansi(.brightYellow), bold: true)
        static let notUnderstood = CellStyle(foreground: .ansi(.brightRed), bold: true)
        static let limit = CellStyle(dim: true)
        static let limitMet = CellStyle(bold: true, reverse: true)
    }

    /// The typing's notice (``TypedEntry/notice``), if any, at `column` of `row`.
    /// - Returns: the column two after it (`column` when there is none).
    static func drawNotice(_ typing: TypedEntry, column: Int, row: Int, into grid: inout CellGrid) -> Int {
        guard let notice = typing.notice else { return column }
        return grid.put(notice.text, column: column, row: row, style: notice.understood ? Palette.typing : Palette.notUnderstood) + 2
    }

    /// Limits (`min 30m`, `max-span 8h`) at the right end of `row`, two columns apart, the one
    /// just met in reverse video; none where they would not fit after column `after` (a limit
    /// met is also in the accessible line and stops the motion, so nothing is lost).
    static func drawLimits(_ limits: [(text: String, met: Bool)], row: Int, after: Int, into grid: inout CellGrid) {
        let width = limits.reduce(0) { $0 + DisplayText.displayWidth(of: $1.text) + 2 }
        var column = grid.width - width + 1
        guard column >= after else { return }
        for (text, met) in limits {
            column = grid.put(text, column: column, row: row, style: met ? Palette.limitMet : Palette.limit) + 2
        }
    }
}
