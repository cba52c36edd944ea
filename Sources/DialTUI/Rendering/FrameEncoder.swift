/// Turns the difference between two frames into the bytes that update a terminal showing the
/// first so that it shows the second.
///
/// The terminal is assumed to show `previous` exactly (the encoder's last output, written
/// in full), with the cursor hidden; where the cursor is left does not matter.
///
/// ```swift
/// let encoder = FrameEncoder()
/// var shown: CellGrid? = nil
/// var frame = CellGrid(width: 80, height: 24)
/// frame.put("12", column: 39, row: 11, style: CellStyle(reverse: true))
/// let bytes = encoder.encode(previous: shown, next: frame, colorMode: .ansi256)   // a full frame
/// shown = frame
/// ```
public struct FrameEncoder: Sendable {
    /// Whether frames are wrapped in synchronized output (`CSI ?2026h` … `CSI ?2026l`), so the
    /// terminal shows each one whole. Turn it on where the terminal supports mode 2026 (it
    /// answers a DECRQM query for it); elsewhere the wrapper is 16 bytes a frame for nothing.
    public var synchronizedOutput: Bool

    /// The screen row (0-based) where the grid's first row is drawn, for a picker drawn inline
    /// below the shell's output; nil for a grid that covers the whole screen. Inline, a full
    /// frame erases from that row down (`CSI row;1H` and ``InlineRegion/eraseToEnd``, never an
    /// erase of the whole screen) instead of clearing the screen, and every row is written that
    /// many rows lower.
    public var inlineTop: Int?

    /// An encoder; it keeps no state between frames (the caller keeps the frame it last wrote).
    public init(synchronizedOutput: Bool = true) {
        self.synchronizedOutput = synchronizedOutput
    }

