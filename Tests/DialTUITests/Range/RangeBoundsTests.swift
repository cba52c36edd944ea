import Foundation
import DialCore
@testable import DialTUI
import PropertyTesting
import Testing

/// `--range --min --max`: a range held between bounds (opening hours), both ends within them on
/// the same day, whatever the keys, the typing and the mouse do; the hours outside are muted.
@Suite(.timeLimit(.minutes(3))) struct RangeBoundsTests {
    typealias K = KindKeys
    static let hours = ["--range", "--min", "08:00", "--max", "20:00"]

    static func printed(_ arguments: [String], _ keys: [String]) throws -> ProgramEnding {
        try KindRun.printed(Self.hours + arguments, keys)
    }

    @Test func theBoundsAreTakenAndChecked() throws {
        #expect(try Self.printed(["--initial", "09:00-17:00"], []) == .chose("09:00-17:00"))
        #expect(try Self.printed(["--initial", "08:00-20:00"], []) == .chose("08:00-20:00"), "exactly the bounds")
        #expect(try Self.printed([], []) == .chose("09:41-10:41"), "now, within them")
        for (arguments, flag) in [(["--initial", "07:59-17:00"], "--initial"), (["--initial", "09:00-20:01"], "--initial"),
                                  (["--initial", "22:00-06:00"], "--initial"), (["--initial", "09:00+24h"], "--initial"),
                                  (["--min-span", "12h1m"], "--min-span")] {
            #expect(KindOptionsTests.error(Self.hours + arguments)?.hasPrefix(flag) == true,
                    "\(arguments): \(KindOptionsTests.error(Self.hours + arguments) ?? "accepted")")
        }
        #expect(KindOptionsTests.error(["--range", "--min", "20:00", "--max", "08:00"]) == "--min 20:00 is after --max 08:00")
        #expect(KindOptionsTests.error(["--range", "--min", "25:00"])?.hasPrefix("--min '25:00'") == true)
        #expect(try Self.printed(["--min-span", "12h"], []) == .chose("08:00-20:00"), "a range of --min-span that just fits")
        #expect(KindOptionsTests.error(["--labels", "a,b", "--min", "08:00"]) == "--min needs --time, --range or --duration")
    }

    @Test func withoutInitialTheRangeIsMovedWithin() throws {
        let early = try PickerOptions.parse(Self.hours, clock: .fixed(TimeOfDay(wrapping: 6 * 60)))
        let late = try PickerOptions.parse(Self.hours, clock: .fixed(TimeOfDay(wrapping: 19 * 60 + 30)))
        #expect(try PickerModel(options: early, columns: 80, rows: 24).result == "08:00-09:00")
        #expect(try PickerModel(options: late, columns: 80, rows: 24).result == "19:00-20:00")
        let short = try PickerOptions.parse(["--range", "--min", "08:00", "--max", "08:30"], clock: .fixed(TimeOfDay(wrapping: 8 * 60)))
        #expect(try PickerModel(options: short, columns: 80, rows: 24).result == "08:00-08:30", "no longer than the bounds")
    }

    @Test func keysStopAtTheBounds() throws {
        #expect(try Self.printed(["--initial", "08:01-17:00"], [K.left, K.left, K.left]) == .chose("08:00-17:00"))
        #expect(try Self.printed(["--initial", "09:00-19:59"], [K.tab, K.right, K.right]) == .chose("09:00-20:00"))
        #expect(try Self.printed(["--initial", "09:00-17:00"], [K.tab, K.tab, K.end]) == .chose("12:00-20:00"), "the whole range")
        #expect(try Self.printed(["--initial", "09:00-17:00"], [K.tab, K.tab, K.home]) == .chose("08:00-16:00"))
        #expect(try Self.printed(["--initial", "09:00-17:00"], [K.home]) == .chose("08:00-17:00"), "the start as early as it goes")
        #expect(try Self.printed(["--initial", "09:00-17:00"], [K.tab, K.end]) == .chose("09:00-20:00"))
        #expect(try Self.printed(["--initial", "19:50-19:55"], [K.tab, K.tab, K.pageUp]) == .chose("19:55-20:00"))
        let lit = try KindRun.run(Self.hours + ["--initial", "08:00-17:00"], [(K.left, 1)], hangUp: 1.1)
        let grid = PickerView.render(lit.program.model)
        let reversed = String((0..<grid.width).map { grid[column: $0, row: 0] }.filter(\.style.reverse).map(\.character))
        #expect(reversed == "min 08:00", "the bound met lights up: \(lit.shown[0])")
    }

    @Test(arguments: [1.0, -1.0])
    func theWholeRangeFlungPastABoundComesToRestAgainstIt(_ direction: Double) throws {
        // 2 hours within 08:00 to 20:00, the arc dragged seven hours in 140 ms and let go at
        // once: headed past the bound, it is held with its span against it.
        let initial = direction > 0 ? "09:00-11:00" : "17:00-19:00"
        var model = try PickerModel(options: PickerOptions.parse(Self.hours + ["--initial", initial]), columns: 80, rows: 24)
        let layout = model.layout
        /// The cell of the track at `hours` on the 24-hour face.
        func cell(_ hours: Double) -> (column: Int, row: Int) {
            let angle = hours / 24 * 2 * Double.pi
            return layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius * (1 + 0.85 * sin(angle)),
                                                                           y: DialLayout.modelRadius * (1 - 0.85 * cos(angle)))))
        }
        let from = direction > 0 ? 10.0 : 18.0
        let press = cell(from)
        _ = model.handle(.mouse(MouseEvent(kind: .press(.left), column: press.column + 1, row: press.row + 1)), at: 1)
        #expect(try #require(model.kind as? RangeKind).active == .arc, "the press took the arc")
        for step in 1...7 {
            let at = cell(from + direction * Double(step))
            _ = model.handle(.mouse(MouseEvent(kind: .drag(.left), column: at.column + 1, row: at.row + 1)), at: 1 + Double(step) * 0.02)
        }
        let end = cell(from + direction * 7)
        _ = model.handle(.mouse(MouseEvent(kind: .release(.left), column: end.column + 1, row: end.row + 1)), at: 1.145)
        for frame in 1...600 where model.isAnimating { model.advance(to: 1.145 + Double(frame) / 60) }
        #expect(model.result == (direction > 0 ? "18:00-20:00" : "08:00-10:00"))
    }

    @Test func aTypedRangeIsHeldWithin() throws {
        let keys = "7-21".enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        #expect(try KindRun.run(Self.hours + ["--initial", "09:00-17:00"], keys + [(K.enter, 3)]).ending == .chose("08:00-20:00"))
        let start = "22".enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        #expect(try KindRun.run(Self.hours + ["--initial", "09:00-17:00"], start + [(K.enter, 3)]).ending == .chose("17:00-17:00"),
                "a start past the end stops on it")
    }

    @Test func theHoursOutsideAreMuted() throws {
        let model = try KindRun(Self.hours + ["--initial", "09:00-17:00"]).program.model
        let grid = PickerView.render(model)
        for entry in LabelPlan(model, selected: nil).entries {
            let cell = grid[column: entry.column, row: entry.row]
            let hour = entry.index
            #expect(cell.style.dim == !(8...20).contains(hour), "\(entry.text): dim \(cell.style.dim)")
        }
        #expect(RangeView.isMuted(hour: 7, within: try TimeBounds(lower: TimeOfDay(hour: 7, minute: 59), upper: nil)) == false,
                "an hour with one minute within is not muted")
    }

    @Test func theKeysTypingAndTheMouseNeverTakeAnEndOutside() {
        let key = Gen.element(of: [K.left, K.right, K.pageUp, K.pageDown, K.home, K.end, K.tab, K.backTab])
        let cell = zip(Gen.int(in: 0...79), Gen.int(in: 0...23))
        let action = Gen.oneOf([
            key.map { [$0] },
            zip(cell, cell.array(count: 0...5)).map { press, drags in
                [K.press(column: press.0, row: press.1)] + drags.map { K.drag(column: $0.0, row: $0.1) }
                    + [K.release(column: (drags.last ?? press).0, row: (drags.last ?? press).1)]
            },
            Gen.element(of: ["7-21", "22", "9+5h", "19:30-20:30", "now"]).map { $0.map(String.init) },
        ])
        let gap = Gen.element(of: [0.0, 0.016, 0.05, 0.3, 1.2])
        property("both ends stay within 08:00-20:00", cases: 150, zip(action, gap).array(count: 1...12)) { actions in
            let options = try PickerOptions.parse(Self.hours + ["--initial", "09:00-17:00", "--min-span", "30m"], clock: KindRun.clock)
            var model = try PickerModel(options: options, columns: 80, rows: 24, clock: KindRun.clock)
            var parser = InputParser()
            var time = 1.0
            func check(_ moment: String) throws {
                guard let kind = model.kind as? RangeKind else { throw PropertyFailure("not a range") }
                let start = kind.chosenStart, end = kind.chosenStart + kind.chosenSpan
                try ensure(start >= 8 * 60 && end <= 20 * 60, "\(moment): \(kind.chosen) at \(time)")
                try ensure(kind.chosenSpan >= 30, "\(moment): span \(kind.chosenSpan)")
                if !model.isAnimating, kind.range.isSettled {
                    try ensure(kind.range.start >= 8 * 60 && kind.range.start + kind.range.span <= 20 * 60, "\(moment): at rest \(kind.range)")
                }
            }
            for (keys, pause) in actions {
                for bytes in keys {
                    time += 0.01
                    model.advance(to: time)
                    for event in parser.feed(Array(bytes.utf8), at: time) + parser.flush(at: time + 1) { _ = model.handle(event, at: time) }
                    try check("after \(bytes.debugDescription)")
                }
                time += pause
                model.advance(to: time)
                try check("after a pause")
            }
            // Bounded: a motion ends within 10 s (600 frames).
            for frame in 1...600 where model.isAnimating {
                model.advance(to: time + Double(frame) / 60)
                try check("moving")
            }
            try check("at rest")
        }
    }
}
