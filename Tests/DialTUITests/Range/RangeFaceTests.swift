import DialCore
@testable import DialTUI
import Testing

/// A range's face as a user reads it and clicks it: every hour label reads beside the handles,
/// the centre's readout is no place to click, the marker follows the handle that moved, and
/// the header shows its limits, shortened where the row is short.
@Suite(.timeLimit(.minutes(3))) struct RangeFaceTests {
    typealias K = KindKeys

    static func kind(of model: PickerModel) throws -> RangeKind {
        try #require(model.kind as? RangeKind)
    }

    // Defect 8: a handle never hides a digit of an hour.

    @Test(arguments: [(60, 20), (70, 22), (80, 24), (100, 30), (120, 40)])
    func everyHourLabelReadsWhereverTheHandlesAre(_ columns: Int, _ rows: Int) throws {
        for hour in 0..<24 {
            let start = TimeOfDay(wrapping: hour * 60), end = TimeOfDay(wrapping: (hour + 12) * 60)
            let model = try KindRun(["--range", "--initial", "\(start)-\(end)"], columns: columns, rows: rows).program.model
            let grid = PickerView.render(model)
            for entry in LabelPlan(model, selected: nil).entries {
                let shown = String((entry.column..<entry.column + entry.width).map { grid[column: $0, row: entry.row].character })
                #expect(shown == entry.text, "\(columns)×\(rows), \(start)-\(end): label \(entry.text) reads '\(shown)'")
            }
            let handles = (0..<grid.height).flatMap { row in (0..<grid.width).map { grid[column: $0, row: row] } }.filter { $0.character == "●" }
            #expect(handles.count == 2, "\(columns)×\(rows), \(start)-\(end): both handles drawn")
        }
    }

    @Test func aPressOnAHandleDrawnBesideItsLabelTakesThatHandle() throws {
        // At 60×20 the start handle at 00:00 falls on the label 00 and is drawn beside it.
        let model = try KindRun(["--range", "--initial", "00:00-12:00"], columns: 60, rows: 20).program.model
        let kind = try Self.kind(of: model)
        let drawn = RangeView.handleCells(of: kind, in: model)
        #expect(drawn.start != RangeView.handleCell(.start, of: kind, layout: model.layout), "moved off the label")
        #expect(RangeView.part(atColumn: drawn.start.column, row: drawn.start.row, of: kind, in: model) == .handle(.start))
        #expect(RangeView.part(atColumn: drawn.end.column, row: drawn.end.row, of: kind, in: model) == .handle(.end))
    }

    @Test(arguments: [(60, 20), (80, 24), (100, 30)])
    func aHandleOnAnHourIsDrawnJustOutsideIt(_ columns: Int, _ rows: Int) throws {
        // Outside: left of an hour on the left half of the dial, right of one on the right half,
        // where that cell is on the screen and no other hour's.
        var checked: Set<String> = []
        for hour in 0..<24 {
            let start = TimeOfDay(wrapping: hour * 60), end = TimeOfDay(wrapping: (hour + 12) * 60)
            let model = try KindRun(["--range", "--initial", "\(start)-\(end)"], columns: columns, rows: rows).program.model
            let kind = try Self.kind(of: model)
            let labels = LabelPlan(model, selected: nil).entries
            func label(at column: Int, _ row: Int) -> LabelPlan.Entry? {
                labels.first { $0.row == row && column >= $0.column && column < $0.column + $0.width }
            }
            let cell = RangeView.handleCell(.start, of: kind, layout: model.layout)
            guard let under = label(at: cell.column, cell.row) else { continue }
            let isLeft = Double(cell.column) + 0.5 < model.layout.center.x
            let outward = isLeft ? under.column - 1 : under.column + under.width
            guard outward >= 0, outward < model.layout.columns, label(at: outward, cell.row) == nil else { continue }
            checked.insert(isLeft ? "left" : "right")
            #expect(RangeView.handleCells(of: kind, in: model).start == (outward, cell.row),
                    "\(columns)×\(rows), the start at \(start) on label \(under.text): drawn \(isLeft ? "left" : "right") of it")
        }
        #expect(checked == ["left", "right"], "\(columns)×\(rows): a handle on an hour on each half")
    }

    // Defect 7: the centre is a dead zone.

    @Test func aClickOnTheCentreMovesNothing() throws {
        let run = try KindRun(["--range", "--initial", "22:00-06:00"])
        let layout = run.program.model.layout
        let centre = layout.cell(atScreen: layout.center)
        // The centre, and the ends of the large span readout ("8h" is about 9 columns wide).
        for (column, row) in [(centre.column, centre.row), (centre.column - 8, centre.row + 1), (centre.column + 8, centre.row - 1)] {
            let keys: [(String, Double)] = [(K.press(column: column, row: row), 1), (K.release(column: column, row: row), 1.1),
                                            (K.enter, 3)]
            #expect(try KindRun.run(["--range", "--initial", "22:00-06:00"], keys).ending == .chose("22:00-06:00"),
                    "a click at \(column), \(row)")
        }
    }

    @Test func aClickOnTheRingStillMovesTheNearerHandle() throws {
        let run = try KindRun(["--range", "--initial", "22:00-06:00"])
        let layout = run.program.model.layout
        // 12:00, at the bottom of the dial: nearer the end (06:00) than the start (22:00).
        let bottom = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius, y: DialLayout.modelRadius * 1.75)))
        let keys: [(String, Double)] = [(K.press(column: bottom.column, row: bottom.row), 1),
                                        (K.release(column: bottom.column, row: bottom.row), 1.1), (K.enter, 3)]
        guard case .chose(let printed) = try KindRun.run(["--range", "--initial", "22:00-06:00"], keys).ending,
              let range = RangeExpression.parse(printed) else { Issue.record("no pick"); return }
        #expect(range.start == TimeOfDay(wrapping: 22 * 60) && abs(range.end.minutesSinceMidnight - 12 * 60) <= 30, "\(printed)")
    }

    // Defect 10: with the ends on each other, the marker goes to the handle that moves.

    @Test func theMarkerFollowsTheHandleADragMoves() throws {
        for (direction, moved) in [(-1.0, DialRange.Handle.start), (1.0, .end)] {
            let run = try KindRun(["--range", "--initial", "06:00-06:00"])
            let model = run.program.model
            let kind = try Self.kind(of: model)
            let cell = RangeView.handleCells(of: kind, in: model).end
            // Round from 06:00 (the right) by a twelfth of a turn, up to 04:00 or down to 08:00:
            // sin 60° ≈ 0.866, cos 60° = 0.5.
            let layout = model.layout
            let target = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius * (1 + 0.85 * 0.866),
                                                                                  y: DialLayout.modelRadius * (1 + 0.85 * 0.5 * direction))))
            let keys: [(String, Double)] = [
                (K.press(column: cell.column, row: cell.row), 1),
                (K.drag(column: target.column, row: target.row), 1.1),
                (K.release(column: target.column, row: target.row), 2),
            ]
            let result = try KindRun.run(["--range", "--initial", "06:00-06:00"], keys, hangUp: 3)
            let after = try Self.kind(of: result.program.model)
            #expect(after.active == .handle(moved), "dragged \(direction < 0 ? "earlier" : "later"): \(after.active)")
            #expect(result.shown[0].contains(moved == .start ? "▸start" : "▸end"), "\(result.shown[0])")
            #expect(after.chosen.start != after.chosen.end, "the handles parted: \(after.chosen)")
        }
    }

    // Defect 16: the header's limits at 40×12.

    @Test func aShortHeaderShortensTheLimitsAndNeverDropsThemUnsaid() throws {
        let small = try KindRun.run(["--range", "--initial", "22:30-06:00", "--min-span", "1h", "--max-span", "10h"],
                                    columns: 40, rows: 12, [], hangUp: 0.5).shown[0]
        #expect(small.contains("≥1h") && small.contains("≤10h"), "\(small)")
        let wide = try KindRun.run(["--range", "--initial", "22:30-06:00", "--min-span", "1h", "--max-span", "10h"], [], hangUp: 0.5).shown[0]
        #expect(wide.contains("min-span 1h") && wide.contains("max-span 10h"), "\(wide)")
        // Narrower still: a mark says that something was left out.
        let tiny = try KindRun.run(["--range", "--initial", "22:30-06:00", "--min-span", "1h", "--max-span", "10h"],
                                   columns: 30, rows: 12, [], hangUp: 0.5).shown[0]
        #expect(tiny.hasSuffix("…") || (tiny.contains("≥1h") && tiny.contains("≤10h")), "'\(tiny)'")
    }
}
