import DialCore
import PropertyTesting
import Testing

/// A point at `degrees` clockwise from 12 o'clock, `distance` from the centre of a dial of radius 150.
func onDial(_ degrees: Double, _ distance: Double = 120) -> DialPoint {
    let angle = degrees * Double.pi / 180
    return DialPoint(x: 150 + distance * _sin(angle), y: 150 - distance * _cos(angle))
}

func makeDial(labels: Int = 12, _ configure: (inout DialConfiguration) -> Void = { _ in }) throws -> Dial {
    var configuration = DialConfiguration()
    configure(&configuration)
    return try Dial(face: DialFace(labelCount: labels), radius: 150, configuration: configuration)
}

@Suite(.timeLimit(.minutes(3))) struct DialDragTests {
    @Test func aNewDialRestsOnLabelZero() throws {
        let dial = try makeDial()
        #expect(dial.rotation == 0)
        #expect(dial.selectedIndex == 0)
        #expect(dial.isSettled)
        #expect(dial.direction == nil)
        #expect(dial.velocity == 0)
        #expect(dial.center == DialPoint(x: 150, y: 150))
        let third = try Dial(face: DialFace(labelCount: 12), radius: 150, selectedIndex: 3)
        #expect(third.selectedIndex == 3 && third.isSettled)
    }

    @Test func rotationFollowsTheFinger() throws {
        var dial = try makeDial()
        try dial.beginDrag(at: onDial(0), time: 0)
        #expect(!dial.isSettled && dial.isDragging)
        let events = try dial.drag(to: onDial(90), time: 0.1)
        #expect(abs(dial.rotation - Double.pi / 2) < 1e-12)
        #expect(dial.selectedIndex == 9, "a quarter turn clockwise brings label 9 under the pointer")
        #expect(events == [.directionChanged(.clockwise), .selectionChanged(11), .selectionChanged(10), .selectionChanged(9)])
        #expect(dial.direction == .clockwise)
    }

    @Test func aFullClockwiseTurnIsTwoPi() throws {
        var dial = try makeDial()
        try dial.beginDrag(at: onDial(0), time: 0)
        var ticks = 0
        for step in 1...36 {
            let events = try dial.drag(to: onDial(Double(step) * 10), time: Double(step) * 0.01)
            ticks += events.filter { if case .selectionChanged = $0 { true } else { false } }.count
        }
        #expect(abs(dial.rotation - 2 * Double.pi) < 1e-12, "unwrapped, not 0")
        #expect(dial.selectedIndex == 0)
        #expect(ticks == 12)
    }

    @Test func theSeamIsCrossedTheShortWay() throws {
        var dial = try makeDial()
        try dial.beginDrag(at: onDial(350), time: 0)
        _ = try dial.drag(to: onDial(10), time: 0.01)
        #expect(abs(dial.rotation - 20 * Double.pi / 180) < 1e-12)
        _ = try dial.drag(to: onDial(340), time: 0.02)
        #expect(abs(dial.rotation + 10 * Double.pi / 180) < 1e-12)
    }

    @Test func touchesInTheDeadRadiusAreIgnoredWithoutAJump() throws {
        var dial = try makeDial()
        try dial.beginDrag(at: onDial(0), time: 0)
        _ = try dial.drag(to: onDial(30), time: 0.01)
        let before = dial.rotation
        // Through the centre and out the other side: no rotation from the crossing.
        #expect(try dial.drag(to: onDial(30, 5), time: 0.02).isEmpty)
        #expect(try dial.drag(to: onDial(210, 3), time: 0.03).isEmpty)
        _ = try dial.drag(to: onDial(210), time: 0.04)
        #expect(dial.rotation == before)
        _ = try dial.drag(to: onDial(220), time: 0.05)
        #expect(abs(dial.rotation - before - 10 * Double.pi / 180) < 1e-12)
    }

    @Test func aDragWithoutBeginBeginsOne() throws {
        var dial = try makeDial()
        #expect(try dial.drag(to: onDial(45), time: 0).isEmpty)
        #expect(dial.isDragging && dial.rotation == 0)
        _ = try dial.drag(to: onDial(75), time: 0.01)
        #expect(abs(dial.rotation - 30 * Double.pi / 180) < 1e-12)
    }

    @Test func aTouchStopsAMotionWhereItIs() throws {
        var dial = try makeDial()
        _ = try dial.release(velocity: 20, time: 0)
        #expect(dial.isMoving)
        _ = try dial.advance(to: 0.2)
        let moving = dial.rotation
        #expect(moving > 0)
        try dial.beginDrag(at: onDial(0), time: 0.2)
        #expect(dial.rotation == moving)
        #expect(!dial.isMoving && dial.isDragging)
        _ = try dial.advance(to: 1)
        #expect(dial.rotation == moving, "held, it does not move")
        var player = DialPlayer(dial)
        player.time = 1
        try player.play(.release)
        try player.settle()
        #expect(player.dial.isSettled)
        #expect(player.dial.selectedIndex == DialGen.twelve.selectedLabel(forRotation: moving), "a held dial snaps to the nearest label")
    }

    @Test func selectionIsLiveDuringADrag() throws {
        var dial = try makeDial()
        try dial.beginDrag(at: onDial(0), time: 0)
        for degrees in stride(from: 0.0, through: -200, by: -7) {
            _ = try dial.drag(to: onDial(degrees), time: -degrees / 1000)
            #expect(dial.selectedIndex == dial.face.selectedLabel(forRotation: dial.rotation))
        }
        #expect(dial.selectedIndex == 7)
    }
}
