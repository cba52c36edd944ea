/// Figure 7, start-up: how long from launching the picker to its first frame, one entry per run.
struct StartUpMeasurement {
    /// `dial-tui --render`: seconds from just before `posix_spawn` to the process's exit (it
    /// prints the frame just before it exits).
    var renderSeconds: [Double]
    /// The interactive picker on an 80 × 24 pseudo-terminal: seconds from just before
    /// `posix_spawn` until the end of its first full frame (`CSI ? 2026 l`) has been read.
    var interactiveSeconds: [Double]
}
