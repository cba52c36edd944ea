import DialCore

/// Where the dial sits on a terminal of a given size, and the geometry between its cells and the
/// dial's own box.
///
/// Terminal cells are about twice as tall as wide (``cellAspect`` = cell height / cell width, from
/// the terminal's pixel size when it reports one). The layout measures everything in *column
/// widths*, so a circle of radius `r` is `2r` columns wide and `2r / cellAspect` rows tall: round
/// on screen. The last row holds the key hint, the first ``headerRows`` rows the names of the
/// stages; the dial is as large as the rest allows.
///
/// The ``Dial`` behind it has a fixed ``modelRadius``, so resizing the terminal never touches the
/// dial: points are scaled between the screen (column widths) and the dial's box.
public struct DialLayout: Sendable, Hashable {
    /// The radius of every picker dial in its own units; the screen scales it.
    public static let modelRadius = 100.0
    /// The smallest ring that still shows a dial, in column widths.
    public static let minimumRadius = 7.0

    public let columns: Int
    public let rows: Int
    /// Cell height / cell width.
    public let cellAspect: Double
    /// The ring's radius, in column widths.
    public let radius: Double
    /// The centre of the dial, in column widths from the screen's top-left corner (x right, y down).
    public let center: DialPoint
    /// How far inside the ring the labels' centres sit, in column widths.
    public let labelInset: Double
    /// Rows above the dial, kept for a header.
    public let headerRows: Int
    /// The widest a label other than the selected one is drawn, in columns; wider ones are
    /// shortened with "…" (``drawnLabel(_:width:isSelected:)``, ``LabelFit``).
    public let labelWidth: Int

    /// The layout of a dial on a `columns` × `rows` terminal whose cells are `cellAspect` times
    /// taller than wide (2 when unknown), for labels up to `labelWidth` columns wide, below
    /// `headerRows` rows kept for a header.
    public init(columns: Int, rows: Int, cellAspect: Double? = nil, labelWidth: Int = 2, headerRows: Int = 0) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let aspect = cellAspect.flatMap { $0.isFinite && $0 >= 1 && $0 <= 4 ? $0 : nil } ?? 2
        self.cellAspect = aspect
        self.headerRows = max(0, headerRows)
        let dialRows = Double(max(0, rows - 1 - self.headerRows))
        let width = Double(self.columns)
        let height = dialRows * aspect
        radius = max(0, min(width, height) / 2 - 0.75)
        center = DialPoint(x: width / 2, y: Double(self.headerRows) * aspect + height / 2)
        self.labelWidth = max(1, labelWidth)
        labelInset = 2 + Double(self.labelWidth) / 2
    }

    /// The layout of a dial of `face`, whose widest label is `labelWidth` columns, with every
    /// label drawn at most as wide as lets them all show (``LabelFit/width(for:widest:columns:rows:cellAspect:headerRows:)``):
    /// long labels are shortened rather than left out, and the labels' circle grows as they
    /// narrow.
    /// - Complexity: that of ``LabelFit/width(for:widest:columns:rows:cellAspect:headerRows:)``.
    public init(columns: Int, rows: Int, cellAspect: Double? = nil, labelWidth: Int, fittingLabelsOf face: DialFace, headerRows: Int = 0) {
        let fitted = LabelFit.width(for: face, widest: labelWidth, columns: columns, rows: rows,
                                    cellAspect: cellAspect, headerRows: headerRows)
        self.init(columns: columns, rows: rows, cellAspect: cellAspect, labelWidth: fitted, headerRows: headerRows)
    }

    /// Whether the terminal is too small to show a dial.
    public var isTooSmall: Bool { radius < Self.minimumRadius || rows < 5 + headerRows }

    /// The radius of the circle the labels sit on, in column widths.
    public var labelRadius: Double { radius - labelInset }

    /// Screen units (column widths) per dial unit.
    public var scale: Double { radius / Self.modelRadius }

    /// The point of the dial's box (origin top-left, centre at `modelRadius`) under the centre of
    /// the cell at 0-based `column`, `row`.
    public func dialPoint(column: Int, row: Int) -> DialPoint {
        let x = Double(column) + 0.5
        let y = (Double(row) + 0.5) * cellAspect
        guard scale > 0 else { return DialPoint(x: Self.modelRadius, y: Self.modelRadius) }
        return DialPoint(x: Self.modelRadius + (x - center.x) / scale, y: Self.modelRadius + (y - center.y) / scale)
    }

    /// The screen position, in column widths, of a point of the dial's box.
    public func screenPoint(of point: DialPoint) -> DialPoint {
        DialPoint(x: center.x + (point.x - Self.modelRadius) * scale, y: center.y + (point.y - Self.modelRadius) * scale)
    }

    /// The 0-based cell holding a screen position given in column widths.
    public func cell(atScreen point: DialPoint) -> (column: Int, row: Int) {
        (Int((point.x).rounded(.down)), Int((point.y / cellAspect).rounded(.down)))
    }

    /// Whether the centre of the cell at `column`, `row` lies on the dial (within its ring).
    public func isOnDial(column: Int, row: Int) -> Bool {
        let point = dialPoint(column: column, row: row)
        let dx = point.x - Self.modelRadius, dy = point.y - Self.modelRadius
        return dx * dx + dy * dy <= Self.modelRadius * Self.modelRadius * 1.1 * 1.1
    }
}

