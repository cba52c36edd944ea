/// How a ``PickerProgram`` runs: its colours, its frame rate and its idle timeout.
public struct ProgramSettings: Sendable, Hashable {
    /// The colours the terminal shows.
    public var colorMode: ColorMode
    /// Seconds between frames while the dial moves. Default 1/60.
    public var frameInterval: Double = 1.0 / 60
    /// Seconds without input after which the picker gives up (`--timeout`); nil: never.
    public var timeout: Double?
    /// Whether a timeout chooses the label the dial shows (`--select-on-timeout`) instead of
    /// ending with nothing chosen.
    public var selectOnTimeout = false
    /// Where the picker is shown. Default: the whole screen.
    public var display = ProgramDisplay.fullScreen
    /// Whether the terminal reports the mouse (not with `--no-mouse`).
    public var mouse = true
    /// How long an inline picker waits for the terminal to say where its cursor is before it
    /// assumes the rows at the bottom of the screen, in seconds. Default 0.5.
    public var cursorReportTimeout = 0.5

    /// Settings with the given colours, 60 frames a second and no timeout.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }
}

extension ProgramSettings {
    /// The settings the command line and the environment ask for: colours as `--color` chooses
    /// from those the environment offers (``ColorMode/init(environment:choice:)``), the mouse,
    /// the timeout, and the display: accessible (``ProgramOptions/isAccessible(environment:)``),
    /// else inline with `--height`, else the whole screen.
    public init(options: ProgramOptions, environment: [String: String]) {
        self.init(colorMode: ColorMode(environment: environment, choice: options.colorChoice))
        mouse = options.mouse
        timeout = options.timeout
        selectOnTimeout = options.selectOnTimeout
        if options.isAccessible(environment: environment) {
            display = .accessible
        } else if let height = options.inlineHeight {
            display = .inline(height)
        }
    }
}
