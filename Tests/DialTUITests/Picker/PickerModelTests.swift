import DialCore
import DialTUI
import Testing

/// A picker driven as a person would, with a clock.
struct PickerDriver {
    var model: PickerModel
    var time = 0.0

    init(_ stages: [StageSetup] = [StageSetup(name: "label", face: .hours12)], columns: Int = 80, rows: Int = 24) throws {
        model = try PickerModel(stages: stages, columns: columns, rows: rows)
    }

    @discardableResult
    mutating func send(_ event: InputEvent, after seconds: Double = 0.2) -> PickerOutcome? {
        time += seconds
        model.advance(to: time)
        return model.handle(event, at: time)
    }

    mutating func key(_ key: Key, after seconds: Double = 0.2) -> PickerOutcome? {
        send(.key(key, []), after: seconds)
    }

    mutating func settle() {
        time += 5
        model.advance(to: time)
    }

    /// A mouse event at the screen cell of a point of the dial's box (1-based, as terminals send).
    mutating func mouse(_ kind: MouseEvent.Kind, at point: DialPoint, after seconds: Double = 0.02) {
        let screen = model.layout.screenPoint(of: point)
        let cell = model.layout.cell(atScreen: screen)
        send(.mouse(MouseEvent(kind: kind, column: cell.column + 1, row: cell.row + 1)), after: seconds)
    }
}