    /// The bytes that take the terminal from `previous` to `next`.
    ///
    /// - Returns: An empty array when the grids are equal: nothing is written while the dial
    ///   rests. Otherwise the updates, ending in the default style, wrapped in synchronized
    ///   output when ``synchronizedOutput`` is on. See ``encode(previous:next:colorMode:into:)``.
    /// - Complexity: O(width × height), one pass over the cells.
    public func encode(previous: CellGrid?, next: CellGrid, colorMode: ColorMode) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(previous: previous, next: next, colorMode: colorMode, into: &bytes)
        return bytes
    }

    /// Appends to `bytes` what takes the terminal from `previous` to `next`; appends nothing
    /// when the grids are equal. Reusing one buffer from frame to frame avoids an allocation
    /// per frame.
    ///
    /// - Full frame: when `previous` is nil or of another size, `CSI 0m CSI H CSI 2J` (reset,
    ///   home, clear: the screen is then all default blanks), followed by every cell that is not
    ///   a default blank, as a diff against that cleared screen.
    /// - Diff: each cell that differs from `previous` (a wide cell and its continuation count as
    ///   one) is written, in row-major order. The cursor is moved with CUP (`CSI row;col H`,
    ///   1-based) only when the cell is not where the previous write left the cursor, so a run
    ///   of changed cells costs one CUP. A short gap of unchanged cells in the pen's current
    ///   style, on the same row, is rewritten instead when its bytes are fewer than the CUP's
    ///   (rewriting a cell with what it shows changes nothing). The cursor is taken as unknown
    ///   after a write reaches the last column (terminals differ there), so nothing relies on
    ///   line wrapping.
    /// - Style: an SGR is written only when the next written cell's style, stepped down to
    ///   `colorMode` (``CellStyle/resolved(for:)``), differs from the terminal's. Every frame
    ///   leaves the terminal in its default style (ending with `CSI 0m` when its last write was
    ///   styled), so a diff starts from the default style and a frame of unstyled cells writes
    ///   no SGR at all.
    /// - With ``synchronizedOutput`` on, a non-empty frame is wrapped in `CSI ?2026h` …
    ///   `CSI ?2026l`.
    ///
    /// Overwriting either half of a wide character makes a terminal blank the other half;
    /// the grid's invariants guarantee that such a half differs between the frames too, so it
    /// is rewritten in the same pass.
    /// - Complexity: O(width × height), one pass over the cells, appending to `bytes` without
    ///   building strings.
    public func encode(previous: CellGrid?, next: CellGrid, colorMode: ColorMode, into bytes: inout [UInt8]) {
        let start = bytes.count
        let old = previous.flatMap { $0.width == next.width && $0.height == next.height ? $0 : nil }
        let isFullFrame = old == nil
        var output = Output(colorMode: colorMode)
        swap(&output.bytes, &bytes)
        defer { swap(&output.bytes, &bytes) }
        // Room for a typical frame (a full one: about three bytes a cell), growing geometrically
        // when the caller keeps appending to one buffer.
        let estimate = start + (isFullFrame ? 3 * next.cells.count + 32 : 256)
        if output.bytes.capacity < estimate { output.bytes.reserveCapacity(max(estimate, 2 * start)) }

        if synchronizedOutput { ControlSequence.synchronizedOutput(true, into: &output.bytes) }
        let top = max(0, inlineTop ?? 0)
        if isFullFrame {
            ControlSequence.reset(into: &output.bytes)
            if inlineTop == nil {
                ControlSequence.homeAndClear(into: &output.bytes)
            } else {
                ControlSequence.cursorPosition(row: top + 1, column: 1, into: &output.bytes)
                output.bytes += InlineRegion.eraseToEnd
            }
            output.cursor = inlineTop == nil ? 0 : nil
        }
        output.pen = CellStyle()

        var wrote = false
        let blank = Cell.blank()
        let width = next.width
        next.cells.withUnsafeBufferPointer { cells in
            (old?.cells ?? []).withUnsafeBufferPointer { oldCells in
                var index = 0
                for row in 0..<next.height {
                    let rowStart = index, rowEnd = index + width
                    while index < rowEnd {
                        let cell = cells[index]
                        if cell.isContinuation {                // written with its wide cell
                            index += 1
                            continue
                        }
                        if cell == (isFullFrame ? blank : oldCells[index]) {
                            index += cell.width
                            continue
                        }
                        if output.cursor != index {
                            let column = index - rowStart
                            let moveCost = 4 + Self.digitCount(top + row + 1) + Self.digitCount(column + 1)
                            var bridged = false
                            if let cursor = output.cursor, cursor >= rowStart {
                                bridged = output.rewrite(cells[cursor..<index], ifCheaperThan: moveCost)
                            }
                            if !bridged {
                                ControlSequence.cursorPosition(row: top + row + 1, column: column + 1, into: &output.bytes)
                            }
                        }
                        output.write(cell)
                        wrote = true
                        index += cell.width
                        output.cursor = index < rowEnd ? index : nil
                    }
                }
            }
        }

        if !isFullFrame && !wrote {
            output.bytes.removeSubrange(start...)
            return
        }
        if output.pen != CellStyle() { ControlSequence.reset(into: &output.bytes) }
        if synchronizedOutput { ControlSequence.synchronizedOutput(false, into: &output.bytes) }
    }

    /// The number of decimal digits of `value` (≥ 0).
    private static func digitCount(_ value: Int) -> Int {
        var count = 1, rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// The bytes of a frame being written and what the terminal's state will be after them.
    private struct Output {
        let colorMode: ColorMode
        var bytes: [UInt8] = []
        /// The cell index where the next character would land; nil when unknown.
        var cursor: Int?
        /// The terminal's current style (resolved for the colour mode); nil when unknown.
        var pen: CellStyle?
        /// The style resolved last, and what it resolved to: neighbouring cells mostly share a
        /// style, so each run is resolved once.
        private var lastStyle: CellStyle?
        private var lastResolved = CellStyle()

        init(colorMode: ColorMode) {
            self.colorMode = colorMode
        }

        /// `style` stepped down to the colour mode.
        mutating func resolved(_ style: CellStyle) -> CellStyle {
            if style != lastStyle {
                lastStyle = style
                lastResolved = style.resolved(for: colorMode)
            }
            return lastResolved
        }

        /// Writes `cell` where the cursor is, with an SGR first if its style is not the pen's.
        mutating func write(_ cell: Cell) {
            let style = resolved(cell.style)
            if style != pen {
                ControlSequence.graphicRendition(from: pen, to: style, into: &bytes)
                pen = style
            }
            cell.appendUTF8(to: &bytes)
        }

        /// Writes the unchanged cells `gap` again, to move the cursor over them, when they are all
        /// in the pen's style and take fewer than `limit` bytes; returns whether it did.
        mutating func rewrite(_ gap: Slice<UnsafeBufferPointer<Cell>>, ifCheaperThan limit: Int) -> Bool {
            var cost = 0
            for cell in gap where !cell.isContinuation {
                cost += cell.utf8Count
                guard cost < limit, pen != nil, resolved(cell.style) == pen else { return false }
            }
            for cell in gap where !cell.isContinuation { cell.appendUTF8(to: &bytes) }
            return true
        }
    }
}
