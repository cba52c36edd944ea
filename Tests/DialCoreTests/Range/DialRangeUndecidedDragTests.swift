import DialCore
import Testing

/// A drag begun on two handles lying on each other waits for a movement with an angle: a touch
/// inside the dead radius (where a touch has no angle, the very centre included even with a
/// dead radius of 0) decides nothing, and the movement after it decides as if it had not been.
/// On the twelve-detent face, detent d sits at d o'clock; radius 150, handles on a track of 128.
@Suite(.timeLimit(.minutes(3))) struct DialRangeUndecidedDragTests {
    static let twelve = try! DialFace(labelCount: 12)

    /// A range of span 0 at 3:00, with `deadRadius`, held at 3:00 on the track.
    static func heldOnEachOther(deadRadius: Double) throws -> DialRange {
        var configuration = DialConfiguration()
        configuration.deadRadius = deadRadius
        var range = try DialRange(face: twelve, radius: 150, configuration: configuration, start: 3, span: 0)
        try range.beginDrag(.handle(.start), at: RangeTouch.onTrack(turns: 0.25), time: 0)
        return range
    }

    @Test(arguments: [(10.0, DialPoint(x: 152, y: 149)), (0.0, DialPoint(x: 150, y: 150))])
    func aTouchWithoutAnAngleDecidesNothingAndTheNextMovementDecides(_ deadRadius: Double, _ touch: DialPoint) throws {
        var range = try Self.heldOnEachOther(deadRadius: deadRadius)
        #expect(try range.drag(to: touch, time: 0.05).isEmpty)
        #expect(range.isDragging && range.activePart == nil, "still undecided after a touch with no angle")
        // Counter-clockwise from 3:00 to 2:00: the start goes, the end stays.
        #expect(try range.drag(to: RangeTouch.onTrack(turns: 2.0 / 12), time: 0.1) == [.changed(.start, 2)])
        #expect(range.activePart == .handle(.start) && range.start == 2 && range.end == 3)
    }
}
