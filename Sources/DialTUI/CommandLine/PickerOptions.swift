/// The command line of `dial-tui`, parsed: which faces, where they start, and whether to run
/// interactively, render one frame, or print help or the version.
public struct PickerOptions: Sendable, Equatable {
    /// What the program is asked to do.
    public enum Mode: Sendable, Equatable {
        case interactive
        /// Print one frame as plain text, `width` × `height` cells, without a terminal.
        case render(width: Int, height: Int)
        case help
        case version
        /// Print the manual page, `dial-tui(1)` in roff (`--man`).
        case manual
        /// Print the completion script of a shell (`--completion bash|zsh|fish`).
        case completion(ShellCompletion)

        /// Whether the mode prints a text and ends, without a picker (help, version, page, completion).
        public var answersAtOnce: Bool {
            switch self {
            case .help, .version, .manual, .completion: true
            case .interactive, .render: false
            }
        }
    }

    public var mode: Mode = .interactive
    public var stages: [StageSetup] = []
    /// A duration or a range (`--duration`, `--range`), in place of ``stages``.
    public var kind: KindSetup?
    /// How the interactive picker runs: inline, accessible, header, timeout, labels from stdin.
    public var program = ProgramOptions()

    /// The usage text of `--help` (``help(environment:)`` adds how the clock was chosen).
    public static let usage = """
        Usage: dial-tui [--face hours12|hours24|minutes | --labels A,B,C,…]
                        [--initial LABEL]
               dial-tui --time [--initial TIME|now] [--step N] [--min TIME] [--max TIME]
                               [--clock 12|24] [--format FORMAT]
               dial-tui --range [--initial RANGE] [--step N] [--min-span DURATION]
                                [--max-span DURATION] [--min TIME] [--max TIME]
                                [--clock 12|24] [--format FORMAT|iso|json]
                                [--separator TEXT]
               dial-tui --duration [--initial DURATION] [--step N] [--min DURATION]
                                   [--max DURATION] [--format minutes|seconds|iso|clock]
               any with [--header TEXT] [--prompt TEXT] [--height N|N%] [--accessible]
                        [--color WHEN|PART=COLOUR,…] [--no-color] [--no-mouse]
                        [--no-hint]
                        [--timeout S [--select-on-timeout]]
                        [--render [--width W] [--height H]]

        A round, spinnable picker for the terminal. It draws on /dev/tty and prints the
        chosen label on stdout, so `hour=$(dial-tui)` works in a script. Without --face,
        --labels, --time, --range or --duration, labels are read from stdin when it is
        not a terminal, one a line: `ls | dial-tui`. They show as they come, and each
        is printed as the bytes it was read as. Blank labels are left out (from stdin
        and --labels alike); a dial holds at most 1048576 labels.

        Labels:
          --face NAME      hours12 (12, 1, …, 11; the default), hours24 (00–23),
                           minutes (labels 00, 05, …, 55 and a stop at every minute)
          --labels LIST    any labels, comma-separated (write \\, for a comma in a label)
          --initial LABEL  start on this label

        Time:
          --time           pick a time of day on an hour dial and a minute dial
          --initial TIME   start at this time, or now (the default)
          --step N         the minute dial stops every N minutes; N divides 60: 1, 2,
                           3, 4, 5, 6, 10, 12, 15, 20, 30 (default 1). A start between
                           stops rounds to the nearest (also with --face minutes,
                           --range and --duration)
          --min TIME       the earliest time that can be picked
          --max TIME       the latest time that can be picked
          --clock 12|24    the hour dial: 12, 1, …, 11 with AM/PM, or 00–23. By default
                           12 in a 12-hour locale (the first of LC_ALL, LC_TIME, LANG
                           names en_US, en_CA, en_AU, en_NZ, en_PH, en_IN, en_PK, en,
                           es_US, fil_PH, tl_PH, hi_IN, ur_PK, ko_KR, ar_EG or ar_SA),
                           else 24
          --format FORMAT  how the time is printed: %H hour 00–23, %I hour 01–12,
                           %k and %l the same with a space for the zero, %M minute,
                           %p AM or PM, %P am or pm, %R is %H:%M, %% a percent sign
                           (default %H:%M; '%I:%M %p' prints 09:30 PM)

        Range (a span of the day, which may cross midnight):
          --range          pick a start and an end on a 24-hour dial
          --initial RANGE  22:30-06:45, 10:30p-6:45a, 22:30+8h15m, now-23:00, or
                           what --format prints (22:30/PT8H15M, the json) (default:
                           from now for an hour, or --min-span where that is longer)
          --min-span D     the shortest span (default 0m); --max-span D the longest
                           (default 24h); whole numbers of steps
          --min TIME, --max TIME  both ends between these times, on one day
                           (opening hours); the hours outside are dimmed
          --clock 12|24    the face, the header and the spoken lines in 12-hour
                           or 24-hour time (default 24); the answer as --format says
          --format FORMAT  each end as --time's FORMAT, joined by '-'; iso prints
                           22:30/PT8H15M, json {"start":"22:30","end":"06:45",
                           "minutes":495,"crosses_midnight":true}. By default
                           22:30-06:45 (a whole day 22:30+24h)
          --separator TEXT what joins the two ends instead of '-' (not with iso
                           or json): --separator ' ' prints 22:30 06:45

        Duration (an hour a turn):
          --duration       pick a length of time: labels of minutes, turns of hours
          --initial D      start at this duration (default --min)
          --min D, --max D the shortest and the longest (default 0m and 24h, --max at
                           most 9999h); whole numbers of steps
          --format NAME    minutes (90), seconds (5400), iso (PT1H30M) or clock (1:30);
                           by default 1h30m (2h, 45m, 0m)
          A duration D, given or typed, is 1h30m, 90m, 90 (minutes), 5400s, 1:30,
          1.5h or PT1H30M; with --format seconds a bare number is seconds (5400),
          so that every format's output reads back.

        Any of them:
          --header TEXT    a line of text above the dial
          --prompt TEXT    text at the start of the row naming the value
                           (--prompt 'Quiet hours: '); the question said first
                           with --accessible, where there is no --header
          --height N|N%    draw inline in N rows (or N% of the terminal) below the
                           cursor, without the alternate screen; fewer rows than a
                           dial needs (about 10) show the picker on one line
          --accessible     plain lines for a screen reader, no drawing (also
                           DIAL_TUI_ACCESSIBLE=1 or TERM=dumb)
          --color WHEN|PART=COLOUR,…  WHEN is auto (the default: colour unless
                           NO_COLOR is set or TERM is dumb), always (even with
                           NO_COLOR) or never; PART=COLOUR sets the colour of the
                           accent (the pointer, a range's arc and handles), the
                           ring, the labels and the header:
                           accent=bright-red,ring=33,header=#ff8800. A COLOUR is
                           a name (red, bright-red, … of the 16), 0-255, or #rrggbb
                           (on a truecolor terminal, COLORTERM=truecolor or
                           24bit; else the nearest of 256)
          --no-color       no colour (as --color never); bold and reverse video stay
          --no-mouse       leave the mouse to the terminal (its selection and
                           scrolling): keys only
          --no-hint        hide the row of keys at the bottom; the dial takes it
          --timeout S      give up after S seconds (5, 0.5 or 5s) without input:
                           exit 124
          --select-on-timeout  on the timeout, print the label shown and exit 0
          --render         print one frame as plain text and exit (no terminal
                           needed), --width W columns (default 80) by --height H
                           rows (default 24)
          -h, --help       show this help
          --version        show the version
          --man            print this help as a manual page, dial-tui(1), in roff:
                           dial-tui --man > ~/.local/share/man/man1/dial-tui.1
          --completion SHELL  print the completion script of bash, zsh or fish:
                           source <(dial-tui --completion bash) in ~/.bashrc,
                           source <(dial-tui --completion zsh) in ~/.zshrc, or
                           dial-tui --completion fish | source in config.fish

        A TIME is written 19:30, 9:30, 1930, 930, 19 or 7, or on a 12-hour clock 7:15pm,
        7pm, 7p or 12am (midnight). now is the local time, rounded to the step.

        DIAL_TUI_OPTS holds options read before the command line's, which win over
        them: for example DIAL_TUI_OPTS="--height 12 --header 'Pick one'". Words are
        split as a shell splits them, with '…', "…" and \\ quoting. A mode given on the
        command line replaces the variable's, and the variable's --initial, --min,
        --max and --format go with its own mode; of the rest, its options that mean
        nothing with what the command line asks (--clock for --duration, --timeout
        with --render) are left out. --help, --version, --man and --completion
        answer whatever it holds.

        A flag that means nothing in a mode is refused (exit 2), never ignored.

        Keys: ←/→ (and ↑/↓) turn one stop a press, hold to spin; PgUp/PgDn a quarter
        turn; Home/End first/last; type (or paste) a label to jump to it; Tab/Shift-Tab
        between hour and minute; Enter picks (from either dial); Ctrl-Z suspends.
        fzf's keys: Ctrl-N and Ctrl-J as →, Ctrl-P and Ctrl-K as ←, Ctrl-G cancels.
        Cancel: Esc, Ctrl-C or Ctrl-G; q too, unless it types a label (a label starting
        with q, or the label being typed going on with q). Pasted text is only ever
        typed text.
        With --time: → and ← turn one minute (one step) and PgUp/PgDn 15, and turning
        the minutes past 59 or back past 00 carries into the hour, the day wrapping at
        midnight; the hour dial turns the hour and keeps the minute; Home and End go to
        the earliest and the latest time. Type (or paste) a time (930, 19:30, 7p) and
        the dial spins to it. a and p set AM or PM. The dials stop at --min and --max,
        and the bound met is highlighted.
        With --range: Tab and Shift-Tab move between the start, the end and the whole
        range; → ↑ move it one step later, ← ↓ earlier, PgUp/PgDn 15 minutes, Home/End
        as far as the span limits (and --min, --max) let it go. Type 23:00-7:15 to set
        both ends, or one time to set the end in front. Drag a handle or the arc; a
        click off the readout moves the nearer handle there. The handles never cross.
        With --duration: → ↑ one step more, ← ↓ one less, PgUp/PgDn 15 minutes,
        Home/End --min/--max; type a duration (1h30m, 90) and the dial spins to it.
        Typing (--time, --range, --duration) reads what the mode's --initial reads;
        every character counts, and a pause of a second ends the text. What cannot be
        read is quoted as typed, 'not understood', and changes nothing. Enter picks
        what the screen shows: on a text not finished, the part of it that was read
        (23:00- picks the start 23:00, the end kept); on a text of which nothing was
        read, it says not understood and picks nothing.
        Mouse: drag the dial and fling it; the wheel steps; a click selects a label
        (Enter picks it).

        Exit status:
          0                a label was picked and printed
          1                the answer could not be written (a full disk, a closed
                           stdout): said on stderr; a pipe nobody reads: silent
          2                a bad argument (one line on stderr naming it), no
                           terminal, or no labels on stdin
          124              --timeout ran out (without --select-on-timeout)
          130              cancelled (Esc, Ctrl-C, q): nothing printed
          128+N            killed by signal N (the terminal given back first)

        \(ScriptExamples.helpParagraph)
        """

