import DialTUI
import Testing

/// `--color accent=…,ring=…,label=…,header=…`: what it reads, what it refuses, and the cells
/// and bytes it colours.
@Suite(.timeLimit(.minutes(3))) struct PickerColorsTests {
    @Test func aColourIsANameAnIndexOrRGB() {
        #expect(PickerColors.color("red") == .ansi(.red))
        #expect(PickerColors.color("Bright-Cyan") == .ansi(.brightCyan))
        #expect(PickerColors.colorNames.count == 16)
        for (index, name) in PickerColors.colorNames.enumerated() {
            #expect(PickerColors.color(name) == .ansi(ANSIColor.allCases[index]), "\(name)")
        }
        #expect(PickerColors.color("0") == .indexed(0))
        #expect(PickerColors.color("255") == .indexed(255))
        #expect(PickerColors.color("#ff8800") == .rgb(red: 255, green: 136, blue: 0))
        #expect(PickerColors.color("#00FF7f") == .rgb(red: 0, green: 255, blue: 127))
    }

    @Test(arguments: ["256", "-1", "pink", "bright-", "#ff880", "#ff88001", "#gg8800", "", "#", "१२"])
    func notAColour(_ text: String) {
        #expect(PickerColors.color(text) == nil)
    }

    @Test func theValueIsPartsWithColours() throws {
        let colors = try PickerColors(parsing: "accent=bright-red,ring=33,label=#102030,header=green")
        #expect(colors == PickerColors(accent: .ansi(.brightRed), ring: .indexed(33), label: .rgb(red: 16, green: 32, blue: 48),
                                       header: .ansi(.green)))
        #expect(try PickerColors(parsing: "ring=blue,ring=red").ring == .ansi(.red), "the later pair wins")
    }

    @Test func aBadPairOrColourNamesIt() {
        #expect(throws: UsageError.badValue("--color accent", "pink", "a colour: a name (red, bright-red, …), 0–255 or #rrggbb")) {
            try PickerColors(parsing: "ring=red,accent=pink")
        }
        #expect(throws: UsageError.badValue("--color", "pointer=red", "auto, always, never, or PART=COLOUR with PART accent, ring, label or header")) {
            try PickerColors(parsing: "pointer=red")
        }
        #expect(throws: UsageError.badValue("--color", "red", "auto, always, never, or PART=COLOUR with PART accent, ring, label or header")) {
            try PickerColors(parsing: "red")
        }
        #expect(throws: UsageError.badValue("--color", "", "auto, always, never, or PART=COLOUR with PART accent, ring, label or header")) {
            try PickerColors(parsing: "ring=red,")
        }
        let message = UsageError.badValue("--color accent", "pink", "a colour").message
        #expect(message == "dial-tui: --color accent 'pink' must be a colour\nTry 'dial-tui --help' for more information.\n")
    }

    @Test func laterColorFlagsWinPartByPartAndTheVariablesComeFirst() throws {
        let options = try PickerOptions.parse(["--color", "ring=red,label=blue", "--color=ring=green"])
        #expect(options.program.colors == PickerColors(ring: .ansi(.green), label: .ansi(.blue)))
        let withDefaults = try PickerOptions.parse(["--color", "accent=1"], environment: ["DIAL_TUI_OPTS": "--color accent=2,header=3"])
        #expect(withDefaults.program.colors == PickerColors(accent: .indexed(1), header: .indexed(3)))
        #expect(throws: UsageError.inVariable("DIAL_TUI_OPTS", .badValue("--color header", "x", "a colour: a name (red, bright-red, …), 0–255 or #rrggbb"))) {
            try PickerOptions.parse([], environment: ["DIAL_TUI_OPTS": "--color header=x"])
        }
        #expect(throws: UsageError.missingValue("--color")) { try PickerOptions.parse(["--color"]) }
    }

    /// The foreground colours of the cells showing `character` in `grid`.
    static func colors(of character: Character, in grid: CellGrid) -> Set<String> {
        var found: Set<String> = []
        for row in 0..<grid.height {
            for column in 0..<grid.width where grid[column: column, row: row].character == character {
                found.insert("\(String(describing: grid[column: column, row: row].style.foreground))")
            }
        }
        return found
    }

    static func model(_ arguments: [String], colors: PickerColors) throws -> PickerModel {
        let options = try PickerOptions.parse(arguments)
        var model = try PickerModel(options: options, columns: 60, rows: 24, cellAspect: 2)
        model.setHeader("Pick")
        model.setColors(colors)
        return model
    }

    @Test func eachPartIsDrawnInItsColour() throws {
        let colors = PickerColors(accent: .ansi(.red), ring: .indexed(33), label: .rgb(red: 1, green: 2, blue: 3), header: .ansi(.green))
        let grid = PickerView.render(try Self.model(["--face", "hours12"], colors: colors))
        #expect(Self.colors(of: "▼", in: grid) == ["\(String(describing: TerminalColor?.some(.ansi(.red))))"])
        let ringCells = (0..<grid.height).flatMap { row in (0..<grid.width).map { grid[column: $0, row: row] } }
            .filter { $0.character.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false }
        #expect(!ringCells.isEmpty && ringCells.allSatisfy { $0.style.foreground == .indexed(33) }, "the ring")
        #expect(Self.colors(of: "9", in: grid) == ["\(String(describing: TerminalColor?.some(.rgb(red: 1, green: 2, blue: 3))))"], "a label")
        #expect(Self.colors(of: "P", in: grid).contains("\(String(describing: TerminalColor?.some(.ansi(.green))))"), "the header")
    }

    @Test func withoutColorThePickersOwnColoursStay() throws {
        let plain = PickerView.render(try Self.model(["--face", "hours12"], colors: PickerColors()))
        #expect(Self.colors(of: "▼", in: plain) == ["\(String(describing: TerminalColor?.some(.ansi(.brightYellow))))"])
        let ringOnly = PickerView.render(try Self.model(["--face", "hours12"], colors: PickerColors(ring: .ansi(.red))))
        #expect(Self.colors(of: "▼", in: ringOnly) == Self.colors(of: "▼", in: plain), "one part leaves the others")
    }

    @Test func aRangesArcAndHandlesTakeTheAccent() throws {
        let grid = PickerView.render(try Self.model(["--range", "--initial", "22:30-06:45"], colors: PickerColors(accent: .indexed(200))))
        #expect(Self.colors(of: "●", in: grid) == ["\(String(describing: TerminalColor?.some(.indexed(200))))"])
    }

    @Test func rgbIsSentOnATruecolorTerminalTheNearestOf256ElseAndNothingUnderNoColor() throws {
        let model = try Self.model(["--face", "hours12"], colors: PickerColors(accent: .rgb(red: 255, green: 136, blue: 0)))
        let grid = PickerView.render(model)
        func bytes(_ environment: [String: String]) -> String {
            String(decoding: FrameEncoder().encode(previous: nil, next: grid, colorMode: ColorMode(environment: environment)), as: UTF8.self)
        }
        #expect(bytes(["TERM": "xterm-256color", "COLORTERM": "truecolor"]).contains("38;2;255;136;0"))
        #expect(bytes(["TERM": "xterm-256color", "COLORTERM": "24bit"]).contains("38;2;255;136;0"))
        let indexed = bytes(["TERM": "xterm-256color"])
        #expect(!indexed.contains("38;2;") && indexed.contains("38;5;\(TerminalColor.nearestPaletteIndex(to: (255, 136, 0)))"))
        #expect(TerminalColor.nearestPaletteIndex(to: (255, 136, 0)) == 208)
        let none = bytes(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
        #expect(!none.contains("38;2;") && !none.contains("38;5;") && !none.contains("[33m") && !none.contains(";33m"), "NO_COLOR wins")
    }
}
