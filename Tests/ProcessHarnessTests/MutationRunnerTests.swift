#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI
import Foundation
import ProcessHarness
import Testing

/// `scripts/mutate` on a small package of its own (a git repository in a temporary folder) whose
/// build and test commands are shell scripts that judge the one source file by its text: each
/// verdict comes out as planned, the sample is the seed's, a step past its deadline is killed
/// with what it started (a daemon in a session of its own included), and the tree is left as it
/// was — byte for byte and by `git status` — after a whole run, an interrupt, and a run killed
/// outright (the next start puts the file back from the journal).
///
/// The tests wait for the runner with `Task.sleep` between looks, never blocking one of the few
/// threads that run the other tests, and one at a time.
@Suite(.enabled(if: MutationRunnerTools.python != nil, "python3 is not installed"), .serialized, .timeLimit(.minutes(3)))
struct MutationRunnerTests {
    static let python = MutationRunnerTools.python
    static let git = ExecutableLookup.find("git")
    static let runner = String(#filePath.dropLast("Tests/ProcessHarnessTests/MutationRunnerTests.swift".count)) + "scripts/mutate"

    /// The one source file. Its defects: four on the first line (the tests check it), three on
    /// the second (nothing checks it), one on the third (`false` makes the tests hang), three on
    /// the fourth (`/` does not build). The string, the comment and the generic are not code.
    static let source = """
        let a = 1 < 2
        let b = 3 + 4
        let c = true
        let d = 5 * 6
        let text = "1 < 2 \\(7 + 8)" // 9 < 10
        let list: Array<Int> = [] /* 11 * 12 */

        """

    static let javaScript = """
        const e = f ? 13 : -g; // 14 > 15
        const r = /a+b/g, t = `${16 + 17}`;

        """

    static let build = """
        if grep -q '5 / 6' Sources/Lib/Lib.swift; then echo "Lib.swift:4:11: error: no division here"; exit 1; fi

        """

    /// The tests: a changed first line fails; `false` starts a daemon in a session of its own (as
    /// tmux does) and sleeps; `$RECORDS` (outside the tree) gets their process ids.
    static let test = """
        f=Sources/Lib/Lib.swift
        grep -q '^let a = 1 < 2$' "$f" || { echo "✘ Test aIsOneLessThanTwo() recorded an issue at Lib.swift:1:1"; exit 1; }
        if grep -q '^let c = false$' "$f"; then
            setsid sleep 300 </dev/null >/dev/null 2>&1 &
            echo $! > "$RECORDS/daemon.new" && mv "$RECORDS/daemon.new" "$RECORDS/daemon"
            echo "◇ Test cStaysTrue() started."
            echo $$ > "$RECORDS/test.new" && mv "$RECORDS/test.new" "$RECORDS/test"
            sleep 300
        fi
        echo "✔ Test run with 1 test passed"

        """

    /// A package in a temporary folder, committed, with `$RECORDS` in a folder beside it.
    final class Fixture {
        let folder: TemporaryDirectory
        let records: TemporaryDirectory
        var root: String { folder.path + "/package" }
        var file: String { root + "/Sources/Lib/Lib.swift" }

        init() throws {
            folder = try TemporaryDirectory(prefix: "dial-mutate")
            records = try TemporaryDirectory(prefix: "dial-mutate-records")
            let manager = FileManager.default
            try manager.createDirectory(atPath: root + "/Sources/Lib", withIntermediateDirectories: true)
            try MutationRunnerTests.source.write(toFile: file, atomically: true, encoding: .utf8)
            try MutationRunnerTests.javaScript.write(toFile: root + "/Sources/Lib/page.js", atomically: true, encoding: .utf8)
            try MutationRunnerTests.build.write(toFile: root + "/build.sh", atomically: true, encoding: .utf8)
            try MutationRunnerTests.test.write(toFile: root + "/test.sh", atomically: true, encoding: .utf8)
            try ".build/\n".write(toFile: root + "/.gitignore", atomically: true, encoding: .utf8)
            if MutationRunnerTests.git != nil {
                try git("init", "-q")
                try git("add", "-A")
                try git("-c", "user.name=test", "-c", "user.email=test@localhost", "commit", "-q", "-m", "fixture")
            }
        }

        deinit {
            // The package's own folders: TemporaryDirectory removes only files.
            try? FileManager.default.removeItem(atPath: root)
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            guard let git = MutationRunnerTests.git else { return "" }
            return try ToolCommand.run(git, ["-C", root] + arguments, environment: ProcessEnvironmentList.current())
        }

        var environment: [String] {
            ProcessEnvironmentList.current(setting: ["RECORDS": records.path])
        }

        /// The runner's arguments for this package: its own build and tests, short deadlines.
        func arguments(_ extra: [String]) -> [String] {
            [MutationRunnerTests.runner, "--src", "Sources/Lib", "--build", "sh build.sh", "--test", "sh test.sh",
             "--slack", "2"] + extra
        }

        /// How a run of the runner ended and what it printed.
        struct Outcome {
            var status: ChildExitStatus
            var output: String
            var errorOutput: String
        }

        /// Runs the runner in the package to its end (killed at `timeout` seconds).
        func run(_ extra: [String], timeout: Double = 50) async throws -> Outcome {
            let name = records.path + "/run-\(UUID().uuidString)"
            let runner = try start(extra, output: name + ".out", errors: name + ".err")
            let status = try await MutationRunnerTests.wait(for: runner, timeout: timeout)
            return Outcome(status: status, output: (try? String(contentsOfFile: name + ".out", encoding: .utf8)) ?? "",
                           errorOutput: (try? String(contentsOfFile: name + ".err", encoding: .utf8)) ?? "")
        }

        /// Starts the runner in the package, its output into `output` and `errors` (`errors` nil:
        /// both into `output`).
        func start(_ extra: [String], output: String, errors: String? = nil) throws -> SpawnedProcess {
            for path in [output] + (errors.map { [$0] } ?? []) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            return try SpawnedProcess.spawn("/bin/sh", arguments: ["-c", "cd \"$0\" && exec \"$@\"", root, MutationRunnerTests.python ?? "python3"]
                                            + arguments(extra), environment: environment, fileActions: [
                .open(descriptor: 0, path: "/dev/null", flags: O_RDONLY),
                .open(descriptor: 1, path: output, flags: O_WRONLY | O_TRUNC),
                errors.map { .open(descriptor: 2, path: $0, flags: O_WRONLY | O_TRUNC) } ?? .duplicate(1, to: 2),
            ])
        }

        /// The number the sample gives the mutant whose description contains `change`.
        func number(of change: String) async throws -> String {
            let listed = try await run(["--n", "100", "--seed", "1", "--list"]).output
            let line = try #require(listed.split(separator: "\n").first { $0.hasPrefix("[") && $0.contains(change) })
            return String(line.dropFirst().prefix { $0 != "/" })
        }

        /// Waits until `record` holds a process id (the tests' script writes it whole, by a rename).
        func waitForRecord(_ record: String, timeout: Double = 20) async throws -> pid_t {
            let deadline = MonotonicClock.now() + timeout
            // Looks every 10 ms until the deadline, and once at it.
            while true {
                if let text = try? String(contentsOfFile: records.path + "/" + record, encoding: .utf8),
                   let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    return pid
                }
                guard MonotonicClock.now() < deadline else { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            throw ProcessHarnessError.timedOut("no \(record) record within \(timeout) s")
        }

        /// Starts the runner on the mutant whose tests hang (`true → false`), its output into
        /// `log`, and waits until those tests run; returns the runner and the tests' process id.
        func startHungMutant(log: String) async throws -> (runner: SpawnedProcess, test: pid_t) {
            let number = try await number(of: "true → false")
            let runner = try start(["--n", "100", "--seed", "1", "--only", number, "--slack", "60"], output: log)
            return (runner, try await waitForRecord("test"))
        }

        var bytes: [UInt8]? { FileBytes.read(file) }
        var journal: String { root + "/.build/mutate/journal.json" }
    }

    /// Waits until `child` ends, looking every 10 ms; kills it and throws at `timeout` seconds.
    static func wait(for child: SpawnedProcess, timeout: Double) async throws -> ChildExitStatus {
        let deadline = MonotonicClock.now() + timeout
        // Looks every 10 ms until the deadline.
        while MonotonicClock.now() < deadline {
            if let status = try child.wait(deadline: MonotonicClock.now()) { return status }
            try await Task.sleep(for: .milliseconds(10))
        }
        // A look after the deadline too: a test woken late (its threads busy) sees an end that came in time.
        if let status = try child.wait(deadline: MonotonicClock.now()) { return status }
        child.kill()
        throw ProcessHarnessError.timedOut("the runner ran longer than \(timeout) s")
    }

    /// Whether the process `pid` is gone (or a zombie nobody has reaped yet: it runs nothing).
    static func isGone(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        let stat = FileBytes.read("/proc/\(pid)/stat").map { String(decoding: $0, as: UTF8.self) } ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// Waits (at most `timeout`) until the process `pid` is gone.
    static func waitUntilGone(_ pid: pid_t, timeout: Double = 10) async throws -> Bool {
        let deadline = MonotonicClock.now() + timeout
        // Looks every 10 ms until the deadline.
        while MonotonicClock.now() < deadline {
            if isGone(pid) { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return isGone(pid)
    }

    @Test func eachVerdictComesOutAndTheTreeIsLeftAsItWas() async throws {
        let fixture = try Fixture()
        let before = fixture.bytes
        let result = try await fixture.run(["--n", "100", "--seed", "1"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(result.status == .exited(1), "a survivor: \(result.output) \(result.errorOutput)")
        #expect(lines.last == "caught 4 of 12 (survived 7, hung 1)", "\(result.output)")
        #expect(lines.contains("did not build: 1 (not counted)"))
        #expect(lines.contains { $0.contains("caught") && $0.contains("Lib.swift:1:11") && $0.contains("by aIsOneLessThanTwo()") })
        #expect(lines.contains { $0.contains("hung") && $0.contains("Lib.swift:3:9") && $0.contains("still running: cStaysTrue()") })
        #expect(lines.contains { $0.contains("did not build") && $0.contains("Lib.swift:4:11") && $0.contains("no division here") })
        #expect(lines.contains("+let b = 3 - 4"), "a survivor's diff")
        #expect(lines.contains("+const e = f ? 13 : g; // 14 > 15"), "a dropped sign is a defect")
        #expect(lines.contains { $0.contains("deadlines per mutant") })
        #expect(!result.output.contains("7 + 8") || !lines.contains { $0.hasPrefix("+let text") }, "a string's insides are not code")
        #expect(!lines.contains { $0.hasPrefix("+let list") }, "a comment and a generic are not code")
        #expect(!lines.contains { $0.hasPrefix("+const r") }, "a regular expression and a template are not code")
        #expect(fixture.bytes == before)
        #expect(try fixture.git("status", "--porcelain") == "")
        #expect(!FileManager.default.fileExists(atPath: fixture.journal))
        let daemon = try await fixture.waitForRecord("daemon")
        #expect(try await Self.waitUntilGone(daemon), "the daemon the hung tests started in a session of its own was stopped")
    }

    @Test func theSameSeedGivesTheSameSampleAndAnotherSeedAnother() async throws {
        let fixture = try Fixture()
        let first = try await fixture.run(["--n", "5", "--seed", "42", "--list"])
        let again = try await fixture.run(["--n", "5", "--seed", "42", "--list"])
        let other = try await fixture.run(["--n", "5", "--seed", "43", "--list"])
        #expect(first.status == .exited(0))
        #expect(first.output == again.output)
        #expect(first.output != other.output)
        #expect(first.output.split(separator: "\n").filter { $0.hasPrefix("[") }.count == 5)
        #expect(first.output.hasPrefix("mutate: 13 mutants in 2 files under Sources/Lib"), "\(first.output)")
    }

    /// Each kind of defect, as planted in a file of its own, diff by diff: a condition ending in a
    /// string is negated whole, a generic and a closure's arrow are left alone.
    @Test func eachKindIsPlantedWhereItMeansSomething() async throws {
        let fixture = try Fixture()
        let source = """
            func pick(_ s: String, _ values: [Int], _ flag: Bool) -> Int {
                if s == "x" { return values.count }
                let list: Array<Int> = values.map { $0 * 2 }
                guard !flag, values.count > 1 else { return max(0, -1) }
                return values.indices.contains(0) && flag ? values[0..<1].count : 3
            }

            """
        try source.write(toFile: fixture.root + "/Sources/Lib/Pick.swift", atomically: true, encoding: .utf8)
        let listed = try await fixture.run(["--src", "Sources/Lib/Pick.swift", "--n", "100", "--seed", "1", "--list"]).output
        let planted = Set(listed.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.map(String.init))
        for line in [#"+    if !(s == "x") { return values.count }"#, #"+    if s != "x" { return values.count }"#,
                     "+    let list: Array<Int> = values.map { $0 / 2 }", "+    let list: Array<Int> = values.map { $0 * 3 }",
                     "+    guard flag, values.count > 1 else { return max(0, -1) }",
                     "+    guard !flag, values.count >= 1 else { return max(0, -1) }",
                     "+    guard !flag, values.count > 1 else { return min(0, -1) }",
                     "+    guard !flag, values.count > 1 else { return max(0, 1) }",
                     "+    return values.indices.contains(0) || flag ? values[0..<1].count : 3",
                     "+    return values.indices.contains(0) && flag ? values[0...1].count : 3"] {
            #expect(planted.contains(line), "\(line) in \(listed)")
        }
        #expect(!planted.contains { $0.contains("Array<=") || $0.contains("Array>") || $0.contains("->=") }, "\(planted)")
        #expect(!planted.contains { $0.hasPrefix("+func") }, "the signature's generic-free arrow and types are left alone")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalPutsTheFileBackAndStopsTheTests(_ signal: Int32) async throws {
        let fixture = try Fixture()
        let before = fixture.bytes
        let log = fixture.records.path + "/log"
        let (runner, test) = try await fixture.startHungMutant(log: log)
        let daemon = try await fixture.waitForRecord("daemon")
        #expect(fixture.bytes != before, "the mutant is written while its tests run")
        kill(runner.pid, signal)
        let status = try? await Self.wait(for: runner, timeout: 20)
        let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(status == .exited(128 + signal), "\(said)")
        #expect(said.contains("stopped by signal \(signal); the tree is as it was"))
        #expect(fixture.bytes == before)
        #expect(try fixture.git("status", "--porcelain") == "")
        let testGone = try await Self.waitUntilGone(test), daemonGone = try await Self.waitUntilGone(daemon)
        #expect(testGone && daemonGone, "the tests and their daemon stopped")
    }

    @Test func aRunKilledOutrightIsPutBackByTheNextStart() async throws {
        let fixture = try Fixture()
        let before = fixture.bytes
        let (runner, test) = try await fixture.startHungMutant(log: fixture.records.path + "/log")
        runner.kill()
        #expect(fixture.bytes != before, "killed with the mutant written")
        #expect(FileManager.default.fileExists(atPath: fixture.journal))
        #expect(!Self.isGone(test), "a killed runner's tests run on until the next start")

        let next = try await fixture.run(["--n", "1", "--seed", "1", "--list"])
        #expect(next.status == .exited(0), "\(next.errorOutput)")
        #expect(next.output.contains("put back Sources/Lib/Lib.swift, which a killed run had left mutated"), "\(next.output)")
        #expect(next.output.contains("stopped"), "\(next.output)")
        #expect(fixture.bytes == before)
        #expect(try fixture.git("status", "--porcelain") == "")
        #expect(!FileManager.default.fileExists(atPath: fixture.journal))
        #expect(try await Self.waitUntilGone(test))
    }

    @Test func aFileEditedSinceAKilledRunIsNotOverwritten() async throws {
        let fixture = try Fixture()
        let (runner, _) = try await fixture.startHungMutant(log: fixture.records.path + "/log")
        runner.kill()
        let edited = Array("let edited = true\n".utf8)
        try Data(edited).write(to: URL(fileURLWithPath: fixture.file))

        let next = try await fixture.run(["--n", "1", "--seed", "1", "--list"])
        #expect(next.status == .exited(2))
        #expect(next.errorOutput.contains("Sources/Lib/Lib.swift has changed since a killed run mutated it"), "\(next.errorOutput)")
        #expect(fixture.bytes == edited, "the edit is kept")
        #expect(FileManager.default.fileExists(atPath: fixture.journal), "the original bytes are kept too")
    }

    /// A build killed at its deadline is told apart from one that does not compile: neither is
    /// counted, and each is said as what it is.
    @Test func aBuildPastItsDeadlineIsCountedApartFromOneThatDoesNotCompile() async throws {
        let fixture = try Fixture()
        let before = fixture.bytes
        // `3 - 4` builds for ever (killed at the deadline: 3 × a quick baseline + 2 s); `5 / 6` does not compile.
        try """
            if grep -q '3 - 4' Sources/Lib/Lib.swift; then sleep 60; fi
            sh build.sh

            """.write(toFile: fixture.root + "/slow-build.sh", atomically: true, encoding: .utf8)
        let slow = try await fixture.number(of: "+ → -")
        let unbuilt = try await fixture.number(of: "* → /")
        let result = try await fixture.run(["--n", "100", "--seed", "1", "--only", "\(slow),\(unbuilt)", "--build", "sh slow-build.sh"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("built too long") && $0.contains("Lib.swift:2:11") && $0.contains("its build was killed at") }, "\(result.output)")
        #expect(lines.contains { $0.contains("did not build") && $0.contains("Lib.swift:4:11") && $0.contains("no division here") }, "\(result.output)")
        #expect(lines.contains("built too long: 1 (not counted)") && lines.contains("did not build: 1 (not counted)"), "\(result.output)")
        #expect(lines.last == "caught 0 of 0 (survived 0, hung 0)", "\(result.output)")
        #expect(fixture.bytes == before)
        #expect(try fixture.git("status", "--porcelain").trimmingCharacters(in: .whitespacesAndNewlines) == "?? slow-build.sh", "the tree as it was, with the test's build")
    }

    /// A catch and a survivor are run twice before they are reported: tests that fail once and
    /// pass once on the same mutant make it flaky (not counted), neither caught nor survived.
    @Test func aVerdictIsRunTwiceAndOneThatDiffersIsFlaky() async throws {
        let fixture = try Fixture()
        let before = fixture.bytes
        // The tests count their runs in $RECORDS; on `3 - 4` they fail on the first run only.
        try """
            echo run >> "$RECORDS/runs"
            if grep -q '3 - 4' Sources/Lib/Lib.swift && [ ! -e "$RECORDS/failed-once" ]; then
                touch "$RECORDS/failed-once"; echo "✘ Test bIsSeven() recorded an issue at Lib.swift:2:1"; exit 1
            fi
            sh test.sh

            """.write(toFile: fixture.root + "/flaky-test.sh", atomically: true, encoding: .utf8)
        let flaky = try await fixture.number(of: "+ → -")
        let survivor = try await fixture.number(of: "4 → 5")
        let caught = try await fixture.number(of: "< → >=")
        let result = try await fixture.run(["--n", "100", "--seed", "1", "--only", "\(flaky),\(survivor),\(caught)", "--test", "sh flaky-test.sh"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("flaky") && $0.contains("Lib.swift:2:11") && $0.contains("caught, then survived") }, "\(result.output)")
        #expect(lines.contains("flaky: 1 (not counted)"), "\(result.output)")
        #expect(lines.last == "caught 1 of 2 (survived 1, hung 0)", "\(result.output)")
        // The baseline once, then each of the three mutants twice.
        let runs = try String(contentsOfFile: fixture.records.path + "/runs", encoding: .utf8)
        #expect(runs.split(separator: "\n").count == 7, "\(runs)")
        #expect(fixture.bytes == before)
    }

    @Test func aSuiteThatFailsWithoutAMutantStopsTheRunBeforeAnyMutant() async throws {
        let fixture = try Fixture()
        let before = fixture.bytes
        let result = try await fixture.run(["--n", "3", "--seed", "1", "--build", "true", "--test", "false"], timeout: 30)
        #expect(result.status == .exited(3))
        #expect(result.errorOutput.contains("the tests fail without a mutant"))
        #expect(!result.output.contains("[1/3]"))
        #expect(fixture.bytes == before)
        #expect(try fixture.git("status", "--porcelain") == "")
    }

    @Test(arguments: [(["--n", "0", "--seed", "1"], "--n must be at least 1"),
                      (["--n", "3", "--seed", "1", "--src", "Sources/Nowhere"], "Sources/Nowhere: no such folder"),
                      (["--n", "3", "--seed", "1", "--only", "4"], "--only 4: the sample has 3 mutants")])
    func aBadArgumentIsRefusedAndChangesNothing(_ extra: [String], _ message: String) async throws {
        let fixture = try Fixture()
        let before = fixture.bytes
        let result = try await fixture.run(extra)
        #expect(result.status == .exited(2))
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
        #expect(fixture.bytes == before)
    }
}

/// What the runner's tests need from the machine.
enum MutationRunnerTools {
    static let python = ExecutableLookup.find("python3")
}
