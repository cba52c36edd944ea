import DialCore
import PropertyTesting
import Testing

/// The rules of values and bounds, on random faces (labels × detents), random bounds and random
/// sequences of drags, flings, steps and frames.
@Suite(.timeLimit(.minutes(3))) struct BoundedDialPropertyTests {
    /// A bounded dial: a face of 1…60 labels × 1…10 detents, bounds of 0…300 detents round −200…200,
    /// and a value inside them.
    static var boundedDial: Gen<Dial> {
        zip(zip(Gen.int(in: 1...60), Gen.int(in: 1...10)), zip(Gen.int(in: -200...200), Gen.int(in: 0...300)), Gen.double(in: 0...1))
            .map { counts, bounds, where_ in
                let face = try! DialFace(labelCount: counts.0, detentsPerLabel: counts.1)
                let range = bounds.0...(bounds.0 + bounds.1)
                let value = range.lowerBound + Int((Double(bounds.1) * where_).rounded(.down))
                // Valid by construction.
                return try! Dial(face: face, radius: 150, value: value, bounds: range)
            }
    }

    /// Actions that start motions from inside the bounds: flings, steps, selections and frames.
    static var motionAction: Gen<DialAction> {
        Gen.oneOf([
            Gen.oneOf([DialGen.velocity, Gen.double(in: -200...200)]).map { .fling($0) },
            Gen.int(in: -400...400).map { .step($0) },
            Gen.int(in: -3...3).map { .step($0) },
            Gen.int(in: -20...20).map { .select($0) },
            Gen.double(in: 0...0.3).map { .wait($0) },
        ])
    }

    static func expectAtRestInside(_ dial: Dial) throws {
        guard dial.isSettled, let bounds = dial.bounds else { return }
        try ensure(bounds.contains(dial.value), "at rest on \(dial.value), outside \(bounds)")
        try ensure(dial.rotation == -Double(dial.value) * dial.face.detentStep, "at rest off its detent: \(dial)")
        try ensureEqual(dial.selectedIndex, ((dial.value % dial.face.detentCount) + dial.face.detentCount) % dial.face.detentCount)
    }

    static func expectInside(_ dial: Dial) throws {
        guard let bounds = dial.bounds else { return }
        let step = dial.face.detentStep
        let lowest = -Double(bounds.upperBound) * step, highest = -Double(bounds.lowerBound) * step
        try ensure(dial.rotation >= lowest && dial.rotation <= highest, "outside its bounds: \(dial)")
        try ensure(bounds.contains(dial.value), "value \(dial.value) outside \(bounds)")
    }

    @Test func motionsThatStartInsideNeverLeaveAndRestOnADetentInside() {
        let gen = zip(Self.boundedDial, Self.motionAction.array(count: 1...20), Gen.double(in: 0.002...0.05))
        property("no frame of a fling, step or snap is outside the bounds; at rest inside on a detent", gen) { dial, actions, frame in
            var player = DialPlayer(dial)
            player.frame = frame
            for action in actions {
                try player.play(action)
                try Self.expectInside(player.dial)
                try Self.expectAtRestInside(player.dial)
                // A few frames of whatever is in flight.
                for _ in 0..<5 {
                    try player.play(.wait(frame))
                    try Self.expectInside(player.dial)
                }
            }
            try player.settle()
            try ensure(player.dial.isSettled, "did not come to rest")
            try Self.expectAtRestInside(player.dial)
        }
    }

    @Test func aFlingOrAStepPastABoundRestsExactlyOnIt() {
        let gen = zip(Self.boundedDial, Gen.bool, Gen.oneOf([Gen.double(in: 5...200), Gen.constant(0)]), Gen.int(in: 1...1_000))
        property("a fling or a step aimed past a bound rests exactly on it, meeting it once", gen) { dial, up, speed, detents in
            var player = DialPlayer(dial)
            guard let bounds = dial.bounds else { return }
            let events: [DialEvent]
            let bound = up ? bounds.upperBound : bounds.lowerBound
            let distance = abs(bound - dial.value)
            if speed > 0 {
                // Counterclockwise (negative) raises the value.
                let velocity = up ? -speed : speed
                let capped = min(max(velocity, -DialConfiguration().maximumVelocity), DialConfiguration().maximumVelocity)
                let projected = capped / -(1000 * _log(DialConfiguration().decelerationRate)) / dial.face.detentStep
                guard abs(projected) > Double(distance) + 1 else { return }
                events = try player.play(.fling(velocity)) + player.settle()
            } else {
                guard detents > distance else { return }
                events = try player.play(.step(up ? detents : -detents)) + player.settle()
            }
            try ensureEqual(player.dial.value, bound, "rests on the bound")
            try ensure(player.dial.rotation == -Double(bound) * dial.face.detentStep, "exactly on it")
            let limits = events.filter { if case .limitReached = $0 { true } else { false } }
            try ensureEqual(limits, [.limitReached(bound)], "the bound is met once (arriving, or refusing the push)")
        }
    }

    @Test func aDialLetGoNeverLeavesItsBoundsOnceInside() {
        let gen = zip(Self.boundedDial, DialScriptGen.script, Gen.double(in: 0.002...0.05))
        property("drags may pull past a bound; once let go and inside, no frame is outside; rests inside", gen) { dial, script, frame in
            var player = DialPlayer(dial)
            player.frame = frame
            var insideSinceLetGo = true
            for action in script {
                try player.play(action)
                for _ in 0..<3 {
                    if player.dial.isDragging {
                        insideSinceLetGo = false
                        // Dragged: the value is held inside even when the dial is pulled past.
                        try ensure(player.dial.bounds?.contains(player.dial.value) ?? true, "value outside while dragging")
                    } else if Self.isInside(player.dial) {
                        insideSinceLetGo = true
                    } else {
                        try ensure(!insideSinceLetGo, "left the bounds on its own: \(player.dial) after \(action)")
                    }
                    try Self.expectAtRestInside(player.dial)
                    try player.play(.wait(frame))
                }
            }
            if player.dial.isDragging { try player.play(.release) }
            try player.settle()
            try ensure(player.dial.isSettled, "did not come to rest")
            try Self.expectAtRestInside(player.dial)
        }
    }

    static func isInside(_ dial: Dial) -> Bool {
        guard let bounds = dial.bounds else { return true }
        let step = dial.face.detentStep
        return dial.rotation >= -Double(bounds.upperBound) * step && dial.rotation <= -Double(bounds.lowerBound) * step
    }

    @Test func ticksCountTheValuesPassedEvenAtTheHalfWays() {
        // Drags to touch angles at and next to the half-way between detents, where rounding decides.
        let gen = zip(Self.boundedDial, Gen.bool, zip(Gen.int(in: -400...400), Gen.element(of: [0.0, 1e-15, -1e-15, 1e-9, -1e-9])).array(count: 1...40))
        property("each drag ticks once per value passed, ending on the selected detent", gen) { dial, bounded, moves in
            var dial = bounded ? dial : try Dial(face: dial.face, radius: 150, value: dial.value, bounds: nil)
            try dial.beginDrag(at: onDial(0), time: 0)
            var time = 0.0
            var angle = 0.0
            for (halfSteps, nudge) in moves {
                // The short way to the new angle, as the dial reads a touch.
                var target = (Double(halfSteps) + 0.5) * dial.face.detentStep + nudge
                while target - angle > Double.pi { target -= 2 * Double.pi }
                while target - angle <= -Double.pi { target += 2 * Double.pi }
                let before = dial.value
                time += 0.01
                let events = try dial.drag(to: onDial(target * 180 / Double.pi), time: time)
                angle = target
                let ticks = events.compactMap { if case .selectionChanged(let detent) = $0 { detent } else { nil } }
                try ensureEqual(ticks.count, abs(dial.value - before), "ticks for \(before) → \(dial.value)")
                if let last = ticks.last { try ensureEqual(last, dial.selectedIndex, "the last tick is the selection") }
            }
        }
    }
}
