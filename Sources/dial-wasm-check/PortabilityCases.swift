import DialCore
import DialWasm
import DialWasmRuntime

/// The engine's key cases, each with the answer the math gives, whatever the width of `Int`:
/// the caps and their both sides, a minute dial turned for days, values at the caps, bounds, a
/// fling into a bound, capped steps, conversions of extreme `Double`s, and the exports.
enum PortabilityCases {
    static func run() -> CheckReport {
        var report = CheckReport()
        #if arch(wasm32)
        report.expect(Int.bitWidth == 32, "Int is 32 bits on wasm32")
        HostMathCases.run(&report)
        #endif
        caps(&report)
        daysOfMinutes(&report)
        valuesAtTheCaps(&report)
        bounds(&report)
        flingIntoABound(&report)
        cappedSteps(&report)
        extremeConversions(&report)
        exports(&report)
        RangeCases.run(&report)
        return report
    }

    static let minutes = (labels: 12, detentsPerLabel: 5)
    static let cap = Dial.maximumValueMagnitude

    /// `value` wrapped into `0 ..< count`, in `Int64` so that the expectation itself cannot overflow.
    static func euclid(_ value: Int, _ count: Int) -> Int {
        let remainder = Int64(value) % Int64(count)
        return Int(remainder < 0 ? remainder + Int64(count) : remainder)
    }

    /// A minute dial (12 labels of 5 detents, radius 150) at rest on `value`.
    static func minuteDial(value: Int, bounds: ClosedRange<Int>? = nil) throws(DialError) -> Dial {
        try Dial(face: DialFace(labelCount: minutes.labels, detentsPerLabel: minutes.detentsPerLabel),
                 radius: 150, value: value, bounds: bounds)
    }

    /// Advances `dial` by frames of 1/60 s from `time` until it settles, at most `frames` of them
    /// (a motion's end is decided when it starts, a few seconds at most); the events, in order.
    static func settle(_ dial: inout Dial, from time: Double, frames: Int = 1200,
                       each check: (Dial) -> Void = { _ in }) throws(DialError) -> [DialEvent] {
        var events: [DialEvent] = []
        var frame = 0
        while !dial.isSettled, frame < frames {
            frame += 1
            events += try dial.advance(to: time + Double(frame) / 60)
            check(dial)
        }
        return events
    }

    // MARK: Cases

    static func caps(_ report: inout CheckReport) {
        report.expect(Dial.maximumValueMagnitude == 1 << 30, "maximumValueMagnitude is 2^30")
        report.expect(Dial.maximumLabelsPerCall == 1 << 20, "maximumLabelsPerCall is 2^20")
        report.expect(Dial.maximumEventsPerCall == 1 << 21, "maximumEventsPerCall is 2^21")
        report.expect(DialFace.maximumLabelCount == 1 << 20, "maximumLabelCount is 2^20")
        report.expect(DialFace.maximumDetentCount == 1 << 20, "maximumDetentCount is 2^20")
        for cap in [Dial.maximumValueMagnitude, Dial.maximumLabelsPerCall, Dial.maximumEventsPerCall,
                    DialFace.maximumLabelCount, DialFace.maximumDetentCount] {
            report.expect(cap > 0 && Int64(cap) < Int64(Int32.max), "cap \(cap) is positive and below Int32.max")
        }
        // A value at the cap, a call's travel and a turn of the largest face still fit in Int32.
        report.expect(Int64(Dial.maximumValueMagnitude) + Int64(Dial.maximumLabelsPerCall) + Int64(DialFace.maximumDetentCount) < Int64(Int32.max),
                      "cap + a call + a turn fits in Int32")
    }

    /// Five days of minutes turned by a finger, one twelfth of a turn a move, counterclockwise
    /// (adding minutes): 120 turns, 7,200 detents, each ticked once, in order.
    static func daysOfMinutes(_ report: inout CheckReport) {
        do throws(DialError) {
            var dial = try minuteDial(value: 0)
            let turns = 120
            let movesPerTurn = 12
            // The finger on label −move, 130 from the centre: a twelfth of a turn counterclockwise a move.
            func touch(_ move: Int) -> DialPoint {
                dial.face.placement(ofLabel: -move, radius: 150, inset: 20).center
            }
            var time = 0.0
            try dial.beginDrag(at: touch(0), time: time)
            var ticks = 0
            var inOrder = true
            var expected = 0
            for move in 1...(turns * movesPerTurn) {
                time += 0.01
                for event in try dial.drag(to: touch(move), time: time) {
                    guard case .selectionChanged(let detent) = event else { continue }
                    expected = (expected + 1) % 60
                    inOrder = inOrder && detent == expected
                    ticks += 1
                }
            }
            let events = try dial.release(time: time + 1) + (try settle(&dial, from: time + 1))
            report.expect(ticks == turns * 60 && inOrder, "120 turns tick 7200 detents in order (\(ticks))")
            report.expect(dial.isSettled && dial.value == 7200, "five days of minutes: value 7200 (\(dial.value))")
            report.expect(dial.value / 60 == 120 && dial.value % 60 == 0 && dial.selectedIndex == 0, "hour 120, minute 0")
            report.expect(events.last == .settled(0), "the drag settles on detent 0")
            // Then five days back and five more, by steps.
            _ = try dial.step(by: -14_400, time: time + 10)
            _ = try settle(&dial, from: time + 10)
            report.expect(dial.value == -7200 && dial.selectedIndex == 0, "ten days of steps back: value -7200 (\(dial.value))")
            report.expect(dial.rotation == 7200 * dial.face.detentStep, "at rest, rotation is -value * detentStep")
        } catch {
            report.expect(false, "days of minutes threw \(error)")
        }
    }

