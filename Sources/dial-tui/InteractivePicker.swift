import DialTUI

/// The interactive picker: opens the terminal, runs a ``PickerProgram`` on it
/// (``ProgramRunner``) with the monotonic clock, gives the terminal back and prints the choice.
enum InteractivePicker {
    static func run(_ stages: [StageSetup]) -> Int32 {
        let session: TerminalSession
        do {
            session = try TerminalSession.openControllingTerminal()
        } catch {
            StandardStreams.writeError("\(error)\n")
            return ExitCode.usage
        }
        let size = session.size()
        let model: PickerModel
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
        let environment = ProcessEnvironment.current()
        var program = PickerProgram(model: model, settings: ProgramSettings(colorMode: ColorMode(environment: environment)))
        let ending = ProgramRunner.run(&program, on: session, clock: MonotonicClock.now)
        session.restore()

        switch ending {
        case .chose(let label):
            let printable = StandardStreams.outputIsTerminal ? DisplayText.sanitize(label) : label
            StandardStreams.writeOutput(printable + "\n")
            return ExitCode.success
        case .canceled:
            return ExitCode.canceled
        case .timedOut:
            return ExitCode.timedOut
        }
    }
}
