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

    /// Sets the dot of each tick on `canvas`, round the dial's centre at (`centerX`,
    /// `centerY`) in dots.
    static func mark(_ angles: [Double], on canvas: inout BrailleCanvas, centerX: Double, centerY: Double, layout: DialLayout) {
        let radius = layout.radius - inset
        for angle in angles {
            let x = centerX + sin(angle) * radius * 2
            let y = centerY - cos(angle) * radius / layout.cellAspect * 4
            guard x.isFinite, y.isFinite else { continue }
            canvas.set(x: Int(x.rounded()), y: Int(y.rounded()))
        }
    }
}