    static func valuesAtTheCaps(_ report: inout CheckReport) {
        do throws(DialError) {
            for value in [cap, -cap, cap - 1, -(cap - 1)] {
                let dial = try minuteDial(value: value)
                report.expect(dial.value == value && dial.restingValue == value && dial.isSettled, "a dial at rest on \(value)")
                report.expect(dial.selectedIndex == euclid(value, 60), "value \(value) selects \(euclid(value, 60))")
                report.expect(dial.rotation == -Double(value) * dial.face.detentStep, "value \(value): rotation -value * step")
            }
            // The largest face: 2^20 detents, at the cap on each side.
            let largest = try DialFace(labelCount: 1 << 10, detentsPerLabel: 1 << 10)
            var dial = try Dial(face: largest, radius: 150, value: cap, bounds: nil)
            report.expect(dial.value == cap && dial.selectedIndex == 0, "2^20 detents at the cap select 0")
            // An unbounded dial may turn past the cap: 1,000 detents beyond it.
            _ = try dial.step(by: -1000, time: 0)
            _ = try settle(&dial, from: 0)
            report.expect(dial.value == cap - 1000 && dial.selectedIndex == (1 << 20) - 1000, "1000 below the cap (\(dial.value))")
            var beyond = try minuteDial(value: cap)
            _ = try beyond.step(by: 1000, time: 0)
            _ = try settle(&beyond, from: 0)
            report.expect(beyond.value == cap + 1000, "an unbounded dial turns past the cap (\(beyond.value))")
            // Bounds at the caps: a step of 10 from 3 below the upper one rests on it.
            var high = try minuteDial(value: cap - 3, bounds: (cap - 10)...cap)
            let events = try high.step(by: 10, time: 0) + (try settle(&high, from: 0))
            report.expect(high.value == cap && high.isSettled, "a step rests on the bound at the cap (\(high.value))")
            report.expect(events.filter { $0 == .limitReached(cap) }.count == 1 && events.last == .settled(euclid(cap, 60)),
                          "meets the bound at the cap once and settles on it")
        } catch {
            report.expect(false, "values at the caps threw \(error)")
        }
        for value in [cap + 1, -(cap + 1), Int.max, Int.min] {
            let limit = cap
            do throws(DialError) {
                _ = try minuteDial(value: value)
                report.expect(false, "value \(value) beyond the cap is refused")
            } catch {
                report.expect(error == .valueOutOfRange(value, limit: limit), "value \(value) is valueOutOfRange")
            }
        }
        for bounds in [Int.min...0, 0...Int.max, (-cap - 1)...0, 0...(cap + 1)] {
            do throws(DialError) {
                _ = try minuteDial(value: 0, bounds: bounds)
                report.expect(false, "bounds beyond the cap are refused")
            } catch {
                let offending = bounds.lowerBound < -cap ? bounds.lowerBound : bounds.upperBound
                report.expect(error == .valueOutOfRange(offending, limit: cap), "bound \(offending) is valueOutOfRange")
            }
        }
        // From one cap to the other is 2^31 detents, one more than Int32 holds: refused, not trapped.
        do throws(DialError) {
            var dial = try minuteDial(value: -cap, bounds: -cap...cap)
            let before = dial
            do throws(DialError) {
                _ = try dial.select(value: cap, time: 0)
                report.expect(false, "cap to cap is refused")
            } catch {
                report.expect(error == .excessiveTravel(2 * Double(cap), limit: Dial.maximumLabelsPerCall), "cap to cap: excessiveTravel(2^31) (\(error))")
            }
            report.expect(dial == before, "a refused select leaves the dial as it was")
            let pushed = try dial.select(value: Int.min, time: 0)
            report.expect(pushed == [.limitReached(-cap), .settled(euclid(-cap, 60))] && dial.isSettled && dial.value == -cap,
                          "select(value: Int.min) on the lower bound at the cap meets it and stays, with its rest")
        } catch {
            report.expect(false, "cap to cap threw \(error)")
        }
    }

