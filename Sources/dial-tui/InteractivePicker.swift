#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI

/// The interactive picker: opens the terminal (before anything else, so no terminal is exit 2
/// whatever else is wrong), runs a
/// ``PickerProgram`` on the terminal (``ProgramRunner``) with the monotonic clock, gives the
/// terminal back and prints the choice. Labels from stdin are read while it runs
/// (``PickerProgram/init(model:settings:readsLabels:)``): the picker draws at once.
enum InteractivePicker {
    static func run(_ options: PickerOptions) -> Int32 {
        let session: TerminalSession
        do {
            session = try TerminalSession.openControllingTerminal()
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.usage
        }
        let settings = ProgramSettings(options: options.program, environment: ProcessEnvironment.current())
        let size = session.size()
        let readsLabels = options.program.labelsFromInput
        var model: PickerModel
        do {
            model = readsLabels
                ? try PickerModel.awaitingLabels(initial: options.program.initialLabel, columns: size.columns, rows: size.rows,
                                                 cellAspect: size.cellAspectRatio)
                : try PickerModel(options: options, columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.failure
        }
        model.show(options.program, environment: ProcessEnvironment.current())
        var program = PickerProgram(model: model, settings: settings, readsLabels: readsLabels)
        // Labels are read as they come, with the keys, from the first frame on.
        if readsLabels { session.labelDescriptor = STDIN_FILENO }
        do {
            try session.enter(sequence: program.enterSequence(for: size), exitSequence: program.exitSequence)
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.usage
        }
        let ending = ProgramRunner.run(&program, on: session, clock: MonotonicClock.now)
        session.restore()

        switch ending {
        case .chose:
            let bytes = program.printedBytes(for: ending) ?? []
            let printable = StandardStreams.outputIsTerminal ? Array(DisplayText.sanitize(InputLabels.text(of: bytes)).utf8) : bytes
            return ExitCode.ofWriting(bytes: printable + [0x0A])
        case .canceled:
            return ExitCode.canceled
        case .timedOut:
            return ExitCode.timedOut
        case .failed(let message):
            StandardStreams.writeError("dial-tui: \(message)\n")
            return ExitCode.usage
        }
    }
}
