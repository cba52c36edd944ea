import BrowserHarness
import Testing

/// The page's own wrapper of the engine (`dial-engine.js`, inside the one module the page loads),
/// in each engine: the events it decodes from the exports of the wasm module, call by call,
/// against the export contract's numbers (the same scenarios ``WasmExportContractTests`` runs
/// natively): a drag's direction as +1 clockwise and −1 counter-clockwise, ticks by detent, a
/// bound met by its value, a range's handles, limits and rests, and a refused call's code.
///
/// Three minutes a test: the first browser test of a run may wait for the site's build (the
/// engine compiled to wasm when a source changed, up to the builder's 120 s) and the browser.
@Suite(.serialized, .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)), .timeLimit(.minutes(3)))
struct EngineWrapperBrowserTests {
    /// The decoded events of `scenario` in `engine`'s page, each call's.
    func pageEvents(_ scenario: ExportScenario, in engine: BrowserEngine) async throws -> [[ExportScenario.Event]] {
        var events: [[ExportScenario.Event]] = []
        try await BrowserFixture.start(engine).with { fixture in
            try fixture.show("")
            let result = try fixture.page.evaluate(scenario.script)
            events = try #require(ExportScenario.decode(result), "the page's script gave \(String(describing: result))")
        }
        return events
    }

    @Test(arguments: BrowserFixture.engines) func aDragsDirectionIsOneClockwiseAndMinusOneCounterClockwiseInThePage(_ engine: BrowserEngine) async throws {
        let events = try await pageEvents(WasmExportContractTests.drag, in: engine)
        #expect(events.filter { !$0.isEmpty } == WasmExportContractTests.dragEvents)
        #expect(events == WasmExportContractTests.drag.native(), "call by call, as natively")
    }

    @Test(arguments: BrowserFixture.engines) func aBoundedStepTicksDetentsAndMeetsTheBoundsValueInThePage(_ engine: BrowserEngine) async throws {
        let events = try await pageEvents(WasmExportContractTests.boundedStep, in: engine)
        #expect(events.flatMap { $0 } == WasmExportContractTests.boundedStepEvents)
    }

    @Test(arguments: BrowserFixture.engines) func aRangesEventsNameTheHandleTheDetentTheLimitAndTheRestInThePage(_ engine: BrowserEngine) async throws {
        #expect(try await pageEvents(WasmExportContractTests.rangeSteps, in: engine) == WasmExportContractTests.rangeStepEvents)
    }
}
