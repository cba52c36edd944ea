@testable import DialTUI
import Testing

/// `--no-mouse`, `--no-color`, `--color auto|always|never` and `--no-hint`: what they change,
/// and their refusal where they mean nothing (`--render`, `--accessible`), both sides.
@Suite(.timeLimit(.minutes(3))) struct DisplayFlagsTests {
    static func settings(_ arguments: [String], environment: [String: String] = ["TERM": "xterm-256color"]) throws -> ProgramSettings {
        ProgramSettings(options: try PickerOptions.parse(arguments).program, environment: environment)
    }

    @Test func noMouseLeavesMouseReportingOff() throws {
        let mouse = "\u{1B}[?1002h"
        let size = TerminalSize(columns: 80, rows: 24)
        for display in [[], ["--height", "12"]] {
            let on = PickerProgram(model: try PickerModel(options: PickerOptions.parse(display), columns: 80, rows: 24),
                                   settings: try Self.settings(display))
            let off = PickerProgram(model: try PickerModel(options: PickerOptions.parse(display), columns: 80, rows: 24),
                                    settings: try Self.settings(display + ["--no-mouse"]))
            #expect(String(decoding: on.enterSequence(for: size), as: UTF8.self).contains(mouse), "\(display)")
            #expect(!String(decoding: off.enterSequence(for: size), as: UTF8.self).contains(mouse), "\(display)")
        }
        let hint = try KindRun.run(["--range", "--no-mouse"], columns: 120, rows: 30, [], hangUp: 0.5).shown.last ?? ""
        #expect(!hint.contains("drag") && hint.contains("Enter pick"), "the hint names no gesture of the mouse: \(hint)")
    }

    @Test func colourIsChosenAndAChoiceWinsOverNoColor() throws {
        #expect(try Self.settings([]).colorMode == .ansi256)
        #expect(try Self.settings(["--no-color"]).colorMode == .none)
        #expect(try Self.settings(["--color", "never"]).colorMode == .none)
        #expect(try Self.settings(["--color=never"]).colorMode == .none)
        let noColor = ["TERM": "xterm-256color", "NO_COLOR": "1"]
        #expect(try Self.settings([], environment: noColor).colorMode == .none, "auto: NO_COLOR wins")
        #expect(try Self.settings(["--color", "auto"], environment: noColor).colorMode == .none)
        #expect(try Self.settings(["--color", "always"], environment: noColor).colorMode == .ansi256, "always wins over NO_COLOR")
        #expect(try Self.settings(["--no-color", "--color", "always"]).colorMode == .ansi256, "the later wins")
        #expect(try Self.settings(["--color", "always,accent=red"]).colorMode == .ansi256)
        #expect(try PickerOptions.parse(["--color", "never,accent=red"]).program.colors.accent == .ansi(.red))
        #expect(throws: UsageError.badValue("--color", "sometimes", "auto, always, never, or PART=COLOUR with PART accent, ring, label or header")) {
            try PickerOptions.parse(["--color", "sometimes"])
        }
    }

    @Test func noHintHidesTheRowAndTheDialTakesIt() throws {
        let with = try KindRun.run(["--face", "hours12"], columns: 60, rows: 20, [], hangUp: 0.5)
        let without = try KindRun.run(["--face", "hours12", "--no-hint"], columns: 60, rows: 20, [], hangUp: 0.5)
        #expect(with.shown.joined().contains("Esc cancel"))
        #expect(!without.shown.joined().contains("Esc cancel"), "\(without.shown.last ?? "")")
        #expect(without.program.model.layout.radius > with.program.model.layout.radius, "a larger dial")
        let compact = try KindRun.run(["--duration", "--no-hint"], columns: 60, rows: 3, [], hangUp: 0.5)
        #expect(!compact.shown.joined().contains("Esc cancel"), "\(compact.shown)")
    }

    @Test(arguments: [
        (["--render", "--no-mouse"], "--no-mouse cannot be used with --render"),
        (["--accessible", "--no-mouse"], "--no-mouse cannot be used with --accessible"),
        (["--render", "--no-color"], "--no-color cannot be used with --render"),
        (["--accessible", "--color", "never"], "--color cannot be used with --accessible"),
        (["--render", "--color", "accent=red"], "--color cannot be used with --render"),
        (["--accessible", "--no-hint"], "--no-hint cannot be used with --accessible"),
        (["--render", "--timeout", "5"], "--timeout cannot be used with --render"),
    ])
    func refusedWhereTheyMeanNothing(_ arguments: [String], _ message: String) {
        #expect(KindOptionsTests.error(arguments) == message, "\(arguments)")
    }

    @Test(arguments: [["--no-mouse"], ["--no-color"], ["--color", "always"], ["--no-hint"], ["--render", "--no-hint"],
                      ["--height", "12", "--no-mouse", "--no-color", "--no-hint"], ["--time", "--no-mouse"], ["--range", "--no-hint"]])
    func takenWhereTheyMeanSomething(_ arguments: [String]) throws {
        _ = try PickerOptions.parse(arguments)
    }
}
