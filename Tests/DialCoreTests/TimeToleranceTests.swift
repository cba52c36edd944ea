import DialCore
import PropertyTesting
import Testing

/// A time at most `Dial.timeTolerance` (20 ms) before the last call's is taken as the dial's own;
/// further back throws as before. For `Dial` and `DialRange` alike, on both sides of the limit.
@Suite(.timeLimit(.minutes(3))) struct TimeToleranceTests {
    static let face = DialGen.twelve
    static let touch = DialPoint(x: 150, y: 20)

    @Test func theToleranceIsTwentyMilliseconds() {
        #expect(Dial.timeTolerance == 0.02)
    }

    /// The consumer's case: a display link advances a spinning dial to its target time, then a
    /// touch stamped a little earlier stops it where the screen shows it.
    @Test func aTouchJustBeforeTheDisplayLinksTargetStopsTheSpinWhereItIs() throws {
        var dial = try Dial(face: Self.face, radius: 150)
        _ = try dial.release(velocity: 20, time: 1)
        _ = try dial.advance(to: 1.016)
        let shown = dial.rotation
        #expect(dial.isMoving)
        try dial.beginDrag(at: Self.touch, time: 1.005)
        #expect(dial.isDragging && !dial.isMoving)
        #expect(dial.rotation == shown, "stopped at the time the dial had reached")
        // The dial's time stays its own: a call at that time is fine, and one 20 ms before it too.
        _ = try dial.drag(to: DialPoint(x: 160, y: 20), time: 1.016)
        _ = try dial.release(time: 1.016 - 0.02)
    }

    @Test func aTimeAtMostTheToleranceBackIsTakenAsTheDialsOwn() throws {
        for call in 0..<6 {
            var dial = try Dial(face: Self.face, radius: 150)
            _ = try dial.release(velocity: 10, time: 1)
            _ = try dial.advance(to: 1.05)
            var atOwnTime = dial
            let late = 1.05 - Dial.timeTolerance
            let own = 1.05
            switch call {
            case 0: _ = (try dial.advance(to: late), try atOwnTime.advance(to: own))
            case 1: _ = (try dial.beginDrag(at: Self.touch, time: late), try atOwnTime.beginDrag(at: Self.touch, time: own))
            case 2: _ = (try dial.drag(to: Self.touch, time: late), try atOwnTime.drag(to: Self.touch, time: own))
            case 3: _ = (try dial.release(velocity: -3, time: late), try atOwnTime.release(velocity: -3, time: own))
            case 4: _ = (try dial.step(by: 2, time: late), try atOwnTime.step(by: 2, time: own))
            default: _ = (try dial.select(value: 7, time: late), try atOwnTime.select(value: 7, time: own))
            }
            #expect(dial == atOwnTime, "call \(call): taken at the dial's own time")
        }
    }

    @Test func aTimeFurtherBackThrowsAndLeavesTheDialAsItWas() throws {
        var dial = try Dial(face: Self.face, radius: 150)
        _ = try dial.release(velocity: 10, time: 1)
        _ = try dial.advance(to: 1.05)
        let before = dial
        let tooLate = 1.05 - Dial.timeTolerance - 0.0001
        #expect(throws: DialError.timeWentBackwards(tooLate)) { try dial.advance(to: tooLate) }
        #expect(throws: DialError.timeWentBackwards(tooLate)) { try dial.beginDrag(at: Self.touch, time: tooLate) }
        #expect(throws: DialError.timeWentBackwards(tooLate)) { try dial.step(by: 1, time: tooLate) }
        #expect(dial == before)
    }

    @Test func aRangeTakesTheSameTolerance() throws {
        let day = try DialFace(labelCount: 24, detentsPerLabel: 4)
        var range = try DialRange(face: day, radius: 150, start: 10, span: 20)
        _ = try range.step(.arc, by: 9, time: 1)
        _ = try range.advance(to: 1.05)
        var atOwnTime = range
        _ = try range.step(.handle(.end), by: 3, time: 1.05 - Dial.timeTolerance)
        _ = try atOwnTime.step(.handle(.end), by: 3, time: 1.05)
        #expect(range == atOwnTime)

        let before = range
        let tooLate = 1.05 - Dial.timeTolerance - 0.0001
        #expect(throws: DialError.timeWentBackwards(tooLate)) { try range.advance(to: tooLate) }
        #expect(throws: DialError.timeWentBackwards(tooLate)) { try range.release(time: tooLate) }
        #expect(throws: DialError.timeWentBackwards(tooLate)) { try range.select(start: 3, span: 5, time: tooLate) }
        #expect(range == before)
    }
}
