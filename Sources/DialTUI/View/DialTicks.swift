#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tick marks for the stops between labels (the minutes between 00, 05, …), one Braille dot
/// each, ``inset`` columns inside the ring, where the dial is large enough that neighbouring
/// ticks are at least ``minimumSpacing`` columns apart.
public enum DialTicks {
    /// How far inside the ring the ticks sit, in column widths.
    public static let inset = 1.5
    /// The least distance between neighbouring ticks, in column widths, for them to be drawn.
    public static let minimumSpacing = 1.0

    /// The screen angles (0 at 12 o'clock, clockwise, the dial's rotation added as for its
    /// labels) of the stops of the stage in front that carry no label; none when the face has
    /// one stop per label or the ticks would crowd: `detentStep · (radius − inset) <
    /// minimumSpacing`.
    /// - Complexity: O(stops).
    public static func angles(for model: PickerModel) -> [Double] {
        let face = model.stage.face.dialFace
        let radius = model.layout.radius - inset
        guard face.detentsPerLabel > 1, face.detentStep * radius >= minimumSpacing else { return [] }
        let rotation = model.dial.rotation
        return (0..<face.detentCount).compactMap { detent in
            detent % face.detentsPerLabel == 0 ? nil : Double(detent) * face.detentStep + rotation
        }
    }

    /// Draws the ticks of the stage in front over `grid`, which has the ring on it already
    /// (``PickerBackdrop``): each tick's dot joins the Braille character of its cell, so the
    /// ring's dots there stay, or starts one in a blank cell; a cell holding anything else is
    /// left as it is. Dots are placed as the ring's are (``PickerView/drawRing(_:into:)``).
    /// - Complexity: O(stops).
    static func draw(_ model: PickerModel, into grid: inout CellGrid) {
        let layout = model.layout
        let radius = layout.radius - inset
        let centerX = layout.center.x * 2 - 0.5, centerY = layout.center.y / layout.cellAspect * 4 - 0.5
        for angle in angles(for: model) {
            let x = (centerX + sin(angle) * radius * 2).rounded()
            let y = (centerY - cos(angle) * radius / layout.cellAspect * 4).rounded()
            guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < Double(grid.width * 2), y < Double((grid.height - 1) * 4) else { continue }
            let dotX = Int(x), dotY = Int(y)
            if model.ringGlyphs == .ascii {
                let column = dotX / 2, row = dotY / 4
                if grid[column: column, row: row].character == " " {
                    grid.put(Cell(".", style: PickerView.Palette.ring.colored(model.colors.ring)), column: column, row: row)
                }
                continue
            }
            var dot = BrailleCanvas(columns: 1, rows: 1)
            dot.set(x: dotX % 2, y: dotY % 4)
            let column = dotX / 2, row = dotY / 4
            let scalars = grid[column: column, row: row].character.unicodeScalars
            guard scalars.count == 1, let held = scalars.first?.value, held == 0x20 || (0x2800...0x28FF).contains(held),
                  let joined = Unicode.Scalar((held == 0x20 ? 0x2800 : held) | UInt32(dot.pattern(column: 0, row: 0))),
                  let cell = Cell(visible: Character(joined), style: PickerView.Palette.ring.colored(model.colors.ring)) else { continue }
            grid.put(cell, column: column, row: row)
        }
    }
}
