import DialTUI
import Testing

/// The layout's stated limits, on each side: the cell shapes it accepts and the smallest ring.
@Suite(.timeLimit(.minutes(3))) struct DialLayoutEdgeTests {
    @Test(arguments: [
        (1.0, 1.0), (4.0, 4.0), (2.5, 2.5), (1.0.nextDown, 2.0), (4.0.nextUp, 2.0), (0, 2), (-1, 2),
        (Double.nan, 2.0), (Double.infinity, 2.0),
    ] as [(Double, Double)])
    func cellShapesFromOneToFourAreTakenAndOthersFallBackToTwo(given: Double, taken: Double) {
        #expect(DialLayout(columns: 80, rows: 24, cellAspect: given).cellAspect == taken)
    }

    @Test func anUnknownCellShapeIsTwo() {
        #expect(DialLayout(columns: 80, rows: 24, cellAspect: nil).cellAspect == 2)
    }

    @Test func aRingOfExactlyTheSmallestRadiusIsShown() {
        // Five dial rows of cells 3.1 widths tall: 15.5 widths, a ring of 15.5 / 2 − 0.75 = 7.
        let exact = DialLayout(columns: 100, rows: 6, cellAspect: 3.1)
        #expect(exact.radius == DialLayout.minimumRadius)
        #expect(!exact.isTooSmall)
        let under = DialLayout(columns: 100, rows: 6, cellAspect: 3.1.nextDown)
        #expect(under.radius < DialLayout.minimumRadius)
        #expect(under.isTooSmall)
    }

    @Test func theFewestRowsThatShowADial() {
        // Five rows (four for the dial, one for the hint) of the tallest cells: a ring of
        // 4 · 4 / 2 − 0.75 = 7.25, large enough; the row limit is what decides.
        #expect(!DialLayout(columns: 100, rows: 5, cellAspect: 4).isTooSmall)
        #expect(DialLayout(columns: 100, rows: 4, cellAspect: 4).isTooSmall)
        // A header row comes on top of the limit.
        #expect(!DialLayout(columns: 100, rows: 6, cellAspect: 4, headerRows: 1).isTooSmall)
        #expect(DialLayout(columns: 100, rows: 5, cellAspect: 4, headerRows: 1).isTooSmall)
    }

    @Test func theNarrowestTerminalThatShowsADial() {
        // 16 columns: a ring of 16 / 2 − 0.75 = 7.25; 15 columns: 6.75.
        #expect(!DialLayout(columns: 16, rows: 24).isTooSmall)
        #expect(DialLayout(columns: 15, rows: 24).isTooSmall)
    }
}
