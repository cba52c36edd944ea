@testable import DialTUI
import Testing

/// A text being typed, then the value moved another way (an arrow, Home, the wheel): the move
/// starts from what the screen shows, no pause of the text undoes it afterwards, and Enter picks
/// what the screen shows then (the exploration's `paste("23:00-"); hold(→ ×25)` lost every press
/// when the pause restored the range from before the typing).
@Suite(.timeLimit(.minutes(3))) struct TypingInterruptedTests {
    /// A picker of `arguments` on an 80×24 screen, driven on its own clock.
    struct Driven {
        var model: PickerModel
        var time = 0.0

        init(_ arguments: [String]) throws {
            model = try PickerModel(options: PickerOptions.parse(arguments), columns: 80, rows: 24)
        }

        mutating func send(_ event: InputEvent, after seconds: Double = 0.1) -> PickerOutcome? {
            time += seconds
            model.advance(to: time)
            return model.handle(event, at: time)
        }

        mutating func type(_ text: String) {
            for character in text { _ = send(.key(.character(character), [])) }
        }

        mutating func wait(_ seconds: Double) {
            time += seconds
            model.advance(to: time)
        }

        /// What Enter prints now (nil: nothing), without changing the picker.
        var picked: String? {
            var probe = self
            if case .chose(let value)? = probe.send(.key(.enter, []), after: 0) { return value }
            return nil
        }
    }

    @Test func anArrowAfterAPartOfATimeThatReadMovesFromIt() throws {
        var picker = try Driven(["--time", "--clock", "24", "--initial", "15:15"])
        picker.type("9:")  // "9" read whole (09:00 shown), "9:" waits for its minutes
        #expect(picker.model.result == "09:00")
        _ = picker.send(.key(.right, []))
        #expect(picker.model.result == "10:00")
        picker.wait(2)
        #expect(picker.model.result == "10:00", "the pause of the text ended by the arrow changes nothing")
        #expect(picker.model.timeMode?.typing.state == .idle)
        #expect(picker.picked == "10:00")
    }

    @Test func anArrowDuringANoticeMovesAndEnterPicks() throws {
        var picker = try Driven(["--time", "--clock", "24", "--initial", "15:15"])
        picker.type("25")
        picker.wait(1.05)  // the pause: "25" is not understood, back to 15:15, the notice shows
        #expect(picker.model.timeMode?.typing.refusesPick == true && picker.picked == nil)
        _ = picker.send(.key(.left, []))
        #expect(picker.model.result == "14:15")
        #expect(picker.model.timeMode?.typing.state == .idle, "the move ends the notice")
        #expect(picker.picked == "14:15")
    }

    @Test func aTextNothingOfWhichReadGoesBackBeforeTheMove() throws {
        var picker = try Driven(["--duration", "--initial", "1h30m", "--max", "4h"])
        picker.type("h")
        #expect(picker.model.result == "1h30m")
        _ = picker.send(.key(.pageUp, []))
        picker.wait(2)
        #expect(picker.model.result == "1h45m")
        #expect(picker.picked == "1h45m")
    }

    @Test func heldArrowsAfterAPastedHalfRangeAreKept() throws {
        var picker = try Driven(["--range", "--min", "08:00", "--max", "18:00", "--initial", "09:00-10:00"])
        _ = picker.send(.paste("23:00-"))
        let typed = picker.model.result
        for _ in 0..<5 { _ = picker.send(.keyRepeat(.right, []), after: 0.03) }
        let moved = picker.model.result
        #expect(moved != typed)
        picker.wait(2)
        #expect(picker.model.result == moved, "the pause of the pasted text restores nothing")
        #expect(picker.picked == moved)
    }

    @Test func theWheelEndsATextAndTypingAgainStartsAnother() throws {
        var picker = try Driven(["--time", "--clock", "24", "--initial", "15:15"])
        picker.type("7")
        _ = picker.send(.mouse(MouseEvent(kind: .wheelUp, column: 40, row: 12)))
        let wheeled = picker.model.result
        #expect(wheeled != "07:00" && picker.model.timeMode?.typing.state == .idle)
        picker.type("8")
        #expect(picker.model.result == "08:00", "a new text, not \"78\"")
    }
}
