import DialTUI

// dial-tui: a round, spinnable picker for the terminal. See `PickerOptions.usage`.
let options: PickerOptions
do {
    options = try PickerOptions.parse(Array(CommandLine.arguments.dropFirst()), inputIsTerminal: StandardStreams.inputIsTerminal)
} catch {
    StandardStreams.writeError("dial-tui: \(error)\n\n\(PickerOptions.usage)\n")
    exitProcess(ExitCode.usage)
}

switch options.mode {
case .help:
    StandardStreams.writeOutput(PickerOptions.usage + "\n")
    exitProcess(ExitCode.success)
case .version:
    StandardStreams.writeOutput("dial-tui \(DialTUIVersion.string)\n")
    exitProcess(ExitCode.success)
case .render(let width, let height):
    exitProcess(FrameRenderer.printFrame(options.stages, header: options.program.header, columns: width, rows: height))
case .interactive:
    exitProcess(InteractivePicker.run(options))
}
