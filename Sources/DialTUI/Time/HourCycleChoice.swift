/// The hour cycle of a run and how it was chosen: by `--clock`, by the locale, or by default
/// (24 hours), so that `--help` can say why the clock is what it is.
public struct HourCycleChoice: Sendable, Equatable, CustomStringConvertible {
    /// What decided the hour cycle.
    public enum Source: Sendable, Equatable {
        /// `--clock 12` or `--clock 24`.
        case flag
        /// The locale in `variable` (LC_ALL, LC_TIME or LANG), set to `value`.
        case locale(variable: String, value: String)
        /// No flag and no locale: 24 hours.
        case fallback
    }

    public var cycle: HourCycle
    public var source: Source

    public init(cycle: HourCycle, source: Source) {
        self.cycle = cycle
        self.source = source
    }

    /// The hour cycle from `--clock` when given, else from the locale in `environment`
    /// (``LocaleHourCycle``), else 24 hours.
    /// - Throws: ``TimeUsageError/badClock(_:)`` when `flag` is neither "12" nor "24".
    public static func choose(flag: String?, environment: [String: String]) throws(TimeUsageError) -> HourCycleChoice {
        if let flag {
            guard let cycle = HourCycle(flag: flag) else { throw .badClock(flag) }
            return HourCycleChoice(cycle: cycle, source: .flag)
        }
        guard let setting = LocaleHourCycle.setting(in: environment) else {
            return HourCycleChoice(cycle: .twentyFourHour, source: .fallback)
        }
        return HourCycleChoice(cycle: LocaleHourCycle.hourCycle(ofLocale: setting.value),
                               source: .locale(variable: setting.variable, value: setting.value))
    }

    /// A sentence for `--help`: "the clock is 12-hour, from LANG=en_US.UTF-8".
    public var description: String {
        switch source {
        case .flag: "the clock is \(cycle), from --clock"
        case .locale(let variable, let value): "the clock is \(cycle), from \(variable)=\(DisplayText.sanitize(value))"
        case .fallback: "the clock is \(cycle): no LC_ALL, LC_TIME or LANG is set"
        }
    }
}
