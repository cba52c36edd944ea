import DialTUI
import Testing

/// Frames of the range and duration pickers as plain text (what `NO_COLOR` and `--render` show).
@Suite(.timeLimit(.minutes(3))) struct KindGoldenTests {
    /// A range at rest: both ends in the header, the start marked and its handle highlighted, the arc
    /// from 22:30 over 00 to 06:45, the span in the centre, the span limit at the right.
    @Test func aRangeAtRest() throws {
        let frame = try GoldenFrame.render(["--range", "--initial", "22:30-06:45", "--min-span", "1h"], columns: 40, rows: 16, keys: [], settle: 10)
        #expect(frame == """
             ▸start 22:30   end 06:45   min-span 1h
                          ⣀⡠⠤⢀⣀⣀⣀⣀⠢⠤⢄⣀
                       ⣠⠴⠊⠁●⠉⠉ 00 ⠉⠉⠒⠦⣄⠦⣄
                     ⣠⠞⠁  22        02 ⠙⢦⡀⣄
                    ⡰⠃                   ⠑⣄⢆
                   ⡸⠁ 20                04⠘⡆⢇
                  ⢀⠇                       ⢸⡀⡀
                  ⢸                         ⡇⡇
                  ⢸  18      8h 15m      06 ⡇⡇
                  ⠈⡆                       ●⠁⠁
                   ⢱⡀ 16                08 ⢀⡎
                    ⠱⡄                    ⢠⠎
                     ⠙⢦⡀  14        10  ⢀⡴⠋
                       ⠙⠲⢄⡀    12    ⢀⡠⠖⠋
                          ⠉⠑⠒⠢⠤⠤⠤⠤⠔⠒⠊⠉
             ←→ earlier/later · Tab start/end/both
            """, "\(frame)")
    }

    /// The end handle an hour later: the header and the centre name where it is headed (07:45, 9h 15m)
    /// from the first frame.
    @Test func theEndHandleOnItsWay() throws {
        let frame = try GoldenFrame.render(["--range", "--initial", "22:30-06:45"], columns: 40, rows: 16, keys: [.tab, .pageUp, .pageUp, .pageUp, .pageUp], settle: 0.05)
        #expect(frame == """
              start 22:30  ▸end 07:45
                          ⣀⡠⠤⢀⣀⣀⣀⣀⠢⠤⢄⣀
                       ⣠⠴⠊⠁●⠉⠉ 00 ⠉⠉⠒⠦⣄⠦⣄
                     ⣠⠞⠁  22        02⠈⠙⢦⡀⣄
                    ⡰⠃                   ⠙⣄⢆
                   ⡸⠁ 20                04⠘⡆⢇
                  ⢀⠇                       ⢸⠸⡀
                  ⢸                         ⡇⡇
                  ⢸  18      9h 15m      06 ⡇⡇
                  ⠈⡆                       ⢸⢰⠁
                   ⢱⡀ 16                08 ●⡎
                    ⠱⡄                    ⢠⠎
                     ⠙⢦⡀  14        10  ⢀⡴⠋
                       ⠙⠲⢄⡀    12    ⢀⡠⠖⠋
                          ⠉⠑⠒⠢⠤⠤⠤⠤⠔⠒⠊⠉
             ←→ earlier/later · Tab start/end/both
            """, "\(frame)")
    }

    /// A duration on its way to End (--max 2h): the header and the centre already say 2h while the
    /// minutes turn.
    @Test func aDurationSpinningToItsBound() throws {
        let frame = try GoldenFrame.render(["--duration", "--initial", "1h30m", "--max", "2h"], columns: 40, rows: 16, keys: [.end], settle: 0.05)
        #expect(frame == """
             duration 2h                     max 2h
                          ⣀⡠⠤⠔⠒⠒▼⠒⠢⠤⢄⣀
                       ⣠⠴⠊⢁  ⠂⠁⠁⠈40⠂⠄⡈⠑⠦⣄
                     ⣠⠞⢁⠐⠈ 35         ⠁ ⡈⠳⣄
                    ⡰⠃⡀30            45  ⢂⠘⢆
                   ⡸⠁⡐                    ⠂⠈⢇
                  ⢀⠇⠐                    50⠄⠸⡀
                  ⢸ ⠄25      ▀▀█ █ █       ⠨ ⡇
                  ⢸ ⡂        █▀▀ █▀█     55⠐ ⡇
                  ⠈⡆⠐20      ▀▀▀ ▀ ▀       ⠄⢰⠁
                   ⢱⡀⠠                    ⠌⢀⡎
                    ⠱⡄⠡  15            0 ⠈⢠⠎
                     ⠙⢦⡈ ⢀         5  ⡀⠄⢁⡴⠋
                       ⠙⠲⢄⡈⠐⠠10⡀⢀⢀⠠  ⢁⡠⠖⠋
                          ⠉⠑⠒⠢⠤⠤⠤⠤⠔⠒⠊⠉
             ←→ shorter/longer · Enter pick
            """, "\(frame)")
    }
}
