import DialCore

/// How wide the labels round a dial are drawn, so that every label shows in some form: long
/// ones shortened with "…", the selected one always in full.
///
/// A ring holds labels up to the chord between neighbours (``DialFace/largestLabelWidth(radius:inset:)``).
/// Labels wider than that would overlap, so rather than draw only every few of them, the
/// picker draws every label at most ``DialLayout/labelWidth`` columns wide: the widest width
/// `w` for which, with the labels `2 + w/2` columns inside the ring (so narrower labels also get
/// a larger circle),
/// - neighbours are a chord of at least `w + 1` columns apart, and
/// - at rest, with the widest label selected and drawn in full under the pointer and every
///   other label `w` wide, no two labels share a cell or touch on a row.
///
/// Labels no wider than `w` are drawn as they are; a wider one is drawn as its longest start
/// that fits in `w − 1` columns and "…" (``shortened(_:width:to:)``). When not even labels
/// ``minimumWidth`` wide fit every one, the labels keep their full width and only every few
/// are drawn (``DialLayout/labelStride(for:labelWidth:)``), as before.
public enum LabelFit {
    /// The narrowest a shortened label is drawn: its first character and "…".
    public static let minimumWidth = 2

    /// The most labels whose at-rest cells are checked one by one; a face with more keeps its
    /// labels' full width (such a face is drawn every few labels anyway).
    public static let maximumCheckedLabels = 1_000

    /// The widest every label but the selected one is drawn on a dial of `face`, whose widest
    /// label is `widest` columns, on a terminal of `columns` × `rows` cells (see above).
    ///
    /// Equal to `widest` when every label fits in full, or when not every label can show
    /// whatever their width; otherwise between ``minimumWidth`` and `widest`.
    /// - Complexity: O(w · n log n) for n labels, w the columns tried; O(1) when they fit or
    ///   cannot.
    public static func width(for face: DialFace, widest: Int, columns: Int, rows: Int,
                             cellAspect: Double?, headerRows: Int, footerRows: Int = 1) -> Int {
        let widest = max(1, widest)
        let smallest = min(widest, minimumWidth)
        guard face.labelCount <= maximumCheckedLabels else { return widest }
        func layout(_ width: Int) -> DialLayout {
            DialLayout(columns: columns, rows: rows, cellAspect: cellAspect, labelWidth: width, headerRows: headerRows, footerRows: footerRows)
        }
        var width = widest
        while width >= smallest {
            let candidate = layout(width)
            if candidate.labelStride(for: face, labelWidth: width) == 1,
               candidate.labelsAreApartAtRest(on: face, selectedWidth: widest, otherWidth: width) {
                return width
            }
            width -= 1
        }
        return widest
    }

    /// `text`, `width` columns wide, as drawn at most `limit` columns wide: itself when it
    /// fits, else its longest start that fits in `limit − 1` columns followed by "…". Returns
    /// the text and its width (a wide character that does not fit leaves one column less).
    ///
    ///     LabelFit.shortened("extra large", width: 11, to: 6)   // ("extra…", 6)
    ///
    /// - Complexity: O(characters of `text`) when it is shortened, O(1) otherwise.
    public static func shortened(_ text: String, width: Int, to limit: Int) -> (text: String, width: Int) {
        guard width > limit else { return (text, width) }
        let room = max(0, limit - 1)
        var kept = ""
        var keptWidth = 0
        for character in text {
            let characterWidth = DisplayText.displayWidth(of: character)
            if keptWidth + characterWidth > room { break }
            kept.append(character)
            keptWidth += characterWidth
        }
        return (kept + "…", keptWidth + 1)
    }
}

extension DialLayout {
    /// Whether, at rest with label 0 under the pointer `selectedWidth` columns wide and every
    /// other label `otherWidth` wide, no two labels of `face` share a cell or touch on a row.
    ///
    /// - Complexity: O(n log n) for n labels.
    func labelsAreApartAtRest(on face: DialFace, selectedWidth: Int, otherWidth: Int) -> Bool {
        var spans: [(row: Int, start: Int, end: Int)] = []
        spans.reserveCapacity(face.labelCount)
        for index in 0..<face.labelCount {
            let width = index == 0 ? selectedWidth : otherWidth
            let cell = labelCell(ofLabel: index, width: width, on: face, rotation: 0)
            spans.append((cell.row, cell.column, cell.column + width))
        }
        spans.sort { ($0.row, $0.start) < ($1.row, $1.start) }
        for (left, right) in zip(spans, spans.dropFirst()) where left.row == right.row {
            if right.start <= left.end { return false }
        }
        return true
    }
}