@Suite(.timeLimit(.minutes(3))) struct PickerModelTests {
    @Test func arrowsStepAndEnterPicks() throws {
        var picker = try PickerDriver()
        #expect(picker.key(.right) == nil)
        #expect(picker.model.chosenIndex == 1, "Enter right after a tap picks where the dial is going")
        #expect(picker.key(.enter, after: 0.01) == .chose("1"))
        var back = try PickerDriver()
        _ = back.key(.left)
        _ = back.key(.down)
        back.settle()
        #expect(back.model.dial.selectedIndex == 10)
        #expect(back.key(.enter) == .chose("10"))
        _ = back.key(.up)
        back.settle()
        #expect(back.model.result == "11")
    }

    @Test func holdingAKeySpinsFasterThenCoastsAndRestsWhereThePressesSay() throws {
        // A thousand labels, so the whole hold is one stretch of the face.
        let face = try PickerFace(labels: (0..<1000).map(String.init))
        var picker = try PickerDriver([StageSetup(name: "label", face: face)])
        var keys = KeyRepeat(coastRate: PickerModel.configuration.decelerationRate)
        var expected = 0
        var presses = 0
        func press(after gap: Double) {
            _ = picker.key(.right, after: gap)
            expected += keys.press(.next, at: picker.time)
            presses += 1
        }
        press(after: 0)                   // a tap
        press(after: 0.5)                 // the auto-repeat delay: a second tap
        let holdStart = picker.time
        var positions: [(time: Double, labels: Double)] = []
        for _ in 0..<90 {                 // 3 s of auto-repeat at 30 Hz
            press(after: 1.0 / 30)
            positions.append((picker.time, -picker.model.dial.rotation / face.dialFace.angleStep))
        }
        #expect(picker.model.dial.isMoving, "still moving when the key is let go: it coasts")
        #expect(expected > presses, "the hold moves more labels than presses")
        // Labels covered in the first and the last second of the hold.
        let early = try #require(positions.first { $0.time >= holdStart + 1 }).labels - positions[0].labels
        let late = try #require(positions.last).labels - (try #require(positions.first { $0.time >= holdStart + 2 })).labels
        #expect(late > early * 1.2, "the spin gathers pace: \(early) then \(late) labels a second")
        picker.settle()
        #expect(picker.model.dial.isSettled)
        #expect(picker.model.dial.selectedIndex == expected % 1000, "at rest where the presses said")
        #expect(picker.key(.enter) == .chose(String(expected % 1000)))
    }

    @Test(arguments: [(5, 5), (200, 200 % 12)])
    func aBurstThatArrivesAtOnceMovesExactlyAsMany(_ burst: (count: Int, label: Int)) throws {
        var picker = try PickerDriver()
        for index in 0..<burst.count { _ = picker.key(.right, after: index == 0 ? 0.2 : 0) }
        #expect(picker.model.chosenIndex == burst.label)
        picker.settle()
        #expect(picker.model.result == PickerFace.hours12.labels[burst.label])
        var back = try PickerDriver()
        for index in 0..<burst.count { _ = back.key(.left, after: index == 0 ? 0.2 : 0) }
        back.settle()
        #expect(back.model.dial.selectedIndex == (12 - burst.label) % 12)
    }

    @Test func quickTapsMoveOneLabelEach() throws {
        // Three presses 120 ms apart, each while the dial is still moving from the last.
        var picker = try PickerDriver()
        for _ in 0..<3 { _ = picker.key(.right, after: 0.12) }
        picker.settle()
        #expect(picker.model.result == "3")
    }

    @Test func quarterTurnsFirstAndLast() throws {
        var picker = try PickerDriver()
        _ = picker.key(.pageUp)
        #expect(picker.model.chosenIndex == 3)
        _ = picker.key(.pageDown)
        _ = picker.key(.pageDown)
        #expect(picker.model.chosenIndex == 9)
        _ = picker.key(.home)
        #expect(picker.model.chosenIndex == 0)
        _ = picker.key(.end)
        #expect(picker.model.chosenIndex == 11)
    }

    @Test func typedDigitsJump() throws {
        var picker = try PickerDriver()
        _ = picker.key(.character("3"))
        #expect(picker.model.chosenIndex == 3)
        _ = picker.key(.character("1"), after: 2)
        _ = picker.key(.character("0"), after: 0.3)
        #expect(picker.model.chosenIndex == 10)
        var minutes = try PickerDriver([StageSetup(name: "minute", face: .minutes)])
        _ = minutes.key(.character("4"))
        _ = minutes.key(.character("1"), after: 0.3)
        minutes.settle()
        #expect(minutes.model.result == "41", "every minute can be typed")
    }

    @Test func cancelAndSuspend() throws {
        var picker = try PickerDriver()
        #expect(picker.key(.escape) == .canceled)
        #expect(picker.key(.character("q")) == .canceled)
        #expect(picker.send(.control("c")) == .canceled)
        #expect(picker.send(.control("z")) == .suspend)
    }

    @Test func timeModePicksFromEitherStage() throws {
        let options = try PickerOptions.parse(["--time", "--initial", "07:30"])
        var picker = try PickerDriver(options.stages)
        _ = picker.key(.right)
        #expect(picker.key(.tab) == nil)
        #expect(picker.model.stageIndex == 1)
        _ = picker.key(.left)
        _ = picker.key(.backTab)
        #expect(picker.model.stageIndex == 0)
        #expect(picker.key(.enter) == .chose("08:29"), "Enter picks on the hour as on the minute")
    }

    @Test func clickingALabelSelectsIt() throws {
        var picker = try PickerDriver()
        let model = picker.model
        let face = model.stage.face.dialFace
        let cell = model.layout.labelCell(ofLabel: 3, width: 1, on: face, rotation: 0)
        #expect(model.label(atColumn: cell.column, row: cell.row) == 3)
        picker.send(.mouse(MouseEvent(kind: .press(.left), column: cell.column + 1, row: cell.row + 1)))
        picker.send(.mouse(MouseEvent(kind: .release(.left), column: cell.column + 1, row: cell.row + 1)), after: 0.05)
        #expect(picker.model.chosenIndex == 3)
        picker.settle()
        #expect(picker.model.dial.selectedIndex == 3)
    }

    /// Presses the left button on label 3 of the twelve, moves to `moves` (cells relative to the
    /// label), and lets go where the last move ended.
    private func pressOnLabelThree(moving moves: [(column: Int, row: Int)]) throws -> PickerDriver {
        var picker = try PickerDriver()
        let cell = picker.model.layout.labelCell(ofLabel: 3, width: 1, on: picker.model.stage.face.dialFace, rotation: 0)
        #expect(picker.model.label(atColumn: cell.column, row: cell.row) == 3)
        picker.send(.mouse(MouseEvent(kind: .press(.left), column: cell.column + 1, row: cell.row + 1)))
        var last = (column: cell.column, row: cell.row)
        for move in moves {
            last = (cell.column + move.column, cell.row + move.row)
            picker.send(.mouse(MouseEvent(kind: .drag(.left), column: last.column + 1, row: last.row + 1)), after: 0.02)
        }
        picker.send(.mouse(MouseEvent(kind: .release(.left), column: last.column + 1, row: last.row + 1)), after: 0.3)
        picker.settle()
        return picker
    }

    @Test func aPressThatStaysOnItsCellIsAClick() throws {
        // Motion reports on the same cell (a jittery mouse) do not make it a drag.
        let picker = try pressOnLabelThree(moving: [(0, 0), (0, 0)])
        #expect(picker.model.dial.selectedIndex == 3)
    }

    @Test(arguments: [[(1, 0)], [(0, 1)], [(0, -1)], [(-1, 0)], [(1, 0), (0, 0)]] as [[(column: Int, row: Int)]])
    func aDragThatBeganOnALabelIsNoClick(moves: [(column: Int, row: Int)]) throws {
        // Moving a column or a row away turns the dial a little and lets it spring back to
        // 12: the label under the press is not picked, even when the release is on it again.
        let picker = try pressOnLabelThree(moving: moves)
        #expect(picker.model.dial.selectedIndex == 0, "a drag of \(moves) was taken for a click")
    }

    @Test func draggingTurnsTheDial() throws {
        var picker = try PickerDriver()
        let r = DialLayout.modelRadius
        // From 12 o'clock a quarter turn clockwise, in small moves, then hold still and let go.
        picker.mouse(.press(.left), at: DialPoint(x: r, y: r * 0.2))
        for degrees in stride(from: 5.0, through: 90, by: 5) {
            let angle = degrees * Double.pi / 180
            picker.mouse(.drag(.left), at: DialPoint(x: r + r * 0.8 * _sin(angle), y: r - r * 0.8 * _cos(angle)))
        }
        picker.mouse(.release(.left), at: DialPoint(x: r + r * 0.8, y: r), after: 0.3)
        picker.settle()
        #expect(picker.model.dial.selectedIndex == 9, "a quarter turn clockwise brings 9 to the top")
    }

    @Test func theWheelSteps() throws {
        var picker = try PickerDriver()
        picker.send(.mouse(MouseEvent(kind: .wheelUp, column: 40, row: 12)))
        #expect(picker.model.chosenIndex == 1)
        picker.send(.mouse(MouseEvent(kind: .wheelDown, column: 40, row: 12)))
        picker.send(.mouse(MouseEvent(kind: .wheelDown, column: 40, row: 12)))
        #expect(picker.model.chosenIndex == 11)
    }

    @Test func theLayoutMapsCellsToTheDialAndBack() {
        let layout = DialLayout(columns: 80, rows: 24)
        #expect(layout.cellAspect == 2)
        #expect(!layout.isTooSmall)
        #expect(DialLayout(columns: 30, rows: 8).isTooSmall)
        #expect(DialLayout(columns: 200, rows: 4).isTooSmall)
        for (column, row) in [(40, 11), (10, 3), (70, 20)] {
            let screen = layout.screenPoint(of: layout.dialPoint(column: column, row: row))
            let cell = layout.cell(atScreen: screen)
            #expect(cell.column == column && cell.row == row)
        }
        let center = layout.dialPoint(column: 40, row: 11)
        #expect(abs(center.x - DialLayout.modelRadius) < 5 && abs(center.y - DialLayout.modelRadius) < 10)
        #expect(DialLayout(columns: 80, rows: 24, cellAspect: 2.2).cellAspect == 2.2)
        #expect(DialLayout(columns: 80, rows: 24, cellAspect: .nan).cellAspect == 2)
    }
}

/// fzf's key bindings that mean something on a dial.
@Suite struct FzfKeyTests {
    static func model() throws -> PickerModel {
        try PickerModel(stages: [StageSetup(name: "label", face: PickerFace(labels: ["a", "b", "c"]))], columns: 80, rows: 24)
    }

    @Test func ctrlNAndCtrlJTurnToTheNextCtrlPAndCtrlKToThePrevious() throws {
        for (key, expected) in [("n", 1), ("j", 1), ("p", 2), ("k", 2)] {
            var model = try Self.model()
            #expect(model.handle(.control(Character(key)), at: 1) == nil)
            #expect(model.chosenIndex == expected, "Ctrl-\(key.uppercased())")
        }
    }

    @Test func ctrlGCancelsAndCtrlJPicksNothing() throws {
        var model = try Self.model()
        #expect(model.handle(.control("g"), at: 1) == .canceled)
        var parser = InputParser()
        #expect(parser.feed([0x0A], at: 0) == [.control("j")], "LF is Ctrl-J, not Enter")
    }
}
