#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessHarness
import Testing

/// The tmux driver itself, proved on ordinary programs run from a
/// non-interactive `sh -c`.
@Suite("Tmux driver", .enabled(if: TmuxServer.shouldRun, "tmux is not installed"), .timeLimit(.minutes(3)))
struct TmuxServerTests {
    @Test func typesIntoAProgramReadsTheScreenAndTheExitStatus() async throws {
        try TmuxServer.requireInstalled()
        // The program ends only after its last line is on the screen (a second Enter): output
        // written just before a program exits can be gone with its terminal before tmux reads it.
        let tmux = try TmuxServer(script: "printf 'ready\\n'; IFS= read -r line; printf 'got:%s\\n' \"$line\"; read -r _; exit 3")
        try await tmux.waitFor(text: "ready")
        try tmux.sendText("hello; world")
        try tmux.sendKeys("Enter")
        let screen = try await tmux.waitFor(text: "got:hello; world")
        #expect(screen.contains("hello; world"))
        #expect(screen.count == 24)
        try tmux.sendKeys("Enter")
        #expect(try await tmux.waitForExit() == 3)
        #expect(try tmux.paneDeadSignal == nil)
    }

    @Test func readsModesFlagsAndSizeAsAProgramChangesThem() async throws {
        try TmuxServer.requireInstalled()
        let directory = try TemporaryDirectory(prefix: "dial-tmux")
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
        let tmux = try TmuxServer(script: script, environment: ["E2E_DIR": directory.path])

        try await tmux.waitFor(text: "ready")
        #expect(try tmux.paneTTY.hasPrefix("/dev/"))
        #expect(tmux.panePID > 0)
        let before = String(decoding: FileBytes.read(directory.path + "/before") ?? [], as: UTF8.self)
            .split(separator: "\n").first.map(String.init)
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
        try TmuxServer.requireInstalled()
        let tmux = try TmuxServer(script: "printf 'ready\\n'; exec sleep 30")
        try await tmux.waitFor(text: "ready")
        try tmux.sendKeys("C-c")
        let status = try await tmux.waitForExit()
        let signal = try tmux.paneDeadSignal
        let screen = try tmux.capture().filter { !$0.isEmpty }
        #expect(status == nil && signal == Int(SIGINT), "status \(String(describing: status)), signal \(String(describing: signal)), screen \(screen)")
    }

    @Test func signalReachesThePanesProgramWithItsDefaultAction() async throws {
        try TmuxServer.requireInstalled()
        let tmux = try TmuxServer(script: "printf 'ready\\n'; exec sleep 30")
        try await tmux.waitFor(text: "ready")
        try tmux.signal(SIGTERM)
        let status = try await tmux.waitForExit()
        let signal = try tmux.paneDeadSignal
        let screen = try tmux.capture().filter { !$0.isEmpty }
        #expect(status == nil && signal == Int(SIGTERM), "status \(String(describing: status)), signal \(String(describing: signal)), screen \(screen)")
    }

    @Test func killStopsTheServer() async throws {
        try TmuxServer.requireInstalled()
        let tmux = try TmuxServer(command: ["cat"])
        #expect(try tmux.isPaneDead == false)
        tmux.kill()
        #expect(throws: ProcessHarnessError.self) { try tmux.capture() }
    }
}
