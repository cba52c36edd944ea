import DialCore
@testable import DialTUI
import Testing

/// Which cells hold a handle of `--range`: those whose centre lies within the handle's reach —
/// its radius on screen, and at least two column widths (a cell either side, or the one above or
/// below) — measured as the screen measures, rows `cellAspect` column widths tall; the nearer
/// handle where both reach. Checked at every cell of a small, a standard and a large terminal,
/// where the handle's own radius is under and over two column widths.
@Suite(.timeLimit(.minutes(3))) struct RangeHandleReachTests {
    @Test(arguments: [(40, 14), (80, 24), (200, 60)])
    func everyCellWithinAHandlesReachHoldsItAndNoOtherDoes(_ columns: Int, _ rows: Int) throws {
        let model = try PickerModel(options: PickerOptions.parse(["--range", "--initial", "22:30-06:45"]), columns: columns, rows: rows)
        let kind = try #require(model.kind as? RangeKind)
        let layout = model.layout
        let reach = max(2, RangeKind.handleRadius * layout.scale)
        var wrong: [String] = []
        var held = 0
        for row in 0..<rows {
            for column in 0..<columns {
                // The cell's centre and each handle's, on screen, in column widths.
                let cell = (x: Double(column) + 0.5, y: (Double(row) + 0.5) * layout.cellAspect)
                let distances = [DialRange.Handle.start, .end].map { handle -> (DialRange.Handle, Double) in
                    let center = layout.screenPoint(of: kind.range.center(of: handle))
                    return (handle, ((cell.x - center.x) * (cell.x - center.x) + (cell.y - center.y) * (cell.y - center.y)).squareRoot())
                }
                let within = distances.filter { $0.1 <= reach }
                // Cells all but on the edge of the reach, or as near one handle as the other, are left out.
                if distances.contains(where: { abs($0.1 - reach) < 1e-6 }) || (within.count == 2 && abs(within[0].1 - within[1].1) < 1e-6) { continue }
                let expected = within.min { $0.1 < $1.1 }.map { DialRange.Part.handle($0.0) }
                let part = RangeView.part(atColumn: column, row: row, of: kind, layout: layout)
                let answered = part.flatMap { if case .handle = $0 { $0 } else { nil } }
                if expected != nil { held += 1 }
                if answered != expected { wrong.append("(\(column), \(row)): \(String(describing: part)) for \(String(describing: expected))") }
            }
        }
        #expect(held >= 2, "cells that hold a handle: \(held)")
        #expect(wrong.isEmpty, "\(columns)x\(rows), reach \(reach): \(wrong.count) cells, first \(wrong.prefix(4))")
    }
}
