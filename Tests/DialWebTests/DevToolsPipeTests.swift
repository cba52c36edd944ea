import BrowserHarness
import Foundation
import ProcessHarness
import Testing

@Suite(.enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
struct DevToolsPipeTests {
    @Test func aBrowserAnswersOverThePipeAndIsKilledWithItsProcessTreeAtItsOwnDeadline() throws {
        let path = try #require(DevToolsPipe.findBrowser(), "\(BrowserError.notInstalled)")
        let browser = try DevToolsPipe(browser: path, lifetime: 2)
        let version = try browser.send("Browser.getVersion")
        #expect((version["product"] as? String)?.contains("Chrom") == true, "\(version)")
        let children = ProcFileSystem.descendants(of: browser.pid)
        #expect(!children.isEmpty, "Chromium starts helper processes")
        // The deadline passes with nobody closing it: the watchdog kills the tree.
        usleep(2_600_000)
        #expect(throws: BrowserError.self) { try browser.send("Browser.getVersion", timeout: 1) }
        #expect(!ProcFileSystem.isRunning(browser.pid))
        #expect(children.allSatisfy { !ProcFileSystem.isRunning($0) }, "helpers left: \(children.filter(ProcFileSystem.isRunning))")
        browser.close()
    }
}