// MARK: - Labels

extension DialLayout {
    /// Every how many labels one is drawn, so that drawn labels of `labelWidth` columns keep a
    /// column between them: the least `k` with `k · chord ≥ labelWidth + 1`, where `chord` is the
    /// distance between neighbouring labels (``DialFace/largestLabelWidth(radius:inset:)``).
    /// The selected label is always drawn as well.
    public func labelStride(for face: DialFace, labelWidth: Int) -> Int {
        let chord = face.largestLabelWidth(radius: radius, inset: labelInset)
        guard chord > 0 else { return face.labelCount }
        let needed = Double(labelWidth + 1)
        let stride = (needed / chord).rounded(.up)
        return stride.isFinite ? max(1, min(face.labelCount, Int(stride))) : face.labelCount
    }

    /// A label as drawn: in full when it is the selected one or no wider than ``labelWidth``,
    /// else shortened to ``labelWidth`` columns with "…" (``LabelFit/shortened(_:width:to:)``).
    /// `text` is `width` columns wide; returns the drawn text and its width.
    /// - Complexity: O(1), or O(characters) for a label that is shortened.
    public func drawnLabel(_ text: String, width: Int, isSelected: Bool) -> (text: String, width: Int) {
        isSelected ? (text, width) : LabelFit.shortened(text, width: width, to: labelWidth)
    }

    /// The cell where a label `width` columns wide starts, for label `index` of `face` on a dial
    /// turned by `rotation`: centred on ``DialFace/placement(ofLabel:radius:inset:rotation:)``.
    public func labelCell(ofLabel index: Int, width: Int, on face: DialFace, rotation: Double) -> (column: Int, row: Int) {
        let placement = face.placement(ofLabel: index, radius: radius, inset: labelInset, rotation: rotation)
        let x = center.x - radius + placement.center.x
        let y = center.y - radius + placement.center.y
        return (Int((x - Double(width) / 2).rounded()), Int((y / cellAspect).rounded(.down)))
    }

    /// The label drawn at the cell `column`, `row`, if any: the selected label when the cell
    /// lies within its text (it is drawn on top), else the drawn label whose text holds the
    /// cell, among the drawn labels on each side of the cell's angle.
    ///
    /// Only every `stride`-th label is drawn (0, s, 2s, … below the label count), so the label
    /// nearest the cell's angle may not be drawn at all: the candidates are the drawn label at
    /// or before it, `s·⌊n / s⌋` (`n` the nearest label, `s` the stride), the drawn one before
    /// that and the two after, going round (after the last drawn label comes 0). Drawn labels
    /// keep a column between them (``labelStride(for:labelWidth:)``), so a cell of a label's
    /// text lies nearer its label's angle than half-way to the next drawn one: one of those.
    public func label(atColumn column: Int, row: Int, on face: DialFace, widths: (Int) -> Int, rotation: Double, stride: Int, selected: Int) -> Int? {
        let point = dialPoint(column: column, row: row)
        let centerPoint = DialPoint(x: Self.modelRadius, y: Self.modelRadius)
        let nearest = face.nearestLabel(to: face.angle(of: point, around: centerPoint) - rotation)
        let stride = max(1, stride)
        let lastDrawn = max(0, face.labelCount - 1) / stride * stride
        let drawnBelow = nearest - nearest % stride
        let after = { (index: Int) in index + stride <= lastDrawn ? index + stride : 0 }
        let before = drawnBelow == 0 ? lastDrawn : drawnBelow - stride
        // The selected label is drawn last, on top, and in full, however far it reaches.
        for candidate in [selected, drawnBelow, after(drawnBelow), before, after(after(drawnBelow))] {
            let index = face.labelCount > 0 ? ((candidate % face.labelCount) + face.labelCount) % face.labelCount : 0
            guard index % stride == 0 || index == selected else { continue }
            let width = widths(index)
            let cell = labelCell(ofLabel: index, width: width, on: face, rotation: rotation)
            if row == cell.row, column >= cell.column, column < cell.column + width { return index }
        }
        return nil
    }
}
