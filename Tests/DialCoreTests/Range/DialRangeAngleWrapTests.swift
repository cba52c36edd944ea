import DialCore
import Testing

/// `angle(of:)` of a moving handle a hair before 12 o'clock: its unwrapped position is then a
/// tiny negative fraction of a turn, whose fraction of a turn rounds up to exactly 1, and the
/// angle is 0 (12 o'clock), never 2π or anything else. On the twelve-detent face, radius 150,
/// handles of radius 22 on a track of radius 128.
@Suite(.timeLimit(.minutes(3))) struct DialRangeAngleWrapTests {
    static let twelve = try! DialFace(labelCount: 12)

    @Test func aHandleDraggedToAHairBeforeTwelveIsAtTwelve() throws {
        var wrapped = 0
        // Touches 1 to 8 floating-point steps left of 12 o'clock on the track: a handle there is
        // at most 1e-14 of a turn before 12.
        for steps in 1...8 {
            // 1:00 to 4:00; the start dragged back to 12:30, then to the touch.
            var range = try DialRange(face: Self.twelve, radius: 150, start: 1, span: 3)
            try range.beginDrag(.handle(.start), at: RangeTouch.onTrack(turns: 1.0 / 12), time: 0)
            _ = try range.drag(to: RangeTouch.onTrack(turns: 0.5 / 12), time: 0.05)
            var x = 150.0
            for _ in 0..<steps { x = x.nextDown }
            _ = try range.drag(to: DialPoint(x: x, y: 150 - 128), time: 0.1)
            let angle = range.angle(of: .start)
            #expect(angle >= 0 && angle < 2 * Double.pi, "\(steps) steps before 12: in [0, 2π), not \(angle)")
            #expect(angle < 1e-9 || angle > 2 * Double.pi - 1e-9, "\(steps) steps before 12: at 12 o'clock, not \(angle)")
            if angle == 0 { wrapped += 1 }
        }
        #expect(wrapped > 0, "some touch made the fraction of a turn round up to 1")
    }
}
