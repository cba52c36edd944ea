/// Times as people write and type them: the text of `--initial`, `--min` and `--max`, and the
/// keys typed in time mode.
///
/// The forms (case and spaces do not matter):
/// - `H`, `HH` — an hour: `7` is 07:00, `19` is 19:00;
/// - `HMM`, `HHMM` — an hour and minutes run together: `930` is 09:30, `1930` is 19:30;
/// - `H:MM`, `HH:MM` — `9:30`, `19:30`;
/// - any of them followed by `a`, `am`, `p` or `pm` — a 12-hour clock, hours 1–12: `7p` is
///   19:00, `7:15pm` is 19:15, `12a` is 00:00, `12p` is 12:00.
///
/// Without AM/PM the hour is 0–23; the minutes are always 0–59. Where the reader is handed the
/// local time, `now` names it (in any case). ``format(_:cycle:)`` writes a time in a form that
/// reads back as the same time.
public enum TimeExpression {
    /// What a text says so far.
    public enum Reading: Sendable, Hashable {
        /// A whole time (more characters may still follow: `19` can grow into `1930`).
        case time(TimeOfDay)
        /// Not a time yet, but the start of one: `25` (on the way to 2:5x), `9:`, `193`.
        case incomplete
        /// Not a time, and nothing typed after it can make it one: `9:7`, `99`, `13p`.
        case invalid
    }

    /// The word for the local time.
    public static let nowWord = "now"

    /// The time `text` names (`now` being `now`, when given), or nil when it names none.
    /// - Complexity: O(length of `text`).
    public static func parse(_ text: String, now: TimeOfDay? = nil) -> TimeOfDay? {
        if case .time(let time) = read(text, now: now) { return time }
        return nil
    }

    /// What `text` says: a time, the start of one, or nothing that can become one; `now` (any
    /// case) names `now` where it is given.
    /// - Complexity: O(length of `text`).
    public static func read(_ text: String, now: TimeOfDay? = nil) -> Reading {
        let characters = Array(text.lowercased().filter { $0 != " " })
        if let now, characters.first == "n" {
            let word = String(characters)
            return word == nowWord ? .time(now) : nowWord.hasPrefix(word) ? .incomplete : .invalid
        }
        guard characters.count <= 12 else { return .invalid }
        var position = 0
        var hourDigits: [Int] = []
        while position < characters.count, let digit = characters[position].wholeNumberValue, characters[position].isASCII {
            hourDigits.append(digit)
            position += 1
        }
        var minuteDigits: [Int]?
        if position < characters.count, characters[position] == ":" {
            position += 1
            var digits: [Int] = []
            while position < characters.count, let digit = characters[position].wholeNumberValue, characters[position].isASCII {
                digits.append(digit)
                position += 1
            }
            minuteDigits = digits
        }
        let suffix = String(characters[position...])
        let meridiem: Meridiem?
        switch suffix {
        case "": meridiem = nil
        case "a", "am": meridiem = .am
        case "p", "pm": meridiem = .pm
        default: return .invalid
        }
        guard (1...4).contains(hourDigits.count) || (hourDigits.isEmpty && minuteDigits == nil && meridiem == nil) else {
            return .invalid
        }
        if let minuteDigits {
            guard hourDigits.count <= 2, minuteDigits.count <= 2 else { return .invalid }
            let hour = number(hourDigits)
            if minuteDigits.count < 2 {
                // `H:` or `H:M`: the start of a time if the hour and first minute digit can be.
                let hourPossible = hour <= 23
                let minutePossible = minuteDigits.first.map { $0 <= 5 } ?? true
                return meridiem == nil && hourPossible && minutePossible ? .incomplete : .invalid
            }
            return reading(hour: hour, minute: number(minuteDigits), meridiem: meridiem)
        }
        if hourDigits.isEmpty { return .incomplete }
        let split = hourDigits.count <= 2 ? hourDigits.count : hourDigits.count - 2
        let whole = reading(hour: number(hourDigits[..<split]),
                            minute: split < hourDigits.count ? number(hourDigits[split...]) : 0,
                            meridiem: meridiem)
        guard whole == .invalid, meridiem == nil, hourDigits.count < 4 else { return whole }
        // Not a time as it stands: the start of one if a further digit, or a colon, makes it one.
        if hourDigits.count <= 2, number(hourDigits) <= 23 { return .incomplete }
        let prefix = hourDigits.map(String.init).joined()
        for digit in 0...9 where read(prefix + String(digit)) != .invalid { return .incomplete }
        return .invalid
    }

    /// `time` as this grammar writes it on `cycle`: `19:30`, or `7:30pm` on a 12-hour clock.
    /// ``parse(_:)`` reads it back as `time`.
    public static func format(_ time: TimeOfDay, cycle: HourCycle) -> String {
        switch cycle {
        case .twentyFourHour: time.description
        case .twelveHour: "\(time.hour12):\(TimeOfDay.twoDigits(time.minute))\(time.meridiem == .am ? "am" : "pm")"
        }
    }

    private static func reading(hour: Int, minute: Int, meridiem: Meridiem?) -> Reading {
        let time = if let meridiem {
            TimeOfDay(hour12: hour, minute: minute, meridiem: meridiem)
        } else {
            TimeOfDay(hour: hour, minute: minute)
        }
        return time.map(Reading.time) ?? .invalid
    }

    private static func number<Digits: Collection<Int>>(_ digits: Digits) -> Int {
        digits.reduce(0) { $0 * 10 + $1 }
    }
}
