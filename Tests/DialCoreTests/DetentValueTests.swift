import DialCore
import Testing

/// An event's integer is a detent (ticks, rests) or a value (bounds); `Dial.value(ofDetent:)`
/// gives a front the value of a detent in one call.
@Suite(.timeLimit(.minutes(3))) struct DetentValueTests {
    static let minutes: DialFace = {
        do { return try DialFace(labelCount: 12, detentsPerLabel: 5) } catch { fatalError("\(error)") }
    }()

    /// The consumer's case: `select(value: 12*60+7)` on a minutes dial ends with `settled(7)`
    /// beside `limitReached(1020)`; the rest's value is 727.
    @Test func aRestsDetentGivesTheValueItRestsOn() throws {
        var clock = try Dial(face: Self.minutes, radius: 150, value: 12 * 60 + 2, bounds: 0...1020)
        var events = try clock.select(value: 12 * 60 + 7, time: 0)
        events += try clock.advance(to: 5)
        guard case .settled(let detent) = events.last else { Issue.record("no rest: \(events)"); return }
        #expect(detent == 7)
        #expect(clock.value(ofDetent: detent) == 727)
        let ticks = events.compactMap { event -> Int? in if case .selectionChanged(let d) = event { d } else { nil } }
        #expect(ticks.map { clock.value(ofDetent: $0) } == [723, 724, 725, 726, 727])
        // A bound's integer is already a value.
        var pushed = clock
        let met = try pushed.select(value: 2000, time: 5) + pushed.advance(to: 20)
        #expect(met.contains(.limitReached(1020)) && pushed.value == 1020)
    }

    @Test func theValueIsTheNearestOneWithThatDetentWithinHalfATurn() throws {
        let dial = try Dial(face: Self.minutes, radius: 150, value: 605)    // detent 5
        #expect(dial.value(ofDetent: dial.selectedIndex) == dial.value)
        #expect(dial.value(ofDetent: 6) == 606)
        #expect(dial.value(ofDetent: 4) == 604)
        #expect(dial.value(ofDetent: 34) == 634, "29 ahead: within half a turn")
        #expect(dial.value(ofDetent: 35) == 575, "exactly half a turn counts back")
        #expect(dial.value(ofDetent: 36) == 576)
        #expect(dial.value(ofDetent: 65) == 605 && dial.value(ofDetent: -55) == 605, "any Int, wrapped")
        let negative = try Dial(face: Self.minutes, radius: 150, value: -3)
        #expect(negative.value(ofDetent: 59) == -1 && negative.value(ofDetent: 0) == 0)
        let odd = try Dial(face: DialFace(labelCount: 5), radius: 150, value: 10)
        #expect((0..<5).map { odd.value(ofDetent: $0) } == [10, 11, 12, 8, 9])
    }

    @Test func eventsPrintAsTheyAreWritten() {
        #expect("\(DialEvent.selectionChanged(11))" == "selectionChanged(11)")
        #expect("\(DialEvent.settled(7))" == "settled(7)")
        #expect("\(DialEvent.limitReached(1020))" == "limitReached(1020)")
        #expect("\(DialEvent.directionChanged(.counterclockwise))" == "directionChanged(counterclockwise)")
        #expect("\(DialRangeEvent.changed(.end, 390))" == "changed(end, 390)")
        #expect("\(DialRangeEvent.limitReached(.start, 240))" == "limitReached(start, 240)")
        #expect("\(DialRangeEvent.settled(start: 1320, span: 510))" == "settled(start: 1320, span: 510)")
        #expect("\(DialRange.Part.handle(.start))" == "handle(start)" && "\(DialRange.Part.arc)" == "arc")
    }

    @Test func aValueDialNeedsNoBounds() throws {
        let dial = try Dial(face: Self.minutes, radius: 150, value: 9 * 60 + 35)
        #expect(dial.bounds == nil && dial.value == 575)
    }

    @Test func theClearerLabelNameIsTheOldOne() throws {
        for index in [-13, -1, 0, 1, 7, 12, 25] {
            for near in [-7.0, 0, 0.3, 4 * Double.pi, 100] {
                #expect(Self.minutes.rotation(selectingLabel: index, near: near) == Self.minutes.rotation(selecting: index, near: near))
            }
        }
        #expect(Self.minutes.rotation(selectingLabel: 1, near: 0) == -Double.pi / 6)
    }
}
