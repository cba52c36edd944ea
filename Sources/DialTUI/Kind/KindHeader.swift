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
    /// just met in reverse video. Where they do not fit after column `after`, they are shown
    /// short (`≥30m  ≤8h`); where not even that fits, a "…" in the last column says that
    /// something was left out.
    static func drawLimits(_ limits: [(limit: KindLimit, met: Bool)], row: Int, after: Int, into grid: inout CellGrid) {
        guard !limits.isEmpty else { return }
        for texts in [limits.map { ($0.limit.text, $0.met) }, limits.map { ($0.limit.shortText, $0.met) }] {
            let width = texts.reduce(0) { $0 + DisplayText.displayWidth(of: $1.0) + 2 }
            var column = grid.width - width + 1
            guard column >= after else { continue }
            for (text, met) in texts {
                column = grid.put(text, column: column, row: row, style: met ? Palette.limitMet : Palette.limit) + 2
            }
            return
        }
        // The last column, where it leaves a blank after what the row shows before it.
        let met = limits.contains { $0.met }
        if grid.width >= after { grid.put("…", column: grid.width - 1, row: row, style: met ? Palette.limitMet : Palette.limit) }
    }
}
