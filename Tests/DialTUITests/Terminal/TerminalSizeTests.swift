import DialTUI
import Testing

@Suite("TerminalSize", .timeLimit(.minutes(3)))
struct TerminalSizeTests {
    @Test func cellAspectRatioIsCellHeightOverCellWidth() {
        let size = TerminalSize(columns: 80, rows: 24, pixelWidth: 640, pixelHeight: 384)
        // 8 px wide, 16 px tall cells.
        #expect(size.cellAspectRatio == 2)
    }

    @Test(arguments: [
        TerminalSize(columns: 80, rows: 24),
        TerminalSize(columns: 80, rows: 24, pixelWidth: 640, pixelHeight: 0),
        TerminalSize(columns: 80, rows: 24, pixelWidth: 0, pixelHeight: 384),
        TerminalSize(columns: 0, rows: 24, pixelWidth: 640, pixelHeight: 384),
        TerminalSize(columns: 80, rows: 0, pixelWidth: 640, pixelHeight: 384),
    ])
    func cellAspectRatioIsUnknownWithoutPixels(size: TerminalSize) {
        #expect(size.cellAspectRatio == nil)
    }

    @Test func fallbackIsEightyByTwentyFourWithoutPixels() {
        #expect(TerminalSize.fallback == TerminalSize(columns: 80, rows: 24, pixelWidth: 0, pixelHeight: 0))
    }
}