    static func bounds(_ report: inout CheckReport) {
        do throws(DialError) {
            var dial = try minuteDial(value: 570, bounds: 570...1020)
            let pushed = try dial.step(by: -1, time: 0)
            report.expect(pushed == [.limitReached(570), .settled(30)] && dial.isSettled && dial.value == 570,
                          "a step past the lower bound is refused, with its rest")
            _ = try dial.select(value: 2000, time: 1)
            let events = try settle(&dial, from: 1)
            report.expect(dial.value == 1020 && events.last == .settled(0), "select beyond the upper bound rests on it (\(dial.value))")
            report.expect(events.filter { $0 == .limitReached(1020) }.count == 1, "meets the upper bound once")
        } catch {
            report.expect(false, "bounds threw \(error)")
        }
    }

    /// A kitchen timer of 0...60 minutes at 55, flung hard towards more: it comes to rest on 60
    /// and never shows a value past it, not for a frame.
    static func flingIntoABound(_ report: inout CheckReport) {
        do throws(DialError) {
            var dial = try minuteDial(value: 55, bounds: 0...60)
            let limitRotation = -60 * dial.face.detentStep
            var past = false
            var events = try dial.release(velocity: -40, time: 0)
            events += try settle(&dial, from: 0) { past = past || $0.value > 60 || $0.rotation < limitRotation }
            report.expect(!past, "a fling never passes the bound")
            report.expect(dial.isSettled && dial.value == 60 && dial.rotation == limitRotation, "the fling rests exactly on 60")
            report.expect(events.filter { $0 == .limitReached(60) }.count == 1 && events.last == .settled(0), "limitReached(60) once, then settled(0)")
        } catch {
            report.expect(false, "the fling threw \(error)")
        }
    }

    static func cappedSteps(_ report: inout CheckReport) {
        let limit = Dial.maximumLabelsPerCall
        do throws(DialError) {
            var dial = try minuteDial(value: 0)
            let before = dial
            for (detents, distance) in [(limit + 1, Double(limit + 1)), (Int.max, Double(Int.max)), (Int.min, -Double(Int.min))] {
                do throws(DialError) {
                    _ = try dial.step(by: detents, time: 0)
                    report.expect(false, "a step of \(detents) is refused")
                } catch {
                    report.expect(error == .excessiveTravel(distance, limit: limit), "a step of \(detents): excessiveTravel (\(error))")
                }
            }
            report.expect(dial == before, "refused steps leave the dial as it was")
            // A step of exactly the cap on the largest face: 2^20 ticks, within the events cap.
            var large = try Dial(face: DialFace(labelCount: DialFace.maximumLabelCount), radius: 150)
            let first = try large.step(by: limit, time: 0)
            let rest = try settle(&large, from: 0)
            let count = first.count + rest.count
            report.expect(large.isSettled && large.value == limit, "a step of 2^20 rests on 2^20 (\(large.value))")
            report.expect(count > limit && count <= Dial.maximumEventsPerCall, "\(count) events: every detent ticked, within the cap")
        } catch {
            report.expect(false, "capped steps threw \(error)")
        }
    }

    /// Extreme `Double`s and `Int`s into the face's arithmetic: answers, never traps.
    static func extremeConversions(_ report: inout CheckReport) {
        do throws(DialError) {
            let face = try DialFace(labelCount: 12)
            // 2^40 steps round: an exact multiple, whose label is 2^40 mod 12 = 4.
            let far = Double(Int64(1) << 40) * face.angleStep
            let farLabel = Int((Int64(1) << 40) % 12)
            report.expect(face.nearestLabel(to: far) == farLabel && face.selectedLabel(forRotation: -far) == farLabel, "2^40 steps round is label 4")
            for angle in [1e300, -1e300, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude] {
                let label = face.nearestLabel(to: angle)
                report.expect(label >= 0 && label < 12, "nearestLabel(to: \(angle)) is a label")
            }
            report.expect(face.nearestLabel(to: .infinity) == 0 && face.nearestLabel(to: .nan) == 0, "non-finite angles give label 0")
            for index in [Int.max, Int.min, Int(Int32.max), Int(Int32.min)] {
                report.expect(face.angle(ofLabel: index) == Double(euclid(index, 12)) * face.angleStep, "angle(ofLabel: \(index)) wraps")
                let rotation = face.rotation(selecting: index, near: 1e15)
                report.expect(rotation.isFinite && face.selectedLabel(forRotation: rotation) == euclid(index, 12), "rotation(selecting: \(index)) selects it")
            }
            let dial = try Dial(face: face, radius: 150, selectedIndex: Int.min)
            report.expect(dial.selectedIndex == euclid(Int.min, 12), "a dial made on Int.min selects Int.min mod 12")
        } catch {
            report.expect(false, "extreme conversions threw \(error)")
        }
        // Faces whose detent count overflows 32 bits (2^32, 2^40) or passes the cap are refused.
        for (labels, detents) in [(1 << 16, 1 << 16), (1 << 20, 1 << 20), (1 << 20, 2), (Int.max, Int.max), (3, Int.max)] {
            do throws(DialError) {
                _ = try DialFace(labelCount: labels, detentsPerLabel: detents)
                report.expect(false, "\(labels) x \(detents) detents is refused")
            } catch {
                let expected: DialError = labels > DialFace.maximumLabelCount ? .invalidLabelCount(labels)
                    : .invalidDetentCount(labelCount: labels, detentsPerLabel: detents, limit: DialFace.maximumDetentCount)
                report.expect(error == expected, "\(labels) x \(detents) detents: \(error)")
            }
        }
    }

