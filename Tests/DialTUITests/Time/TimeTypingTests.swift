import DialTUI
import Testing

/// Keys typed into a ``TimeTyping``, a quarter of a second apart unless said otherwise.
private struct Typist {
    var typing = TimeTyping()
    var time = 0.0
    var shown: TimeOfDay

    init(showing shown: TimeOfDay) {
        self.shown = shown
    }

    mutating func type(_ text: String, gap: Double = 0.25) {
        for character in text {
            time += gap
            apply(typing.type(character, at: time, current: shown))
        }
    }

    mutating func wait(_ seconds: Double) {
        time += seconds
        apply(typing.advance(to: time))
    }

    mutating func apply(_ effect: TimeTyping.Effect) {
        switch effect {
        case .none: break
        case .show(let time), .restore(let time): shown = time
        }
    }
}

@Suite(.timeLimit(.minutes(1))) struct TimeTypingTests {
    @Test func typedTimesAsTheIssueLists() throws {
        for (text, expected) in [("7", "07:00"), ("930", "09:30"), ("1930", "19:30"), ("19:30", "19:30"),
                                 ("7p", "19:00"), ("7:15pm", "19:15"), ("12a", "00:00")] {
            var typist = Typist(showing: try #require(TimeOfDay(hour: 15, minute: 15)))
            typist.type(text)
            #expect(typist.shown.description == expected, "\(text) while typing")
            typist.wait(1.2)
            #expect(typist.shown.description == expected, "\(text) after the pause")
            #expect(typist.typing.state == .idle)
        }
    }

    @Test func anImpossibleTimeChangesNothing() throws {
        let start = try #require(TimeOfDay(hour: 15, minute: 15))
        var tooLate = Typist(showing: start)
        tooLate.type("25")
        #expect(tooLate.typing.state == .typing("25"))
        tooLate.wait(1.0)
        #expect(tooLate.typing.state == .notUnderstood("25"))
        #expect(tooLate.shown == start, "the 2 it passed through is undone")
        tooLate.wait(1.5)
        #expect(tooLate.typing.state == .idle, "the notice ends")

        var badMinutes = Typist(showing: start)
        badMinutes.type("9:75")
        #expect(badMinutes.typing.state == .notUnderstood("9:75"), "keys after the mistake join it")
        #expect(badMinutes.shown == start)
        #expect(badMinutes.typing.deadline == badMinutes.time + 1 + 1.5)
    }

    @Test func aPauseStartsAfresh() throws {
        var typist = Typist(showing: .midnight)
        typist.type("1")
        typist.wait(1.0)
        typist.type("9")
        #expect(typist.shown.description == "09:00", "not 19:00: the pause ended the first time")
        var quick = Typist(showing: .midnight)
        quick.type("1")
        quick.type("9", gap: 0.9)
        #expect(quick.shown.description == "19:00")
        #expect(quick.typing.deadline == quick.time + 1)
    }

    @Test func aAndPSetTheHalfOfTheDay() throws {
        var typist = Typist(showing: try #require(TimeOfDay(hour: 9, minute: 30)))
        typist.type("p")
        #expect(typist.shown.description == "21:30")
        typist.type("p")
        #expect(typist.shown.description == "21:30")
        typist.type("A")
        #expect(typist.shown.description == "09:30")
        #expect(typist.typing.state == .idle)
        typist.type(":m ")
        #expect(typist.shown.description == "09:30" && typist.typing.state == .idle, "these cannot start a time")
    }

    @Test func finishingEarly() throws {
        let start = try #require(TimeOfDay(hour: 8, minute: 0))
        var typist = Typist(showing: start)
        typist.type("193")
        #expect(typist.shown.description == "19:00")
        typist.apply(typist.typing.finish(at: typist.time + 0.1))
        #expect(typist.shown == start)
        #expect(typist.typing.state == .notUnderstood("193"))
        typist.type("7")
        #expect(typist.shown.description == "07:00", "after Enter ends a time, a new one starts")
        typist.apply(typist.typing.finish(at: typist.time))
        #expect(typist.typing.state == .idle && typist.shown.description == "07:00")
    }
}
