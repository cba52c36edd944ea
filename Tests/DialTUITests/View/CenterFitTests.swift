import DialCore
import DialTUI
import Testing

/// The selected label shows large in the centre exactly when the big font fits inside the
/// labels: ``BigText/height`` rows and a blank row, and its width within the room between them.
/// Checked on each side of both limits.
@Suite(.timeLimit(.minutes(3))) struct CenterFitTests {
    /// The room inside the labels of a model's layout: whole rows and whole columns.
    struct Room {
        var rows: Int
        var columns: Int
        init(_ layout: DialLayout) {
            let inner = layout.labelRadius - Double(layout.labelWidth) / 2 - 1
            rows = Int((inner * 2 / layout.cellAspect).rounded(.down))
            columns = Int((inner * 2).rounded(.down))
        }
    }

    static func isLarge(_ grid: CellGrid) -> Bool {
        grid.lines.joined().contains { "▀▄█".contains($0) }
    }

    /// Twelve labels with "12" selected, on every terminal from 16 × 6 to 60 × 30 at the given
    /// cell shape: the room inside, and whether the centre was drawn large.
    static func sizes(cellAspect: Double) throws -> [(room: Room, large: Bool, size: String)] {
        var found: [(Room, Bool, String)] = []
        for columns in 16...60 {
            for rows in 6...30 {
                var model = try PickerModel(stages: [StageSetup(name: "hour", face: .hours12)], columns: columns, rows: rows)
                model.resize(columns: columns, rows: rows, cellAspect: cellAspect)
                guard !model.layout.isTooSmall else { continue }
                found.append((Room(model.layout), Self.isLarge(PickerView.render(model)), "\(columns)×\(rows)"))
            }
        }
        return found
    }

    @Test func theLargeDigitsNeedTheirRowsAndABlankOne() throws {
        let width = try #require(BigText.width(of: "12"))
        let cases = try Self.sizes(cellAspect: 2).filter { $0.room.columns >= width }
        let exact = cases.filter { $0.room.rows == BigText.height + 1 }
        let short = cases.filter { $0.room.rows == BigText.height }
        try #require(!exact.isEmpty && !short.isEmpty, "terminals at the row limit and one row under it")
        for size in exact { #expect(size.large, "\(size.size): exactly the rows the big font needs") }
        for size in short { #expect(!size.large, "\(size.size): a row short") }
    }

    @Test func theLargeDigitsNeedTheirWidth() throws {
        let width = try #require(BigText.width(of: "12"))
        // Tall cells make the room wide before it is tall enough: the width is the limit.
        let cases = try Self.sizes(cellAspect: 1).filter { $0.room.rows >= BigText.height + 1 }
        let exact = cases.filter { $0.room.columns == width }
        let narrow = cases.filter { $0.room.columns == width - 1 }
        try #require(!exact.isEmpty && !narrow.isEmpty, "terminals at the width limit and one column under it")
        for size in exact { #expect(size.large, "\(size.size): exactly the width of the big \"12\"") }
        for size in narrow { #expect(!size.large, "\(size.size): a column short") }
    }
}
