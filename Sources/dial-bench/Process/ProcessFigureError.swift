import ProcessHarness

/// Why a process-level figure (the picker at rest, start-up) could not be measured: the
/// harness's error, which the bench prints in place of the figure.
typealias ProcessFigureError = ProcessHarnessError
