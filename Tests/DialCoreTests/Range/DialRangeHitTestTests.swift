import DialCore
import Testing

/// `part(at:)` while the handles move: mid-drag and mid-coast, once the start handle has wound
/// past 12 o'clock (its unwrapped position is then below 0 or past a turn, which at rest it
/// never is). On the twelve-detent face, detent d sits at d o'clock; radius 150, handles of
/// radius 22 on a track of radius 128.
@Suite(.timeLimit(.minutes(3))) struct DialRangeHitTestTests {
    static let twelve = try! DialFace(labelCount: 12)

    /// The track at `hours` o'clock (any real number of hours, negative ones before 12).
    static func track(_ hours: Double) -> DialPoint { RangeTouch.onTrack(turns: hours / 12) }

    /// Checks `part(at:)` at 240 points round the track and 240 half a handle's radius inside it
    /// against ``RangeHitOracle``; returns how many of them are on the arc.
    @discardableResult
    static func checkAround(_ range: DialRange, _ context: String) -> Int {
        var onArc = 0
        var wrong: [String] = []
        for distance in [128.0, 117.0] {
            for index in 0..<240 {
                let point = RangeTouch.at(angle: Double(index) / 240 * 2 * Double.pi, distance: distance)
                let answered = range.part(at: point)
                let expected = RangeHitOracle.answer(range, at: point)
                if expected != .tooCloseToTell, RangeHitOracle.Answer.part(answered) != expected {
                    wrong.append("\(index)/240 of a turn, \(distance) out: \(RangeHitOracle.Answer.part(answered)) for \(expected)")
                }
                if answered == .arc { onArc += 1 }
            }
        }
        #expect(wrong.isEmpty, "\(context): \(wrong.count) of 480 points wrong, first \(wrong.prefix(3))")
        return onArc
    }

    @Test func aStartHandleDraggedBackPastTwelveStillHoldsItsArc() throws {
        // 1:00 to 4:00; the start dragged back through 12 to 11:00, the finger still down.
        var range = try DialRange(face: Self.twelve, radius: 150, start: 1, span: 3)
        try range.beginDrag(.handle(.start), at: Self.track(1), time: 0)
        var time = 0.0
        for hours in stride(from: 0.75, through: -1, by: -0.25) {
            time += 0.05
            _ = try range.drag(to: Self.track(hours), time: time)
        }
        #expect(range.isDragging && range.start == 11 && range.span == 5)
        #expect(abs(range.angle(of: .start) - 11.0 / 12 * 2 * Double.pi) < 1e-9, "the start handle at 11 o'clock")
        #expect(range.part(at: Self.track(-0.5)) == .arc, "11:30, just after the start")
        #expect(range.part(at: Self.track(0.5)) == .arc, "12:30, across 12 from the start")
        #expect(range.part(at: Self.track(2.5)) == .arc)
        #expect(range.part(at: Self.track(6)) == nil, "6:00 is off the arc")
        #expect(range.part(at: Self.track(10.25)) == nil, "10:15, just before the start")
        #expect(range.part(at: Self.track(-1)) == .handle(.start))
        #expect(range.part(at: Self.track(4)) == .handle(.end))
        #expect(Self.checkAround(range, "mid-drag") > 0)
    }

    @Test func anEndHandleDraggedOnPastTwelveStillHoldsItsArc() throws {
        // 9:00 to 11:00; the end dragged on through 12 to 2:00: the arc crosses 12, the start rests.
        var range = try DialRange(face: Self.twelve, radius: 150, start: 9, span: 2)
        try range.beginDrag(.handle(.end), at: Self.track(11), time: 0)
        var time = 0.0
        for hours in stride(from: 11.25, through: 14, by: 0.25) {
            time += 0.05
            _ = try range.drag(to: Self.track(hours), time: time)
        }
        #expect(range.isDragging && range.start == 9 && range.end == 2)
        #expect(range.part(at: Self.track(12.5)) == .arc)
        #expect(range.part(at: Self.track(7)) == nil)
        Self.checkAround(range, "mid-drag of the end")
    }

    @Test(arguments: [1.0, -1.0])
    func anArcFlungRoundSeveralTurnsHoldsItsArcAtEveryFrameOfTheCoast(_ direction: Double) throws {
        // 10:00 to 2:00 (across 12 already), flung round: both handles cross 12 again and again.
        var range = try DialRange(face: Self.twelve, radius: 150, start: 10, span: 4)
        try range.beginDrag(.arc, at: Self.track(0), time: 0)
        var time = 0.0
        for step in 1...6 {
            time += 0.01
            _ = try range.drag(to: Self.track(direction * Double(step) * 0.6), time: time)
        }
        _ = try range.release(time: time)
        #expect(!range.isSettled, "the fling coasts")
        var frames = 0, crossings = 0
        var wrongFrames: [Int] = []
        var previousStart = range.angle(of: .start)
        // 60 Hz frames until it rests, at most ten seconds of them.
        for _ in 0..<600 where !range.isSettled {
            time += 1.0 / 60
            _ = try range.advance(to: time)
            let start = range.angle(of: .start)
            if abs(start - previousStart) > Double.pi { crossings += 1 }
            previousStart = start
            if range.isSettled { break }
            frames += 1
            if range.part(at: Self.track(Double(range.start) + 2)) != .arc || range.part(at: Self.track(Double(range.start) - 3)) != nil {
                wrongFrames.append(frames)
            }
            if wrongFrames.count <= 1, frames % 4 == 0 { Self.checkAround(range, "frame \(frames) of the coast") }
        }
        #expect(wrongFrames.isEmpty, "frames where 2 hours after the start is not on the arc, or 3 hours before it is: \(wrongFrames)")
        #expect(range.isSettled)
        #expect(crossings >= 2, "the start handle crossed 12 o'clock \(crossings) times during the coast")
        #expect(frames > 10)
    }

    @Test func atRestTheArcIsTheSameAsMidDrag() throws {
        // The same range at rest, for the record: the checks above differ only in the motion.
        let range = try DialRange(face: Self.twelve, radius: 150, start: 11, span: 5)
        #expect(range.part(at: Self.track(0.5)) == .arc)
        #expect(range.part(at: Self.track(6)) == nil)
        #expect(Self.checkAround(range, "at rest") > 0)
    }
}
