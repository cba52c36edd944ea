@testable import DialTUI
import Testing

/// A typed time outside the bounds is held at the bound, and the screen shows that before
/// Enter: the bound lit, and the typed text marked as held there.
@Suite(.timeLimit(.minutes(3))) struct TypedClampTests {
    @Test func aTypedTimePastMaxShowsTheBoundLitBeforeEnter() throws {
        let keys: [(String, Double)] = [("1", 1), ("9", 1.05), ("4", 1.1), ("5", 1.15)]
        let run = try KindRun.run(["--time", "--clock", "24", "--min", "09:00", "--max", "17:30", "--initial", "10:00"], keys, hangUp: 1.3)
        let grid = PickerView.render(run.program.model)
        let lit = String((0..<grid.width).map { grid[column: $0, row: 0] }.filter { $0.style.reverse && !$0.isContinuation }.map(\.character))
        #expect(lit == "max 17:30", "\(grid.lines[0])")
        #expect(grid.lines[0].contains("1945"), "the typed text shown: \(grid.lines[0])")
        #expect(grid.lines[0].contains("hour 17  minute 30"), "the value held at the bound: \(grid.lines[0])")
    }
}
