import DialTUI

/// The interactive picker: opens the terminal (before anything else, so no terminal is exit 2
/// whatever else is wrong), reads labels from stdin when they come from there, runs a
/// ``PickerProgram`` on the terminal (``ProgramRunner``) with the monotonic clock, gives the
/// terminal back and prints the choice.
enum InteractivePicker {
    static func run(_ options: PickerOptions) -> Int32 {
        let session: TerminalSession
        do {
            session = try TerminalSession.openControllingTerminal()
        } catch {
            StandardStreams.writeError("\(error)\n")
            return ExitCode.usage
        }
        var options = options
        if options.program.labelsFromInput {
            let labels = StandardInputLabels.read()
            guard !labels.isEmpty else {
                StandardStreams.writeError("dial-tui: no labels on standard input (one label a line)\n")
                return ExitCode.usage
            }
            do {
                options = try options.withLabels(labels)
            } catch {
                StandardStreams.writeError("dial-tui: \(error)\n")
                return ExitCode.usage
            }
        }
        let settings = ProgramSettings(options: options.program, environment: ProcessEnvironment.current())
        let size = session.size()
        var model: PickerModel
        do {
            model = try PickerModel(options: options, columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.failure
        }
        model.show(options.program, environment: ProcessEnvironment.current())
        var program = PickerProgram(model: model, settings: settings)
        do {
            try session.enter(sequence: program.enterSequence(for: size), exitSequence: program.exitSequence)
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.usage
        }
        let ending = ProgramRunner.run(&program, on: session, clock: MonotonicClock.now)
        session.restore()

        switch ending {
        case .chose(let label):
            let printable = StandardStreams.outputIsTerminal ? DisplayText.sanitize(label) : label
            return ExitCode.ofWriting(printable + "\n")
        case .canceled:
            return ExitCode.canceled
        case .timedOut:
            return ExitCode.timedOut
        }
    }
}
