import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DialScrollTests {
    /// Scrolls once from `(0, 0)` by `-finger` with the touch at `touch`; returns the rotation.
    func rotation(afterFinger finger: DialPoint, at touch: DialPoint) throws -> Double {
        var dial = try makeDial()
        _ = try dial.scroll(toOffset: DialPoint(x: 0, y: 0), touch: touch, time: 0)
        _ = try dial.scroll(toOffset: DialPoint(x: -finger.x, y: -finger.y), touch: touch, time: 0.01)
        return dial.rotation
    }

    @Test func tangentialMovesTurnTheDialInEveryQuadrant() throws {
        // Clockwise on screen (y down): right at the top, down at the right, left at the bottom, up at the left.
        let r = 140.0
        #expect(abs(try rotation(afterFinger: DialPoint(x: 10, y: 0), at: onDial(0, r)) - 10 / r) < 1e-12)
        #expect(abs(try rotation(afterFinger: DialPoint(x: 0, y: 10), at: onDial(90, r)) - 10 / r) < 1e-12)
        #expect(abs(try rotation(afterFinger: DialPoint(x: -10, y: 0), at: onDial(180, r)) - 10 / r) < 1e-12)
        #expect(abs(try rotation(afterFinger: DialPoint(x: 0, y: -10), at: onDial(270, r)) - 10 / r) < 1e-12)
        // And the other way round.
        #expect(abs(try rotation(afterFinger: DialPoint(x: -10, y: 0), at: onDial(0, r)) + 10 / r) < 1e-12)
        // Diagonally, at 45°, the tangent is (1, 1)/√2.
        let diagonal = try rotation(afterFinger: DialPoint(x: 10, y: 10), at: onDial(45, r))
        #expect(abs(diagonal - 10 * 2.0.squareRoot() / r) < 1e-12)
    }

    @Test func radialMovesDoNotTurnTheDial() throws {
        #expect(abs(try rotation(afterFinger: DialPoint(x: 0, y: -10), at: onDial(0))) < 1e-15)
        #expect(abs(try rotation(afterFinger: DialPoint(x: 10, y: 0), at: onDial(90))) < 1e-15)
    }

    @Test func theFirstScrollSetsTheBaseline() throws {
        var dial = try makeDial()
        #expect(try dial.scroll(toOffset: DialPoint(x: 1e9, y: 1e9), touch: onDial(0), time: 0).isEmpty)
        #expect(dial.rotation == 0 && dial.isDragging)
    }

    @Test func rebasingChangesNothing() throws {
        var moved = try makeDial()
        var rebased = try makeDial()
        _ = try moved.scroll(toOffset: DialPoint(x: 500, y: 500), touch: onDial(0), time: 0)
        _ = try rebased.scroll(toOffset: DialPoint(x: 500, y: 500), touch: onDial(0), time: 0)
        _ = try moved.scroll(toOffset: DialPoint(x: 480, y: 500), touch: onDial(0), time: 0.01)
        _ = try rebased.scroll(toOffset: DialPoint(x: 480, y: 500), touch: onDial(0), time: 0.01)
        let before = rebased
        try rebased.rebaseScroll(toOffset: DialPoint(x: 150, y: 150))
        #expect(rebased.rotation == before.rotation)
        _ = try moved.scroll(toOffset: DialPoint(x: 470, y: 500), touch: onDial(0), time: 0.02)
        _ = try rebased.scroll(toOffset: DialPoint(x: 140, y: 150), touch: onDial(0), time: 0.02)
        #expect(moved.rotation == rebased.rotation)
    }

    @Test func excessiveScrollsAreRejected() throws {
        var dial = try makeDial()
        _ = try dial.scroll(toOffset: .zero, touch: onDial(0, 20), time: 0)
        let before = dial
        #expect(throws: DialError.self) { try dial.scroll(toOffset: DialPoint(x: -1e300, y: 0), touch: onDial(0, 20), time: 1) }
        #expect(dial == before)
    }

    /// A finger going round the dial `turns` times in steps of `degrees`, as scroll offsets.
    static func circlingOffsets(turns: Int, degrees: Double) -> [(offset: DialPoint, touch: DialPoint)] {
        var result: [(DialPoint, DialPoint)] = []
        var offset = DialPoint(x: 0, y: 0)
        var previous = onDial(0)
        let steps = Int((Double(turns) * 360 / degrees).rounded())
        for k in 1...steps {
            let touch = onDial(Double(k) * degrees)
            offset = DialPoint(x: offset.x - (touch.x - previous.x), y: offset.y - (touch.y - previous.y))
            result.append((offset, touch))
            previous = touch
        }
        return result
    }

    @Test func tenThousandTurnsStayExact() throws {
        // A small content size (3× a 300-point view) recentred whenever the offset nears an edge.
        var dial = try makeDial()
        var time = 0.0
        var scrollViewOffset = DialPoint(x: 300, y: 300)
        _ = try dial.scroll(toOffset: scrollViewOffset, touch: onDial(0), time: time)
        var previous = onDial(0)
        let degrees = 30.0
        var ticks = 0
        for k in 1...(10_000 * 12) {
            let touch = onDial(Double(k % 12) * degrees)
            scrollViewOffset.x -= touch.x - previous.x
            scrollViewOffset.y -= touch.y - previous.y
            previous = touch
            time += 0.001
            let events = try dial.scroll(toOffset: scrollViewOffset, touch: touch, time: time)
            ticks += events.count { if case .selectionChanged = $0 { true } else { false } }
            if scrollViewOffset.x < 100 || scrollViewOffset.x > 500 || scrollViewOffset.y < 100 || scrollViewOffset.y > 500 {
                scrollViewOffset = DialPoint(x: 300, y: 300)
                try dial.rebaseScroll(toOffset: scrollViewOffset)
            }
        }
        // The tangential projection of a 30° chord is not exactly 30° of arc; compare with the same
        // path fed to a dial that is never recentred, and with the closed-form sum.
        let chord = 2 * 120 * _sin(Double.pi / 12)
        let perStep = chord * _cos(Double.pi / 12) / 120
        #expect(abs(dial.rotation - perStep * 120_000) < 1e-9 * perStep * 120_000, "\(dial.rotation) vs \(perStep * 120_000)")
        #expect(ticks == Int(dial.face.labelPosition(0) - dial.face.labelPosition(dial.rotation)))
        _ = try dial.release(time: time + 1)
        var player = DialPlayer(dial)
        player.time = time + 1
        try player.settle()
        #expect(player.dial.isSettled)
        #expect(player.dial.rotation == player.dial.face.rotation(selecting: player.dial.selectedIndex, near: player.dial.rotation))
    }

    @Test func aSmallContentSizeWorksAsWellAsAHugeOne() {
        let gen = zip(Gen.int(in: 1...8), Gen.double(in: 2...40), Gen.double(in: 50...145))
        property("recentring a 3× content size gives the rotation of a 1e9 one", gen) { turns, degrees, distance in
            var huge = try makeDial()
            var small = try makeDial()
            var hugeOffset = DialPoint(x: 5e8, y: 5e8)
            var smallOffset = DialPoint(x: 300, y: 300)
            var previous = onDial(0, distance)
            _ = try huge.scroll(toOffset: hugeOffset, touch: previous, time: 0)
            _ = try small.scroll(toOffset: smallOffset, touch: previous, time: 0)
            let steps = Int(Double(turns) * 360 / degrees)
            var time = 0.0
            for k in 1...max(1, steps) {
                let touch = onDial(Double(k) * degrees, distance)
                let finger = DialPoint(x: touch.x - previous.x, y: touch.y - previous.y)
                previous = touch
                hugeOffset = DialPoint(x: hugeOffset.x - finger.x, y: hugeOffset.y - finger.y)
                smallOffset = DialPoint(x: smallOffset.x - finger.x, y: smallOffset.y - finger.y)
                time += 0.01
                _ = try huge.scroll(toOffset: hugeOffset, touch: touch, time: time)
                _ = try small.scroll(toOffset: smallOffset, touch: touch, time: time)
                if smallOffset.x < 50 || smallOffset.x > 550 || smallOffset.y < 50 || smallOffset.y > 550 {
                    smallOffset = DialPoint(x: 300, y: 300)
                    try small.rebaseScroll(toOffset: smallOffset)
                }
            }
            // Offsets near 5e8 carry an ulp of 6e-8 points each; the small content size is the exact one.
            try ensureClose(huge.rotation, small.rotation, tolerance: Double(steps) * 1e-9)
            try ensureEqual(huge.selectedIndex, small.selectedIndex)
        }
    }
}

extension DialFace {
    /// The unwrapped label position under the pointer at `rotation`, as the engine counts it.
    func labelPosition(_ rotation: Double) -> Double {
        let x = -rotation / angleStep
        let down = x.rounded(.down)
        return x - down >= 0.5 ? down + 1 : down
    }
}
