import DialTUI

/// The interactive picker: the terminal session, the input parser, the model and the view, tied
/// together by one loop.
///
/// Each turn of the loop: draw what changed (nothing at all while the dial rests), sleep in
/// `poll` until input, a signal or the next deadline (none at rest: no timeout, no wake-ups; the
/// next 60 Hz frame while the dial moves; the parser's escape timeout while a lone Esc waits),
/// then feed what arrived to the parser and the events to the model.
///
/// Frames are wrapped in synchronized output only once the terminal has answered a DECRQM query
/// for mode 2026 saying it knows the mode; other terminals get plain frames (the wrapper would
/// be 16 bytes a frame for nothing).
enum InteractivePicker {
    /// Seconds between frames while the dial moves.
    static let frameInterval = 1.0 / 60

    /// The environment variable that makes the picker crash right after its first frame: how the
    /// end-to-end tests show that a genuine crash (a trap, not a signal sent from outside) gives
    /// the terminal back.
    static let crashHook = "DIAL_TUI_TEST_CRASH"

    /// Traps, as a bug would.
    private static func crash() -> Never {
        fatalError("\(crashHook) is set: crashing after the first frame")
    }

    /// DECRQM for mode 2026, synchronized output: "do you support it?"
    static let synchronizedOutputQuery = Array("\u{1B}[?2026$p".utf8)

    static func run(_ stages: [StageSetup]) -> Int32 {
        let session: TerminalSession
        do {
            session = try TerminalSession.openControllingTerminal()
        } catch {
            StandardStreams.writeError("\(error)\n")
            return ExitCode.usage
        }
        let size = session.size()
        var model: PickerModel
        do {
            model = try PickerModel(stages: stages, columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.failure
        }
        do {
            try session.enter()
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.usage
        }

        let outcome = loop(session: session, model: &model)
        session.restore()

        switch outcome {
        case .chose(let label):
            let printable = StandardStreams.outputIsTerminal ? DisplayText.sanitize(label) : label
            return ExitCode.ofWriting(printable + "\n")
        case .canceled, .suspend:
            return ExitCode.canceled
        }
    }

    /// Runs until the picker is done; returns how it ended.
    private static func loop(session: TerminalSession, model: inout PickerModel) -> PickerOutcome {
        let environment = ProcessEnvironment.current()
        let colorMode = ColorMode(environment: environment)
        let crashAfterFirstFrame = environment[Self.crashHook] != nil
        var encoder = FrameEncoder(synchronizedOutput: false)
        do { try session.write(Self.synchronizedOutputQuery) } catch { return .canceled }
        var parser = InputParser()
        var screen: CellGrid?
        var frame: [UInt8] = []
        var input: [UInt8] = []
        var nextFrame = MonotonicClock.now()

        while true {
            let now = MonotonicClock.now()
            model.advance(to: now)
            let grid = PickerView.render(model)
            frame.removeAll(keepingCapacity: true)
            encoder.encode(previous: screen, next: grid, colorMode: colorMode, into: &frame)
            if !frame.isEmpty {
                do { try session.write(frame) } catch { return .canceled }
            }
            screen = grid
            if crashAfterFirstFrame { crash() }

            // Sleep until the next thing that can change the screen.
            var deadline: Double?
            if model.isAnimating {
                nextFrame = max(nextFrame + frameInterval, now)
                deadline = nextFrame
            }
            if let escape = parser.pendingDeadline { deadline = min(deadline ?? escape, escape) }
            if let wake = model.nextDeadline { deadline = min(deadline ?? wake, wake) }
            let timeout = deadline.map { max(0, $0 - MonotonicClock.now()) }

            switch session.wait(timeout: timeout) {
            case .input:
                input.removeAll(keepingCapacity: true)
                let status = session.readAvailable(into: &input)
                let time = MonotonicClock.now()
                model.advance(to: time)
                for event in parser.feed(input, at: time) {
                    if case .modeReport(mode: 2026, let setting) = event {
                        encoder.synchronizedOutput = (1...3).contains(setting)
                        continue
                    }
                    if let outcome = handle(event, model: &model, session: session, screen: &screen, at: time) {
                        return outcome
                    }
                }
                if status == .hungUp { return .canceled }
            case .signals(let signals):
                if signals.contains(.resize) || signals.contains(.continued) {
                    let size = session.size()
                    model.resize(columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
                    screen = nil
                }
            case .timeout:
                let time = MonotonicClock.now()
                for event in parser.flush(at: time) {
                    if let outcome = handle(event, model: &model, session: session, screen: &screen, at: time) {
                        return outcome
                    }
                }
            case .hangUp:
                return .canceled
            }
        }
    }

    /// Hands one event to the model; suspends in place for Ctrl-Z.
    private static func handle(_ event: InputEvent, model: inout PickerModel, session: TerminalSession,
                               screen: inout CellGrid?, at time: Double) -> PickerOutcome? {
        switch model.handle(event, at: time) {
        case .suspend?:
            session.suspend()
            let size = session.size()
            model.resize(columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
            screen = nil
            return nil
        case let outcome:
            return outcome
        }
    }
}