    /// The exports a WebAssembly host calls: the same dial through numbers.
    static func exports(_ report: inout CheckReport) {
        let handle = dialCreate(12, 5, 150, 575, 1, 0, 1439)
        report.expect(handle >= 0 && dialValue(handle) == 575 && dialSelectedIndex(handle) == 35, "dial_create at 09:35")
        report.expect(dialStep(handle, 30, 0) >= 0, "dial_step")
        var frames = 0
        var last: (kind: Int32, value: Int32) = (0, 0)
        while dialIsSettled(handle) == 0, frames < 1200 {
            frames += 1
            let count = dialAdvance(handle, Double(frames) / 60)
            if count > 0 { last = (dialEventKind(count - 1), dialEventValue(count - 1)) }
        }
        report.expect(dialValue(handle) == 605 && last.kind == 3 && last.value == 5, "dial_advance settles on 10:05")
        report.expect(dialAdvance(handle, 0) == -16 && dialValue(handle) == 605, "time going backwards is error 16, the dial unchanged")
        report.expect(dialStep(handle, Int32.max, 100) >= 0 && dialSelectValue(handle, Int32.min, 101) >= 0,
                      "steps of Int32.max and Int32.min on a bounded dial are held by its bounds")
        let unbounded = dialCreate(12, 5, 150, 0, 0, 0, 0)
        report.expect(unbounded >= 0 && unbounded != handle, "a second dial")
        report.expect(dialStep(unbounded, Int32.max, 0) == -19 && dialValue(unbounded) == 0,
                      "a step of Int32.max without bounds is error 19 (excessive travel), the dial unchanged")
        report.expect(dialCreate(0, 1, 150, 0, 0, 0, 0) == -2, "no labels is error 2")
        report.expect(dialCreate(12, 5, 150, 2000, 1, 0, 1439) == -4, "a value outside the bounds is error 4")
        report.expect(dialStep(99, 1, 100) == -1, "an unknown handle is error 1")
        dialDestroy(handle)
        report.expect(dialStep(handle, 1, 200) == -1 && dialCreate(12, 1, 150, 0, 0, 0, 0) == handle, "a destroyed handle is reused")
        framesAllocateNothing(&report)
    }

    /// A fling driven through the exports for 1,000 frames, ticks and all, after ten to warm
    /// up: no allocation, the heap flat.
    static func framesAllocateNothing(_ report: inout CheckReport) {
        let handle = dialCreate(12, 5, 150, 0, 0, 0, 0)
        report.expect(dialFling(handle, 30, 0) >= 0, "dial_fling")
        var ticks = 0
        for frame in 1...10 { ticks += Int(max(0, dialAdvance(handle, Double(frame) / 1000))) }
        let allocations = dial_wasm_allocation_count()
        let heap = dial_wasm_heap_in_use()
        for frame in 11...1010 { ticks += Int(max(0, dialAdvance(handle, Double(frame) / 1000))) }
        let allocated = dial_wasm_allocation_count() - allocations
        let heapAfter = dial_wasm_heap_in_use()
        report.expect(dialIsSettled(handle) == 0 && ticks > 60, "the fling is still going after 1,010 frames, \(ticks) events")
        #if arch(wasm32)  // elsewhere the platform's heap is used and AllocationTests count it
        report.expect(allocated == 0 && heapAfter == heap, "1,000 frames allocate nothing (\(allocated) allocations)")
        #else
        _ = (allocated, heapAfter, heap)
        #endif
        dialDestroy(handle)
    }
}
