import DialTUI
import Testing

/// The bounds in the header read on the clock the hour dial shows.
@Suite(.timeLimit(.minutes(1))) struct TimeBoundsHeaderTests {
    static func header(_ clock: String, min: String = "08:00", max: String = "18:00") throws -> String {
        let grid = try GoldenFrame.grid(["--time", "--initial", "09:41", "--clock", clock, "--min", min, "--max", max],
                                        columns: 80, rows: 24)
        return String(grid.text.split(separator: "\n").first ?? "")
    }

    @Test func twelveHoursShowsTwelveHourBounds() throws {
        let header = try Self.header("12")
        #expect(header.contains("min 8:00 AM") && header.contains("max 6:00 PM"), "\(header)")
        #expect(!header.contains("18:00") && !header.contains("08:00"), "\(header)")
        let edges = try Self.header("12", min: "00:05", max: "12:30")
        #expect(edges.contains("min 12:05 AM") && edges.contains("max 12:30 PM"), "\(edges)")
    }

    @Test func twentyFourHoursShowsTwentyFourHourBounds() throws {
        let header = try Self.header("24")
        #expect(header.contains("min 08:00") && header.contains("max 18:00"), "\(header)")
    }
}
