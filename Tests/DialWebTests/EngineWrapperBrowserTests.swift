import BrowserHarness
import Testing

/// The page's own wrapper of the engine (`dial-engine.js`, served by the test site as a module of
/// its own; the page's one module holds it inside), in each engine: what it reads of the events
/// of the wasm module's exports, call by call, against the same calls made natively (the
/// scenarios ``WasmExportContractTests`` pins): each tick by its detent (kind 1, a dial's value
/// or a range's second number), a rest (kind 3), and a refused call's code.
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

    /// Checks `scenario`'s page outcomes against the native events as the wrapper reads them,
    /// call by call, and that those hold ticks and a rest (so that the check says something).
    func check(_ scenario: ExportScenario, in engine: BrowserEngine) async throws {
        let native = scenario.asThePageReadsThem()
        #expect(native.joined().contains { $0.kind == "tick" } && native.joined().contains { $0.kind == "settled" })
        #expect(try await pageEvents(scenario, in: engine) == native, "call by call, as natively")
    }

    @Test(arguments: BrowserFixture.engines) func aDragsTicksAndRestAreTheNativeOnesInThePage(_ engine: BrowserEngine) async throws {
        try await check(WasmExportContractTests.drag, in: engine)
    }

    @Test(arguments: BrowserFixture.engines) func aBoundedStepTicksDetentsNotValuesInThePage(_ engine: BrowserEngine) async throws {
        try await check(WasmExportContractTests.boundedStep, in: engine)
        #expect(WasmExportContractTests.boundedStep.asThePageReadsThem().joined().map(\.numbers) == [7, 8, 9, 10, 11, 0, 1, 2, 3, 4].map { [$0] } + [[]])
    }

    @Test(arguments: BrowserFixture.engines) func aRangesTicksAreTheHandlesDetentsAndARefusalItsCodeInThePage(_ engine: BrowserEngine) async throws {
        try await check(WasmExportContractTests.rangeSteps, in: engine)
    }

    /// `setReducesMotion` on a dial and on a range: taken (a step then comes to rest in its own
    /// call, with the turn's events), and refused with the engine's code once it is destroyed.
    @Test(arguments: BrowserFixture.engines) func reducedMotionIsTakenAndRefusedOnceDestroyedInThePage(_ engine: BrowserEngine) async throws {
        try await BrowserFixture.start(engine).with { fixture in
            try fixture.show("")
            let seen: [String] = try PickerPage.read(fixture.page, """
                Promise.all([import('./dial-engine.js'), import('./dial-engine-range.js')]).then(async ([m, ranges]) => {
                  const x = await m.loadEngine(m.DIAL_ENGINE), r = await m.loadEngine(m.RANGE_ENGINE);
                  const EngineRange = ranges.engineRange(m.EngineValue);
                  const seen = [];
                  const made = [
                    new m.EngineDial(x, { labels: 12, detentsPerLabel: 1, radius: 150, value: 0, bounds: null, reducesMotion: false }),
                    new EngineRange(r, { labels: 12, detentsPerLabel: 1, radius: 150, handleRadius: 22, reducesMotion: false, start: 1, span: 3, limits: [0, 12] }),
                  ];
                  for (const [index, s] of made.entries()) {
                    const name = index === 0 ? 'dial' : 'range';
                    try { s.setReducesMotion(true); seen.push(`${name} taken`); } catch (error) { seen.push(`${name} refused ${error.code}`); }
                    const events = index === 0 ? s.step(2, 0) : s.step(1, 2, 0);
                    seen.push(`${name} ${events.ticks.length > 0 ? 'turned' : 'still'} ${s.settled ? 'at rest' : 'moving'}`);
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
