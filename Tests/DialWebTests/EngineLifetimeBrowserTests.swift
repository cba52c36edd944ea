import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// A removed element lets go of its engine dial: 2,000 elements made, drawn and removed one after
    /// another leave the engine's heap where it was after the first.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct EngineLifetimeBrowserTests {
        /// Starts a script that sets `window.heapResult` to the heap's bytes in use before and after
        /// `cycles` elements of `mode` were each appended, drawn and removed (the first cycle before
        /// the count: it may make the engine's tables; an element before it waits for the mode's
        /// modules), whether each was drawn, and the memory's size.
        static func heapAround(cycles: Int, mode: String) -> String {
            """
            window.heapResult = null;
            (async () => {
              const x = await (await import('./dial-picker.js')).loadEngine('\(mode.contains("range") ? "dial-range.wasm" : "dial.wasm")');
              const template = document.createElement('template');
              template.innerHTML = '<dial-picker \(mode)></dial-picker>';
              let drawn = 0;
              const cycle = async () => {
                const e = template.content.firstChild.cloneNode();
                document.body.append(e);
                for (let wait = 0; wait < 5 && !e.ready; wait += 1) await null;
                if (e.ready) drawn += 1;
                e.remove();
              };
              // The first element waits for the modules its mode loads (a range's, a duration's or
              // labels' own, besides the engine): up to 5 s, in steps of 20 ms.
              const first = template.content.firstChild.cloneNode();
              document.body.append(first);
              for (let wait = 0; wait < 250 && !first.ready; wait += 1) await new Promise((done) => setTimeout(done, 20));
              first.remove();
              await cycle();
              const before = Number(x.dial_heap_in_use());
              for (let i = 1; i < \(cycles); i += 1) await cycle();
              heapResult = [before, Number(x.dial_heap_in_use()), drawn, x.memory.buffer.byteLength];
            })();
            true
            """
        }

        @Test(arguments: BrowserFixture.engines, [#"mode="time" value="07:30""#, #"mode="range" value="22:30-06:45""#])
        func fiveHundredElementsMadeAndRemovedLeaveTheHeapWhereItWas(_ engine: BrowserEngine, mode: String) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                try fixture.show("")
                try fixture.page.evaluate(Self.heapAround(cycles: 500, mode: mode))
                try fixture.page.wait(for: "window.heapResult !== null", timeout: 90)
                let numbers: [Double] = try PickerPage.read(fixture.page, "heapResult")
                #expect(numbers[2] == 500, "every element was drawn before it was removed")
                #expect(numbers[1] - numbers[0] <= 4096, "heap \(numbers[0]) → \(numbers[1]) bytes")
            }
        }

        @Test(arguments: BrowserFixture.engines) func anElementMovedInTheDocumentKeepsItsValueAndWorks(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<div id="a"><dial-picker id="p" mode="minutes" value="20"></dial-picker></div><div id="b"></div>"#)
                try page.evaluate("const p = document.getElementById('p'); p.value = '25'; document.getElementById('b').append(p); true")
                try page.wait(for: "document.getElementById('p').ready")
                #expect(try PickerPage.value(page, "p") == "25")
                try PickerPage.type(page, "p", thumb: 0, ["ArrowRight"])
                #expect(try PickerPage.value(page, "p") == "26")
            }
        }
    }
}
