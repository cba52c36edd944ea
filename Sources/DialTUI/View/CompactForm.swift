/// One way of writing a kind's value on the one-line picker (``CompactView``): its parts, each
/// with its style. A kind offers its forms from the most words to the fewest; the view draws the
/// first that fits, so the words around the value go first and the value itself is never cut.
public struct CompactForm: Sendable {
    /// The parts, left to right.
    public var parts: [(text: String, style: CellStyle)]

    public init(_ parts: [(text: String, style: CellStyle)]) {
        self.parts = parts
    }

    /// The form in columns.
    public var width: Int { parts.reduce(0) { $0 + DisplayText.displayWidth(of: $1.text) } }

    /// Draws the form centred on `row`.
    public func drawCentered(row: Int, into grid: inout CellGrid) {
        var column = max(0, (grid.width - width) / 2)
        for part in parts { column = grid.put(part.text, column: column, row: row, style: part.style) }
    }

    /// The plain style of a compact line, and that of the part being changed.
    static let plain = PickerView.Palette.stage
    static let active = PickerView.Palette.selected
}
