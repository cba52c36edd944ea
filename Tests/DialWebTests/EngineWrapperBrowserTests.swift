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

    /// `setReducesMotion` on a dial and on a range: taken (a step then comes to rest in its own
    /// call, with the turn's events), and refused with the engine's code once it is destroyed.
    @Test(arguments: BrowserFixture.engines) func reducedMotionIsTakenAndRefusedOnceDestroyedInThePage(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            try fixture.show("")
            let seen: [String] = try PickerPage.read(fixture.page, """
                import('./dial-picker.js').then(async (m) => {
                  const x = await m.loadEngine();
                  const seen = [];
                  const made = [
                    new m.EngineDial(x, { labels: 12, detentsPerLabel: 1, radius: 150, value: 0, bounds: null, reducesMotion: false }),
                    new m.EngineRange(x, { labels: 12, detentsPerLabel: 1, radius: 150, handleRadius: 22, reducesMotion: false, start: 1, span: 3, limits: [0, 12] }),
                  ];
                  for (const [index, s] of made.entries()) {
                    const name = index === 0 ? 'dial' : 'range';
                    try { s.setReducesMotion(true); seen.push(`${name} taken`); } catch (error) { seen.push(`${name} refused ${error.code}`); }
                    const events = index === 0 ? s.step(2, 0) : s.step(1, 2, 0);
                    seen.push(`${name} ${events.length > 0 ? 'turned' : 'still'} ${s.settled ? 'at rest' : 'moving'}`);
                    s.destroy();
                    try { s.setReducesMotion(false); seen.push(`${name} taken once destroyed`); } catch (error) { seen.push(`${name} refused ${error.code}`); }
                  }
                  return seen;
                })
                """)
            // Code 1: the handle names nothing (WasmError.unknownHandle).
            #expect(seen == ["dial taken", "dial turned at rest", "dial refused 1", "range taken", "range turned at rest", "range refused 1"])
        }
    }
}
