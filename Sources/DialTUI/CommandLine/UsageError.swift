/// What was wrong with the command line.
public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownOption(String)
    /// A word that is no option at all (`dial-tui foo`): the picker takes options only.
    case unexpectedArgument(String)
    case missingValue(String)
    case unexpectedValue(String)
    case unknownFace(String)
    case badLabels(PickerFaceError)
    case unknownInitial(String)
    case badDimension(String, String)
    case conflict(String, String)
    /// A time option (``TimeUsageError``).
    case time(TimeUsageError)
    /// An option's value is not what it takes: the option, the value, what it should be.
    case badValue(String, String, String)
    /// A duration option (``DurationUsageError``).
    case duration(DurationUsageError)
    /// A range option (``RangeUsageError``).
    case range(RangeUsageError)
    /// An option that only the mode named goes with.
    case needsMode(String, String)
    /// A quote never closed in the variable named (`DIAL_TUI_OPTS`).
    case unterminatedQuote(String, Character)
    /// What was wrong with the options of the variable named (`DIAL_TUI_OPTS`).
    indirect case inVariable(String, UsageError)

    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(DisplayText.sanitize(option))'"
        case .unexpectedArgument(let word):
            "unexpected argument '\(DisplayText.sanitize(word))': dial-tui takes options only (labels come with --labels or on standard input)"
        case .missingValue(let option): "\(option) needs a value"
        case .unexpectedValue(let option): "\(option) takes no value"
        case .unknownFace(let name): "--face '\(DisplayText.sanitize(name))' must be hours12, hours24 or minutes"
        case .badLabels(let error): "bad --labels: \(error)"
        case .unknownInitial(let label): "--initial '\(DisplayText.sanitize(label))' is not a label of the face"
        case .badDimension(let option, let value): "\(option) '\(DisplayText.sanitize(value))' must be a whole number from 1 to 1000"
        case .conflict(let a, let b): "\(a) cannot be used with \(b)"
        case .time(let error): error.description
        case .badValue(let option, let value, let expected): "\(option) '\(DisplayText.sanitize(value))' must be \(expected)"
        case .duration(let error): error.description
        case .range(let error): error.description
        case .needsMode(let option, let mode): "\(option) needs \(mode)"
        case .unterminatedQuote(let variable, let quote): "\(variable): a \(quote) quote is never closed"
        case .inVariable(let variable, let error): "\(variable): \(error.description)"
        }
    }

    /// What stderr shows for it, as `ls` and `grep` do: one line naming the flag and what is
    /// wrong, then where the help is (never the whole usage, which would scroll the message off).
    public var message: String {
        "dial-tui: \(description)\n\(Self.helpPointer)\n"
    }

    /// The line after the message.
    public static let helpPointer = "Try 'dial-tui --help' for more information."
}
