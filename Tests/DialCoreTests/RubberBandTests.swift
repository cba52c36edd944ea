import DialCore
import PropertyTesting
import Testing

/// A drag past a bound: UIScrollView's rubber band, then the spring back onto the bound.
@Suite(.timeLimit(.minutes(3))) struct RubberBandTests {
    @Test func oneRadianPastWithAnExtentOfOneShows0_3548() {
        let band = RubberBand(coefficient: 0.55, extent: 1)
        #expect(abs(band.offset(forPull: 1) - 0.3548) < 5e-5)
        #expect(abs(band.offset(forPull: 1) - (1 - 1 / (1 * 0.55 / 1 + 1)) * 1) < 1e-15)
        #expect(band.offset(forPull: 0) == 0 && band.offset(forPull: -1) == 0 && band.offset(forPull: .nan) == 0)
        #expect(band.offset(forPull: .infinity) == 1)
        #expect(abs(band.pull(forOffset: band.offset(forPull: 1)) - 1) < 1e-14)
    }

    /// A dial of 60 detents resting on the top of `0...30`, with the given extent.
    static func dialOnUpperBound(extent: Double = 1) throws -> Dial {
        var configuration = DialConfiguration()
        configuration.rubberBandExtent = extent
        return try Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, configuration: configuration,
                        value: 30, bounds: 0...30)
    }

    @Test func aDragOneRadianPastABoundShows0_3548RadPastIt() throws {
        var dial = try Self.dialOnUpperBound()
        let bound = dial.rotation
        try dial.beginDrag(at: onDial(0), time: 0)
        // Counterclockwise (more value) by one radian, in small moves.
        var events: [DialEvent] = []
        for step in 1...10 {
            events += try dial.drag(to: onDial(-Double(step) * 0.1 * 180 / Double.pi), time: Double(step) * 0.01)
        }
        #expect(abs((bound - dial.rotation) - 0.3548) < 5e-5, "\(bound - dial.rotation) past the bound")
        #expect(dial.value == 30 && dial.selectedIndex == 30, "the value stays on the bound")
        #expect(events.filter { if case .limitReached = $0 { true } else { false } } == [.limitReached(30)], "met once: \(events)")
        #expect(!events.contains { if case .selectionChanged = $0 { true } else { false } }, "no tick past the bound")
    }

    @Test func aDragPastTheLowerBoundMeetsItOncePerMeeting() throws {
        // A dial of 60 detents resting on the bottom of 0...30, dragged clockwise (less value).
        var dial = try Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, value: 0, bounds: 0...30)
        let limits = { (events: [DialEvent]) in events.filter { if case .limitReached = $0 { true } else { false } } }
        try dial.beginDrag(at: onDial(0), time: 0)
        var events: [DialEvent] = []
        var time = 0.0
        // Out past the bound in ten moves, back a little (still past it), out again.
        for degrees in [2.0, 4, 6, 8, 10, 12, 14, 16, 18, 20, 15, 10, 18, 25] {
            time += 0.01
            events += try dial.drag(to: onDial(degrees), time: time)
        }
        #expect(dial.value == 0 && dial.rotation > 0, "held past the bound")
        #expect(limits(events) == [.limitReached(0)], "met once however the finger moves past it: \(events)")
        // Back inside, then out again: a second meeting.
        time += 0.01
        events = try dial.drag(to: onDial(-10), time: time)
        #expect(limits(events).isEmpty && dial.value == 2, "back inside: \(events)")
        for degrees in [-4.0, 3, 9] {
            time += 0.01
            events += try dial.drag(to: onDial(degrees), time: time)
        }
        #expect(limits(events) == [.limitReached(0)], "met again: \(events)")
        // At rest on the bound, each push against it is a meeting of its own.
        events = try dial.release(time: time + 0.5)
        for _ in 0..<300 where !dial.isSettled {
            time += 1.0 / 60
            events += try dial.advance(to: time + 0.5)
        }
        #expect(dial.isSettled && dial.value == 0)
        #expect(limits(events).isEmpty, "springing back onto the bound from past it meets nothing new: \(events)")
        #expect(try dial.step(by: -1, time: time + 1) == [.limitReached(0), .settled(dial.selectedIndex)])
        #expect(try dial.step(by: -1, time: time + 2) == [.limitReached(0), .settled(dial.selectedIndex)])
    }

    @Test func aReleasePastABoundSpringsBackOntoItExactly() throws {
        var dial = try Self.dialOnUpperBound(extent: 0.5)
        let bound = dial.rotation
        try dial.beginDrag(at: onDial(0), time: 0)
        var events = try dial.drag(to: onDial(-40), time: 0.05)
        events += try dial.drag(to: onDial(-80), time: 0.10)
        let pulled = dial.rotation
        #expect(pulled < bound && bound - pulled < 0.5)
        events += try dial.release(time: 0.11)
        var time = 0.11
        var previous = dial.rotation
        while !dial.isSettled, time < 5 {
            time += 1.0 / 60
            events += try dial.advance(to: time)
            #expect(dial.rotation >= previous && dial.rotation <= bound, "springs back monotonically onto the bound")
            previous = dial.rotation
        }
        #expect(dial.isSettled && dial.rotation == bound && dial.value == 30)
        #expect(events.filter { if case .limitReached = $0 { true } else { false } }.count == 1)
        #expect(events.last == .settled(30))
    }

    // MARK: Properties

    static var band: Gen<RubberBand> {
        zip(Gen.double(in: 0.01...1), Gen.double(in: 0.001...Double.pi)).map { RubberBand(coefficient: $0, extent: $1) }
    }

    @Test func theBandIsMonotonicBoundedAndInvertible() {
        let gen = zip(Self.band, Gen.double(in: 0...100), Gen.double(in: 0...100))
        property("offset rises strictly from 0, stays below e, starts at slope c, and pull inverts it", gen) { band, a, b in
            let (x, y) = (min(a, b), max(a, b))
            let small = band.offset(forPull: x), large = band.offset(forPull: y)
            try ensure(small <= large, "not monotonic: offset(\(x)) = \(small) > offset(\(y)) = \(large)")
            try ensure(large < band.extent, "offset \(large) reaches the extent \(band.extent)")
            try ensure(small >= 0, "negative offset")
            try ensure(band.offset(forPull: 1e-9) <= band.coefficient * 1e-9 * (1 + 1e-9), "steeper than c at 0")
            let back = band.pull(forOffset: small)
            try ensureClose(back, x, tolerance: 1e-9 * max(1, x) / (1 - small / band.extent), "pull(offset(x)) != x")
        }
    }

    /// A drag of random moves on a bounded dial.
    static var dragCase: Gen<(Dial, [Double])> {
        zip(zip(Gen.int(in: 1...60), Gen.int(in: 1...6), Gen.int(in: 0...20)), Gen.double(in: 0.05...Double.pi), Gen.double(in: -400...400).array(count: 1...30))
            .map { counts, extent, moves in
                var configuration = DialConfiguration()
                configuration.rubberBandExtent = extent
                let face = try! DialFace(labelCount: counts.0, detentsPerLabel: counts.1)
                // Valid by construction.
                let dial = try! Dial(face: face, radius: 150, configuration: configuration, value: 0, bounds: 0...counts.2)
                return (dial, moves)
            }
    }

    @Test func aDragPastABoundIsAFunctionOfTheFingerAlone() {
        property("the dial shows band(finger) past a bound, at most e, wherever the finger went before", Self.dragCase) { dial, moves in
            var dial = dial
            var time = 0.0
            // The finger's angle, unwrapped, moved by each step (degrees), never more than 170° a move.
            var finger = 0.0
            var shown: [Double: Double] = [:]
            try dial.beginDrag(at: onDial(0), time: time)
            for move in moves {
                let moveBy = min(max(move, -170), 170)
                finger += moveBy
                time += 0.01
                _ = try dial.drag(to: onDial(finger), time: time)
                let bounds = try #require(dial.bounds)
                let low = -Double(bounds.upperBound) * dial.face.detentStep, high = -Double(bounds.lowerBound) * dial.face.detentStep
                let extent = dial.configuration.rubberBandExtent
                try ensure(dial.rotation >= low - extent && dial.rotation <= high + extent, "more than e past a bound: \(dial)")
                try ensure(bounds.contains(dial.value), "value \(dial.value) outside \(bounds) while dragging")
                let band = RubberBand(coefficient: dial.configuration.rubberBandCoefficient, extent: extent)
                let fingerRotation = finger * Double.pi / 180
                let expected = fingerRotation > high ? high + band.offset(forPull: fingerRotation - high)
                    : fingerRotation < low ? low - band.offset(forPull: low - fingerRotation) : fingerRotation
                try ensureClose(dial.rotation, expected, tolerance: 1e-9 * max(1, abs(fingerRotation)), "shown for finger \(fingerRotation)")
                let key = (finger * 1e6).rounded()
                if let before = shown[key] {
                    try ensureClose(dial.rotation, before, tolerance: 1e-9 * max(1, abs(fingerRotation)), "back at the same finger position")
                }
                shown[key] = dial.rotation
            }
            _ = try dial.release(time: time + 0.01)
            _ = try dial.advance(to: time + 30)
            try ensure(dial.isSettled, "did not come to rest")
            try ensure(dial.bounds?.contains(dial.value) ?? true, "rests outside its bounds")
            try ensure(dial.rotation == -Double(dial.value) * dial.face.detentStep, "rests off its detent")
        }
    }
}
