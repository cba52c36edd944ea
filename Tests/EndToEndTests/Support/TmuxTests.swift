import Foundation
import Testing

/// The tmux driver itself, proved on ordinary programs run from a
/// non-interactive `sh -c`.
@Suite("Tmux driver", .enabled(if: Tmux.shouldRun, "tmux is not installed"))
struct TmuxTests {
    @Test func typesIntoAProgramReadsTheScreenAndTheExitStatus() async throws {
        try Tmux.requireInstalled()
        let tmux = try Tmux(script: "printf 'ready\\n'; IFS= read -r line; printf 'got:%s\\n' \"$line\"; exit 3")
        try await tmux.waitFor(text: "ready")
        try tmux.sendText("hello; world")
        try tmux.sendKeys("Enter")
        let screen = try await tmux.waitFor(text: "got:hello; world")
        #expect(screen.contains("hello; world"))
        #expect(screen.count == 24)
        #expect(try await tmux.waitForExit() == 3)
        #expect(try tmux.paneDeadSignal == nil)
    }

    @Test func readsModesFlagsAndSizeAsAProgramChangesThem() async throws {
        try Tmux.requireInstalled()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dial-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            stty -g > "$E2E_DIR/before"
            printf 'ready\\n'
            read x
            printf '\\033[?1049h\\033[?25l\\033[?1002h\\033[?1006h'
            stty -echo -icanon
            printf 'inside\\n'
            dd bs=1 count=1 >/dev/null 2>&1
            printf 'size %s\\n' "$(stty size)"
            dd bs=1 count=1 >/dev/null 2>&1
            printf '\\033[?1006l\\033[?1002l\\033[?1000l\\033[0m\\033[?25h\\033[?1049l'
            stty "$(cat "$E2E_DIR/before")"
            printf 'after\\n'
            read y
            """
        let tmux = try Tmux(script: script, environment: ["E2E_DIR": directory.path])

        try await tmux.waitFor(text: "ready")
        #expect(try tmux.paneTTY.hasPrefix("/dev/"))
        #expect(try tmux.panePID != nil)
        let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try tmux.sttySettings() == before)
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
        #expect(try !tmux.isMouseButtonOn)
        #expect(try !tmux.isMouseSGROn)
        #expect(try !tmux.isMouseAnyOn)

        try tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "inside")
        #expect(try tmux.isAlternateScreenOn)
        #expect(try !tmux.isCursorVisible)
        #expect(try tmux.isMouseButtonOn)
        #expect(try tmux.isMouseSGROn)
        #expect(try tmux.isMouseAnyOn)
        #expect(try !tmux.isMouseAllOn)
        #expect(try tmux.sttySettings() != before)
        #expect(try !tmux.capture().contains("ready"))

        try tmux.resize(width: 100, height: 30)
        try tmux.sendText("x")
        let resized = try await tmux.waitFor(text: "size 30 100")
        #expect(resized.count == 30)

        try tmux.sendText("y")
        let after = try await tmux.waitFor(text: "after")
        #expect(after.first == "ready")
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
        #expect(try !tmux.isMouseButtonOn)
        #expect(try !tmux.isMouseStandardOn)
        #expect(try !tmux.isMouseAnyOn)
        #expect(try !tmux.isMouseSGROn)
        #expect(try tmux.sttySettings() == before)

        try tmux.sendKeys("Enter")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func controlCKillsTheProgramAndTheSignalIsReported() async throws {
        try Tmux.requireInstalled()
        let tmux = try Tmux(script: "printf 'ready\\n'; exec sleep 30")
        try await tmux.waitFor(text: "ready")
        try tmux.sendKeys("C-c")
        let status = try await tmux.waitForExit()
        let signal = try tmux.paneDeadSignal
        let screen = try tmux.capture().filter { !$0.isEmpty }
        #expect(status == nil && signal == Int(SIGINT), "status \(String(describing: status)), signal \(String(describing: signal)), screen \(screen)")
    }

    @Test func signalReachesThePanesProgramWithItsDefaultAction() async throws {
        try Tmux.requireInstalled()
        let tmux = try Tmux(script: "printf 'ready\\n'; exec sleep 30")
        try await tmux.waitFor(text: "ready")
        try tmux.signal(SIGTERM)
        let status = try await tmux.waitForExit()
        let signal = try tmux.paneDeadSignal
        let screen = try tmux.capture().filter { !$0.isEmpty }
        #expect(status == nil && signal == Int(SIGTERM), "status \(String(describing: status)), signal \(String(describing: signal)), screen \(screen)")
    }

    @Test func killStopsTheServer() async throws {
        try Tmux.requireInstalled()
        let tmux = try Tmux(command: ["cat"])
        #expect(try tmux.isPaneDead == false)
        tmux.kill()
        #expect(throws: Tmux.Failure.self) { try tmux.capture() }
    }
}
