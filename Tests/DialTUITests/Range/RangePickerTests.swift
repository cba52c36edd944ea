import DialCore
@testable import DialTUI
import Testing

/// `--range` on the virtual terminal: every key, typed form, span limit, format and the mouse.
@Suite(.timeLimit(.minutes(3))) struct RangePickerTests {
    typealias K = KindKeys

    static func printed(_ arguments: [String], _ keys: [String]) throws -> ProgramEnding {
        try KindRun.printed(["--range"] + arguments, keys)
    }

    static let night = ["--initial", "22:30-06:45"]

    /// The range kind of a program.
    static func kind(of program: PickerProgram) throws -> RangeKind {
        try kind(of: program.model)
    }

    static func kind(of model: PickerModel) throws -> RangeKind {
        try #require(model.kind as? RangeKind)
    }

    @Test func startsOnTheInitialRangeAndEnterPrintsIt() throws {
        let result = try KindRun.run(["--range"] + Self.night, [(K.enter, 1)])
        #expect(result.ending == .chose("22:30-06:45"))
        #expect(result.shown[0].hasPrefix(" ▸start 22:30   end 06:45"), "\(result.shown[0])")
        #expect(result.program.model.centerText.text == "8h 15m")
        let screen = result.shown.joined(separator: "\n")
        #expect(screen.filter { $0 == "●" }.count == 2, "two handles")
        #expect(["00", "06", "12", "18"].allSatisfy(screen.contains), "the hours")
        #expect(!screen.contains("▼"), "a still face has no pointer")
        // 00 at the top, 12 at the bottom.
        // The row where `label` stands alone (no digit or colon beside it): a label, not a time.
        let rowOf = { (label: String) in
            result.shown.dropFirst().firstIndex { line in
                let characters = Array(line)
                return characters.indices.dropLast().contains { index in
                    String(characters[index...index + 1]) == label
                        && (index == 0 || !(characters[index - 1].isNumber || characters[index - 1] == ":"))
                        && (index + 2 == characters.count || !(characters[index + 2].isNumber || characters[index + 2] == ":"))
                }
            } ?? -1
        }
        #expect(rowOf("00") < rowOf("06") && rowOf("06") < rowOf("12"))
    }

    @Test func withoutInitialTheRangeStartsNowAndLastsAnHour() throws {
        #expect(try Self.printed([], []) == .chose("09:41-10:41"))
        #expect(try Self.printed(["--min-span", "2h"], []) == .chose("09:41-11:41"))
        #expect(try Self.printed(["--max-span", "30m"], []) == .chose("09:41-10:11"))
        #expect(try Self.printed(["--step", "15"], []) == .chose("09:45-10:45"))
    }

    @Test func arrowsStepTheActivePartAndTabMovesBetweenThem() throws {
        #expect(try Self.printed(Self.night, [K.right]) == .chose("22:31-06:45"), "the start, later")
        #expect(try Self.printed(Self.night, [K.left, K.down]) == .chose("22:28-06:45"), "the start, earlier")
        #expect(try Self.printed(Self.night, [K.tab, K.up]) == .chose("22:30-06:46"), "the end")
        #expect(try Self.printed(Self.night, [K.tab, K.tab, K.right]) == .chose("22:31-06:46"), "the whole range")
        #expect(try Self.printed(Self.night, [K.tab, K.tab, K.tab, K.right]) == .chose("22:31-06:45"), "back to the start")
        #expect(try Self.printed(Self.night, [K.backTab, K.left]) == .chose("22:29-06:44"), "Shift-Tab: the whole range")
        #expect(try Self.printed(Self.night, [K.backTab, K.backTab, K.left]) == .chose("22:30-06:44"), "then the end")
        #expect(try Self.printed(Self.night + ["--step", "15"], [K.right]) == .chose("22:45-06:45"), "a step")
    }

    @Test func aHeldArrowSpinsTheActiveHandleAndCoastsOn() throws {
        // Kitty's press, repeats and release: at least a stop a press and repeat, never past the
        // other handle.
        var model = try PickerModel(options: PickerOptions.parse(["--range", "--initial", "08:00-20:00"]), columns: 80, rows: 24)
        _ = model.handle(.key(.tab, []), at: 1)
        _ = model.handle(.key(.right, []), at: 1.1)
        var time = 1.6
        for _ in 0..<30 {
            model.advance(to: time)
            _ = model.handle(.keyRepeat(.right, []), at: time)
            time += 1.0 / 30
        }
        _ = model.handle(.keyRelease(.right, []), at: time)
        for frame in 1...600 where model.isAnimating { model.advance(to: time + Double(frame) / 60) }
        let kind = try Self.kind(of: model)
        #expect(!model.isAnimating)
        #expect(kind.chosen.start == TimeOfDay(wrapping: 8 * 60), "the start kept")
        #expect(kind.chosenSpan >= 12 * 60 + 31, "a press and 30 repeats: \(kind.chosen)")
        // Held against the start: the end stops on it.
        var against = try PickerModel(options: PickerOptions.parse(["--range", "--initial", "08:00-08:10"]), columns: 80, rows: 24)
        _ = against.handle(.key(.tab, []), at: 1)
        _ = against.handle(.key(.left, []), at: 1.1)
        for index in 0..<60 { _ = against.handle(.keyRepeat(.left, []), at: 1.6 + Double(index) / 30) }
        _ = against.handle(.keyRelease(.left, []), at: 3.6)
        for frame in 1...600 where against.isAnimating { against.advance(to: 3.6 + Double(frame) / 60) }
        #expect(against.result == "08:00-08:00")
    }

    @Test func theHeaderMarksTheActivePart() throws {
        let end = try KindRun.run(["--range"] + Self.night, [(K.tab, 1), (K.enter, 2)])
        #expect(end.shown[0].hasPrefix("  start 22:30  ▸end 06:45"), "\(end.shown[0])")
        let whole = try KindRun.run(["--range"] + Self.night, [(K.tab, 1), (K.tab, 1.5), (K.enter, 2)])
        #expect(whole.shown[0].hasPrefix(" ▸start 22:30  ▸end 06:45"), "\(whole.shown[0])")
        let grid = PickerView.render(whole.program.model)
        let handles = (0..<grid.height).flatMap { row in (0..<grid.width).map { grid[column: $0, row: row] } }.filter { $0.character == "●" }
        #expect(handles.count == 2 && handles.allSatisfy(\.style.reverse), "both handles highlighted")
        let start = PickerView.render(try KindRun(["--range"] + Self.night).program.model)
        let startHandles = (0..<start.height).flatMap { row in (0..<start.width).map { start[column: $0, row: row] } }.filter { $0.character == "●" }
        #expect(startHandles.filter(\.style.reverse).count == 1, "one handle highlighted")
    }

    @Test func withoutColourTheActiveHandleAndTheArcStillShow() throws {
        let model = try PickerScene(arguments: ["--range", "--initial", "22:30-06:45"], columns: 60, rows: 20, keys: [.tab], settle: 1).model()
        var terminal = TerminalEmulator(showing: CellGrid(width: 60, height: 20), mode: .none)
        terminal.feed(FrameEncoder().encode(previous: nil, next: PickerView.render(model), colorMode: .none))
        let cells = terminal.screen
        #expect(cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil }, "no colour at all")
        let handles = cells.filter { $0.character == "●" }
        #expect(handles.count == 2 && handles.filter(\.style.reverse).count == 1, "the end handle in reverse video")
        let plainRing = PickerScene(arguments: ["--face", "hours24"], columns: 60, rows: 20, keys: [], settle: 1)
        let dots = { (grid: CellGrid) in (0..<grid.height).flatMap { row in (0..<grid.width).map { grid[column: $0, row: row] } }
            .filter { ("\u{2801}"..."\u{28FF}").contains($0.character) }.count }
        #expect(dots(PickerView.render(model)) > dots(PickerView.render(try plainRing.model())), "the arc's dots beside the ring's")
    }

    @Test func onTheLinuxConsoleTheArcIsASCIIToo() throws {
        var model = try PickerModel(options: PickerOptions.parse(["--range", "--initial", "22:30-06:45"]), columns: 60, rows: 20)
        let braille = PickerView.render(model)
        model.setRingGlyphs(.ascii)
        let ascii = PickerView.render(model)
        let cells = { (grid: CellGrid) in (0..<grid.height).flatMap { row in (0..<grid.width).map { grid[column: $0, row: row] } } }
        #expect(!cells(ascii).contains { ("\u{2800}"..."\u{28FF}").contains($0.character) }, "no Braille at all")
        #expect(cells(braille).filter { $0.style == RangeView.Palette.arc }.count > 10, "the arc in Braille")
        #expect(cells(ascii).filter { $0.style == RangeView.Palette.arc && "-/|\\".contains($0.character) }.count > 10, "the arc in ASCII")
    }

    @Test func pageKeysAndHomeEnd() throws {
        #expect(try Self.printed(Self.night, [K.pageUp]) == .chose("22:45-06:45"))
        #expect(try Self.printed(Self.night, [K.tab, K.pageDown]) == .chose("22:30-06:30"))
        let limits = ["--initial", "22:00-06:00", "--min-span", "1h", "--max-span", "10h"]
        #expect(try Self.printed(limits, [K.home]) == .chose("20:00-06:00"), "the start as early as the longest span")
        #expect(try Self.printed(limits, [K.end]) == .chose("05:00-06:00"), "the start as late as the shortest span")
        #expect(try Self.printed(limits, [K.tab, K.home]) == .chose("22:00-23:00"))
        #expect(try Self.printed(limits, [K.tab, K.end]) == .chose("22:00-08:00"))
        #expect(try Self.printed(limits, [K.backTab, K.home]) == .chose("00:00-08:00"), "the whole range from midnight")
        #expect(try Self.printed(limits, [K.backTab, K.end]) == .chose("16:00-00:00"), "the whole range to midnight")
    }

    @Test func aSpanOfExactlyTheMinimumHoldsAndOneStepUnderIsRefused() throws {
        let exact = ["--initial", "09:00-10:00", "--min-span", "1h"]
        #expect(try Self.printed(exact, [K.tab, K.left]) == .chose("09:00-10:00"), "the end cannot come nearer")
        #expect(try Self.printed(exact, [K.right]) == .chose("09:00-10:00"), "nor the start")
        #expect(try Self.printed(exact, [K.tab, K.right]) == .chose("09:00-10:01"), "moving apart is fine")
        #expect(throws: UsageError.range(.initialOutsideSpanLimits(TimeSpan(minutes: 59) ?? .zero,
                                                                   TimeSpan(minutes: 60)! ... TimeSpan.day))) {
            try PickerOptions.parse(["--range", "--initial", "09:00-09:59", "--min-span", "1h"])
        }
        let met = try KindRun.run(["--range"] + exact, [(K.right, 1), (K.enter, 1.2)])
        #expect(met.ending == .chose("09:00-10:00"))
        #expect(met.shown[0].contains("min-span 1h"))
        #expect(try Self.kind(of: met.program).limitsMet.map(\.limit.side) == [.lower], "the lower limit shown as met")
    }

    @Test func aSpanOfExactlyTheMaximumHoldsAndOneStepOverIsRefused() throws {
        let exact = ["--initial", "09:00-17:00", "--max-span", "8h"]
        #expect(try Self.printed(exact, [K.tab, K.right]) == .chose("09:00-17:00"))
        #expect(try Self.printed(exact, [K.left]) == .chose("09:00-17:00"))
        #expect(try Self.printed(exact, [K.tab, K.left]) == .chose("09:00-16:59"))
        #expect(throws: UsageError.self) { try PickerOptions.parse(["--range", "--initial", "09:00-17:01", "--max-span", "8h"]) }
        let met = try KindRun.run(["--range"] + exact, [(K.tab, 1), (K.right, 1.1), (K.enter, 1.2)])
        #expect(try Self.kind(of: met.program).limitsMet.map(\.limit.side) == [.upper])
    }

    @Test func theHandlesMeetButNeverCross() throws {
        // No lower limit: the end comes down onto the start and stops there.
        #expect(try Self.printed(["--initial", "10:00-10:02"], [K.tab, K.left, K.left, K.left, K.left]) == .chose("10:00-10:00"))
        #expect(try Self.printed(["--initial", "10:00-10:02"], [K.right, K.right, K.right]) == .chose("10:02-10:02"))
    }

    @Test(arguments: [
        ("23:00-7:15", "23:00-07:15"), ("10:30p-6:45a", "22:30-06:45"), ("22:30+8h15m", "22:30-06:45"),
        ("9-17", "09:00-17:00"), ("0800-0800", "08:00-08:00"), ("7:00+24h", "07:00+24h"),
    ])
    func aTypedRangeSetsBothEnds(_ typed: String, _ expected: String) throws {
        let keys = typed.enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        #expect(try KindRun.run(["--range"] + Self.night, keys + [(K.enter, 5)]).ending == .chose(expected))
    }

    @Test func aPastedRangeIsTypedText() throws {
        let paste = "\u{1B}[200~23:00-7:15\u{1B}[201~"
        #expect(try KindRun.run(["--range"] + Self.night, [(paste, 1), (K.enter, 3)]).ending == .chose("23:00-07:15"))
        let durationPaste = "\u{1B}[200~2h5m\u{1B}[201~"
        #expect(try KindRun.run(["--duration"], [(durationPaste, 1), (K.enter, 3)]).ending == .chose("2h5m"))
    }

    @Test func aTypedTimeSetsTheActiveEnd() throws {
        let typed = { (keys: [String], text: String) in
            keys.enumerated().map { ($0.element, 1 + Double($0.offset) * 0.1) }
                + text.enumerated().map { (String($0.element), 2 + Double($0.offset) * 0.1) } + [(K.enter, 5.0)]
        }
        #expect(try KindRun.run(["--range"] + Self.night, typed([], "2100")).ending == .chose("21:00-06:45"), "the start")
        #expect(try KindRun.run(["--range"] + Self.night, typed([K.tab], "7:30")).ending == .chose("22:30-07:30"), "the end")
        #expect(try KindRun.run(["--range"] + Self.night, typed([K.tab, K.tab], "21")).ending == .chose("21:00-05:15"),
                "the whole range starts there")
        // A start moved past the end keeps the end: the span goes round the other way.
        #expect(try KindRun.run(["--range"] + Self.night, typed([], "07:00")).ending == .chose("07:00-06:45"))
    }

    @Test func aTypedRangeOutsideTheLimitsStopsAtTheLimit() throws {
        let keys = "9-20".enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        let result = try KindRun.run(["--range", "--initial", "09:00-10:00", "--max-span", "8h"], keys + [(K.enter, 1.5)])
        #expect(result.ending == .chose("09:00-17:00"))
        #expect(try Self.kind(of: result.program).limitsMet.map(\.limit.side) == [.upper])
    }

    @Test func aTypedRangeThatCannotBeChangesNothing() throws {
        let keys = "23:7".enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.1) }
        let result = try KindRun.run(["--range"] + Self.night, keys + [(K.enter, 1.6)], hangUp: 2)
        #expect(result.ending == .canceled, "Enter on a text not understood picks nothing")
        #expect(result.shown[0].contains("'23:7' not understood"), "\(result.shown[0])")
        #expect(try KindRun.run(["--range"] + Self.night, keys + [(K.enter, 6)]).ending == .chose("22:30-06:45"))
    }

    @Test(arguments: [
        ("iso", "22:30/PT8H15M"), ("json", "{\"start\":\"22:30\",\"end\":\"06:45\",\"minutes\":495,\"crosses_midnight\":true}"),
        ("%I:%M %p", "10:30 PM-06:45 AM"), ("%H%M", "2230-0645"), ("%M %H", "30 22-45 06"),
    ])
    func formats(_ format: String, _ expected: String) throws {
        #expect(try Self.printed(Self.night + ["--format", format], []) == .chose(expected))
    }

    @Test func aWholeDayAndAnEmptySpanPrint() throws {
        #expect(try Self.printed(["--initial", "22:30+24h"], []) == .chose("22:30+24h"))
        #expect(try Self.printed(["--initial", "22:30-22:30"], []) == .chose("22:30-22:30"))
        #expect(try Self.printed(["--initial", "22:30+24h", "--format", "iso"], []) == .chose("22:30/PT24H"))
    }

    @Test func draggingTheEndHandleMovesTheEndOnly() throws {
        let run = try KindRun(["--range", "--initial", "00:00-06:00"])
        let kind = try Self.kind(of: run.program)
        let layout = run.program.model.layout
        let end = RangeView.handleCell(.end, of: kind, layout: layout)
        // The 12 o'clock side of the dial: from 06:00 (right) down to the bottom (12:00).
        let bottom = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius, y: DialLayout.modelRadius * 1.9)))
        let keys: [(String, Double)] = [
            (K.press(column: end.column, row: end.row), 1),
            (K.drag(column: end.column - 2, row: end.row + 4), 1.1),
            (K.drag(column: bottom.column, row: bottom.row), 1.2),
            (K.release(column: bottom.column, row: bottom.row), 3),
            (K.enter, 5),
        ]
        let result = try KindRun.run(["--range", "--initial", "00:00-06:00"], keys)
        guard case .chose(let printed) = result.ending else { Issue.record("\(result.ending)"); return }
        #expect(printed.hasPrefix("00:00-1"), "the start kept, the end near 12:00: \(printed)")
        let hours = Int(printed.dropFirst(6).prefix(2)) ?? 0
        #expect((11...12).contains(hours), "\(printed)")
        #expect(try Self.kind(of: result.program).active == .handle(.end), "the handle pressed is the active one")
    }

    @Test func draggingTheArcKeepsTheSpan() throws {
        let run = try KindRun(["--range", "--initial", "21:00-03:00"])
        let layout = run.program.model.layout
        // The arc at 00:00, the top of the dial, and round to 06:00 on the right.
        let top = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius, y: DialLayout.modelRadius * 0.12)))
        let right = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius * 1.88, y: DialLayout.modelRadius)))
        let kind = try Self.kind(of: run.program)
        #expect(RangeView.part(atColumn: top.column, row: top.row, of: kind, layout: layout) == .arc)
        let keys: [(String, Double)] = [
            (K.press(column: top.column, row: top.row), 1),
            (K.drag(column: (top.column + right.column) / 2 + 6, row: (top.row + right.row) / 2), 1.1),
            (K.drag(column: right.column, row: right.row), 1.2),
            (K.release(column: right.column, row: right.row), 3),
            (K.enter, 5),
        ]
        let result = try KindRun.run(["--range", "--initial", "21:00-03:00"], keys)
        guard case .chose(let printed) = result.ending, let range = RangeExpression.parse(printed) else {
            Issue.record("\(result.ending)"); return
        }
        #expect(range.span == TimeSpan(minutes: 6 * 60), "\(printed)")
        #expect((2 * 60...4 * 60).contains(range.start.minutesSinceMidnight), "turned about a quarter: \(printed)")
    }

    @Test func aClickMovesTheNearerHandleThere() throws {
        let run = try KindRun(["--range", "--initial", "00:00-06:00"])
        let layout = run.program.model.layout
        // A click at 18:00 (the left): nearer the start (00:00) than the end (06:00).
        let left = layout.cell(atScreen: layout.screenPoint(of: DialPoint(x: DialLayout.modelRadius * 0.3, y: DialLayout.modelRadius)))
        let keys: [(String, Double)] = [(K.press(column: left.column, row: left.row), 1),
                                        (K.release(column: left.column, row: left.row), 1.1), (K.enter, 3)]
        let result = try KindRun.run(["--range", "--initial", "00:00-06:00"], keys)
        guard case .chose(let printed) = result.ending, let range = RangeExpression.parse(printed) else {
            Issue.record("\(result.ending)"); return
        }
        #expect(range.end == TimeOfDay(wrapping: 6 * 60), "the end kept: \(printed)")
        #expect(abs(range.start.minutesSinceMidnight - 18 * 60) <= 30, "the start near 18:00: \(printed)")
    }

    @Test func theWheelStepsTheActivePart() throws {
        let up = "\u{1B}[<64;40;12M", down = "\u{1B}[<65;40;12M"
        #expect(try Self.printed(Self.night, [K.tab, up, up, down]) == .chose("22:30-06:46"))
    }

    @Test func aTimeoutWithSelectPrintsWhatIsShownAndEscapeCancels() throws {
        let result = try KindRun.run(["--range", "--timeout", "2", "--select-on-timeout"] + Self.night, [(K.pageUp, 1)])
        #expect(result.ending == .chose("22:45-06:45"))
        #expect(try KindRun.run(["--range", "--timeout", "1"], []).ending == .timedOut)
        #expect(try KindRun.run(["--range"], [(K.escape, 1)]).ending == .canceled)
        #expect(try KindRun.run(["--range"], [("q", 1)]).ending == .canceled)
    }

    @Test func accessibleLinesSayEachEndTheSpanAndALimitMet() throws {
        let (ending, lines) = try KindRun.spoken(["--range", "--initial", "22:30-06:45", "--max-span", "8h15m"],
                                                 [(K.right, 1), (K.tab, 2), (K.right, 3), (K.right, 4), (K.tab, 5), (K.enter, 6)])
        #expect(ending == .chose("22:31-06:46"))
        let opening = try #require(lines.first)
        for word in ["range", "Tab", "start", "end", "type", "Enter", "Escape", "8 hours 15 minutes"] {
            #expect(opening.contains(word), "'\(word)' in '\(opening)'")
        }
        #expect(Array(lines.dropFirst()) == [
            "start 22:30, end 06:45, 8 hours 15 minutes", "start 22:31, 8 hours 14 minutes", "end 06:45, 8 hours 14 minutes",
            "end 06:46, 8 hours 15 minutes, max-span 8h15m reached", "whole range 22:31 to 06:46, 8 hours 15 minutes",
            "picked 22:31-06:46",
        ], "\(lines)")
    }

    @Test func inlineDrawsInTheRowsAsked() throws {
        let result = try KindRun.run(["--range", "--height", "12"] + Self.night, [(K.enter, 1)])
        #expect(result.ending == .chose("22:30-06:45"))
        #expect(result.terminal.emulator.problems.isEmpty, "\(result.terminal.emulator.problems)")
    }
}
