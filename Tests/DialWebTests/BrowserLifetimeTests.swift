@testable import BrowserHarness
import Foundation
import ProcessHarness
import Testing

/// Every browser the harness starts ends with its whole process tree: at its deadline with
/// nobody closing it, when the process that started it ends, and when it is closed; and its
/// profile goes with it.
@Suite(.timeLimit(.minutes(2)))
struct BrowserLifetimeTests {
    /// A tree of two processes under the harness's shell, as a browser's would be.
    func startTree(lifetime: Double) throws -> BrowserProcess {
        try BrowserProcess(program: "/bin/sh", arguments: ["-c", "sleep 60 & sleep 60"], environment: ProcessEnvironmentList.current(),
                           directory: BrowserProcess.makeDirectory(prefix: "dial-lifetime-test"), lifetime: lifetime)
    }

    /// Waits up to `seconds` for `pids` to be gone (a killed process's parent reaps it a little later).
    func gone(_ pids: [pid_t], within seconds: Double) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        // Each pass looks once and sleeps 20 ms, until the deadline.
        while ContinuousClock.now < deadline {
            if !pids.contains(where: ProcFileSystem.isRunning) { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    /// The tree's processes, once the shell has started them all (the shell, `sh -c`, two sleeps).
    func descendants(of process: BrowserProcess) async throws -> [pid_t] {
        let deadline = ContinuousClock.now + .seconds(10)
        // Each pass looks once and sleeps 20 ms, until the deadline.
        while ContinuousClock.now < deadline {
            let found = ProcFileSystem.descendants(of: process.pid).filter(ProcFileSystem.isRunning)
            if found.count >= 3 { return found }
            try await Task.sleep(for: .milliseconds(20))
        }
        return ProcFileSystem.descendants(of: process.pid)
    }

    @Test func aTreeIsKilledAtItsDeadlineWithNobodyClosingIt() async throws {
        // Long enough for the tree to start on a loaded machine; the test waits it out asleep.
        let lifetime = 8.0
        let started = ContinuousClock.now
        let process = try startTree(lifetime: lifetime)
        let tree = try await descendants(of: process)
        #expect(tree.count >= 3, "\(tree)")
        #expect(ContinuousClock.now - started < .seconds(lifetime), "the tree took its whole lifetime to start")
        #expect(tree.allSatisfy(ProcFileSystem.isRunning), "alive before its deadline")
        try await Task.sleep(until: started + .seconds(lifetime), clock: .continuous)
        #expect(try await gone(tree, within: 5), "left after the deadline: \(tree.filter(ProcFileSystem.isRunning))")
        process.close()
        #expect(!FileManager.default.fileExists(atPath: process.directory))
    }

    @Test func aTreeIsKilledWhenTheProcessThatStartedItLetsGo() async throws {
        let process = try startTree(lifetime: 60)
        let tree = try await descendants(of: process)
        #expect(tree.count >= 3, "\(tree)")
        // What happens when this process ends, however it ends: its end of the socket closes.
        process.letGoOfGuard()
        #expect(try await gone(tree + [process.pid], within: 5), "left: \(tree.filter(ProcFileSystem.isRunning))")
        #expect(!FileManager.default.fileExists(atPath: process.directory), "the shell removes the directory")
        process.close()
    }

    /// Each engine's browser answers, runs as a tree of processes, and is gone with them and
    /// with its profile when closed.
    @Test(.enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)), arguments: BrowserFixture.engines)
    func eachEnginesBrowserEndsWithItsTreeAndProfile(_ engine: BrowserEngine) async throws {
        // Started on the engine's thread, as the fixture's browsers are, so the wait blocks no other test.
        let page = try await BrowserFixture.onThread(of: engine) { try engine.launch(lifetime: 100) }
        #expect(try page.evaluate("6 * 7") as? Int == 42)
        let leaders = page.processes.map(\.pid)
        let tree = leaders.flatMap(ProcFileSystem.descendants(of:)).filter(ProcFileSystem.isRunning)
        let directories = page.processes.map(\.directory)
        #expect(tree.count >= 2, "the browser and its helpers: \(tree)")
        #expect(directories.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        page.close()
        #expect(try await gone(tree + leaders, within: 5), "left: \(tree.filter(ProcFileSystem.isRunning))")
        #expect(directories.allSatisfy { !FileManager.default.fileExists(atPath: $0) }, "\(directories)")
        #expect(throws: BrowserError.self) { try page.evaluate("1", timeout: 1) }
    }
}
