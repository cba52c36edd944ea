import DialCore
import DialTUI
import Testing

/// The picker's dead radius, 15% of the dial, on each side: a drag just outside it turns the
/// dial, one inside it (where the angle of a touch means little) is ignored.
@Suite(.timeLimit(.minutes(3))) struct PickerDeadRadiusTests {
    /// The label under the pointer after a quarter turn clockwise dragged at `fraction` of the
    /// radius from the centre, on a terminal large enough for cells to resolve the circle.
    private func labelAfterQuarterTurn(atFraction fraction: Double) throws -> Int {
        var picker = try PickerDriver(columns: 200, rows: 100)
        let r = DialLayout.modelRadius
        let point = { (degrees: Double) -> DialPoint in
            let angle = degrees * Double.pi / 180
            return DialPoint(x: r + r * fraction * _sin(angle), y: r - r * fraction * _cos(angle))
        }
        picker.mouse(.press(.left), at: point(0))
        for degrees in stride(from: 5.0, through: 90, by: 5) {
            picker.mouse(.drag(.left), at: point(degrees))
        }
        picker.mouse(.release(.left), at: point(90), after: 0.3)
        picker.settle()
        return picker.model.dial.selectedIndex
    }

    @Test func aDragJustOutsideTheDeadRadiusTurnsTheDial() throws {
        #expect(try labelAfterQuarterTurn(atFraction: 0.22) == 9)
    }

    @Test func aDragInsideTheDeadRadiusIsIgnored() throws {
        #expect(try labelAfterQuarterTurn(atFraction: 0.1) == 0)
    }
}
