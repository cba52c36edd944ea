@testable import BrowserHarness
import Foundation
import ProcessHarness
import Testing

/// Every browser the harness starts ends with its whole process tree: at its deadline with
/// nobody closing it, when the process that started it ends, and when it is closed; and its
/// profile goes with it.
///
/// What is timed is watched from a thread of its own: on the test runner's pool (two threads
/// on two cores, beside CPU-bound suites) a test can wait seconds to be resumed, longer than
/// the deadline it watches.
@Suite(.timeLimit(.minutes(3)))
struct BrowserLifetimeTests {
    /// A tree of two processes under the harness's shell, as a browser's would be.
    static func startTree(lifetime: Double) throws -> BrowserProcess {
        try BrowserProcess(program: "/bin/sh", arguments: ["-c", "sleep 60 & sleep 60"], environment: ProcessEnvironmentList.current(),
                           directory: BrowserProcess.makeDirectory(prefix: "dial-lifetime-test"), lifetime: lifetime)
    }

    /// Runs `body` on a thread of its own and gives back what it returns.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { done in Thread { done.resume(with: Result { try body() }) }.start() }
    }

    /// Whether every process of `pids` has gone within `seconds` (a killed process's parent
    /// reaps it a little later).
    static func gone(_ pids: [pid_t], within seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        // Each pass looks once and sleeps 20 ms, until the deadline.
        while Date() < deadline {
            if !pids.contains(where: ProcFileSystem.isRunning) { return true }
            usleep(20_000)
        }
        return false
    }

    /// The tree's processes once the shell has started them all (the shell, `sh -c`, two
    /// sleeps), or what there is after 10 s.
    static func descendants(of process: BrowserProcess) -> [pid_t] {
        let deadline = Date(timeIntervalSinceNow: 10)
        // Each pass looks once and sleeps 20 ms, until the deadline.
        while Date() < deadline {
            let found = ProcFileSystem.descendants(of: process.pid).filter(ProcFileSystem.isRunning)
            if found.count >= 3 { return found }
            usleep(20_000)
        }
        return ProcFileSystem.descendants(of: process.pid)
    }

    struct Watched: Sendable {
        var tree: [pid_t] = []
        var startedIn = 0.0
        var aliveAtFirst = false
        var goneAfter = false
        var directoryGone = false
    }

    @Test func aTreeIsKilledAtItsDeadlineWithNobodyClosingIt() async throws {
        let lifetime = 8.0
        let watched = try await Self.onOwnThread { () throws -> Watched in
            let started = Date()
            let process = try Self.startTree(lifetime: lifetime)
            var watched = Watched(tree: Self.descendants(of: process))
            watched.startedIn = Date().timeIntervalSince(started)
            watched.aliveAtFirst = watched.tree.allSatisfy(ProcFileSystem.isRunning)
            Thread.sleep(until: started.addingTimeInterval(lifetime))
            watched.goneAfter = Self.gone(watched.tree, within: 5)
            process.close()
            watched.directoryGone = !FileManager.default.fileExists(atPath: process.directory)
            return watched
        }
        #expect(watched.tree.count >= 3, "\(watched.tree)")
        #expect(watched.startedIn < lifetime, "the tree took its whole lifetime to start")
        #expect(watched.aliveAtFirst, "alive before its deadline")
        #expect(watched.goneAfter, "left after the deadline: \(watched.tree.filter(ProcFileSystem.isRunning))")
        #expect(watched.directoryGone)
    }

    @Test func aTreeIsKilledWhenTheProcessThatStartedItLetsGo() async throws {
        let watched = try await Self.onOwnThread { () throws -> Watched in
            let process = try Self.startTree(lifetime: 60)
            var watched = Watched(tree: Self.descendants(of: process))
            // What happens when this process ends, however it ends: its end of the socket closes.
            process.letGoOfGuard()
            watched.goneAfter = Self.gone(watched.tree + [process.pid], within: 5)
            watched.directoryGone = !FileManager.default.fileExists(atPath: process.directory)
            process.close()
            return watched
        }
        #expect(watched.tree.count >= 3, "\(watched.tree)")
        #expect(watched.goneAfter, "left: \(watched.tree.filter(ProcFileSystem.isRunning))")
        #expect(watched.directoryGone, "the shell removes the directory")
    }

    /// Each engine's browser answers, runs as a tree of processes, and is gone with them and
    /// with its profile when closed.
    @Test(.enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)), arguments: BrowserFixture.engines)
    func eachEnginesBrowserEndsWithItsTreeAndProfile(_ engine: BrowserEngine) async throws {
        // On the engine's thread, as the fixture's browsers are, so the wait blocks no other test.
        try await BrowserFixture.onThread(of: engine) {
            let page = try engine.launch(lifetime: 100)
            #expect(try page.evaluate("6 * 7") as? Int == 42)
            let leaders = page.processes.map(\.pid)
            let tree = leaders.flatMap(ProcFileSystem.descendants(of:)).filter(ProcFileSystem.isRunning)
            let directories = page.processes.map(\.directory)
            #expect(tree.count >= 2, "the browser and its helpers: \(tree)")
            #expect(directories.allSatisfy { FileManager.default.fileExists(atPath: $0) })
            page.close()
            #expect(Self.gone(tree + leaders, within: 5), "left: \(tree.filter(ProcFileSystem.isRunning))")
            #expect(directories.allSatisfy { !FileManager.default.fileExists(atPath: $0) }, "\(directories)")
            #expect(throws: BrowserError.self) { try page.evaluate("1", timeout: 1) }
        }
    }
}
