import DialTUI
import Testing

/// The bounds in the header read on the clock the hour dial shows.
@Suite(.timeLimit(.minutes(3))) struct TimeBoundsHeaderTests {
    static func header(_ clock: String, min: String = "08:00", max: String = "18:00", columns: Int = 80) throws -> String {
        let grid = try GoldenFrame.grid(["--time", "--initial", "09:41", "--clock", clock, "--min", min, "--max", max],
                                        columns: columns, rows: 24)
        return String(grid.text.split(separator: "\n").first ?? "")
    }

    @Test func twelveHoursShowsTwelveHourBounds() throws {
        let header = try Self.header("12")
        #expect(header.contains("min 8:00 AM") && header.contains("max 6:00 PM"), "\(header)")
        #expect(!header.contains("18:00") && !header.contains("08:00"), "\(header)")
        let edges = try Self.header("12", min: "00:05", max: "12:30")
        #expect(edges.contains("min 12:05 AM") && edges.contains("max 12:30 PM"), "\(edges)")
    }

    /// Where the bounds do not fit beside the stages and AM/PM, they are left out rather than
    /// drawn over them, as a range's and a duration's limits are.
    @Test func boundsThatDoNotFitAreLeftOut() throws {
        let narrow = try Self.header("12", columns: 40)
        #expect(narrow.contains("minute 41  AM") && !narrow.contains("min 8") && !narrow.contains("max "), "\(narrow)")
        let wide = try Self.header("12", columns: 60)
        #expect(wide.contains("AM") && wide.contains("min 8:00 AM") && wide.contains("max 6:00 PM"), "\(wide)")
    }

    @Test func twentyFourHoursShowsTwentyFourHourBounds() throws {
        let header = try Self.header("24")
        #expect(header.contains("min 08:00") && header.contains("max 18:00"), "\(header)")
    }
}
