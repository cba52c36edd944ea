@testable import DialTUI

/// Keys and mouse reports as a terminal sends them, for the kinds' tests.
enum KindKeys {
    static let up = "\u{1B}[A", down = "\u{1B}[B", right = "\u{1B}[C", left = "\u{1B}[D"
    static let pageUp = "\u{1B}[5~", pageDown = "\u{1B}[6~", home = "\u{1B}[H", end = "\u{1B}[F"
    static let tab = "\t", backTab = "\u{1B}[Z", enter = "\r", escape = "\u{1B}"

    /// An SGR mouse report of the left button at the 0-based cell: a press, a drag or a release.
    static func press(column: Int, row: Int) -> String { "\u{1B}[<0;\(column + 1);\(row + 1)M" }
    static func drag(column: Int, row: Int) -> String { "\u{1B}[<32;\(column + 1);\(row + 1)M" }
    static func release(column: Int, row: Int) -> String { "\u{1B}[<0;\(column + 1);\(row + 1)m" }
}

/// A picker of a kind (`--duration`, `--range`) run on a virtual terminal with scripted keys.
struct KindRun {
    /// "now", for a range without `--initial`: 09:41.
    static let clock = LocalTime.fixed(TimeOfDay(wrapping: 9 * 60 + 41))

    var program: PickerProgram

    /// The locale the runs draw in unless told otherwise.
    static let utf8 = ["LANG": "C.UTF-8"]

    /// A program for `arguments` on an `columns` × `rows` terminal, shown as in `environment`.
    init(_ arguments: [String], columns: Int = 80, rows: Int = 24, accessible: Bool = false,
         environment: [String: String] = utf8) throws {
        let options = try PickerOptions.parse(arguments, clock: Self.clock)
        var model = try PickerModel(options: options, columns: columns, rows: rows, clock: Self.clock)
        model.show(options.program, environment: environment)
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.mouse = options.program.mouse
        settings.timeout = options.program.timeout
        settings.selectOnTimeout = options.program.selectOnTimeout
        if accessible { settings.display = .accessible }
        if let height = options.program.inlineHeight { settings.display = .inline(height) }
        program = PickerProgram(model: model, settings: settings)
    }

    /// Runs the program with `keys` typed at their times (and a hang-up at `hangUp`, if
    /// given); returns how it ended, the screen just before the end, and the terminal.
    static func run(_ arguments: [String], columns: Int = 80, rows: Int = 24, accessible: Bool = false,
                    environment: [String: String] = utf8, _ keys: [(String, Double)], hangUp: Double? = nil)
        throws -> (ending: ProgramEnding, shown: [String], terminal: VirtualTerminal, program: PickerProgram) {
        var run = try KindRun(arguments, columns: columns, rows: rows, accessible: accessible, environment: environment)
        let terminal = VirtualTerminal(columns: columns, rows: rows)
        if accessible || arguments.contains("--height") { terminal.emulator.acceptsLineControls = true }
        for (key, time) in keys { terminal.type(key, at: time) }
        if let hangUp { terminal.at(hangUp, .hangUp) }
        let (ending, shown) = terminal.session(&run.program)
        return (ending, shown, terminal, run.program)
    }

    /// What Enter printed after `keys` (one a second, Enter a second after the last).
    static func printed(_ arguments: [String], _ keys: [String]) throws -> ProgramEnding {
        let timed = keys.enumerated().map { ($0.element, 1 + Double($0.offset)) }
        return try run(arguments, timed + [(KindKeys.enter, 1 + Double(keys.count))]).ending
    }

    /// The lines an accessible run wrote (the opening line first).
    static func spoken(_ arguments: [String], _ keys: [(String, Double)]) throws -> (ending: ProgramEnding, lines: [String]) {
        let result = try run(arguments, accessible: true, keys)
        let text = String(decoding: result.terminal.output, as: UTF8.self)
        return (result.ending, text.components(separatedBy: "\r\n").filter { !$0.isEmpty })
    }
}
