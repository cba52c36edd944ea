/// The hour cycle a POSIX locale stands for, and where the locale is read from.
///
/// The locale is the first non-empty of `LC_ALL`, `LC_TIME` and `LANG`, the order in which
/// POSIX looks them up for the time category. A locale name has the form
/// `language[_TERRITORY][.codeset][@modifier]`; only `language_TERRITORY` counts.
///
/// The rule: a 12-hour clock for the locales whose everyday time format is 12 hours with
/// AM/PM — English in the United States, Canada, Australia, New Zealand, the Philippines,
/// India and Pakistan (`en_US`, `en_CA`, `en_AU`, `en_NZ`, `en_PH`, `en_IN`, `en_PK`), bare `en`
/// (which means US English), Spanish in the United States (`es_US`), Filipino and Tagalog
/// (`fil_PH`, `tl_PH`), Hindi (`hi_IN`), Urdu (`ur_PK`), Korean (`ko_KR`) and Arabic in Egypt and
/// Saudi Arabia (`ar_EG`, `ar_SA`); a 24-hour clock for every other locale, for `C` and `POSIX`,
/// and when none is set. (French Canada, `fr_CA`, counts 24 hours.)
public enum LocaleHourCycle {
    /// The variables that name the locale for times, in the order they are consulted.
    public static let variables = ["LC_ALL", "LC_TIME", "LANG"]

    /// The `language_TERRITORY` (or bare `language`) names of the 12-hour locales.
    public static let twelveHourLocales: Set<String> = [
        "en", "en_US", "en_CA", "en_AU", "en_NZ", "en_PH", "en_IN", "en_PK",
        "es_US", "fil_PH", "tl_PH", "hi_IN", "ur_PK", "ko_KR", "ar_EG", "ar_SA",
    ]

    /// The variable that sets the locale for times, and its value: the first of
    /// ``variables`` that is set and not empty.
    /// - Complexity: O(1).
    public static func setting(in environment: [String: String]) -> (variable: String, value: String)? {
        for variable in variables {
            if let value = environment[variable], !value.isEmpty { return (variable, value) }
        }
        return nil
    }

    /// The hour cycle of a locale name such as `en_US.UTF-8`: ``HourCycle/twelveHour`` when its
    /// `language_TERRITORY` is one of ``twelveHourLocales``, else ``HourCycle/twentyFourHour``.
    /// - Complexity: O(length of the name).
    public static func hourCycle(ofLocale name: String) -> HourCycle {
        let base = name.prefix { $0 != "." && $0 != "@" }
        return twelveHourLocales.contains(String(base)) ? .twelveHour : .twentyFourHour
    }
}
