@testable import DialTUI
import Testing

/// Golden frames with their styles, as a terminal shows them after the picker's bytes (see
/// ``StyledFrame``): under each row of text, one letter per column names the cell's style.
@Suite(.timeLimit(.minutes(3))) struct StyledGoldenTests {
    /// The ring cyan, the pointer bright yellow and bold, the selection bold in reverse video, the
    /// centre bright white and bold, the hint dim.
    @Test func twelveHoursInTheirColours() throws {
        #expect(try StyledFrame.render([], columns: 40, rows: 14, mode: .ansi256) == """
                          ⢀⣠⠤⠴⠒⠒▼⠒⠦⠤⣄⡀
                          aaaaaabaaaaa
                       ⢀⡴⠚⠁    12    ⠈⠓⢦⡀
                       aaaa    cc    aaaa
                     ⢀⡴⠋  11        1   ⠙⢦⡀
                     aaa  --        -   aaa
                    ⢀⠞                    ⠳⡀
                    aa                    aa
                    ⡞  10               2  ⢳
                    a  --               -  a
                   ⢰⠃        ▄█  ▀▀█       ⠘⡆
                   aa        ddddddd       aa
                   ⢸  9       █  █▀▀     3  ⡇
                   a  -      ddddddd     -  a
                   ⠸⡄        ▀▀▀ ▀▀▀       ⢠⠇
                   aa        ddddddd       aa
                    ⢧  8                4  ⡼
                    a  -                -  a
                    ⠈⢦                    ⡴⠁
                    aa                    aa
                     ⠈⠳⣄   7        5   ⣠⠞⠁
                     aaa   -        -   aaa
                       ⠈⠳⢤⡀     6    ⢀⡤⠞⠁
                       aaaa     -    aaaa
                          ⠈⠙⠒⠲⠤⠤⠤⠤⠖⠒⠋⠁
                          aaaaaaaaaaaa
             ←→ turn · Enter pick · Esc cancel
             eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee
            a: CellStyle(foreground: .ansi(.cyan))
            b: CellStyle(foreground: .ansi(.brightYellow), bold)
            c: CellStyle(bold, reverse)
            d: CellStyle(foreground: .ansi(.brightWhite), bold)
            e: CellStyle(dim)
            """)
    }

    /// The current stage's name bold and underlined, the other dim like the hint; the minute
    /// dial's ticks in the ring's colour.
    @Test func timeModeMarksTheCurrentStage() throws {
        #expect(try StyledFrame.render(["--time", "--initial", "09:30"], columns: 60, rows: 18, keys: [.tab], mode: .trueColor) == """
             hour 09  minute 30
             aaaaaaa  bbbbbbbbb
                                    ⣀⡤⠤⠖⠒⠒▼⠒⠲⠤⢤⣀
                                    ccccccdccccc
                                ⢀⡤⠒⠉⠄⠐ ⠂⠈30⠁⠐ ⠂⠠⠉⠒⢤⡀
                                cccccc cceecc cccccc
                              ⢀⠔⢉⠐ 25          35 ⠂⡉⠢⡀
                              cccc --          -- cccc
                             ⡴⢃⠐                    ⠂⡘⢦
                             ccc                    ccc
                            ⡜ 20                    40 ⢣
                            c --                    -- c
                           ⡼⢀⠁                        ⠈⡀⢧
                           ccc                        ccc
                          ⢠⠇⠠                          ⠄⠸⡄
                          ccc                          ccc
                          ⢸ ⠂          ▀▀█ █▀█         ⠐ ⡇
                          c c          fffffff         c c
                          ⢸ ⠄15        ▀▀█ █ █       45⠠ ⡇
                          c c--        fffffff       --c c
                          ⠘⡆⠐          ▀▀▀ ▀▀▀         ⠂⢰⠃
                          ccc          fffffff         ccc
                           ⢳⠈⡀                        ⢀⠁⡞
                           ccc                        ccc
                            ⢣ 10                    50 ⡜
                            c --                    -- c
                             ⠳⡌⠠                    ⠄⢡⠞
                             ccc                    ccc
                              ⠈⠢⣈⠠ 05          55 ⠄⣁⠔⠁
                              cccc --          -- cccc
                                ⠈⠓⠤⣀⠂⠠ ⠄⢀00⡀⠠ ⠄⠐⣀⠤⠚⠁
                                cccccc cc--cc cccccc
                                    ⠉⠓⠒⠦⠤⠤⠤⠤⠴⠒⠚⠉
                                    cccccccccccc
             ←→ turn · Enter pick · Esc cancel · Tab next · PgUp/PgDn ¼
             aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            a: CellStyle(dim)
            b: CellStyle(bold, underline)
            c: CellStyle(foreground: .ansi(.cyan))
            d: CellStyle(foreground: .ansi(.brightYellow), bold)
            e: CellStyle(bold, reverse)
            f: CellStyle(foreground: .ansi(.brightWhite), bold)
            """)
    }

    /// `NO_COLOR`: every colour gone, the attributes kept, so the selection still stands out.
    @Test func withoutColourTheSelectionIsStillReversed() throws {
        #expect(try StyledFrame.render(["--initial", "7"], columns: 40, rows: 14, mode: .none) == """
                          ⢀⣠⠤⠴⠒⠒▼⠒⠦⠤⣄⡀
                          ------a-----
                       ⢀⡴⠚⠁     7    ⠈⠓⢦⡀
                       ----     b    ----
                     ⢀⡴⠋   6        8   ⠙⢦⡀
                     ---   -        -   ---
                    ⢀⠞                    ⠳⡀
                    --                    --
                    ⡞  5                9  ⢳
                    -  -                -  -
                   ⢰⠃          ▀▀█         ⠘⡆
                   --          aaa         --
                   ⢸  4          █      10  ⡇
                   -  -        aaa      --  -
                   ⠸⡄            ▀         ⢠⠇
                   --          aaa         --
                    ⢧  3               11  ⡼
                    -  -               --  -
                    ⠈⢦                    ⡴⠁
                    --                    --
                     ⠈⠳⣄   2        12  ⣠⠞⠁
                     ---   -        --  ---
                       ⠈⠳⢤⡀     1    ⢀⡤⠞⠁
                       ----     -    ----
                          ⠈⠙⠒⠲⠤⠤⠤⠤⠖⠒⠋⠁
                          ------------
             ←→ turn · Enter pick · Esc cancel
             ccccccccccccccccccccccccccccccccc
            a: CellStyle(bold)
            b: CellStyle(bold, reverse)
            c: CellStyle(dim)
            """)
    }
}
