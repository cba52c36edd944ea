import DialTUI

// dial-tui: a round, spinnable picker for the terminal. See `PickerOptions.usage`.
StandardStreams.reportBrokenPipes()
let options: PickerOptions
do {
    options = try PickerOptions.parse(Array(CommandLine.arguments.dropFirst()), inputIsTerminal: StandardStreams.inputIsTerminal,
                                      environment: ProcessEnvironment.current())
} catch {
    StandardStreams.writeError(error.message)
    exitProcess(ExitCode.usage)
}

switch options.mode {
case .help:
    exitProcess(ExitCode.ofWriting(PickerOptions.help(environment: ProcessEnvironment.current()) + "\n"))
case .manual:
    exitProcess(ExitCode.ofWriting(ManualPage.roff()))
case .completion(let shell):
    exitProcess(ExitCode.ofWriting(shell.script))
case .version:
    exitProcess(ExitCode.ofWriting("dial-tui \(DialTUIVersion.string)\n"))
case .render(let width, let height):
    exitProcess(FrameRenderer.printFrame(options, columns: width, rows: height))
case .interactive:
    exitProcess(InteractivePicker.run(options))
}
