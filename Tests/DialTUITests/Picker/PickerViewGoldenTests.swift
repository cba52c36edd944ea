import DialTUI
import Testing

/// Frames of the picker rendered to a grid of cells, checked as text (trailing spaces trimmed).
@Suite(.timeLimit(.minutes(3))) struct PickerViewGoldenTests {
    @Test func twelveHours40x14() throws {
        let frame = try GoldenFrame.render([], columns: 40, rows: 14, keys: [], settle: 10.0)
        #expect(frame == """
                          ⢀⣠⠤⠴⠒⠒▼⠒⠦⠤⣄⡀
                       ⢀⡴⠚⠁    12    ⠈⠓⢦⡀
                     ⢀⡴⠋  11        1   ⠙⢦⡀
                    ⢀⠞                    ⠳⡀
                    ⡞  10               2  ⢳
                   ⢰⠃        ▄█  ▀▀█       ⠘⡆
                   ⢸  9       █  █▀▀     3  ⡇
                   ⠸⡄        ▀▀▀ ▀▀▀       ⢠⠇
                    ⢧  8                4  ⡼
                    ⠈⢦                    ⡴⠁
                     ⠈⠳⣄   7        5   ⣠⠞⠁
                       ⠈⠳⢤⡀     6    ⢀⡤⠞⠁
                          ⠈⠙⠒⠲⠤⠤⠤⠤⠖⠒⠋⠁
             ←→ turn · Enter pick · Esc cancel
            """)
    }

    @Test func startingOnThree() throws {
        let frame = try GoldenFrame.render(["--initial", "3"], columns: 40, rows: 14, keys: [], settle: 10.0)
        #expect(frame == """
                          ⢀⣠⠤⠴⠒⠒▼⠒⠦⠤⣄⡀
                       ⢀⡴⠚⠁     3    ⠈⠓⢦⡀
                     ⢀⡴⠋   2        4   ⠙⢦⡀
                    ⢀⠞                    ⠳⡀
                    ⡞  1                5  ⢳
                   ⢰⠃          ▀▀█         ⠘⡆
                   ⢸  12       ▀▀█       6  ⡇
                   ⠸⡄          ▀▀▀         ⢠⠇
                    ⢧  11               7  ⡼
                    ⠈⢦                    ⡴⠁
                     ⠈⠳⣄  10        8   ⣠⠞⠁
                       ⠈⠳⢤⡀     9    ⢀⡤⠞⠁
                          ⠈⠙⠒⠲⠤⠤⠤⠤⠖⠒⠋⠁
             ←→ turn · Enter pick · Esc cancel
            """)
    }

    /// Mid-spin the ring is on its way and the centre already shows where it is headed.
    @Test func midSpin() throws {
        let frame = try GoldenFrame.render([], columns: 40, rows: 14, keys: [.right], settle: 0.06)
        #expect(frame == """
                          ⢀⣠⠤⠴⠒⠒▼⠒⠦⠤⣄⡀
                       ⢀⡴⠚⠁  12      ⠈⠓⢦⡀
                     ⢀⡴⠋ 11        1    ⠙⢦⡀
                    ⢀⠞                 2  ⠳⡀
                    ⡞ 10                   ⢳
                   ⢰⠃          ▄█        3 ⠘⡆
                   ⢸            █           ⡇
                   ⠸⡄ 9        ▀▀▀         ⢠⠇
                    ⢧                   4  ⡼
                    ⠈⢦  8                 ⡴⠁
                     ⠈⠳⣄    7         5 ⣠⠞⠁
                       ⠈⠳⢤⡀      6   ⢀⡤⠞⠁
                          ⠈⠙⠒⠲⠤⠤⠤⠤⠖⠒⠋⠁
             ←→ turn · Enter pick · Esc cancel
            """)
    }

    @Test func minutesAfterLeft() throws {
        let frame = try GoldenFrame.render(["--face", "minutes"], columns: 50, rows: 16, keys: [.left], settle: 10.0)
        #expect(frame == """
                               ⣀⡠⠤⠔⠒⠒▼⠒⠢⠤⢄⣀
                            ⡠⠖⢋  ⠂⠂⠈⠈00⠐⠐ ⠄⡙⠲⢄
                          ⡴⠋⡀⠐ 55          05⢀⠙⢦
                        ⢠⠎ ⠈                  ⠁⡀⠱⡄
                       ⢠⠋⡐ 50                   ⠂⠙⡄
                       ⡎⠠                     10 ⠄⢱
                      ⢰⠁⠈45       █▀▀ █▀█        ⢁⠈⡆
                      ⢸ ⠄         ▀▀█ ▀▀█        ⠐ ⡇
                      ⠸⡀⢁         ▀▀▀ ▀▀▀      15⡀⢀⠇
                       ⢇⠐ 40                     ⠂⡸
                       ⠘⣄⠠                   20 ⠌⣠⠃
                        ⠘⢆⠈⢀                  ⡀ ⡰⠃
                          ⠳⣄⠁35          25 ⠄⠈⣠⠞
                            ⠑⠦⣌⠐ ⠄⠄30⡀⡀⠠⠠  ⣡⠴⠊
                               ⠉⠑⠒⠢⠤⠤⠤⠤⠔⠒⠊⠉
             ←→ turn · Enter pick · Esc cancel · PgUp/PgDn ¼
            """)
    }

    @Test func timeModeOnMinutes() throws {
        let frame = try GoldenFrame.render(["--time", "--initial", "09:30"], columns: 60, rows: 18, keys: [.tab], settle: 10.0)
        #expect(frame == """
             hour 09  minute 30
                                    ⣀⡤⠤⠖⠒⠒▼⠒⠲⠤⢤⣀
                                ⢀⡤⠒⠉⠄⠐ ⠂⠈30⠁⠐ ⠂⠠⠉⠒⢤⡀
                              ⢀⠔⢉⠐ 25          35 ⠂⡉⠢⡀
                             ⡴⢃⠐                    ⠂⡘⢦
                            ⡜ 20                    40 ⢣
                           ⡼⢀⠁                        ⠈⡀⢧
                          ⢠⠇⠠                          ⠄⠸⡄
                          ⢸ ⠂          ▀▀█ █▀█         ⠐ ⡇
                          ⢸ ⠄15        ▀▀█ █ █       45⠠ ⡇
                          ⠘⡆⠐          ▀▀▀ ▀▀▀         ⠂⢰⠃
                           ⢳⠈⡀                        ⢀⠁⡞
                            ⢣ 10                    50 ⡜
                             ⠳⡌⠠                    ⠄⢡⠞
                              ⠈⠢⣈⠠ 05          55 ⠄⣁⠔⠁
                                ⠈⠓⠤⣀⠂⠠ ⠄⢀00⡀⠠ ⠄⠐⣀⠤⠚⠁
                                    ⠉⠓⠒⠦⠤⠤⠤⠤⠴⠒⠚⠉
             ←→ turn · Enter pick · Esc cancel · Tab next · PgUp/PgDn ¼
            """)
    }

    @Test func timeModeTwelveHoursTypingAndBounds() throws {
        // Half a second after typing 9 on the minute dial: on its way to 09:00, the hour shown
        // live, AM beside the centre, the typed text and the bounds in the header, and tick
        // marks for the minutes between the labels.
        let frame = try GoldenFrame.render(["--time", "--initial", "09:41", "--clock", "12", "--min", "08:00", "--max", "18:00"],
                                           columns: 80, rows: 24, keys: [.tab, .character("9")], settle: 0.5)
        #expect(frame == """
             hour 9  minute 00  AM   typed 9                       min 8:00 AM  max 6:00 PM
                                            ⢀⣀⡠⠤⠴⠒⠒⠒▼⠒⠒⠦⠤⢄⣀⡀
                                        ⢀⣠⠔⢚⠉⠠ ⠐ ⠈ 00 ⠁ ⠂ ⠄⠉⡓⠢⣄⡀
                                      ⡠⠖⠉                      ⠉⠲⢄
                                    ⡰⠊⠠ ⠁ 55                05 ⠈ ⠄⠑⢆
                                  ⢠⠎ ⠂                            ⠐ ⠱⡄
                                 ⣰⠃ ⠁                              ⠈ ⠘⣆
                                ⣰⢁ 50                              10 ⡈⣆
                               ⢰⠃⡀                                    ⢀⠘⡆
                               ⡎⢀                                      ⡀⢱
                              ⢰⠃⡀                                      ⢀⠘⡆
                              ⢸                  █▀█ █▀█                 ⡇
                              ⢸  45              █ █ █ █             15  ⡇
                              ⠸⡄⠁                ▀▀▀ ▀▀▀               ⠈⢠⠇
                               ⢇⠈                                      ⠁⡸
                               ⠸⡄⠁                 AM                 ⠈⢠⠇
                                ⠹⡈ 40                              20 ⢁⠏
                                 ⠹⡄ ⡀                              ⢀ ⢠⠏
                                  ⠘⢆ ⠄                            ⠠ ⡰⠃
                                    ⠱⢄⠐ ⡀ 35                25 ⢀ ⠂⡠⠎
                                      ⠑⠦⣀                      ⣀⠴⠊
                                        ⠈⠙⠢⢬⣀⠐ ⠠ ⢀ 30 ⡀ ⠄ ⠂⣀⡥⠔⠋⠁
                                            ⠈⠉⠑⠒⠲⠤⠤⠤⠤⠤⠤⠖⠒⠊⠉⠁
             ←→ turn · Enter pick · Esc cancel · Tab next · PgUp/PgDn ¼ · Home/End
            """)
    }

    @Test func customLabelsSanitized() throws {
        let frame = try GoldenFrame.render(["--labels", "north,\u{1B}[31meast,south,west"], columns: 40, rows: 14, keys: [], settle: 10.0)
        #expect(frame == """
                          ⢀⣠⠤⠴⠒⠒▼⠒⠦⠤⣄⡀
                       ⢀⡴⠚⠁          ⠈⠓⢦⡀
                     ⢀⡴⠋      north     ⠙⢦⡀
                    ⢀⠞                    ⠳⡀
                    ⡞                      ⢳
                   ⢰⠃                      ⠘⡆
                   ⢸  west    north   east  ⡇
                   ⠸⡄                      ⢠⠇
                    ⢧                      ⡼
                    ⠈⢦                    ⡴⠁
                     ⠈⠳⣄      south     ⣠⠞⠁
                       ⠈⠳⢤⡀          ⢀⡤⠞⠁
                          ⠈⠙⠒⠲⠤⠤⠤⠤⠖⠒⠋⠁
             ←→ turn · Enter pick · Esc cancel
            """)
    }

    @Test func tooSmallForADialIsALine() throws {
        let frame = try GoldenFrame.render([], columns: 30, rows: 8, keys: [], settle: 10.0)
        #expect(frame == """
            
            
            
            ◀  9  10  11  12  1  2  3  4 ▶
            
            
            
             ←→ turn · Enter pick
            """)
    }

}
