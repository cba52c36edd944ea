import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DialEventTests {
    @Test func ticksComeOncePerLabelInOrder() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.beginDrag(onDial(0)))
        let events = try player.play(.drag(onDial(-100)))
        #expect(events == [.directionChanged(.counterclockwise), .selectionChanged(1), .selectionChanged(2), .selectionChanged(3)])
    }

    @Test func theDirectionFlipsOnlyPastTheHysteresis() throws {
        var player = DialPlayer(try makeDial { $0.directionHysteresis = 0.05 })
        try player.play(.beginDrag(onDial(0)))
        try player.play(.drag(onDial(2)))     // 0.035 rad: within the hysteresis
        #expect(player.dial.direction == nil)
        try player.play(.drag(onDial(10)))
        #expect(player.dial.direction == .clockwise)
        try player.play(.drag(onDial(8)))     // back 0.035: jitter
        try player.play(.drag(onDial(10)))
        #expect(player.dial.direction == .clockwise)
        let events = try player.play(.drag(onDial(5)))
        #expect(events == [.directionChanged(.counterclockwise)])
    }

    @Test func aSpringThatTurnsBackReportsItWhereItTurns() throws {
        // Just past label 11's rotation, flung slowly on: the projection still rests on label 11,
        // behind the motion, so the spring carries on a little, turns back and returns.
        var player = DialPlayer(try makeDial { $0.directionHysteresis = 0.001 })
        try player.play(.beginDrag(onDial(0)))
        try player.play(.drag(onDial(31.5)))
        #expect(player.dial.direction == .clockwise)
        try player.play(.fling(0.3))
        #expect(player.dial.restingIndex == 11)
        let events = try player.settle()
        #expect(events == [.directionChanged(.counterclockwise), .settled(11)])
        #expect(player.dial.rotation == player.dial.face.angleStep)
    }

    @Test func aBouncingSpringTicksBothWaysWithTheTurnsBetween() throws {
        // An underdamped snap overshoots past neighbouring labels and swings back.
        var player = DialPlayer(try makeDial { $0.springDampingRatio = 0.1; $0.directionHysteresis = 0.001 })
        try player.play(.step(1))
        let events = try player.settle()
        #expect(events.last == .settled(1))
        var previous = 0
        var heading: Int?
        var turns = 0
        var direction: DialDirection? = .counterclockwise
        for event in events {
            switch event {
            case .selectionChanged(let label):
                let move = (label - previous + 12) % 12 == 1 ? 1 : -1
                #expect(move == (direction == .counterclockwise ? 1 : -1), "a tick against the reported direction")
                if let heading, heading != move { turns += 1 }
                heading = move
                previous = label
            case .directionChanged(let new):
                direction = new
            case .settled, .limitReached:
                break
            }
        }
        #expect(turns >= 2, "it swung past a neighbour and back at least twice: \(events)")
    }

    @Test func settledComesOncePerRest() throws {
        var player = DialPlayer(try makeDial())
        try player.play(.step(2))
        try player.settle()
        try player.play(.wait(1))
        try player.play(.fling(0))
        try player.play(.wait(1))
        #expect(player.events.count { if case .settled = $0 { true } else { false } } == 1)
        // Touching and letting go is a new rest.
        try player.play(.beginDrag(onDial(0)))
        try player.play(.release)
        try player.settle()
        #expect(player.events.count { if case .settled = $0 { true } else { false } } == 2)
    }

    // MARK: Properties

    @Test func ticksAreTheLabelsCrossed() {
        property("each call's ticks walk label by label from the old selection to the new", zip(DialScriptGen.dial, DialScriptGen.script)) { dial, script in
            var player = DialPlayer(dial)
            for action in script + [.wait(30)] {
                let before = player.dial.selectedIndex
                let rotationBefore = player.dial.rotation
                let wasDragging = player.dial.isDragging
                let events = try player.play(action)
                var label = before
                var ticks = 0
                for event in events {
                    guard case .selectionChanged(let next) = event else { continue }
                    let count = player.dial.face.labelCount
                    try ensure(next == (label + 1) % count || next == (label + count - 1) % count,
                               "\(action): tick to \(next) is not a neighbour of \(label)")
                    label = next
                    ticks += 1
                }
                try ensureEqual(label, player.dial.selectedIndex, "\(action): ticks end on the selected label")
                if case .drag = action, wasDragging {
                    // A drag call that continues a drag is one monotonic move: ticks = labels crossed.
                    let crossed = abs(player.dial.face.labelPosition(player.dial.rotation) - player.dial.face.labelPosition(rotationBefore))
                    try ensureEqual(Double(ticks), crossed, "\(action): ticks")
                }
                let settles = events.filter { if case .settled = $0 { true } else { false } }
                try ensure(settles.count <= 1, "more than one settle in a call")
                if let last = settles.last {
                    try ensureEqual(last, .settled(player.dial.selectedIndex))
                    // A call may end one motion and then start something new (a touch, a step, a
                    // fling); one that only advances time must leave the dial at rest.
                    if case .wait = action {
                        try ensure(player.dial.isSettled, "\(action): settled but still moving")
                    }
                }
            }
            try ensure(player.dial.isSettled || player.dial.isDragging, "never came to rest")
        }
    }

    @Test func restsAreExactlyOnLabels() {
        property("every rest is exactly on a label, and reported once", zip(DialScriptGen.dial, DialScriptGen.script)) { dial, script in
            var player = DialPlayer(dial)
            var wasSettled = true
            for action in script + [.release, .wait(30)] {
                let events = try player.play(action)
                let settled = events.count { if case .settled = $0 { true } else { false } }
                if player.dial.isSettled {
                    try ensure(player.dial.rotation == player.dial.face.rotation(selecting: player.dial.selectedIndex, near: player.dial.rotation),
                               "at rest off a label: \(player.dial.rotation)")
                    if !wasSettled { try ensureEqual(settled, 1, "\(action): a new rest") }
                }
                wasSettled = player.dial.isSettled
            }
        }
    }
}
