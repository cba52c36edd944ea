import DialCore

/// A range's key cases where `Int` is 32 bits: a sleep schedule across midnight, the arc
/// dragged for turns, a handle stepped into its limits, steps at the cap, and a range on the
/// largest face, where `start + span` reaches 2²¹.
enum RangeCases {
    static func run(_ report: inout CheckReport) {
        sleepSchedule(&report)
        arcForTurns(&report)
        stepsAtTheCap(&report)
        largestFace(&report)
        selections(&report)
    }

    static func day() throws(DialError) -> DialFace {
        try DialFace(labelCount: 24, detentsPerLabel: 60)
    }

    /// Frames of 1/60 s from `time` until the range rests, at most `frames` of them.
    static func settle(_ range: inout DialRange, from time: Double, frames: Int = 1200) throws(DialError) -> [DialRangeEvent] {
        var events: [DialRangeEvent] = []
        var frame = 0
        while !range.isSettled, frame < frames {
            frame += 1
            events += try range.advance(to: time + Double(frame) / 60)
        }
        return events
    }

    static func sleepSchedule(_ report: inout CheckReport) {
        do throws(DialError) {
            var sleep = try DialRange(face: day(), radius: 150, start: 22 * 60 + 30, span: 8 * 60 + 15, spanLimits: 240...720)
            report.expect(sleep.start == 1350 && sleep.span == 495 && sleep.end == 405, "22:30 for 8h15m ends at 06:45")
            var events = try sleep.step(.handle(.end), by: 300, time: 0)
            events += try settle(&sleep, from: 0)
            report.expect(sleep.span == 720 && sleep.end == 630, "a step past the upper limit rests on it (\(sleep.span))")
            report.expect(events.filter { $0 == .limitReached(.end, 720) }.count == 1 && events.last == .settled(start: 1350, span: 720),
                          "the limit met once, then one rest")
            let refused = try sleep.step(.handle(.start), by: -1, time: 30)
            report.expect(refused == [.limitReached(.start, 720), .settled(start: 1350, span: 720)], "a step from the limit outwards is refused")
        } catch {
            report.expect(false, "the sleep schedule threw \(error)")
        }
    }

    /// The arc of a 2-hour range dragged ten turns clockwise, a twelfth of a turn a move: both
    /// handles tick 14,400 times each, in order, and the span never changes.
    static func arcForTurns(_ report: inout CheckReport) {
        do throws(DialError) {
            var range = try DialRange(face: day(), radius: 150, start: 0, span: 120)
            // Touches on the handles' track half-way between the hours of a clock: label 2k + 1 of
            // 24, placed by the face's own trigonometry.
            let halves = try DialFace(labelCount: 24)
            let inset = 150 - range.trackRadius
            func touch(_ twelfths: Int) -> DialPoint {
                halves.placement(ofLabel: 2 * (twelfths % 12) + 1, radius: 150, inset: inset).center
            }
            try range.beginDrag(.arc, at: touch(0), time: 0)
            var starts = 0, ends = 0, inOrder = true, spanKept = true
            var expectedStart = 0
            for move in 1...120 {
                for event in try range.drag(to: touch(move), time: Double(move) / 100) {
                    if case .changed(.start, let detent) = event {
                        expectedStart = (expectedStart + 1) % 1440
                        inOrder = inOrder && detent == expectedStart
                        starts += 1
                    } else if case .changed(.end, _) = event {
                        ends += 1
                    }
                }
                spanKept = spanKept && range.span == 120
            }
            report.expect(starts == 14_400 && ends == 14_400 && inOrder, "ten turns of the arc tick each handle 14,400 times in order (\(starts), \(ends))")
            report.expect(spanKept && range.start == 0 && range.end == 120, "the span is kept and the range is back where it began")
        } catch {
            report.expect(false, "the arc threw \(error)")
        }
    }

    static func stepsAtTheCap(_ report: inout CheckReport) {
        let limit = Dial.maximumLabelsPerCall
        do throws(DialError) {
            var range = try DialRange(face: day(), radius: 150, start: 0, span: 60)
            let before = range
            for detents in [limit + 1, Int.max, Int.min] {
                do throws(DialError) {
                    _ = try range.step(.arc, by: detents, time: 0)
                    report.expect(false, "a range step of \(detents) is refused")
                } catch {
                    report.expect(error == .excessiveTravel(Double(detents).magnitude, limit: limit), "a range step of \(detents): excessiveTravel")
                }
            }
            report.expect(range == before, "refused steps leave the range as it was")
            _ = try range.step(.arc, by: limit, time: 0)
            _ = try settle(&range, from: 0)
            report.expect(range.start == limit % 1440 && range.span == 60, "a step of 2^20 turns the arc to \(limit % 1440) (\(range.start))")
        } catch {
            report.expect(false, "range steps threw \(error)")
        }
    }

    /// On a face of 2²⁰ detents, the end stepped a whole turn from the start's far side: the
    /// carrier counts up to `start + span` = 2²¹ − 1.
    static func largestFace(_ report: inout CheckReport) {
        do throws(DialError) {
            let face = try DialFace(labelCount: DialFace.maximumLabelCount)
            let count = face.detentCount
            var range = try DialRange(face: face, radius: 150, start: count - 1, span: 0)
            _ = try range.step(.handle(.end), by: count, time: 0)
            _ = try settle(&range, from: 0, frames: 3_600)
            report.expect(range.span == count && range.start == count - 1 && range.end == count - 1,
                          "a whole turn on the largest face (span \(range.span))")
        } catch {
            report.expect(false, "the largest face threw \(error)")
        }
    }

    /// Selections: a typed sleep schedule (both ends change: the arc at once, then the end, one
    /// rest), and on the largest face a start of `Int.min + 5` and a span of `Int.max`, held to
    /// a whole turn.
    static func selections(_ report: inout CheckReport) {
        do throws(DialError) {
            var sleep = try DialRange(face: day(), radius: 150, start: 22 * 60, span: 8 * 60, spanLimits: 240...720)
            var events = try sleep.select(start: 23 * 60, span: 8 * 60 + 15, time: 0)
            events += try settle(&sleep, from: 0)
            let rests = events.filter { if case .settled = $0 { true } else { false } }
            report.expect(sleep.start == 1380 && sleep.span == 495 && rests == [.settled(start: 1380, span: 495)],
                          "23:00-07:15 selected from 22:00-06:00 rests there once (\(sleep.start), \(sleep.span))")
            let face = try DialFace(labelCount: DialFace.maximumLabelCount)
            var range = try DialRange(face: face, radius: 150, start: 0, span: 0)
            _ = try range.select(start: Int.min + 5, span: Int.max, time: 0)
            _ = try settle(&range, from: 0, frames: 3_600)
            report.expect(range.start == 5 && range.span == face.detentCount,
                          "a selection of Int.min + 5 and Int.max on the largest face (\(range.start), \(range.span))")
        } catch {
            report.expect(false, "the selections threw \(error)")
        }
    }
}
