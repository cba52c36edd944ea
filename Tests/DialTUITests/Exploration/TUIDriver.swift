@testable import DialTUI
import Testing

/// A picker driven step by step on a virtual terminal and clock, for the exploration: each
/// ``TUIAction`` becomes the inputs a ``ProgramRunner`` would hand the program, and every answer
/// is written to a ``TerminalEmulator`` (its replies fed back), so the invariants can be checked
/// after every step.
struct TUIDriver {
    let kind: TUIExplorationKind
    private(set) var program: PickerProgram
    private(set) var options: PickerOptions
    private(set) var emulator: TerminalEmulator
    /// The virtual clock, in seconds.
    private(set) var now = 0.0
    private(set) var ending: ProgramEnding?
    /// What Enter would have printed just before the step that ended the picker.
    private(set) var valueBeforeEnding: String?
    /// Everything written, as text (the accessible lines).
    private(set) var written: [UInt8] = []
    private var deadline: Double?
    private var exitSequence: [UInt8] = []
    private var enterSequence: [UInt8] = []

    var isAccessible: Bool { program.settings.display == .accessible }
    var isInline: Bool { if case .inline = program.settings.display { true } else { false } }

    /// A picker of `kind` started on an 80 × 24 terminal.
    init(kind: TUIExplorationKind) throws {
        self.kind = kind
        emulator = TerminalEmulator(width: 80, height: 24)
        emulator.synchronizedOutputSetting = 2
        (program, options) = try Self.program(kind.arguments, kind: kind, columns: 80, rows: 24)
        start()
    }

    /// The program `arguments` ask for on a terminal of `columns` × `rows`.
    static func program(_ arguments: [String], kind: TUIExplorationKind, columns: Int, rows: Int)
        throws -> (PickerProgram, PickerOptions) {
        let options = try PickerOptions.parse(arguments, inputIsTerminal: kind != .stdinLabels, clock: KindRun.clock)
        var settings = ProgramSettings(colorMode: .ansi256)
        settings.mouse = options.program.mouse
        settings.timeout = options.program.timeout
        settings.selectOnTimeout = options.program.selectOnTimeout
        if options.program.accessible { settings.display = .accessible }
        if let height = options.program.inlineHeight { settings.display = .inline(height) }
        let reads = options.program.labelsFromInput
        var model = reads
            ? try PickerModel.awaitingLabels(initial: options.program.initialLabel, columns: columns, rows: rows)
            : try PickerModel(options: options, columns: columns, rows: rows, clock: KindRun.clock)
        model.show(options.program, environment: ["LANG": "C.UTF-8"])
        return (PickerProgram(model: model, settings: settings, readsLabels: reads), options)
    }

    /// Takes the terminal as the session does and starts the program.
    private mutating func start() {
        let size = TerminalSize(columns: emulator.width, rows: emulator.height)
        emulator.acceptsLineControls = isAccessible || isInline
        enterSequence = program.enterSequence(for: size)
        exitSequence = program.exitSequence
        emulator.feed(enterSequence)
        apply(program.start(size: size, at: now))
    }

    /// Plays `action`; nothing once the picker has ended.
    mutating func play(_ action: TUIAction) {
        guard ending == nil else { return }
        switch action {
        case .press(let key):
            send(key.bytes, after: 0.05)
        case .burst(let keys):
            send(keys.flatMap(\.bytes), after: 0.05)
        case .hold(let key, let count):
            for _ in 0..<count { send(key.bytes, after: 0.03) }
        case .type(let text):
            for character in text { send(Array(String(character).utf8), after: 0.08) }
        case .paste(let text):
            send(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8), after: 0.05)
        case .mouse(let mouse, let column, let row):
            send(mouse.bytes(column: column, row: row), after: 0.05)
        case .resize(let columns, let rows):
            advance(by: 0.05)
            guard ending == nil else { return }
            var fresh = TerminalEmulator(width: columns, height: rows)
            fresh.synchronizedOutputSetting = emulator.synchronizedOutputSetting
            fresh.acceptsLineControls = emulator.acceptsLineControls
            fresh.privateModes = emulator.privateModes
            fresh.keyboardFlagStack = emulator.keyboardFlagStack
            emulator = fresh
            receive(.resized(TerminalSize(columns: columns, rows: rows)))
        case .suspend:
            send([0x1A], after: 0.05)
        case .wait(let seconds):
            advance(by: seconds)
        case .labels(let text):
            guard program.labelStream != nil else { return }
            advance(by: 0.05)
            receive(.labels(Array(text.utf8), ended: false))
        case .endLabels:
            guard program.labelStream?.ended == false else { return }
            advance(by: 0.05)
            receive(.labels([], ended: true))
        case .launch(let arguments):
            advance(by: 0.05)
            guard ending == nil else { return }
            // A refused command line leaves the running picker as it was.
            guard let (fresh, options) = try? Self.program(arguments, kind: kind, columns: emulator.width, rows: emulator.height) else { return }
            emulator.feed(exitSequence)
            emulator = TerminalEmulator(width: emulator.width, height: emulator.height)
            emulator.synchronizedOutputSetting = 2
            written = []
            program = fresh
            self.options = options
            start()
        }
    }

    /// What Enter would print now (nil: it would pick nothing), without changing the picker.
    var valueEnterPrints: String? {
        var probe = program
        if case .chose(let value) = probe.receive(.bytes([0x0D]), at: now).ending { return value }
        return nil
    }

    /// `bytes` from the terminal, `seconds` after the last step.
    private mutating func send(_ bytes: [UInt8], after seconds: Double) {
        advance(by: seconds)
        guard ending == nil else { return }
        receive(.bytes(bytes))
    }

    /// Moves the clock on by `seconds`, telling the program each deadline on the way.
    private mutating func advance(by seconds: Double) {
        let target = now + seconds
        // Each deadline lies after the time it was set at, and frames are 1/60 s apart: a few
        // thousand at most in the longest wait; the bound stops a program that would spin.
        for _ in 0..<10_000 {
            guard ending == nil, let next = deadline, next <= target else { break }
            now = max(now, next)
            receive(.deadline)
        }
        now = max(now, target)
    }

    /// Hands the program `input` at the current time and plays its answer.
    private mutating func receive(_ input: ProgramInput) {
        guard ending == nil else { return }
        let before = valueEnterPrints
        let answer = program.receive(input, at: now)
        if answer.ending != nil { valueBeforeEnding = before }
        apply(answer)
    }

    /// Writes an answer to the terminal as the runner does: the exit sequence kept, the output
    /// written, a suspension played (the terminal given back and taken again), the terminal's
    /// replies fed back, and on an ending the terminal given back.
    private mutating func apply(_ answer: ProgramAnswer) {
        if let exit = answer.exitSequence { exitSequence = exit }
        emulator.feed(answer.output)
        written += answer.output
        deadline = answer.deadline
        if let end = answer.ending {
            ending = end
            emulator.feed(exitSequence)
            return
        }
        if answer.suspends {
            emulator.feed(exitSequence)
            emulator.feed(enterSequence)
            receive(.resumed(TerminalSize(columns: emulator.width, rows: emulator.height)))
            return
        }
        let replies = emulator.takeReplies()
        if !replies.isEmpty { receive(.bytes(replies)) }
    }
}
