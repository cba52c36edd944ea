/// What every frame of a layout starts from: a blank grid of its size with the ring drawn on it
/// (``PickerView/drawRing(_:into:)``), drawn once when the layout is made instead of every frame.
/// The ring does not turn, so a frame copies it and draws the labels, the centre, the pointer
/// and the text over it: the same grid as drawing it all afresh, for a copy of the cells.
public struct PickerBackdrop: Sendable {
    /// The layout the ring was drawn for.
    public let layout: DialLayout
    /// What the ring was drawn with.
    public let glyphs: RingGlyphs
    /// The ring's colour (`--color ring=…`), nil for the picker's own.
    public let ringColor: TerminalColor?
    /// A blank grid of the layout's size with the ring on it (blank when the terminal is too
    /// small for a dial).
    public let grid: CellGrid

    /// The backdrop of `layout`, its ring drawn with `glyphs` in `ringColor`.
    /// - Complexity: O(columns × rows).
    public init(layout: DialLayout, glyphs: RingGlyphs = .braille, ringColor: TerminalColor? = nil) {
        self.layout = layout
        self.glyphs = glyphs
        self.ringColor = ringColor
        var grid = CellGrid(width: layout.columns, height: layout.rows)
        if layout.columns > 0, layout.rows > 0, !layout.isTooSmall {
            PickerView.drawRing(layout, glyphs: glyphs, style: PickerView.Palette.ring.colored(ringColor), into: &grid)
        }
        self.grid = grid
    }
}
