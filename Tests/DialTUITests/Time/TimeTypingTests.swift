@testable import DialTUI
import Testing

/// Keys typed into a time picker (``TimeKind`` on a ``TypedEntry``), a quarter of a second
/// apart unless said otherwise.
private struct Typist {
    var model: PickerModel
    var time = 0.0

    init(showing shown: String) throws {
        model = try PickerModel(options: PickerOptions.parse(["--time", "--clock", "24", "--initial", shown]), columns: 80, rows: 24)
    }

    var shown: String { model.chosenTime?.description ?? "" }
    var typing: TypedEntry { model.timeMode?.typing ?? TypedEntry() }

    mutating func type(_ text: String, gap: Double = 0.25) {
        for character in text {
            time += gap
            _ = model.handle(.key(.character(character), []), at: time)
        }
    }

    mutating func wait(_ seconds: Double) {
        time += seconds
        model.advance(to: time)
    }

    mutating func enter(after seconds: Double = 0) -> PickerOutcome? {
        time += seconds
        return model.handle(.key(.enter, []), at: time)
    }
}

@Suite(.timeLimit(.minutes(3))) struct TimeTypingTests {
    @Test func typedTimesAsTheIssueLists() throws {
        for (text, expected) in [("7", "07:00"), ("930", "09:30"), ("1930", "19:30"), ("19:30", "19:30"),
                                 ("7p", "19:00"), ("7:15pm", "19:15"), ("12a", "00:00")] {
            var typist = try Typist(showing: "15:15")
            typist.type(text)
            #expect(typist.shown == expected, "\(text) while typing")
            typist.wait(1.2)
            #expect(typist.shown == expected, "\(text) after the pause")
            #expect(typist.typing.state == .idle)
        }
    }

    @Test func anImpossibleTimeChangesNothing() throws {
        var tooLate = try Typist(showing: "15:15")
        tooLate.type("25")
        #expect(tooLate.typing.state == .typing("25"))
        tooLate.wait(1.0)
        #expect(tooLate.typing.state == .notUnderstood("25"))
        #expect(tooLate.shown == "15:15", "the 2 it passed through is undone")
        tooLate.wait(1.5)
        #expect(tooLate.typing.state == .idle, "the notice ends")

        var badMinutes = try Typist(showing: "15:15")
        badMinutes.type("9:75")
        #expect(badMinutes.typing.state == .notUnderstood("9:75"), "keys after the mistake join it")
        #expect(badMinutes.shown == "15:15")
        #expect(badMinutes.typing.deadline == badMinutes.time + 1 + 1.5)
    }

    @Test func aPauseStartsAfresh() throws {
        var typist = try Typist(showing: "00:00")
        typist.type("1")
        typist.wait(1.0)
        typist.type("9")
        #expect(typist.shown == "09:00", "not 19:00: the pause ended the first time")
        var quick = try Typist(showing: "00:00")
        quick.type("1")
        quick.type("9", gap: 0.9)
        #expect(quick.shown == "19:00")
        #expect(quick.typing.deadline == quick.time + 1)
    }

    @Test func aAndPSetTheHalfOfTheDay() throws {
        var typist = try Typist(showing: "09:30")
        typist.type("p")
        #expect(typist.shown == "21:30")
        typist.type("p")
        #expect(typist.shown == "21:30")
        typist.type("A")
        #expect(typist.shown == "09:30")
        #expect(typist.typing.state == .idle)
        typist.type(":m ")
        #expect(typist.shown == "09:30" && typist.typing.state == .notUnderstood(":m "), "these start no time: not understood")
    }

    @Test func finishingEarly() throws {
        // Enter on a time not finished picks the part of it the screen shows.
        var typist = try Typist(showing: "08:00")
        typist.type("193")
        #expect(typist.shown == "19:00")
        #expect(typist.enter(after: 0.1) == .chose("19:00"))
        #expect(typist.typing.state == .idle)
        // One that nothing reads picks nothing.
        typist.type("99")
        #expect(typist.enter(after: 0.1) == nil)
        #expect(typist.shown == "19:00")
        #expect(typist.typing.state == .notUnderstood("99"))
        typist.wait(1)
        typist.type("7")
        #expect(typist.shown == "07:00", "after the pause a new time starts")
        #expect(typist.enter() == .chose("07:00"))
        #expect(typist.typing.state == .idle && typist.shown == "07:00")
    }
}