    /// Parses the arguments (without the program name); the time options read the locale from
    /// `environment` and "now" from `clock` (``TimeArguments/resolve(environment:clock:)``).
    /// - Throws: ``UsageError`` naming what was wrong.
    /// With `inputIsTerminal` false and no face asked for, the labels are to come from standard
    /// input (``ProgramOptions/labelsFromInput``, ``withLabels(_:)``). The time options read the
    /// locale from `environment` and "now" from `clock` (``TimeArguments/resolve(environment:clock:)``).
    public static func parse(_ arguments: [String], inputIsTerminal: Bool = true, environment: [String: String] = [:],
                             clock: LocalTime = .system) throws(UsageError) -> PickerOptions {
        // The help, the version, the page and the completions answer whatever the variable holds.
        if let alone = try? parseWords(arguments, inputIsTerminal: inputIsTerminal, environment: environment, clock: clock),
           alone.mode.answersAtOnce {
            return alone
        }
        let words = try withDefaultOptions(arguments, environment: environment)
        do {
            return try parseWords(words, inputIsTerminal: inputIsTerminal, environment: environment, clock: clock)
        } catch {
            guard words.count != arguments.count else { throw error }
            // The command line on its own says what is wrong with it; else the variable's words made it wrong.
            _ = try parseWords(arguments, inputIsTerminal: inputIsTerminal, environment: environment, clock: clock)
            throw .inVariable(defaultOptionsVariable, error)
        }
    }

