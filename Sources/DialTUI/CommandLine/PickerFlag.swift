/// One flag of `dial-tui`, as the parser, the shell completions and the checks of `--help` and
/// the manual page know it: its name, whether it takes a value, and the values a shell offers.
///
/// ``all`` is the one list of flags: the parser refuses a name that is not in it, and takes a
/// value exactly for the flags that have a ``value`` placeholder.
public struct PickerFlag: Sendable, Equatable {
    /// The flag as typed: `--face`, `-h`.
    public let name: String
    /// The placeholder of its value (`NAME`, `N`), or nil for a flag that takes none.
    public let value: String?
    /// The values a shell completes for it whatever the mode (empty: any text).
    public let choices: [String]
    /// The values a shell completes for it in a mode, named by the mode's flag (`--range`);
    /// these take the place of ``choices`` when that flag is on the line.
    public let choicesByMode: [ModeChoices]
    /// For a value of `PART=VALUE` pairs joined by commas (`--color`), the values a shell offers
    /// after a part's `=`; ``choices`` then holds the parts, each with its `=`.
    public let partValues: [String]

    /// The values of a flag in one mode.
    public struct ModeChoices: Sendable, Equatable {
        public let mode: String
        public let values: [String]
    }

    init(_ name: String, value: String? = nil, choices: [String] = [], byMode: [ModeChoices] = [], partValues: [String] = []) {
        self.name = name
        self.value = value
        self.choices = choices
        self.choicesByMode = byMode
        self.partValues = partValues
    }

    /// Whether the flag takes a value.
    public var takesValue: Bool { value != nil }

    /// The flags that choose the mode: one of them at most on a command line.
    public static let modeFlags = ["--face", "--labels", "--time", "--range", "--duration"]

    /// Every flag, in the order of `--help`.
    public static let all: [PickerFlag] = [
        PickerFlag("--face", value: "NAME", choices: ["hours12", "hours24", "minutes"]),
        PickerFlag("--labels", value: "LIST"),
        PickerFlag("--initial", value: "VALUE"),
        PickerFlag("--time"),
        PickerFlag("--step", value: "N", choices: MinuteStep.allowed.map { "\($0)" }),
        PickerFlag("--min", value: "TIME"),
        PickerFlag("--max", value: "TIME"),
        PickerFlag("--clock", value: "12|24", choices: ["12", "24"]),
        PickerFlag("--format", value: "FORMAT", byMode: [
            ModeChoices(mode: "--range", values: ["iso", "json"]),
            ModeChoices(mode: "--duration", values: DurationFormat.names),
        ]),
        PickerFlag("--range"),
        PickerFlag("--min-span", value: "D"),
        PickerFlag("--max-span", value: "D"),
        PickerFlag("--duration"),
        PickerFlag("--header", value: "TEXT"),
        PickerFlag("--height", value: "N"),
        PickerFlag("--accessible"),
        PickerFlag("--color", value: "PART=COLOUR,…", choices: PickerColors.parts.map { $0 + "=" },
                   partValues: PickerColors.colorNames),
        PickerFlag("--timeout", value: "S"),
        PickerFlag("--select-on-timeout"),
        PickerFlag("--render"),
        PickerFlag("--width", value: "W"),
        PickerFlag("--man"),
        PickerFlag("--completion", value: "SHELL", choices: ShellCompletion.allCases.map(\.rawValue)),
        PickerFlag("-h"),
        PickerFlag("--help"),
        PickerFlag("--version"),
    ]

    /// The flag called `name`, if there is one.
    public static func named(_ name: String) -> PickerFlag? {
        all.first { $0.name == name }
    }
}
