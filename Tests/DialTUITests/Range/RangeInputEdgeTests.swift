import DialCore
@testable import DialTUI
import Testing

/// `--range` at the edges of its input: the page keys at every step, a typed range that goes
/// the short way round, a typed end that meets the longest span, a drag along a row that is no
/// click, and the mouse on a terminal too small to draw a dial.
@Suite(.timeLimit(.minutes(1))) struct RangeInputEdgeTests {
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

    @Test func theMouseOnATerminalTooSmallForADialMovesNothing() throws {
        let wheelUp = "\u{1B}[<64;2;1M"
        let run = try KindRun(Self.night, rows: 3)
        #expect(run.program.model.layout.isTooSmall)
        #expect(try KindRun.run(Self.night, rows: 3, [(wheelUp, 1), (wheelUp, 1.1), (K.enter, 3)]).ending == .chose("22:30-06:45"))
    }
}
