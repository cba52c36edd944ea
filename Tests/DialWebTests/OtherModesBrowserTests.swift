import BrowserHarness
import Foundation
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The range, duration and labels modes come in a module of their own: a dial turned into one
    /// while it loads is neither ready nor settled, and a value written meanwhile, even across a
    /// removal, is the value the dial is made on.
    @Suite(.timeLimit(.minutes(3)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct OtherModesBrowserTests {
        @Test(arguments: BrowserFixture.engines) func aValueWrittenWhileTheModesModuleLoadsIsTheDialsValue(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let page = fixture.page
                try fixture.show(#"<dial-picker id="p" mode="time" value="07:30"></dial-picker>"#)
                let meanwhile: [String] = try PickerPage.read(page, """
                    (() => { const p = document.getElementById('p');
                      p.mode = 'range'; p.value = '01:00-02:00';
                      const said = [p.value, String(p.ready), String(p.settled)];
                      p.remove(); document.body.append(p);
                      return [...said, p.value]; })()
                    """)
                #expect(meanwhile == ["01:00-02:00", "false", "false", "01:00-02:00"], "\(meanwhile)")
                try page.wait(for: "document.getElementById('p').ready && document.getElementById('p').settled")
                #expect(try PickerPage.value(page, "p") == "01:00-02:00")
                #expect(try PickerPage.read(page, PickerScripts.thumbs("p", "aria-valuetext"), as: [String].self).count == 2)
            }
        }
    }
}
