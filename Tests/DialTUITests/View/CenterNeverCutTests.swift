@testable import DialTUI
import Testing

/// The centre names the same value as the highlighted label on the ring, which is never cut:
/// so the centre shows the label whole, or not at all where it does not fit.
@Suite(.timeLimit(.minutes(3))) struct CenterNeverCutTests {
    /// The text of the centre's cells (the centre's style) where it is plain, one row (the large
    /// font, over several rows, is drawn only for a text it has whole: `large`), and whether the
    /// label fits inside the labels there; nil for a pane too small for a dial.
    static func centre(_ labels: [String], select presses: Int, columns: Int, rows: Int) throws -> (text: String, large: Bool, fits: Bool)? {
        let grid = try GoldenFrame.grid(["--labels", labels.joined(separator: ",")], columns: columns, rows: rows,
                                        keys: Array(repeating: .right, count: presses))
        let model = try PickerModel(options: PickerOptions.parse(["--labels", labels.joined(separator: ",")]), columns: columns, rows: rows)
        guard !model.layout.isTooSmall else { return nil }
        let inner = model.layout.labelRadius - Double(model.layout.labelWidth) / 2 - 1
        let room = Int((inner * 2).rounded(.down))
        let cells = grid.cells.indices.filter { grid.cells[$0].style == PickerView.Palette.center && !grid.cells[$0].isContinuation }
        let large = Set(cells.map { $0 / grid.width }).count > 1
        let text = String(cells.map { grid.cells[$0].character })
        return (text, large, DisplayText.displayWidth(of: labels[presses]) <= room)
    }

    /// On every pane from 14 × 6 to 40 × 20, each of red, green, blue selected: the centre is the
    /// label whole where it fits (one side of the limit) and empty where it does not (the other).
    @Test func theCentreIsTheWholeLabelOrNothing() throws {
        var whole = 0, left = 0
        for columns in 14...40 {
            for rows in 6...20 {
                for (index, label) in ["red", "green", "blue"].enumerated() {
                    guard let centre = try Self.centre(["red", "green", "blue"], select: index, columns: columns, rows: rows),
                          !centre.large else { continue }
                    if centre.fits {
                        #expect(centre.text == label, "\(columns)×\(rows), \(label): \(centre.text)")
                        whole += 1
                    } else {
                        #expect(centre.text.isEmpty, "\(columns)×\(rows), \(label): \(centre.text)")
                        left += 1
                    }
                }
            }
        }
        #expect(whole > 0 && left > 0, "both sides of the limit: \(whole) whole, \(left) left out")
    }
}
