import DialCore

/// Where the dial sits on a terminal of a given size, and the geometry between its cells and the
/// dial's own box.
///
/// Terminal cells are about twice as tall as wide (``cellAspect`` = cell height / cell width, from
/// the terminal's pixel size when it reports one). The layout measures everything in *column
/// widths*, so a circle of radius `r` is `2r` columns wide and `2r / cellAspect` rows tall: round
/// on screen. The last ``footerRows`` rows hold the key hint (one, unless it is hidden), the
/// first ``headerRows`` rows the names of the stages; the dial is as large as the rest allows.
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
    /// Rows below the dial, kept for the key hint: 1, or 0 where it is hidden (`--no-hint`).
    public let footerRows: Int
    /// The widest a label other than the selected one is drawn, in columns; wider ones are
    /// shortened with "…" (``drawnLabel(_:width:isSelected:)``, ``LabelFit``).
    public let labelWidth: Int

    /// The layout of a dial on a `columns` × `rows` terminal whose cells are `cellAspect` times
    /// taller than wide (2 when unknown), for labels up to `labelWidth` columns wide, below
    /// `headerRows` rows kept for a header and above `footerRows` kept for the key hint.
    public init(columns: Int, rows: Int, cellAspect: Double? = nil, labelWidth: Int = 2, headerRows: Int = 0, footerRows: Int = 1) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let aspect = cellAspect.flatMap { $0.isFinite && $0 >= 1 && $0 <= 4 ? $0 : nil } ?? 2
        self.cellAspect = aspect
        self.headerRows = max(0, headerRows)
        self.footerRows = max(0, footerRows)
        let dialRows = Double(max(0, rows - self.footerRows - self.headerRows))
        let width = Double(self.columns)
        let height = dialRows * aspect
        radius = max(0, min(width, height) / 2 - 0.75)
        center = DialPoint(x: width / 2, y: Double(self.headerRows) * aspect + height / 2)
        self.labelWidth = max(1, labelWidth)
        labelInset = 2 + Double(self.labelWidth) / 2
    }

    /// The layout of a dial of `face`, whose widest label is `labelWidth` columns, with every
    /// label drawn at most as wide as lets them all show (``LabelFit/width(for:widest:columns:rows:cellAspect:headerRows:footerRows:)``):
    /// long labels are shortened rather than left out, and the labels' circle grows as they
    /// narrow.
    /// - Complexity: that of ``LabelFit/width(for:widest:columns:rows:cellAspect:headerRows:footerRows:)``.
    public init(columns: Int, rows: Int, cellAspect: Double? = nil, labelWidth: Int, fittingLabelsOf face: DialFace, headerRows: Int = 0,
                footerRows: Int = 1) {
        let fitted = LabelFit.width(for: face, widest: labelWidth, columns: columns, rows: rows,
                                    cellAspect: cellAspect, headerRows: headerRows, footerRows: footerRows)
        self.init(columns: columns, rows: rows, cellAspect: cellAspect, labelWidth: fitted, headerRows: headerRows, footerRows: footerRows)
    }

    /// Whether the terminal is too small to show a dial.
    public var isTooSmall: Bool { radius < Self.minimumRadius || rows < 4 + footerRows + headerRows }

    /// The rows the dial's drawing may use: all but the key hint's.
    public var dialRows: Int { max(0, rows - footerRows) }

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
}
