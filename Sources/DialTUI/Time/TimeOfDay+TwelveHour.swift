/// A time of day read on a 12-hour clock.
///
/// The hour face reads 12, 1, 2, …, 11: 00:xx is 12:xx AM, 01:xx–11:xx are the same hours AM,
/// 12:xx is 12:xx PM and 13:xx–23:xx are 1:xx–11:xx PM. The mapping is a bijection between
/// `0...23` and `1...12 × {AM, PM}`: ``init(hour12:minute:meridiem:)`` undoes
/// ``hour12`` and ``meridiem``.
extension TimeOfDay {
    /// AM before noon, PM from noon on.
    public var meridiem: Meridiem { hour < 12 ? .am : .pm }

    /// The hour on a 12-hour clock, `1...12`: `(hour + 11) mod 12 + 1`, so 0 and 12 read 12.
    public var hour12: Int { (hour + 11) % 12 + 1 }

    /// The time `hour12`:`minute` `meridiem`, or nil unless `hour12` is in `1...12` and
    /// `minute` in `0...59`. 12 AM is 00, 12 PM is 12.
    /// - Complexity: O(1).
    public init?(hour12: Int, minute: Int, meridiem: Meridiem) {
        guard (1...12).contains(hour12) else { return nil }
        self.init(hour: hour12 % 12 + (meridiem == .pm ? 12 : 0), minute: minute)
    }

    /// The same reading of the 12-hour clock in the other half of the day when `meridiem`
    /// differs (09:30 → 21:30 for PM), else the time itself.
    /// - Complexity: O(1).
    public func setting(_ meridiem: Meridiem) -> TimeOfDay {
        guard meridiem != self.meridiem else { return self }
        return adding(minutes: meridiem == .pm ? 12 * 60 : -12 * 60)
    }
}

extension TimeOfDay {
    /// The time as the picker shows and says it on `cycle`: `21:30`, or `9:30 PM`.
    /// - Complexity: O(1).
    public func written(on cycle: HourCycle) -> String {
        switch cycle {
        case .twentyFourHour: description
        case .twelveHour: "\(hour12):\(Self.twoDigits(minute)) \(meridiem)"
        }
    }
}
