import DialCore
@testable import DialWasm
import Foundation
import Testing

/// Every number of the exports' contract, natively: the event kinds and what their values mean
/// (a direction's sign, a detent, a bound's value, a handle, a span), the part numbers, the
/// error codes, and what the reading exports give for a handle that names nothing. The page's
/// wrapper is held to the same numbers in ``EngineWrapperBrowserTests``.
@Suite(.timeLimit(.minutes(3))) struct WasmExportContractTests {
    typealias Event = ExportScenario.Event
    static func event(_ kind: String, _ numbers: Int...) -> Event { Event(kind: kind, numbers: numbers) }

    /// A dial of 12 detents dragged 40° clockwise, then to 40° counter-clockwise of 12, then let
    /// go with the finger still: it springs onto detent 1.
    static let drag: ExportScenario = {
        let p = ExportScenario.point
        return ExportScenario(subject: .dial(labels: 12, detentsPerLabel: 1, value: 0, bounds: nil), calls: [
            .beginDrag(part: 0, x: p(0, 100).x, y: p(0, 100).y, time: 0),
            .drag(x: p(40, 100).x, y: p(40, 100).y, time: 0.1),
            .drag(x: p(-40, 100).x, y: p(-40, 100).y, time: 0.3),
            .release(time: 0.6)] + ExportScenario.frames(from: 0.6, for: 2))
    }()

    /// A dial at value 30 of 12 detents, bounded to 25…40, stepped 100 on: it stops on 40.
    static let boundedStep = ExportScenario(subject: .dial(labels: 12, detentsPerLabel: 1, value: 30, bounds: 25...40),
                                            calls: [.step(part: 0, detents: 100, time: 0)] + ExportScenario.frames(from: 0, for: 2))

    /// A range 1:00–4:00 on 12 detents, its span held to 2…6, with Reduce Motion (each step's
    /// events come at once): steps of the end, the start and the arc, into both limits; then a
    /// part number that names nothing and a time that is not a number.
    static let rangeSteps = ExportScenario(
        subject: .range(labels: 12, detentsPerLabel: 1, reducesMotion: true, start: 1, span: 3, limits: 2...6),
        calls: [.step(part: 1, detents: 2, time: 0), .step(part: 0, detents: -2, time: 0.1), .step(part: 1, detents: 5, time: 0.2),
                .step(part: 0, detents: 9, time: 0.3), .step(part: 2, detents: -3, time: 0.4), .step(part: 7, detents: 1, time: 0.5),
                .advance(time: .nan)])

    /// The events each scenario must report, call by call where the calls are few, in order.
    static let dragEvents: [[Event]] = [
        [event("directionChanged", 1), event("selectionChanged", 11)],             // clockwise: +1, the previous detent
        [event("directionChanged", -1), event("selectionChanged", 0), event("selectionChanged", 1)],
        [event("directionChanged", 1)],                                           // the spring back, clockwise
        [event("settled", 1)],
    ]
    static let boundedStepEvents: [Event] = [event("directionChanged", -1)]
        + [7, 8, 9, 10, 11, 0, 1, 2, 3, 4].map { event("selectionChanged", $0) }  // detents, not values 31…40
        + [event("limitReached", 40), event("settled", 4)]                        // the bound's value; the detent
    static let rangeStepEvents: [[Event]] = [
        [event("changed", 1, 5), event("changed", 1, 6), event("settled", 1, 5)],   // the end (1) onto detents 5, 6
        [event("changed", 0, 0), event("limitReached", 0, 6), event("settled", 0, 6)], // the start (0) back to 0: span 6
        [event("limitReached", 1, 6), event("settled", 0, 6)],
        [event("changed", 0, 1), event("changed", 0, 2), event("changed", 0, 3), event("changed", 0, 4),
         event("limitReached", 0, 2), event("settled", 4, 2)],
        [event("changed", 0, 3), event("changed", 1, 5), event("changed", 0, 2), event("changed", 1, 4),
         event("changed", 0, 1), event("changed", 1, 3), event("settled", 1, 2)],   // the arc (2): both, start first
        [event("refused", 100)],                                                    // part 7: unknownPart
        [event("refused", 15)],                                                     // nonFiniteTime
    ]

    @Test func aDragsDirectionIsOneClockwiseAndMinusOneCounterClockwise() {
        #expect(Self.drag.native().filter { !$0.isEmpty } == Self.dragEvents)
    }

    @Test func aBoundedStepTicksDetentsAndMeetsTheBoundsValue() {
        #expect(Self.boundedStep.native().flatMap { $0 } == Self.boundedStepEvents)
    }

    @Test func aRangesEventsNameTheHandleTheDetentTheLimitAndTheRest() {
        #expect(Self.rangeSteps.native() == Self.rangeStepEvents)
    }

    @Test func eventsPastTheLastAndBeforeTheFirstReadAsZero() {
        nativeExports.withLock { _ in
            let dial = dialCreate(12, 1, 150, 0, 0, 0, 0)
            defer { dialDestroy(dial) }
            #expect(dialSetReducesMotion(dial, 1) == 0)
            #expect(dialStep(dial, 1, 0) == 3, "a direction, a tick and a rest, at once")
            #expect([dialEventKind(3), dialEventValue(3), dialEventKind(-1), dialEventValue(-1)] == [0, 0, 0, 0])
            let range = rangeCreate(12, 1, 150, 22, 1, 0, 3, 0, 12)
            defer { rangeDestroy(range) }
            #expect(rangeStep(range, 1, 1, 0) == 2)
            #expect([rangeEventKind(2), rangeEventFirst(2), rangeEventSecond(2), rangeEventKind(-1)] == [0, 0, 0, 0])
        }
    }

    /// A dial handle that names nothing, whatever other tests left in the shared export table: one
    /// made and destroyed at once (its slot stays free until the next dial is made; the caller
    /// holds `nativeExports`, so no other test makes one meanwhile). A fixed number (99) would name
    /// a dial once other tests had left a hundred.
    static func dialNamingNothing() -> Int32 {
        let handle = dialCreate(12, 1, 150, 0, 0, 0, 0)
        dialDestroy(handle)
        return handle
    }

    /// A range handle that names nothing, as `dialNamingNothing`.
    static func rangeNamingNothing() -> Int32 {
        let handle = rangeCreate(12, 1, 150, 22, 0, 1, 3, 0, 12)
        rangeDestroy(handle)
        return handle
    }

    @Test func theReadingExportsGiveTheStateAndZeroForAHandleThatNamesNothing() {
        nativeExports.withLock { _ in
            let dial = dialCreate(12, 5, 150, 130, 1, 0, 200)
            defer { dialDestroy(dial) }
            #expect(dialValue(dial) == 130 && dialSelectedIndex(dial) == 10 && dialIsSettled(dial) == 1)
            #expect(dialRotation(dial) == -130 * (2 * Double.pi / 60))
            _ = dialStep(dial, 3, 0)
            #expect(dialIsSettled(dial) == 0 && dialShownValue(dial) == 133, "moving: the value it is headed for")
            #expect(dialSetReducesMotion(dial, 1) == 0)
            let nothing = Self.dialNamingNothing()
            #expect([dialValue(nothing), dialSelectedIndex(nothing), dialIsSettled(nothing), dialShownValue(nothing)] == [0, 0, 0, 0])
            #expect(dialRotation(nothing) == 0)
            #expect([dialValue(Int32.max), dialValue(-1)] == [0, 0], "past every slot, and no slot at all")

            let range = rangeCreate(12, 1, 150, 22, 0, 1, 3, 0, 12)
            defer { rangeDestroy(range) }
            #expect([rangeSpan(range), rangeShownStart(range), rangeShownSpan(range), rangeIsSettled(range)] == [3, 1, 3, 1])
            #expect(rangeAngle(range, 0) == 2 * Double.pi / 12 && rangeAngle(range, 1) == 4 * 2 * Double.pi / 12)
            #expect(rangeAngle(range, 2) == 0 && rangeAngle(range, -1) == 0, "the arc and no part have no angle")
            _ = rangeStep(range, 1, 2, 0)
            #expect(rangeIsSettled(range) == 0 && rangeShownSpan(range) == 5 && rangeShownStart(range) == 1)
            #expect(rangeSetReducesMotion(range, 1) == 0)
            let noRange = Self.rangeNamingNothing()
            #expect([rangeSpan(noRange), rangeShownStart(noRange), rangeShownSpan(noRange), rangeIsSettled(noRange)] == [0, 0, 0, 0])
        }
    }

    @Test func partsAreZeroStartOneEndTwoArcAndMinusOneNothing() {
        nativeExports.withLock { _ in
            let range = rangeCreate(12, 1, 150, 22, 0, 1, 3, 0, 12)
            defer { rangeDestroy(range) }
            func at(_ hours: Double, _ distance: Double = 128) -> Int32 {
                let p = ExportScenario.point(hours * 30, distance)
                return rangePartAt(range, p.x, p.y)
            }
            #expect([at(1), at(4), at(2.5), at(7), at(2.5, 50)] == [0, 1, 2, -1, -1])
            #expect(rangePartAt(Self.rangeNamingNothing(), 150, 22) == -1, "a handle that names no range")
            // A drag begun on part 1 (the end) moves the end: a tick of handle 1.
            let p = ExportScenario.point(4 * 30, 128), q = ExportScenario.point(5.2 * 30, 128)
            #expect(rangeBeginDrag(range, 1, p.x, p.y, 0) == 0)
            #expect(rangeDrag(range, q.x, q.y, 0.1) == 1)
            #expect([rangeEventKind(0), rangeEventFirst(0), rangeEventSecond(0)] == [1, 1, 5])
            #expect(rangeBeginDrag(range, 3, p.x, p.y, 0.2) == -100)
            #expect(rangeStep(range, -1, 1, 0.2) == -100)
        }
    }

    @Test func eachErrorHasTheCodeTheContractGivesIt() {
        let codes: [(DialError, Int32)] = [
            (.invalidLabelCount(0), 2), (.invalidDetentCount(labelCount: 1, detentsPerLabel: 0, limit: 1), 3),
            (.valueOutOfBounds(0), 4), (.valueOutOfRange(0, limit: 1), 5), (.invalidRadius(0), 6),
            (.invalidDecelerationRate(2), 7), (.nonFiniteVelocity(.nan), 8), (.nonFiniteDistance(.nan), 9),
            (.unreachableDistance(1), 10), (.nonFiniteDisplacement(.nan), 11), (.invalidSpringResponse(0), 12),
            (.invalidDampingRatio(0), 13), (.invalidConfiguration(.restTolerance, 0), 14), (.nonFiniteTime(.nan), 15),
            (.timeWentBackwards(-1), 16), (.nonFiniteTouch(DialPoint(x: .nan, y: 0)), 17),
            (.nonFiniteOffset(DialPoint(x: .nan, y: 0)), 18), (.excessiveTravel(1, limit: 0), 19),
            (.invalidSpanLimits(lower: 1, upper: 0), 20), (.spanOutsideLimits(1), 21), (.invalidHandleRadius(1), 22),
        ]
        for (error, code) in codes { #expect(WasmError.code(of: error) == code, "\(error)") }
        #expect(WasmError.unknownHandle == 1 && WasmError.unknownPart == 100)

        // And as the exports return them, negated, leaving no dial or range behind.
        nativeExports.withLock { _ in
            #expect(dialCreate(0, 1, 150, 0, 0, 0, 0) == -2)
            #expect(dialCreate(12, 0, 150, 0, 0, 0, 0) == -3)
            #expect(dialCreate(12, 1, 150, 50, 1, 0, 10) == -4)
            #expect(dialCreate(12, 1, 150, 5, 1, 10, 0) == -4, "bounds the wrong way round")
            #expect(dialCreate(12, 1, -1, 0, 0, 0, 0) == -6)
            #expect(rangeCreate(0, 1, 150, 22, 0, 0, 0, 0, 0) == -2, "a range on a face that cannot be")
            #expect(rangeCreate(12, 0, 150, 22, 0, 0, 0, 0, 0) == -3)
            #expect(rangeCreate(12, 1, 150, 22, 0, 0, 3, 5, 4) == -20)
            #expect(rangeCreate(12, 1, 150, 22, 0, 0, 7, 0, 6) == -21)
            #expect(rangeCreate(12, 1, 150, 150, 0, 0, 3, 0, 12) == -22)
            let dial = dialCreate(12, 1, 150, 0, 0, 0, 0)
            defer { dialDestroy(dial) }
            #expect(dialAdvance(dial, .nan) == -15)
            #expect(dialAdvance(dial, 1) == 0 && dialAdvance(dial, 0) == -16)
            #expect(dialBeginDrag(dial, .nan, 0, 2) == -17)
            #expect(dialStep(dial, Int32(Dial.maximumLabelsPerCall + 1), 2) == -19)
            #expect(dialStep(Self.dialNamingNothing(), 1, 2) == -1 && rangeStep(Self.rangeNamingNothing(), 0, 1, 2) == -1)
        }
    }
}
