/// One flag of `dial-tui`, as the parser, the shell completions and the checks of `--help` and
/// the manual page know it: its name, whether it takes a value, the values a shell offers, what
/// it does in a line, and where it means something.
///
/// ``all`` is the one list of flags: the parser refuses a name that is not in it, takes a value
/// exactly for the flags that have a ``value`` placeholder, and refuses a flag where its
/// ``scope`` says it means nothing (``refusal(mode:render:accessible:)``); `DIAL_TUI_OPTS`
/// drops such a flag of its own instead.
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
    /// What it does, in a few words: what the zsh and fish completions show beside it.
    public let summary: String
    /// Where it means something.
    public let scope: Scope
    /// Whether its value is written for one mode (a time for `--time --min`, a duration for
    /// `--duration --min`): `DIAL_TUI_OPTS` drops it when the command line names another mode
    /// than the variable does.
    public let valueFollowsMode: Bool

    /// Where a flag means something: the modes, and whether with `--render` and with
    /// `--accessible`.
    public struct Scope: Sendable, Equatable {
        public var modes: Set<PickerMode>
        public var render: Bool
        public var accessible: Bool

        public init(modes: Set<PickerMode> = Set(PickerMode.allCases), render: Bool = true, accessible: Bool = true) {
            self.modes = modes
            self.render = render
            self.accessible = accessible
        }

        /// Everywhere.
        public static let everywhere = Scope()
        /// Everywhere a picker runs in a terminal and draws (not `--render`, not `--accessible`).
        public static let drawnInTerminal = Scope(render: false, accessible: false)
    }

    /// The values of a flag in one mode.
    public struct ModeChoices: Sendable, Equatable {
        public let mode: String
        public let values: [String]
    }

    init(_ name: String, value: String? = nil, choices: [String] = [], byMode: [ModeChoices] = [], partValues: [String] = [],
         _ summary: String, scope: Scope = .everywhere, valueFollowsMode: Bool = false) {
        self.name = name
        self.value = value
        self.choices = choices
        self.choicesByMode = byMode
        self.partValues = partValues
        self.summary = summary
        self.scope = scope
        self.valueFollowsMode = valueFollowsMode
    }

    /// Whether the flag takes a value.
    public var takesValue: Bool { value != nil }

    /// The flags that choose the mode: one of them at most on a command line.
    public static let modeFlags = ["--face", "--labels", "--time", "--range", "--duration"]

    /// Every flag, in the order of `--help`.
    public static let all: [PickerFlag] = [
        PickerFlag("--face", value: "NAME", choices: ["hours12", "hours24", "minutes"], "the labels: a clock's hours or minutes",
                   scope: Scope(modes: [.labels])),
        PickerFlag("--labels", value: "LIST", "any labels, comma-separated", scope: Scope(modes: [.labels])),
        PickerFlag("--initial", value: "VALUE", "where the picker starts", valueFollowsMode: true),
        PickerFlag("--time", "pick a time of day", scope: Scope(modes: [.time])),
        PickerFlag("--step", value: "N", choices: MinuteStep.allowed.map { "\($0)" }, "stop every N minutes",
                   scope: Scope(modes: [.time, .range, .duration])),
        PickerFlag("--min", value: "TIME", "the earliest time, or the shortest duration",
                   scope: Scope(modes: [.time, .range, .duration]), valueFollowsMode: true),
        PickerFlag("--max", value: "TIME", "the latest time, or the longest duration",
                   scope: Scope(modes: [.time, .range, .duration]), valueFollowsMode: true),
        PickerFlag("--clock", value: "12|24", choices: ["12", "24"], "a 12-hour or a 24-hour clock", scope: Scope(modes: [.time, .range])),
        PickerFlag("--format", value: "FORMAT", byMode: [
            ModeChoices(mode: "--range", values: ["iso", "json"]),
            ModeChoices(mode: "--duration", values: DurationFormat.names),
        ], "how the answer is printed", scope: Scope(modes: [.time, .range, .duration]), valueFollowsMode: true),
        PickerFlag("--range", "pick a span of the day", scope: Scope(modes: [.range])),
        PickerFlag("--min-span", value: "D", "the shortest range", scope: Scope(modes: [.range])),
        PickerFlag("--max-span", value: "D", "the longest range", scope: Scope(modes: [.range])),
        PickerFlag("--separator", value: "TEXT", "what joins a range's two ends", scope: Scope(modes: [.range])),
        PickerFlag("--duration", "pick a length of time", scope: Scope(modes: [.duration])),
        PickerFlag("--header", value: "TEXT", "a line of text above the dial"),
        PickerFlag("--prompt", value: "TEXT", "text before the value's row"),
        PickerFlag("--height", value: "N", "draw inline in N rows (or N%)", scope: Scope(accessible: false)),
        PickerFlag("--accessible", "plain lines for a screen reader", scope: Scope(render: false)),
        PickerFlag("--color", value: "WHEN|PART=COLOUR,…", choices: ColorChoice.allCases.map(\.rawValue) + PickerColors.parts.map { $0 + "=" },
                   partValues: PickerColors.colorNames, "auto, always, never; colours of the parts", scope: .drawnInTerminal),
        PickerFlag("--no-color", "draw without colour (as --color never)", scope: .drawnInTerminal),
        PickerFlag("--no-mouse", "leave the mouse to the terminal", scope: .drawnInTerminal),
        PickerFlag("--no-hint", "hide the row of keys at the bottom", scope: Scope(accessible: false)),
        PickerFlag("--timeout", value: "S", "give up after S seconds without input", scope: Scope(render: false)),
        PickerFlag("--select-on-timeout", "on the timeout, print what is shown", scope: Scope(render: false)),
        PickerFlag("--render", "print one frame as plain text", scope: Scope(accessible: false)),
        PickerFlag("--width", value: "W", "the frame's width for --render"),
        PickerFlag("--man", "print the manual page in roff"),
        PickerFlag("--completion", value: "SHELL", choices: ShellCompletion.allCases.map(\.rawValue), "print a shell's completion script"),
        PickerFlag("-h", "show the help"),
        PickerFlag("--help", "show the help"),
        PickerFlag("--version", "show the version"),
    ]

    /// Why this flag means nothing in a picker of `mode` (with `--render` and `--accessible` as
    /// said), as the error that refuses it; nil where it means something.
    ///
    /// - a flag of one mode only, elsewhere: `--min-span needs --range`;
    /// - a flag of several modes, with labels: `--min needs --time or --duration`;
    /// - a flag of several modes, in another: `--clock cannot be used with --duration`;
    /// - beside `--render` or `--accessible` where it means nothing there:
    ///   `--no-mouse cannot be used with --render`.
    /// - Complexity: O(1).
    public func refusal(mode: PickerMode, render: Bool, accessible: Bool) -> UsageError? {
        if !scope.modes.contains(mode) {
            let modes = PickerMode.allCases.filter(scope.modes.contains)
            if modes.count == 1 || mode == .labels {
                let flags = modes.map(\.flag) + (name == "--step" ? ["--face minutes"] : [])
                let list = flags.count > 1 ? flags.dropLast().joined(separator: ", ") + " or " + (flags.last ?? "") : flags.joined()
                return .needsMode(name, list)
            }
            return .conflict(name, mode.flag)
        }
        if render, !scope.render { return .conflict(name, "--render") }
        if accessible, !scope.accessible { return .conflict(name, "--accessible") }
        return nil
    }

    /// The flag called `name`, if there is one.
    public static func named(_ name: String) -> PickerFlag? {
        all.first { $0.name == name }
    }
}
