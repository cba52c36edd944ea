import Testing
import PropertyTesting
@testable import DialTUI

/// One case of the encoder property: the frame the terminal shows, the next frame, the colour
/// mode, and the style the terminal happens to be in.
struct FramePair: CustomDebugStringConvertible {
    var previous: CellGrid?
    var next: CellGrid
    var mode: ColorMode
    var pen: CellStyle

    var debugDescription: String {
        func short(_ style: CellStyle) -> String {
            style == CellStyle() ? "-" : style.description
        }
        func picture(_ grid: CellGrid) -> String {
            "\(grid.width)×\(grid.height) " + grid.lines.map { "|\($0)|" }.joined(separator: " ")
                + " styles " + grid.cells.map { short($0.style) }.joined(separator: " ")
        }
        return "previous: \(previous.map(picture) ?? "none"); next: \(picture(next)); mode \(mode); pen \(short(pen))"
    }
}

@Suite(.timeLimit(.minutes(3))) struct FrameEncoderPropertyTests {
    static let styles: [CellStyle] = [
        CellStyle(),
        CellStyle(bold: true),
        CellStyle(reverse: true),
        CellStyle(dim: true, underline: true),
        CellStyle(foreground: .ansi(.red)),
        CellStyle(foreground: .rgb(red: 200, green: 100, blue: 50), bold: true),
        CellStyle(background: .indexed(21)),
        CellStyle(foreground: .indexed(200), bold: true, dim: true),
        CellStyle(foreground: .ansi(.brightCyan), background: .rgb(red: 10, green: 20, blue: 30), reverse: true),
        CellStyle(foreground: .rgb(red: 201, green: 99, blue: 50)),   // the same as the sixth's colour below true colour
    ]

    static let texts = ["a", "b", "xy", "時", "字", "😀", "🇯🇵", "e\u{301}", "⣿", " ", "ab時", "█▀", "\u{1B}[7mz"]

    /// Grids of the given size built by a few random puts.
    static func grid(width: Int, height: Int) -> Gen<CellGrid> {
        let put = zip(Gen.element(of: texts), Gen<Int>.int(in: -2...width), Gen<Int>.int(in: 0...(height - 1)),
                      Gen.element(of: styles))
        return put.array(count: 0...10).map { puts in
            var grid = CellGrid(width: width, height: height)
            for (text, column, row, style) in puts { grid.put(text, column: column, row: row, style: style) }
            return grid
        }
    }

    /// Pairs of frames: the next one derived from the shown one by a few puts, or independent,
    /// or after nothing was shown, or after a frame of another size.
    static func framePairs() -> Gen<FramePair> {
        zip(Gen<Int>.int(in: 1...8), Gen<Int>.int(in: 1...4)).flatMap { width, height in
            let puts = zip(Gen.element(of: texts), Gen<Int>.int(in: -2...width), Gen<Int>.int(in: 0...(height - 1)),
                           Gen.element(of: styles)).array(count: 0...6)
            return zip(grid(width: width, height: height), Gen<Int>.int(in: 0...3), puts, grid(width: width, height: height))
                .flatMap { shown, relation, changes, independent in
                    zip(Gen.element(of: ColorMode.allCases), Gen.element(of: styles)).map { mode, pen in
                        var next = shown
                        for (text, column, row, style) in changes { next.put(text, column: column, row: row, style: style) }
                        switch relation {
                        case 0: return FramePair(previous: shown, next: next, mode: mode, pen: pen)
                        case 1: return FramePair(previous: shown, next: independent, mode: mode, pen: pen)
                        case 2: return FramePair(previous: nil, next: next, mode: mode, pen: pen)
                        default: return FramePair(previous: CellGrid(width: width + 1, height: height), next: next, mode: mode, pen: pen)
                        }
                    }
                }
        }
    }

    @Test func encodedBytesTakeTheTerminalFromOneFrameToTheNext() {
        property("encode(A→B) applied to a terminal showing A shows B", cases: 1_000, Self.framePairs()) { pair in
            let bytes = FrameEncoder().encode(previous: pair.previous, next: pair.next, colorMode: pair.mode)
            // What the terminal shows before: the previous frame, or junk when nothing (of this
            // size) is known to be on the screen.
            var shown = pair.previous ?? CellGrid(width: 0, height: 0)
            if shown.width != pair.next.width || shown.height != pair.next.height {
                shown = CellGrid(width: pair.next.width, height: pair.next.height)
                shown.fill(Cell("?", style: CellStyle(background: .ansi(.red))))
            }
            // Every frame leaves the terminal in the default style, so a diff starts from it; a full
            // frame (nothing of this size known on screen) starts from whatever style is left.
            let isDiff = pair.previous.map { $0.width == pair.next.width && $0.height == pair.next.height } ?? false
            var terminal = TerminalEmulator(showing: shown, mode: pair.mode, pen: isDiff ? CellStyle() : pair.pen,
                                            row: pair.next.height - 1, column: pair.next.width - 1)
            terminal.feed(bytes)
            try ensure(terminal.problems.isEmpty, "terminal problems: \(terminal.problems)")
            if let mismatch = terminal.mismatch(with: pair.next, mode: pair.mode) {
                throw PropertyFailure(mismatch + "; screen " + terminal.lines.joined(separator: "|"))
            }
            if pair.previous == pair.next {
                try ensure(bytes.isEmpty, "equal frames wrote \(bytes.count) bytes")
            } else {
                try ensureEqual(terminal.synchronizedBegins, 1, "synchronized output begins")
                try ensureEqual(terminal.synchronizedEnds, 1, "synchronized output ends")
                try ensureEqual(terminal.pen, CellStyle(), "style left after the frame")
                try ensure(bytes.suffix(8).elementsEqual("\u{1B}[?2026l".utf8), "frame does not end synchronized output")
            }
        }
    }

    @Test func theEmulatorCatchesASkippedHalf() {
        // The emulator must notice when half of a wide character is left broken, or the
        // property above could not catch an encoder that forgets to rewrite it.
        var shown = CellGrid(width: 4, height: 1)
        shown.put("時", column: 0, row: 0)
        var terminal = TerminalEmulator(showing: shown, mode: .ansi16)
        terminal.feed(Array("\u{1B}[1;2Hx".utf8))
        var expected = CellGrid(width: 4, height: 1)
        expected.put("x", column: 1, row: 0)
        #expect(terminal.lines == ["¤x  "])
        #expect(terminal.mismatch(with: expected, mode: .ansi16) != nil)
    }

    @Test func theEmulatorFlagsWritesPastTheEdge() {
        var terminal = TerminalEmulator(showing: CellGrid(width: 2, height: 2), mode: .ansi16)
        terminal.feed(Array("\u{1B}[1;1Habc\u{1B}[2;2H時\n".utf8))
        #expect(terminal.problems.count == 3)
    }
}
