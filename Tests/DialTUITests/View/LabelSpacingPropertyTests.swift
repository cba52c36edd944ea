@testable import DialTUI
import PropertyTesting
import Testing

/// Labels never touch: on every row, between two labels drawn there is at least one blank
/// column (or fewer labels are drawn), at any size and any moment of a turn, for crowded faces
/// too; and no label hangs off the screen.
@Suite(.timeLimit(.minutes(3))) struct LabelSpacingPropertyTests {
    /// Faces that crowd: a thousand labels, an hour ring, long labels among short ones.
    static let crowded: [[String]] = [
        ["--labels", (0..<1_000).map { String($0 * 10) }.joined(separator: ",")],
        ["--labels", (0..<1_000).map(String.init).joined(separator: ","), "--initial", "450"],
        ["--face", "hours24"], ["--face", "hours24", "--initial", "09"], ["--face", "minutes"], ["--time"],
        ["--labels", "a,an extraordinarily long label that is wider than most terminals,b,c,d"],
        ["--labels", "an extraordinarily long label that is wider than most terminals,b,c,d"],
        ["--labels", (1...40).map(String.init).joined(separator: ",")],
    ]

    static var scenes: Gen<PickerScene> {
        zip(
            Gen.element(of: crowded + PickerScene.commandLines),
            Gen.oneOf([zip(Gen.int(in: 20...60), Gen.int(in: 8...16)), PickerScene.sizes]),
            Gen.element(of: [Key.right, .left, .pageUp, .pageDown, .home, .end]).array(count: 0...3),
            Gen.element(of: [0.0, 0.02, 0.05, 0.1, 0.3, 10])
        ).map { arguments, size, keys, settle in
            PickerScene(arguments: arguments, columns: size.0, rows: size.1, keys: keys, settle: settle)
        }
    }

    /// The grid's cells in a label's styles, blanks left out (the label style is the plain one),
    /// as (row, column).
    static func labelCells(_ grid: CellGrid) -> [(row: Int, column: Int)] {
        grid.cells.indices.compactMap { index in
            let cell = grid.cells[index]
            guard cell.style == PickerView.Palette.label && cell.character != " " || cell.style == PickerView.Palette.selected
            else { return nil }
            return (index / grid.width, index % grid.width)
        }
    }

    @Test func labelsNeverTouchAndNeverHangOff() {
        property("labels apart", cases: 300, Self.scenes) { scene in
            let model = try scene.model()
            guard !model.layout.isTooSmall else { return }
            let grid = PickerView.render(model)
            // Runs of label cells on a row, split where a blank column or another style comes:
            // each run must be one label, so two labels are never adjacent.
            var runs: [(row: Int, start: Int, end: Int)] = []
            for cell in Self.labelCells(grid) {
                if let last = runs.last, last.row == cell.row, last.end == cell.column {
                    runs[runs.count - 1].end += 1
                } else {
                    runs.append((cell.row, cell.column, cell.column + 1))
                }
            }
            let plan = LabelPlan(model, selected: model.selectedLabel)
            for run in runs {
                let text = PickerViewLabelPropertyTests.text(in: grid, row: run.row, columns: run.start..<run.end)
                let whole = plan.entries.contains { $0.row == run.row && $0.column <= run.start && run.end <= $0.column + $0.width }
                try ensure(whole, "'\(text)' on row \(run.row) is not (part of) one label: labels touch")
            }
            for entry in plan.entries {
                try ensure(entry.column >= 0 && entry.column + entry.width <= grid.width,
                           "'\(entry.text)' at \(entry.column)..<\(entry.column + entry.width) of \(grid.width)")
                let shown = PickerViewLabelPropertyTests.text(in: grid, row: entry.row, columns: entry.column..<(entry.column + entry.width))
                try ensureEqual(shown, entry.text, "label \(entry.index) as planned")
                for other in plan.entries where other != entry && other.row == entry.row {
                    let apart = other.column >= entry.column + entry.width + 1 || entry.column >= other.column + other.width + 1
                    try ensure(apart, "'\(entry.text)' and '\(other.text)' touch on row \(entry.row)")
                }
            }
        }
    }

    @Test func theHourRingAt40By12ReadsAsSeparateLabels() throws {
        for initial in ["00", "06", "09", "12", "18"] {
            let grid = try GoldenFrame.grid(["--face", "hours24", "--initial", initial], columns: 40, rows: 12)
            for line in grid.text.split(separator: "\n") {
                for first in 0..<24 {
                    let pair = String(format2(first)) + format2((first + 1) % 24)
                    #expect(!line.contains(pair), "'\(pair)' run together at \(initial): \(grid.text)")
                }
            }
        }
    }

    @Test func aLongSelectedLabelIsWholeOrEndsInAnEllipsisNeverClippedAtTheStart() throws {
        let long = "an extraordinarily long label that is wider than most terminals"
        for columns in [30, 50, 70, 90] {
            let grid = try GoldenFrame.grid(["--labels", "\(long),b,c,d"], columns: columns, rows: 20)
            let text = grid.text
            if long.count <= columns {
                #expect(text.contains(long), "\(columns) columns: \(text)")
            } else {
                #expect(text.contains("an extraordinarily") && text.contains("…"), "\(columns) columns: \(text)")
            }
        }
    }

    private func format2(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
