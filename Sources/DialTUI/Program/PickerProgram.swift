/// The picker as a program, in the manner of bubbletea's `Program` and ratatui's
/// `Terminal<Backend>`: a value that is told what the terminal sent and what happened to it,
/// with the time, and answers with the bytes to write, the next deadline and whether it is done.
///
/// It reads no clock and touches no terminal: ``ProgramRunner`` ties it to a ``TerminalPort``
/// (the real ``TerminalSession``, or a virtual terminal in tests) and a clock.
///
/// ```swift
/// var program = PickerProgram(model: model, settings: ProgramSettings(colorMode: .ansi256))
/// var answer = program.start(size: terminal.size(), at: now)
/// // write answer.output; wait for input until answer.deadline; then
/// answer = program.receive(.bytes(input), at: now)
/// ```
///
/// **Behaviour.**
/// - The start writes a query for synchronized output (DECRQM for mode 2026) and the first
///   frame; frames are wrapped in synchronized output once the terminal says it supports it.
/// - Every answer draws what changed at its own time: a key is answered in the same wake-up
///   that reads it (the label the dial is headed for shows in the centre at once), and while
///   the dial moves the deadline is the next frame, ``ProgramSettings/frameInterval`` later.
/// - At rest the deadline is nil: no frame, no timer. The other deadlines: the parser's
///   escape timeout while a lone Esc waits, ``PickerModel/nextDeadline``, and the idle timeout
///   (``ProgramSettings/timeout``): one timer, the earliest of them.
/// - A resize or a resume redraws everything; Ctrl-Z asks the port to suspend; Enter, Esc,
///   q, Ctrl-C, a hang-up and the timeout end it (``ProgramEnding``).
public struct PickerProgram: Sendable {
    /// The picker's state.
    public private(set) var model: PickerModel
    /// How it runs.
    public let settings: ProgramSettings
    /// The frame step; ``FrameStep/screen`` is what the terminal shows.
    public private(set) var frames: FrameStep
    private var parser = InputParser()
    /// When the user last did something (a key, the mouse, a paste), for the idle timeout.
    private var lastInputTime = 0.0

    /// DECRQM for mode 2026, synchronized output: "do you support it?"
    public static let synchronizedOutputQuery: [UInt8] = Array("\u{1B}[?2026$p".utf8)

    /// A program for `model`, which it lays out on the terminal's size at ``start(size:at:)``.
    public init(model: PickerModel, settings: ProgramSettings) {
        self.model = model
        self.settings = settings
        frames = FrameStep(encoder: FrameEncoder(synchronizedOutput: false), colorMode: settings.colorMode)
    }

    /// Starts on a terminal of `size` at `time`: the query for synchronized output and the
    /// first frame, in full.
    /// - Complexity: O(columns × rows).
    public mutating func start(size: TerminalSize, at time: Double) -> ProgramAnswer {
        lastInputTime = time
        model.resize(columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
        frames.invalidate()
        var answer = ProgramAnswer(output: Self.synchronizedOutputQuery)
        finish(&answer, at: time)
        return answer
    }

    /// Takes `input` at `time` (seconds on the caller's monotonic clock, never going back) and
    /// answers it.
    /// - Complexity: O(bytes + columns × rows).
    public mutating func receive(_ input: ProgramInput, at time: Double) -> ProgramAnswer {
        var answer = ProgramAnswer()
        switch input {
        case .bytes(let bytes):
            model.advance(to: time)
            handle(parser.feed(bytes, at: time), at: time, into: &answer)
        case .resized(let size), .resumed(let size):
            model.resize(columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
            frames.invalidate()
        case .deadline:
            model.advance(to: time)
            handle(parser.flush(at: time), at: time, into: &answer)
            if answer.ending == nil, let limit = idleDeadline, !(time < limit) {
                answer.ending = settings.selectOnTimeout ? .chose(model.result) : .timedOut
            }
        case .hangUp:
            answer.ending = .canceled
        }
        finish(&answer, at: time)
        return answer
    }

    /// Hands decoded events to the model, in order, until one ends the program or suspends it.
    private mutating func handle(_ events: [InputEvent], at time: Double, into answer: inout ProgramAnswer) {
        for event in events {
            switch event {
            case .modeReport(mode: 2026, let setting):
                frames.encoder.synchronizedOutput = (1...3).contains(setting)
                continue
            case .cursorPosition, .modeReport, .unknown:
                break
            case .key, .mouse, .paste:
                lastInputTime = time
            }
            switch model.handle(event, at: time) {
            case .chose(let label)?: answer.ending = .chose(label)
            case .canceled?: answer.ending = .canceled
            case .suspend?: answer.suspends = true
            case nil: continue
            }
            return
        }
    }

    /// Draws the frame of `time` (unless the program ended) and sets the next deadline.
    private mutating func finish(_ answer: inout ProgramAnswer, at time: Double) {
        guard answer.ending == nil else { return }
        frames.draw(&model, at: time, into: &answer.output)
        answer.deadline = nextDeadline(after: time)
    }

    /// When the idle timeout runs out; nil without one.
    private var idleDeadline: Double? {
        settings.timeout.map { lastInputTime + $0 }
    }

    /// The earliest of: the next frame while the dial moves, the parser's escape timeout, the
    /// model's own deadline and the idle timeout. Deadlines already past are the model's to
    /// clear; they are skipped so that they cannot wake the program over and over.
    private func nextDeadline(after time: Double) -> Double? {
        var deadline: Double?
        func consider(_ candidate: Double?) {
            guard let candidate, candidate.isFinite else { return }
            deadline = min(deadline ?? candidate, candidate)
        }
        if model.isAnimating { consider(time + settings.frameInterval) }
        consider(parser.pendingDeadline)
        consider(model.nextDeadline.flatMap { $0 > time ? $0 : nil })
        consider(idleDeadline)
        return deadline
    }
}
