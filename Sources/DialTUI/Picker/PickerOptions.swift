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
    }

    public var mode: Mode = .interactive
    public var stages: [StageSetup] = []
    /// How the interactive picker runs: inline, accessible, header, timeout, labels from stdin.
    public var program = ProgramOptions()

    /// The usage text of `--help`.
    public static let usage = """
        Usage: dial-tui [--face hours12|hours24|minutes | --labels A,B,C,… | --time]
                        [--initial LABEL] [--header TEXT] [--height N|N%] [--accessible]
                        [--timeout S [--select-on-timeout]] [--render [--width W] [--height H]]

        A round, spinnable picker for the terminal. It draws on /dev/tty and prints the
        chosen label on stdout, so `hour=$(dial-tui)` works in a script. Without --face,
        --labels or --time, labels are read from stdin when it is not a terminal, one a
        line: `ls | dial-tui`.

        Options:
          --face NAME      hours12 (12, 1, …, 11; the default), hours24 (00–23),
                           minutes (00, 05, …, 55)
          --labels LIST    any labels, comma-separated (write \\, for a comma in a label)
          --time           pick an hour (00–23), then a minute; prints HH:MM
          --initial LABEL  start on this label (with --time: HH:MM or HH)
          --header TEXT    a line of text above the dial
          --height N|N%    draw inline in N rows (or N% of the terminal) below the
                           cursor, without the alternate screen
          --accessible     plain lines for a screen reader, no drawing (also
                           DIAL_TUI_ACCESSIBLE=1 or TERM=dumb)
          --timeout S      give up after S seconds without input: exit 124
          --select-on-timeout  on the timeout, print the label shown and exit 0
          --render         print one frame as plain text and exit (no terminal needed)
          --width W        the frame's width for --render (default 80)
          --height H       the frame's height for --render (default 24)
          -h, --help       show this help
          --version        show the version

        Keys: ←/→ (and ↑/↓) turn one label a press, hold to spin; PgUp/PgDn a quarter
        turn; Home/End first/last; type (or paste) a label to jump to it; Tab/Shift-Tab
        between hour and minute; Enter picks; Ctrl-Z suspends.
        Cancel: Esc or Ctrl-C; q too, unless it types a label (a label starting with q, or
        the label being typed going on with q). Pasted text is only ever typed text.
        Mouse: drag the dial round and fling it; the wheel steps; a click selects a label,
        Enter picks it.

        Exit status: 0 a label was picked, 130 cancelled, 124 timed out, 2 bad usage,
        no terminal or no labels, 1 the answer could not be written (said on stderr).
        """

    /// Parses the arguments (without the program name).
    /// - Throws: ``UsageError`` naming what was wrong.
    /// With `inputIsTerminal` false and no face asked for, the labels are to come from standard
    /// input (``ProgramOptions/labelsFromInput``, ``withLabels(_:)``).
    public static func parse(_ arguments: [String], inputIsTerminal: Bool = true) throws(UsageError) -> PickerOptions {
        var options = PickerOptions()
        var faceName: String?
        var labels: [String]?
        var time = false
        var initial: String?
        var render = false
        var width: Int?
        var height: Int?
        var heightText: String?

        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(name) }
                return next
            }
            switch name {
            case "-h", "--help": options.mode = .help; return options
            case "--version": options.mode = .version; return options
            case "--face": faceName = try value()
            case "--labels": labels = splitLabels(try value())
            case "--time": time = true
            case "--initial": initial = try value()
            case "--render": render = true
            case "--width": width = try dimension(name, try value())
            case "--height": heightText = try value()
            case "--header", "--timeout", "--select-on-timeout", "--accessible":
                try options.program.take(name, value: value)
            default: throw .unknownOption(argument)
            }
            if inlineValue != nil, ["--time", "--render", "--select-on-timeout", "--accessible"].contains(name) {
                throw .unexpectedValue(name)
            }
        }

        if time, faceName != nil || labels != nil { throw .conflict("--time", faceName != nil ? "--face" : "--labels") }
        if faceName != nil, labels != nil { throw .conflict("--face", "--labels") }
        if render, let heightText { height = try dimension("--height", heightText) }
        if !render, let heightText { options.program.inlineHeight = try InlineHeight(parsing: heightText) }
        if !render, width != nil { throw .conflict("--width", "interactive mode (use --render)") }
        try options.program.check()
        options.program.initialLabel = initial
        options.program.labelsFromInput = !inputIsTerminal && !render && faceName == nil && labels == nil && !time

        if time {
            let parts = initial.map { $0.split(separator: ":", omittingEmptySubsequences: false).map(String.init) } ?? []
            guard parts.count <= 2 else { throw .unknownInitial(initial ?? "") }
            options.stages = [
                try stage("hour", .hours24, initial: parts.first),
                try stage("minute", .minutes, initial: parts.count > 1 ? parts[1] : nil),
            ]
        } else {
            let face: PickerFace
            if let labels {
                do { face = try PickerFace(labels: labels) } catch { throw .badLabels(error) }
            } else {
                switch faceName ?? "hours12" {
                case "hours12": face = .hours12
                case "hours24": face = .hours24
                case "minutes": face = .minutes
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
        guard let index = face.index(of: initial) else { throw .unknownInitial(initial) }
        return StageSetup(name: name, face: face, initial: index)
    }

    private static func dimension(_ name: String, _ text: String) throws(UsageError) -> Int {
        guard let value = Int(text), (1...1_000).contains(value) else { throw .badDimension(name, text) }
        return value
    }

    /// Splits on commas not preceded by a backslash; `\,` is a comma, `\\` a backslash.
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
        return labels
    }
}

/// What was wrong with the command line.
public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case unexpectedValue(String)
    case unknownFace(String)
    case badLabels(PickerFaceError)
    case unknownInitial(String)
    case badDimension(String, String)
    case conflict(String, String)
    /// An option's value is not what it takes: the option, the value, what it should be.
    case badValue(String, String, String)

    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(DisplayText.sanitize(option))'"
        case .missingValue(let option): "\(option) needs a value"
        case .unexpectedValue(let option): "\(option) takes no value"
        case .unknownFace(let name): "unknown face '\(DisplayText.sanitize(name))' (hours12, hours24 or minutes)"
        case .badLabels(let error): "bad --labels: \(error)"
        case .unknownInitial(let label): "--initial '\(DisplayText.sanitize(label))' is not a label of the face"
        case .badDimension(let option, let value): "\(option) '\(DisplayText.sanitize(value))' must be a whole number from 1 to 1000"
        case .conflict(let a, let b): "\(a) cannot be used with \(b)"
        case .badValue(let option, let value, let expected): "\(option) '\(DisplayText.sanitize(value))' must be \(expected)"
        }
    }
}
