/// The part of a time one stage of a time picker turns, and the setup the picker shares.
///
/// The two stages count in their own units: the hour dial's value is hours since midnight (its
/// face shows `value mod 24` on a 24-hour clock, `value mod 12` as 12, 1, …, 11 on a 12-hour
/// one, so that the half of the day follows from the value), and the minute dial's value is
/// stops of the step since midnight (`value · step` minutes, so `value · step / 60` is the
/// hour: turning the minutes past 59 carries into the hour with no extra code). Without
/// bounds the values turn forever and the time is the value wrapped into the day (a Euclidean
/// modulo); with bounds they are held to the stops within them.
public struct TimeStage: Sendable, Equatable {
    /// Which part of the time a dial turns.
    public enum Part: Sendable, Hashable {
        case hour, minute
    }

    public var part: Part
    public var setup: TimeSetup

    public init(part: Part, setup: TimeSetup) {
        self.part = part
        self.setup = setup
    }

    /// The two stages of a picker for `setup`: the hour, then the minute, each starting at
    /// ``TimeSetup/initial``.
    /// - Complexity: O(stops of an hour).
    public static func stages(for setup: TimeSetup) -> [StageSetup] {
        let hour = TimeStage(part: .hour, setup: setup), minute = TimeStage(part: .minute, setup: setup)
        return [
            StageSetup(name: "hour", face: hour.face, initial: hour.value(of: setup.initial),
                       bounds: hour.bounds, time: hour),
            StageSetup(name: "minute", face: minute.face, initial: minute.value(of: setup.initial),
                       bounds: minute.bounds, time: minute),
        ]
    }

    /// The face: the clock's hours, or the minutes of the step.
    public var face: PickerFace {
        switch part {
        case .hour: setup.hourCycle.cycle == .twelveHour ? .hours12 : .hours24
        case .minute: .minutes(every: setup.step)
        }
    }

    /// Minutes per unit of the value: 60 for the hour, the step for the minute.
    public var minutesPerUnit: Int { part == .hour ? 60 : setup.step.minutes }

    /// The value that shows `time` (within the day: `0..<units per day`).
    public func value(of time: TimeOfDay) -> Int {
        time.minutesSinceMidnight / minutesPerUnit
    }

    /// The values the dial may rest on: the stops within the bounds (for the hour, the hours
    /// that hold one), or nil when the time is unbounded.
    public var bounds: ClosedRange<Int>? {
        guard let stops = setup.stops else { return nil }
        switch part {
        case .minute: return stops
        case .hour: return (stops.lowerBound * setup.step.minutes / 60)...(stops.upperBound * setup.step.minutes / 60)
        }
    }

    /// The time a dial of this part shows at `value`; the hour dial keeps `minute`. The result
    /// is a stop of the step within the bounds: the hour dial at a bound's hour may bring the
    /// minute to the bound (09:15 on a dial held from 09:30 is 09:30).
    /// - Complexity: O(1).
    public func time(atValue value: Int, keeping minute: Int) -> TimeOfDay {
        let time = switch part {
        case .minute: TimeOfDay(wrapping: value % (TimeOfDay.minutesPerDay / minutesPerUnit) * minutesPerUnit)
        case .hour: TimeOfDay(wrapping: value % 24 * 60 + minute)
        }
        guard let stops = setup.stops else { return time }
        let step = setup.step.minutes
        return TimeOfDay(wrapping: min(max(time.minutesSinceMidnight, stops.lowerBound * step), stops.upperBound * step))
    }
}
