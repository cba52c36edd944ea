import Testing
import PropertyTesting
@testable import DialTUI

@Suite(.timeLimit(.minutes(3))) struct TerminalColorTests {
    @Test func paletteValuesFollowXterm() {
        #expect(TerminalColor.paletteRGB(1) == ANSIColor.red.rgb)
        #expect(TerminalColor.paletteRGB(16) == (0, 0, 0))
        #expect(TerminalColor.paletteRGB(196) == (255, 0, 0))
        #expect(TerminalColor.paletteRGB(231) == (255, 255, 255))
        #expect(TerminalColor.paletteRGB(67) == (95, 135, 175))   // 16 + 36·1 + 6·2 + 3
        #expect(TerminalColor.paletteRGB(232) == (8, 8, 8))
        #expect(TerminalColor.paletteRGB(255) == (238, 238, 238))
    }

    @Test func trueColorKeepsEveryColour() {
        for color in [TerminalColor.rgb(red: 1, green: 2, blue: 3), .indexed(200), .ansi(.cyan)] {
            #expect(color.resolved(for: .trueColor) == color)
        }
    }

    @Test func noneDropsEveryColour() {
        for color in [TerminalColor.rgb(red: 1, green: 2, blue: 3), .indexed(200), .ansi(.cyan)] {
            #expect(color.resolved(for: .none) == nil)
        }
    }

    @Test func rgbStepsDownToThePalette() {
        #expect(TerminalColor.rgb(red: 255, green: 0, blue: 0).resolved(for: .ansi256) == .indexed(196))
        #expect(TerminalColor.rgb(red: 100, green: 130, blue: 180).resolved(for: .ansi256) == .indexed(67))
        #expect(TerminalColor.rgb(red: 128, green: 128, blue: 128).resolved(for: .ansi256) == .indexed(244))
        #expect(TerminalColor.indexed(42).resolved(for: .ansi256) == .indexed(42))
        #expect(TerminalColor.ansi(.blue).resolved(for: .ansi256) == .ansi(.blue))
    }

    @Test func everythingStepsDownToTheNamedColours() {
        #expect(TerminalColor.rgb(red: 250, green: 10, blue: 10).resolved(for: .ansi16) == .ansi(.brightRed))
        #expect(TerminalColor.rgb(red: 0, green: 0, blue: 0).resolved(for: .ansi16) == .ansi(.black))
        #expect(TerminalColor.indexed(9).resolved(for: .ansi16) == .ansi(.brightRed))
        #expect(TerminalColor.indexed(34).resolved(for: .ansi16) == .ansi(.green))      // (0, 175, 0)
        #expect(TerminalColor.indexed(250).resolved(for: .ansi16) == .ansi(.white))     // (188, 188, 188)
        #expect(TerminalColor.ansi(.magenta).resolved(for: .ansi16) == .ansi(.magenta))
    }

    @Test func paletteColoursAreTheirOwnNearestIndex() {
        for index in UInt8(16)...UInt8(255) {
            #expect(TerminalColor.nearestPaletteIndex(to: TerminalColor.paletteRGB(index)) == index)
        }
    }

    @Test func nearestPaletteIndexIsNearestAmongCubeAndGreys() {
        let channel = Gen<Int>.int(in: 0...255).map { UInt8($0) }
        property("nearest palette index is nearest", zip(channel, channel, channel)) { red, green, blue in
            let rgb = (red: red, green: green, blue: blue)
            let chosen = TerminalColor.nearestPaletteIndex(to: rgb)
            try ensure(chosen >= 16, "index \(chosen) is a named colour")
            let chosenDistance = TerminalColor.squaredDistance(TerminalColor.paletteRGB(chosen), rgb)
            for index in UInt8(16)...UInt8(255) {
                let distance = TerminalColor.squaredDistance(TerminalColor.paletteRGB(index), rgb)
                try ensure(chosenDistance <= distance, "\(index) at \(distance) beats \(chosen) at \(chosenDistance)")
            }
        }
    }

    @Test func resolvingIsIdempotent() {
        let color = Gen<TerminalColor>.oneOf([
            Gen.element(of: ANSIColor.allCases).map { TerminalColor.ansi($0) },
            Gen<Int>.int(in: 0...255).map { TerminalColor.indexed(UInt8($0)) },
            zip(Gen<Int>.int(in: 0...255), Gen<Int>.int(in: 0...255), Gen<Int>.int(in: 0...255)).map {
                TerminalColor.rgb(red: UInt8($0), green: UInt8($1), blue: UInt8($2))
            },
        ])
        property("resolving is idempotent", zip(color, Gen.element(of: ColorMode.allCases))) { color, mode in
            let once = color.resolved(for: mode)
            try ensureEqual(once.flatMap { $0.resolved(for: mode) }, once)
            switch (mode, once) {
            case (.none, nil), (.trueColor, _), (.ansi256, .ansi?), (.ansi256, .indexed?), (.ansi16, .ansi?):
                break
            default:
                throw PropertyFailure("\(color) resolved to \(String(describing: once)) in \(mode)")
            }
        }
    }

    @Test func sgrParametersOfNamedColours() {
        #expect(ANSIColor.black.foregroundParameter == 30)
        #expect(ANSIColor.white.foregroundParameter == 37)
        #expect(ANSIColor.brightBlack.foregroundParameter == 90)
        #expect(ANSIColor.brightWhite.foregroundParameter == 97)
    }

    @Test func stylesKeepEveryField() {
        let channel = Gen<Int>.int(in: 0...255).map { UInt8($0) }
        let color = Gen<TerminalColor?>.oneOf([
            Gen.constant(nil),
            Gen.element(of: ANSIColor.allCases).map { TerminalColor.ansi($0) },
            channel.map { TerminalColor.indexed($0) },
            zip(channel, channel, channel).map { TerminalColor.rgb(red: $0, green: $1, blue: $2) },
        ])
        let flags = zip(Gen<Bool>.bool, Gen<Bool>.bool, Gen<Bool>.bool, Gen<Bool>.bool)
        property("styles keep every field", zip(color, color, flags)) { foreground, background, flags in
            var style = CellStyle(foreground: foreground, background: background, bold: flags.0, dim: flags.1,
                                  underline: flags.2, reverse: flags.3)
            try ensureEqual(style.foreground, foreground)
            try ensureEqual(style.background, background)
            try ensureEqual([style.bold, style.dim, style.underline, style.reverse], [flags.0, flags.1, flags.2, flags.3])
            style.foreground = background
            style.bold.toggle()
            try ensureEqual(style.foreground, background)
            try ensureEqual(style.background, background)
            try ensureEqual(style.bold, !flags.0)
            try ensureEqual(style.dim, flags.1)
        }
    }

    @Test func styleDescriptionNamesWhatIsSet() {
        #expect(CellStyle().description == "CellStyle()")
        #expect(CellStyle(foreground: .ansi(.red), bold: true, reverse: true).description
                == "CellStyle(foreground: .ansi(.red), bold, reverse)")
        #expect(CellStyle(foreground: .indexed(21), background: .rgb(red: 1, green: 2, blue: 3), dim: true, underline: true)
                .description == "CellStyle(foreground: .indexed(21), background: .rgb(1, 2, 3), dim, underline)")
    }

    @Test func styleResolutionKeepsAttributes() {
        let style = CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0), background: .indexed(21),
                              bold: true, dim: true, underline: true, reverse: true)
        let plain = style.resolved(for: .none)
        #expect(plain == CellStyle(bold: true, dim: true, underline: true, reverse: true))
        #expect(style.resolved(for: .ansi16).foreground == .ansi(.brightRed))
        #expect(style.resolved(for: .ansi16).background == .ansi(.blue))
    }
}

@Suite(.timeLimit(.minutes(3))) struct ColorModeTests {
    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm", "COLORTERM": "TrueColor"], .trueColor),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "screen-256color", "COLORTERM": "yes"], .ansi256),
        (["TERM": "xterm"], .ansi16),
        ([:], .ansi16),
        (["TERM": "dumb"], .none),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
    ])
    func modeFromEnvironment(environment: [String: String], expected: ColorMode) {
        #expect(ColorMode(environment: environment) == expected)
    }
}
