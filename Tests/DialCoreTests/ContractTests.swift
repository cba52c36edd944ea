import DialCore
import Testing

/// The public contract of DESIGN.md, spelled exactly as integrators use it: if a name or a
/// signature drifts, this stops compiling.
@Suite(.timeLimit(.minutes(3))) struct ContractTests {
    @Test func theContractCompilesAndBehaves() throws {
        let point: DialPoint = DialPoint(x: 1, y: 2)
        #expect(point.x == 1 && point.y == 2)

        let face: DialFace = try DialFace(labelCount: 12)
        let count: Int = face.labelCount
        let step: Double = face.angleStep
        let angle: Double = face.angle(ofLabel: 3)
        let nearest: Int = face.nearestLabel(to: angle)
        let selected: Int = face.selectedLabel(forRotation: -angle)
        let rotation: Double = face.rotation(selecting: 3, near: 0)
        let placement: LabelPlacement = face.placement(ofLabel: 3, radius: 150, inset: 10)
        let touchAngle: Double = face.angle(of: DialPoint(x: 290, y: 150), around: DialPoint(x: 150, y: 150))
        #expect(count == 12 && step == 2 * Double.pi / 12 && nearest == 3 && selected == 3)
        #expect(face.selectedLabel(forRotation: rotation) == 3)
        #expect(placement == LabelPlacement(center: DialPoint(x: 290, y: 150), rotation: Double.pi / 2))
        #expect(touchAngle == Double.pi / 2)

        let normal: Double = Deceleration.normalRate
        let fast: Double = Deceleration.fastRate
        let fling: Deceleration = try Deceleration(velocity: 1000, rate: normal)
        let byDefault: Deceleration = try Deceleration(velocity: 1000)
        let exact: Deceleration = try Deceleration(velocity: 1000, distance: 450)
        let v0: Double = fling.initialVelocity
        let rate: Double = fling.rate
        let offset: Double = fling.offset(at: 0.1)
        let speed: Double = fling.velocity(at: 0.1)
        let rest: Double = fling.restingOffset
        let duration: Double = fling.duration(toVelocity: 10)
        #expect(fast == 0.99 && v0 == 1000 && rate == 0.998 && byDefault == fling && exact.restingOffset == 450)
        #expect(offset > 0 && speed < v0 && rest > offset && duration > 0)

        let configuration: DialConfiguration = DialConfiguration()
        #expect(configuration.decelerationRate == Deceleration.normalRate)
        #expect(configuration.velocityWindow == 0.1)

        var dial: Dial = try Dial(face: face, radius: 150, configuration: configuration)
        var alsoDial: Dial = try Dial(face: face, radius: 150)
        #expect(dial == alsoDial)
        let _: DialFace = dial.face
        let _: Double = dial.rotation
        let _: Int = dial.selectedIndex
        let _: Bool = dial.isSettled
        let _: DialDirection? = dial.direction
        try dial.beginDrag(at: DialPoint(x: 150, y: 20), time: 0)
        let dragged: [DialEvent] = try dial.drag(to: DialPoint(x: 280, y: 150), time: 0.1)
        let scrolled: [DialEvent] = try alsoDial.scroll(toOffset: .zero, touch: DialPoint(x: 150, y: 20), time: 0)
        try alsoDial.rebaseScroll(toOffset: DialPoint(x: 10, y: 10))
        let released: [DialEvent] = try dial.release(time: 0.2)
        let flung: [DialEvent] = try alsoDial.release(velocity: 5, time: 0.3)
        #expect(alsoDial.isMoving && flung.allSatisfy { $0 != .settled(alsoDial.selectedIndex) })
        let headedFor = try #require(alsoDial.restingIndex)
        let stepped: [DialEvent] = try alsoDial.step(by: 1, time: 0.4)
        #expect(alsoDial.restingIndex == (headedFor + 1) % 12, "a step adds to the target in flight")
        let advanced: [DialEvent] = try dial.advance(to: 10)
        #expect(dragged.contains(.directionChanged(.clockwise)))
        #expect(scrolled.isEmpty, "the first scroll of a drag sets the baseline")
        #expect((released + advanced).last == .settled(9), "a quarter turn clockwise rests on label 9")
        #expect(dial.isSettled && dial.selectedIndex == 9)
        #expect(!stepped.contains(.settled(alsoDial.selectedIndex)))

        // Values: detents, turns and bounds.
        let minutes: DialFace = try DialFace(labelCount: 12, detentsPerLabel: 5)
        let perLabel: Int = minutes.detentsPerLabel
        let detents: Int = minutes.detentCount
        let detentStep: Double = minutes.detentStep
        #expect(perLabel == 5 && detents == 60 && detentStep == 2 * Double.pi / 60)
        var day: Dial = try Dial(face: minutes, radius: 150, configuration: configuration, value: 575, bounds: 0...1439)
        let unbounded: Dial = try Dial(face: minutes, radius: 150, value: -3, bounds: nil)
        let value: Int = day.value
        let bounds: ClosedRange<Int>? = day.bounds
        #expect(value == 575 && bounds == 0...1439 && unbounded.bounds == nil && unbounded.value == -3)
        #expect(day.selectedIndex == 35 && day.rotation == -575 * detentStep)
        var banded = DialConfiguration()
        banded.rubberBandCoefficient = 0.55
        banded.rubberBandExtent = 1
        #expect(DialConfiguration().rubberBandCoefficient == 0.55 && DialConfiguration().rubberBandExtent > 0)
        _ = try day.step(by: 1_000, time: 0)
        let limited: [DialEvent] = try day.advance(to: 60)
        #expect(limited.contains(.limitReached(1439)) && day.value == 1439)
        let outOfBounds: DialError = .valueOutOfBounds(1440)
        #expect(throws: outOfBounds) { try Dial(face: minutes, radius: 150, configuration: banded, value: 1440, bounds: 0...1439) }

        // Ranges: two handles on a fixed face.
        var handled = DialConfiguration()
        handled.handleRadius = 22
        handled.reducesMotion = false
        #expect(DialConfiguration().handleRadius == 22 && DialConfiguration().reducesMotion == false)
        let dayFace: DialFace = try DialFace(labelCount: 24, detentsPerLabel: 60)
        var sleep: DialRange = try DialRange(face: dayFace, radius: 150, configuration: handled,
                                             start: 1350, span: 495, spanLimits: 240...720)
        let anyLimits: DialRange = try DialRange(face: dayFace, radius: 150, start: 0, span: 0)
        let rangeFace: DialFace = sleep.face
        let spanLimits: ClosedRange<Int> = sleep.spanLimits
        let rangeStart: Int = sleep.start
        let span: Int = sleep.span
        let end: Int = sleep.end
        let startAngle: Double = sleep.angle(of: DialRange.Handle.start)
        let settled: Bool = sleep.isSettled
        #expect(rangeFace == dayFace && spanLimits == 240...720 && anyLimits.spanLimits == 0...1440)
        #expect(rangeStart == 1350 && span == 495 && end == 405 && settled)
        #expect(startAngle == dayFace.angle(ofDetent: 1350))
        let touch = DialPoint(x: 150 + 128 * _sin(dayFace.angle(ofDetent: 405)), y: 150 - 128 * _cos(dayFace.angle(ofDetent: 405)))
        let held: DialRange.Part? = sleep.part(at: touch)
        #expect(held == DialRange.Part.handle(.end))
        let begun: [DialRangeEvent] = try sleep.beginDrag(.handle(.end), at: touch, time: 0)
        try sleep.beginDrag(.handle(.end), at: touch, time: 0)
        let moved: [DialRangeEvent] = try sleep.drag(to: touch, time: 0.1)
        let lifted: [DialRangeEvent] = try sleep.release(time: 0.2)
        let stepped2: [DialRangeEvent] = try sleep.step(.arc, by: 30, time: 0.3)
        let rested: [DialRangeEvent] = try sleep.advance(to: 10)
        #expect(begun.isEmpty && moved.isEmpty && stepped2.isEmpty)
        #expect(lifted == [.settled(start: 1350, span: 495)], "a drag that did not move rests where it was")
        #expect(rested.count == 61 && rested.last == .settled(start: 1380, span: 495))
        #expect(sleep.start == 1380 && sleep.span == 495 && sleep.end == 435)
        let rangeEvents: [DialRangeEvent] = [.changed(.start, 1), .limitReached(.end, 720), .settled(start: 1, span: 2)]
        let rangeErrors: [DialError] = [.invalidSpanLimits(lower: 2, upper: 1), .spanOutsideLimits(3), .invalidHandleRadius(22)]
        #expect(rangeEvents.count == 3 && rangeErrors.count == 3)

        let directions: [DialDirection] = [.clockwise, .counterclockwise]
        let events: [DialEvent] = [.selectionChanged(1), .directionChanged(.clockwise), .settled(1), .limitReached(0)]
        let error: DialError = .invalidLabelCount(0)
        #expect(directions.count == 2 && events.count == 4 && error == DialError.invalidLabelCount(0))
    }
}