    /// Parses `arguments` alone, as ``parse(_:inputIsTerminal:environment:clock:)`` describes.
    private static func parseWords(_ arguments: [String], inputIsTerminal: Bool, environment: [String: String],
                                   clock: LocalTime) throws(UsageError) -> PickerOptions {
        var options = PickerOptions()
        var faceName: String?
        var labels: [String]?
        var time = false
        var duration = false
        var range = false
        var minSpan: String?
        var maxSpan: String?
        var separator: String?
        var initial: String?
        var timeArguments = TimeArguments()
        var render = false
        var width: Int?
        var height: Int?
        var heightText: String?
        /// The flags given, in order, once each.
        var given: [PickerFlag] = []

        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let flag = PickerFlag.named(name) else {
                throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
            }
            if inlineValue != nil, !flag.takesValue { throw .unexpectedValue(name) }
            if !given.contains(flag) { given.append(flag) }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(name) }
                return next
            }
            switch name {
            case "-h", "--help": options.mode = .help; return options
            case "--version": options.mode = .version; return options
            case "--man": options.mode = .manual; return options
            case "--completion":
                let shell = try value()
                guard let completion = ShellCompletion(name: shell) else { throw .badValue(name, shell, "bash, zsh or fish") }
                options.mode = .completion(completion)
                return options
            case "--face": faceName = try value()
            case "--labels": labels = splitLabels(try value())
            case "--time": time = true
            case "--duration": duration = true
            case "--range": range = true
            case "--min-span": minSpan = try value()
            case "--max-span": maxSpan = try value()
            case "--separator": separator = try value()
            case "--initial": initial = try value()
            case "--step": timeArguments.step = try value()
            case "--min": timeArguments.lower = try value()
            case "--max": timeArguments.upper = try value()
            case "--clock": timeArguments.clock = try value()
            case "--format": timeArguments.format = try value()
            case "--render": render = true
            case "--width": width = try dimension(name, try value())
            case "--height": heightText = try value()
            case "--header", "--prompt", "--timeout", "--select-on-timeout", "--accessible", "--color", "--no-color", "--no-mouse", "--no-hint":
                try options.program.take(name, value: value)
            default: throw .unknownOption(argument)
            }
        }

        let modes = [("--time", time), ("--duration", duration), ("--range", range),
                     ("--face", faceName != nil), ("--labels", labels != nil)].filter(\.1).map(\.0)
        if modes.count > 1 { throw .conflict(modes[0], modes[1]) }
        if faceName != nil, labels != nil { throw .conflict("--face", "--labels") }
        if render, let heightText { height = try dimension("--height", heightText) }
        if !render, let heightText { options.program.inlineHeight = try InlineHeight(parsing: heightText) }
        if !render, width != nil { throw .conflict("--width", "interactive mode (use --render)") }
        try options.program.check()
        // A flag that means nothing here is refused (`--step` also suits `--face minutes`).
        let mode = modes.first.flatMap(PickerMode.init(flag:)) ?? .labels
        for flag in given where !(flag.name == "--step" && faceName == "minutes") {
            if let refusal = flag.refusal(mode: mode, render: render, accessible: options.program.accessible) { throw refusal }
        }
        options.program.initialLabel = initial
        options.program.labelsFromInput = !inputIsTerminal && !render && modes.isEmpty

        if duration {
            let arguments = DurationArguments(initial: initial, step: timeArguments.step, lower: timeArguments.lower,
                                              upper: timeArguments.upper, format: timeArguments.format)
            do { options.kind = .duration(try arguments.resolve()) } catch { throw .duration(error) }
        } else if range {
            let arguments = RangeArguments(initial: initial, step: timeArguments.step, minSpan: minSpan, maxSpan: maxSpan,
                                           lower: timeArguments.lower, upper: timeArguments.upper,
                                           format: timeArguments.format, clock: timeArguments.clock, separator: separator)
            do { options.kind = .range(try arguments.resolve(clock: clock)) } catch { throw .range(error) }
        } else if time {
            timeArguments.initial = initial
            do {
                options.stages = TimeStage.stages(for: try timeArguments.resolve(environment: environment, clock: clock))
            } catch {
                throw .time(error)
            }
        } else {
            let face: PickerFace
            if let labels {
                do { face = try PickerFace(labels: labels) } catch { throw .badLabels(error) }
            } else {
                switch faceName ?? "hours12" {
                case "hours12": face = .hours12
                case "hours24": face = .hours24
                case "minutes": face = .minutes(every: try minuteStep(timeArguments.step))
                case let other: throw .unknownFace(other)
                }
            }
            // Labels still to come from standard input: --initial is checked against them.
            options.stages = [try stage("label", face, initial: options.program.labelsFromInput ? nil : initial)]
        }
        if render { options.mode = .render(width: width ?? 80, height: height ?? 24) }
        return options
    }

    static func stage(_ name: String, _ face: PickerFace, initial: String?) throws(UsageError) -> StageSetup {
        guard let initial, !initial.isEmpty else { return StageSetup(name: name, face: face, initial: 0) }
        guard let index = face.index(of: initial) ?? face.nearestMinuteStop(to: initial) else { throw .unknownInitial(initial) }
        return StageSetup(name: name, face: face, initial: index)
    }

    private static func minuteStep(_ text: String?) throws(UsageError) -> MinuteStep {
        guard let text else { return .everyMinute }
        do { return try MinuteStep(parsing: text) } catch { throw .time(error) }
    }

    private static func dimension(_ name: String, _ text: String) throws(UsageError) -> Int {
        guard let value = Int(text), (1...1_000).contains(value) else { throw .badDimension(name, text) }
        return value
    }

    /// Splits on commas not preceded by a backslash; `\,` is a comma, `\\` a backslash. A blank
    /// label is left out, as a blank line of standard input is (``InputLabels/isBlank(_:)``).
    static func splitLabels(_ list: String) -> [String] {
        var labels: [String] = []
        var current = ""
        var escaped = false
        for character in list {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                labels.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        labels.append(current)
        return labels.filter { !InputLabels.isBlank(Array($0.utf8)) }
    }
}
