import DialTUI

/// `--render`: one frame as plain text on stdout, without a terminal.
enum FrameRenderer {
    static func printFrame(_ options: PickerOptions, columns: Int, rows: Int) -> Int32 {
        do {
            var model = try PickerModel(options: options, columns: columns, rows: rows)
            model.show(options.program, environment: ProcessEnvironment.current())
            return ExitCode.ofWriting(PickerView.render(model).text + "\n")
        } catch {
            StandardStreams.writeError("dial-tui: \(error)\n")
            return ExitCode.failure
        }
    }
}
