import Testing
import PropertyTesting
@testable import DialTUI

/// Bytes as text with ESC shown as `␛`, for readable expectations.
private func readable(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacing("\u{1B}", with: "␛")
}

/// The number of CUP sequences (`ESC [ digits ; digits H`) in `bytes`.
private func cursorMoves(_ bytes: [UInt8]) -> Int {
    var count = 0
    var index = 0
    while index + 1 < bytes.count {
        defer { index += 1 }
        guard bytes[index] == 0x1B, bytes[index + 1] == 0x5B else { continue }
        var end = index + 2
        while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == 0x48, bytes[(index + 2)..<end].contains(0x3B) { count += 1 }
    }
    return count
}

private func occurrences(of needle: String, in bytes: [UInt8]) -> Int {
    readable(bytes).split(separator: needle, omittingEmptySubsequences: false).count - 1
}

@Suite(.timeLimit(.minutes(3))) struct FrameEncoderTests {
    let encoder = FrameEncoder()

    @Test func identicalFramesWriteNothing() {
        var grid = CellGrid(width: 10, height: 3)
        #expect(encoder.encode(previous: grid, next: grid, colorMode: .trueColor).isEmpty)
        grid.put("12時😀", column: 2, row: 1, style: CellStyle(foreground: .rgb(red: 1, green: 2, blue: 3), reverse: true))
        let copy = grid
        for mode in ColorMode.allCases {
            #expect(encoder.encode(previous: copy, next: grid, colorMode: mode).isEmpty)
        }
        var buffer: [UInt8] = [42]
        encoder.encode(previous: grid, next: grid, colorMode: .ansi16, into: &buffer)
        #expect(buffer == [42])
    }

    @Test func oneChangedCellIsOneMoveAndOneCharacter() {
        let before = CellGrid(width: 10, height: 4)
        var after = before
        after.put("x", column: 4, row: 2)
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi256)
        #expect(readable(bytes) == "␛[?2026h␛[3;5Hx␛[?2026l")
        #expect(cursorMoves(bytes) == 1)
    }

    @Test func aRunOfChangedCellsIsOneMove() {
        var before = CellGrid(width: 12, height: 3)
        before.put("hour 09", column: 1, row: 1)
        var after = before
        after.put("HOUR 10", column: 1, row: 1)
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(cursorMoves(bytes) == 1)
        #expect(readable(bytes) == "␛[?2026h␛[2;2HHOUR 10␛[?2026l")
    }

    @Test func aShortUnchangedGapIsRewrittenInsteadOfAMove() {
        var before = CellGrid(width: 12, height: 3)
        before.put("abcdef", column: 0, row: 0)
        var after = before
        after.put("X", column: 1, row: 0)
        after.put("Y", column: 4, row: 0)
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(cursorMoves(bytes) == 1)
        #expect(readable(bytes) == "␛[?2026h␛[1;2HXcdY␛[?2026l")
    }

    @Test func aLongGapAnotherRowOrAnotherStyleCostsAMove() {
        var before = CellGrid(width: 12, height: 3)
        before.put("abcdefghijkl", column: 0, row: 0)
        before.put("b", column: 2, row: 1, style: CellStyle(bold: true))
        var after = before
        after.put("X", column: 1, row: 0)
        after.put("Y", column: 9, row: 0)       // 7 unchanged cells: a CUP is shorter
        after.put("Z", column: 0, row: 1)       // another row
        after.put("W", column: 3, row: 1)       // the gap is bold, the pen is not
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(cursorMoves(bytes) == 4)
        #expect(readable(bytes) == "␛[?2026h␛[1;2HX␛[1;10HY␛[2;1HZ␛[2;4HW␛[?2026l")
    }

    @Test func theCursorIsUnknownAfterTheLastColumn() {
        let before = CellGrid(width: 4, height: 2)
        var after = before
        after.put("ab", column: 2, row: 0)
        after.put("c", column: 0, row: 1)
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(readable(bytes) == "␛[?2026h␛[1;3Hab␛[2;1Hc␛[?2026l")
    }

    @Test func aFullFrameStartsWithTheClear() {
        var grid = CellGrid(width: 6, height: 2)
        grid.put("hi", column: 1, row: 1)
        for previous in [nil, CellGrid(width: 5, height: 2), CellGrid(width: 6, height: 3)] {
            let bytes = encoder.encode(previous: previous, next: grid, colorMode: .ansi16)
            #expect(readable(bytes) == "␛[?2026h␛[0m␛[H␛[2J␛[2;2Hhi␛[?2026l")
        }
        let empty = encoder.encode(previous: nil, next: CellGrid(width: 3, height: 3), colorMode: .none)
        #expect(readable(empty) == "␛[?2026h␛[0m␛[H␛[2J␛[?2026l")
    }

    @Test func aFullFrameWritesEveryRowThatIsNotBlank() {
        var grid = CellGrid(width: 3, height: 3)
        grid.fill(Cell("."))
        let bytes = encoder.encode(previous: nil, next: grid, colorMode: .ansi16)
        #expect(readable(bytes) == "␛[?2026h␛[0m␛[H␛[2J...␛[2;1H...␛[3;1H...␛[?2026l")
    }

    @Test func reverseAndBold() {
        let before = CellGrid(width: 8, height: 1)
        var after = before
        after.put("ab", column: 0, row: 0, style: CellStyle(reverse: true))
        after.put("c", column: 2, row: 0, style: CellStyle(bold: true, reverse: true))
        after.put("d", column: 3, row: 0, style: CellStyle(bold: true))
        after.put("e", column: 4, row: 0)
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(readable(bytes) == "␛[?2026h␛[1;1H␛[7mab␛[1mc␛[27md␛[0me␛[?2026l")
    }

    @Test func boldAndDimAreTurnedOffTogether() {
        let before = CellGrid(width: 4, height: 1)
        var after = before
        after.put("a", column: 0, row: 0, style: CellStyle(bold: true, dim: true, underline: true))
        after.put("b", column: 1, row: 0, style: CellStyle(dim: true, underline: true))
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(readable(bytes) == "␛[?2026h␛[1;1H␛[1;2;4ma␛[22;2mb␛[0m␛[?2026l")
    }

    @Test(arguments: [
        (ColorMode.trueColor, "␛[38;2;255;0;0;48;2;0;0;128mx␛[39;48;5;21my␛[0m"),
        (.ansi256, "␛[38;5;196;48;5;18mx␛[39;48;5;21my␛[0m"),
        (.ansi16, "␛[91;44mx␛[39my␛[0m"),
        (.none, "xy"),
    ])
    func coloursFollowTheMode(mode: ColorMode, expected: String) {
        let before = CellGrid(width: 4, height: 1)
        var after = before
        after.put("x", column: 0, row: 0, style: CellStyle(foreground: .rgb(red: 255, green: 0, blue: 0),
                                                             background: .rgb(red: 0, green: 0, blue: 128)))
        after.put("y", column: 1, row: 0, style: CellStyle(background: .indexed(21)))
        let bytes = encoder.encode(previous: before, next: after, colorMode: mode)
        #expect(readable(bytes) == "␛[?2026h␛[1;1H" + expected + "␛[?2026l")
    }

    @Test func noColorKeepsReverse() {
        let before = CellGrid(width: 4, height: 1)
        var after = before
        after.put("12", column: 0, row: 0, style: CellStyle(foreground: .ansi(.yellow), background: .ansi(.blue), reverse: true))
        let bytes = encoder.encode(previous: before, next: after, colorMode: ColorMode(environment: ["NO_COLOR": "1"]))
        #expect(readable(bytes) == "␛[?2026h␛[1;1H␛[7m12␛[0m␛[?2026l")
    }

    @Test func aWideCellIsWrittenOnce() {
        let before = CellGrid(width: 6, height: 1)
        var after = before
        after.put("時", column: 2, row: 0)
        after.put("x", column: 4, row: 0)
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(readable(bytes) == "␛[?2026h␛[1;3H時x␛[?2026l")
    }

    @Test func replacingAWideCellRewritesBothHalves() {
        var before = CellGrid(width: 6, height: 1)
        before.put("時", column: 2, row: 0)
        var after = before
        after.put("y", column: 3, row: 0)      // the left half becomes a blank
        let bytes = encoder.encode(previous: before, next: after, colorMode: .ansi16)
        #expect(readable(bytes) == "␛[?2026h␛[1;3H y␛[?2026l")
    }

    @Test func writesIntoTheCallersBuffer() {
        var buffer: [UInt8] = [1, 2, 3]
        var grid = CellGrid(width: 2, height: 1)
        grid.put("a", column: 0, row: 0)
        encoder.encode(previous: CellGrid(width: 2, height: 1), next: grid, colorMode: .ansi16, into: &buffer)
        #expect(Array(buffer.prefix(3)) == [1, 2, 3])
        #expect(readable(Array(buffer.dropFirst(3))) == "␛[?2026h␛[1;1Ha␛[?2026l")
    }

    @Test func labelsCannotInjectControls() {
        var grid = CellGrid(width: 20, height: 1)
        grid.put("\u{1B}]0;title\u{07}\u{9B}2J\u{202E}ok\n", column: 0, row: 0)
        let bytes = encoder.encode(previous: nil, next: grid, colorMode: .trueColor)
        var terminal = TerminalEmulator(showing: CellGrid(width: 20, height: 1), mode: .trueColor)
        terminal.feed(bytes)
        #expect(terminal.problems.isEmpty)
        #expect(terminal.lines == ["\u{FFFD}ok                 "])
        #expect(!bytes.contains(0x07) && !bytes.contains(0x0A))
    }
}
