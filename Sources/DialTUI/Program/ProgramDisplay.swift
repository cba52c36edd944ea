/// Where and how a ``PickerProgram`` shows the picker.
public enum ProgramDisplay: Sendable, Hashable {
    /// The whole screen: the alternate screen, the cursor hidden, mouse reporting on.
    case fullScreen
    /// Inline, as fzf's `--height`: in so many rows below the cursor, on the main screen, the
    /// shell's output above left alone; on the way out the rows are erased and the cursor is
    /// back where it was (``InlineRegion``).
    case inline(InlineHeight)
    /// Plain lines a screen reader reads, one per change: no Braille, no alternate screen, no
    /// cursor addressing, no escape sequences at all.
    case accessible
}
