import Foundation
import ProcessHarness

/// The end-to-end tests' name for the harness's tmux driver.
typealias Tmux = TmuxServer

/// The built `dial-tui`, run in a tmux pane from a non-interactive `sh` script that records the
/// terminal's `stty -g` before and after it, its stdout, its stderr and its exit status.
///
/// A non-interactive shell leaves the terminal's modes alone when a program ends (an
/// interactive one would restore them and hide a program that does not), so what the test sees
/// afterwards is what the picker left behind.
final class PickerRun: Sendable {
    let tmux: Tmux
    /// Where the script writes `before`, `out`, `err`, `code` and `after`.
    let directory: URL

    /// The `dial-tui` built beside the test bundle.
    static var executable: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle, bundle.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("dial-tui").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return bundle.appendingPathComponent("dial-tui").path
    }

    /// The script: the picker's arguments follow it as "$@". It stays alive after recording,
    /// so the pane's modes (cursor, screen, mouse) can still be read: tmux reports a dead pane's
    /// cursor as hidden.
    static let script = """
        stty -g > "$DIAL_E2E/before"
        "$DIAL_PICKER" "$@" > "$DIAL_E2E/out" 2> "$DIAL_E2E/err"
        echo $? > "$DIAL_E2E/code"
        stty -g > "$DIAL_E2E/after"
        exec sleep 600
        """

    /// Starts the picker with `arguments` in a `width` × `height` pane (`script` replaces the
    /// standard one, with the picker's path in `$DIAL_PICKER` and the record folder in `$DIAL_E2E`).
    ///
    /// By default the Swift runtime's backtracer is off (`SWIFT_BACKTRACE=enable=no`), so that a
    /// crash cannot wait for a key. `asUsersRunIt` runs the picker as a user does, with no
    /// `SWIFT_BACKTRACE` at all: the runtime installs its crash handlers, and a signal sent
    /// from outside must still end the picker at once rather than reach them.
    init(_ arguments: [String] = [], width: Int = 80, height: Int = 24,
         script: String = PickerRun.script, environment: [String: String] = [:], asUsersRunIt: Bool = false) throws {
        try Tmux.requireInstalled()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("dial-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var variables = environment
        variables["DIAL_PICKER"] = Self.executable
        variables["DIAL_E2E"] = directory.path
        // A crash must not wait for a key in the Swift runtime's interactive backtracer.
        if !asUsersRunIt { variables["SWIFT_BACKTRACE"] = "enable=no" }
        var script = asUsersRunIt ? "unset SWIFT_BACKTRACE\n" + script : script
        script = script.replacingOccurrences(of: Self.recordAfter, with: Self.markEnd + "\n" + Self.recordAfter)
        tmux = try Tmux(command: ["/bin/sh", "-c", script, "sh"] + arguments,
                        width: width, height: height, environment: variables)
    }

    deinit {
        tmux.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Waits until the dial is on screen (its key hint is drawn last).
    @discardableResult
    func waitForDial(timeout: Double = 10) async throws -> [String] {
        try await tmux.waitFor(text: "Esc cancel", timeout: timeout)
    }

    /// Presses keys by tmux name, each after a pause (so each is a tap, not a held key).
    func press(_ keys: String..., pause: Double = 0.25) async throws {
        for key in keys {
            try await Task.sleep(for: .milliseconds(Int(pause * 1000)))
            try tmux.sendKeys(key)
        }
    }

    /// The contents of a record file, or nil while it is not written.
    func record(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// What the run ended with: its exit status (128 + n for signal n, as sh reports it), what
    /// it printed on stdout and stderr.
    struct Ending {
        var status: Int
        var output: String
        var error: String
    }

    /// The line of every script that records the terminal's modes after the picker.
    static let recordAfter = #"stty -g > "$DIAL_E2E/after""#
    /// The pane's title once the picker has ended, which the script sets (OSC 2) just before
    /// ``recordAfter`` (every script gets it there).
    static let endTitle = "dial-e2e-ended"
    static let markEnd = #"printf '\033]2;%s\033\\' "# + endTitle

    /// Waits until the script has recorded how the picker ended, and tmux has read everything
    /// the picker wrote: the script sets the pane's title after the picker ends, so once tmux
    /// shows that title it has taken in the picker's last bytes (the modes it turned off on its
    /// way out), and what it says of the pane is what the picker left.
    func waitForEnd(timeout: Double = 10) async throws -> Ending {
        try await tmux.waitUntil(timeout: timeout, "the picker to end", { (try? self.tmux.capture()) ?? [] }) {
            self.record("after")?.hasSuffix("\n") == true && (try? self.tmux.format("#{pane_title}")) == Self.endTitle
        }
        let status = Int(record("code")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? -1
        return Ending(status: status, output: record("out") ?? "", error: record("err") ?? "")
    }

    /// Whether the terminal is as it was before the picker: the same `stty -g`, the main screen,
    /// the cursor shown, no mouse reporting. Returns what differs, empty when nothing does.
    func terminalDifferences() throws -> [String] {
        var differences: [String] = []
        let before = record("before")?.trimmingCharacters(in: .whitespacesAndNewlines)
        let after = record("after")?.trimmingCharacters(in: .whitespacesAndNewlines)
        if before == nil || before != after { differences.append("stty -g: \(before ?? "?") before, \(after ?? "?") after") }
        if try tmux.isAlternateScreenOn { differences.append("the alternate screen is still on") }
        if try !tmux.isCursorVisible { differences.append("the cursor is hidden") }
        if try tmux.isMouseAnyOn || tmux.isMouseSGROn { differences.append("mouse reporting is still on") }
        return differences
    }

    /// The process id of the running picker: the pane's shell's child (or a later descendant).
    func pickerPID() throws -> Int32 {
        guard let pid = ProcFileSystem.descendant(of: tmux.panePID, named: "dial-tui") else {
            throw ProcessHarnessError.pickerNotFound("no dial-tui under the pane's process \(tmux.panePID)")
        }
        return pid
    }
}
