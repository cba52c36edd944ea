import DialCore
@testable import DialTUI
import Testing

/// `--range` at the edges of its input: the page keys at every step, a typed range that goes
/// the short way round, a typed end that meets the longest span, a drag along a row that is no
/// click, now taken in steps within bounds, handles on each other parted between bounds, the
/// readout's last cell, and the mouse on a terminal too small to draw a dial.
@Suite(.timeLimit(.minutes(3))) struct RangeInputEdgeTests {
    typealias K = KindKeys
    static let night = ["--range", "--initial", "22:30-06:45"]

    /// `text` typed a character every 50 ms from `time`.
    static func typed(_ text: String, at time: Double) -> [(String, Double)] {
        text.enumerated().map { (String($0.element), time + Double($0.offset) * 0.05) }
    }

    @Test(arguments: [("5", "22:30-06:45", "22:45-06:45"), ("15", "22:30-06:45", "22:45-06:45"),
                      ("20", "22:20-06:40", "22:40-06:40"), ("30", "22:30-06:30", "23:00-06:30")])
    func pageUpMovesAQuarterOfAnHourAtEveryStep(_ step: String, _ initial: String, _ expected: String) throws {
        // A quarter of an hour, or one stop where a stop is longer.
        #expect(try KindRun.printed(["--range", "--initial", initial, "--step", step], [K.pageUp]) == .chose(expected))
    }

    @Test func aTypedStartForTheWholeRangeTurnsItTheShortWayRound() throws {
        var model = try PickerModel(options: PickerOptions.parse(Self.night), columns: 80, rows: 24)
        _ = model.handle(.key(.tab, []), at: 0.5)
        _ = model.handle(.key(.tab, []), at: 0.6)
        #expect(try #require(model.kind as? RangeKind).active == .arc)
        // "9": 09:00 is 10h30m on from 22:30, past midnight, and 13h30m back; then the frames of the motion.
        _ = model.handle(.key(.character("9"), []), at: 1)
        var starts: [Int] = []
        for frame in 1...240 {
            model.advance(to: 1 + Double(frame) / 60)
            starts.append(try #require(model.kind as? RangeKind).range.start)
        }
        let kind = try #require(model.kind as? RangeKind)
        #expect(kind.range.start == 9 * 60 && kind.range.span == 8 * 60 + 15, "came to rest on 09:00, the span kept")
        #expect(Set(starts).count > 5, "it moved there frame by frame: \(Set(starts).sorted())")
        #expect(starts.allSatisfy { $0 >= 22 * 60 + 30 || $0 <= 9 * 60 }, "on past midnight, not back through the day: \(starts.prefix(8))")
    }

    @Test func aTypedStartThatMakesTheSpanTooLongSaysTheLongestSpanWasReached() throws {
        let (ending, lines) = try KindRun.spoken(Self.night + ["--max-span", "9h"], Self.typed("21", at: 1) + [(K.enter, 3)])
        #expect(ending == .chose("21:45-06:45"), "the start stops where the span is 9 hours")
        #expect(lines.contains { $0.contains("max-span 9h reached") }, "\(lines)")
        #expect(!lines.contains { $0.contains("min-span") }, "\(lines)")
    }

    @Test(arguments: [(1, 0), (0, 1)])
    func aPressOffTheRangeDraggedToAnotherCellIsNoClick(_ columns: Int, _ rows: Int) throws {
        let run = try KindRun(Self.night)
        let model = run.program.model, layout = model.layout
        // At 9 o'clock (18:00), 0.85 of the radius out: in the arc's band but off the arc
        // (22:30 to 06:45), off the handles, and outside the readout, where a click moves nothing.
        let cell = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius * 0.15, y: DialLayout.modelRadius)))
        let kind = try #require(model.kind as? RangeKind)
        #expect(RangeView.part(atColumn: cell.column, row: cell.row, of: kind, layout: layout) == nil)
        #expect(!RangeView.isOnReadout(column: cell.column, row: cell.row, of: model))
        // Dragged a cell along its row, or down its column.
        let (column, row) = (cell.column + columns, cell.row + rows)
        let dragged: [(String, Double)] = [(K.press(column: cell.column, row: cell.row), 1), (K.drag(column: column, row: row), 1.1),
                                           (K.release(column: column, row: row), 1.2), (K.enter, 3)]
        #expect(try KindRun.run(Self.night, dragged).ending == .chose("22:30-06:45"), "a drag, not a click: nothing moves")
        // The same press let go where it was is a click: the nearer handle, the start, goes there.
        let clicked: [(String, Double)] = [(K.press(column: cell.column, row: cell.row), 1), (K.release(column: cell.column, row: cell.row), 1.1),
                                           (K.enter, 3)]
        // The cell's centre lies a little off 9 o'clock: the start goes to the stop nearest it.
        guard case .chose(let printed) = try KindRun.run(Self.night, clicked).ending else { Issue.record("no range printed"); return }
        let start = try #require(Int(printed.prefix(2))) * 60 + #require(Int(printed.dropFirst(3).prefix(2)))
        #expect(printed.hasSuffix("-06:45") && abs(start - 18 * 60) <= 15, "the start moved to about 18:00, the end kept: \(printed)")
    }

    @Test(arguments: [(6 * 60, "08:00-09:00"), (10 * 60, "10:00-11:00"), (19 * 60 + 50, "19:00-20:00")])
    func withoutInitialAndWithAStepNowIsTakenInStepsWithinTheBounds(_ now: Int, _ expected: String) throws {
        // Now, on a 15-minute step, counted in stops of the step and held within 08:00 to 20:00.
        let options = try PickerOptions.parse(["--range", "--min", "08:00", "--max", "20:00", "--step", "15"],
                                              clock: .fixed(TimeOfDay(wrapping: now)))
        #expect(try PickerModel(options: options, columns: 80, rows: 24).result == expected)
    }

    @Test(arguments: [(-1.0, DialRange.Handle.start), (1.0, .end)])
    func handlesOnEachOtherBetweenBoundsPartWhicheverWayTheFirstDragGoes(_ direction: Double, _ moved: DialRange.Handle) throws {
        // Both ends at 06:00 (3 o'clock), bounds 03:00 to 09:00: the first movement decides which
        // handle the press took, so the finger may go either way before it does.
        let arguments = ["--range", "--min", "03:00", "--max", "09:00", "--initial", "06:00-06:00"]
        let model = try KindRun(arguments).program.model
        let kind = try #require(model.kind as? RangeKind)
        let cell = RangeView.handleCells(of: kind, in: model).end
        // Round from 06:00 by a twelfth of a turn, up to 04:00 or down to 08:00.
        let layout = model.layout
        let target = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius * (1 + 0.85 * 0.866),
                                                                              y: DialLayout.modelRadius * (1 + 0.85 * 0.5 * direction))))
        let keys: [(String, Double)] = [(K.press(column: cell.column, row: cell.row), 1), (K.drag(column: target.column, row: target.row), 1.1),
                                        (K.release(column: target.column, row: target.row), 2), (K.enter, 3)]
        guard case .chose(let printed) = try KindRun.run(arguments, keys).ending, let range = RangeExpression.parse(printed) else {
            Issue.record("no range printed"); return
        }
        let expected = TimeOfDay(wrapping: direction < 0 ? 4 * 60 : 8 * 60).minutesSinceMidnight
        let movedEnd = moved == .start ? range.start : range.end, keptEnd = moved == .start ? range.end : range.start
        #expect(keptEnd == TimeOfDay(wrapping: 6 * 60) && abs(movedEnd.minutesSinceMidnight - expected) <= 30,
                "the \(moved) moved to about \(TimeOfDay(wrapping: expected)), the other kept: \(printed)")
    }

    /// The readout's cells are no place to click, and the cells beside it are, where they lie
    /// outside the readout's circle (0.6 of the radius): at five terminal sizes, the readouts of
    /// a short and two long spans.
    @Test func theReadoutEndsAtItsLastCell() throws {
        var outside = 0
        for (columns, rows) in [(40, 12), (50, 16), (60, 20), (80, 24), (100, 30)] {
            for initial in ["22:00-06:00", "06:15-19:50", "00:05-23:50"] {
                let model = try KindRun(["--range", "--initial", initial], columns: columns, rows: rows).program.model
                let lines = PickerView.centerLines(model)
                #expect(!lines.isEmpty, "\(columns)×\(rows), \(initial): a readout")
                for line in lines {
                    for column in [line.column, line.column + line.width - 1] {
                        #expect(RangeView.isOnReadout(column: column, row: line.row, of: model), "\(columns)×\(rows), \(initial): \(column), \(line.row) is the readout's")
                    }
                    for column in [line.column - 1, line.column + line.width] {
                        let point = model.layout.dialPoint(column: column, row: line.row)
                        let dx = point.x - DialLayout.modelRadius, dy = point.y - DialLayout.modelRadius
                        guard dx * dx + dy * dy >= DialLayout.modelRadius * DialLayout.modelRadius * 0.36 else { continue }
                        outside += 1
                        #expect(!RangeView.isOnReadout(column: column, row: line.row, of: model), "\(columns)×\(rows), \(initial): \(column), \(line.row) is beside the readout")
                    }
                }
            }
        }
        #expect(outside > 0, "some cell beside a readout lies outside its circle")
    }

    @Test func theMouseOnATerminalTooSmallForADialMovesNothing() throws {
        let wheelUp = "\u{1B}[<64;2;1M"
        let run = try KindRun(Self.night, rows: 3)
        #expect(run.program.model.layout.isTooSmall)
        #expect(try KindRun.run(Self.night, rows: 3, [(wheelUp, 1), (wheelUp, 1.1), (K.enter, 3)]).ending == .chose("22:30-06:45"))
    }
}
