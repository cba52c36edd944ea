import ProcessHarness
import Testing

/// `dial-tui --man` rendered by groff and man as a reader would, without a warning.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ManualPageEndToEndTests {
    @Test(.enabled(if: CompletionEndToEndTests.shell("groff") != nil, "groff is not installed"),
          arguments: ["utf8", "ascii", "latin1"])
    func groffRendersThePageWithoutAWarning(_ device: String) throws {
        let script = "\"$0\" --man | groff -ww -z -man -T\(device)"
        let outcome = try ToolCommand.outcome("/bin/sh", ["-c", script, PickerRun.executable],
                                              environment: ProcessEnvironmentList.current(), timeout: 8)
        #expect(outcome.status == .exited(0))
        #expect(outcome.errorOutput.isEmpty, "\(outcome.errorOutput)")
    }

    @Test(.enabled(if: CompletionEndToEndTests.shell("man") != nil, "man is not installed"), arguments: ["C", "C.UTF-8"])
    func manRendersThePageWithoutAWarning(_ locale: String) throws {
        let script = """
            page=$(mktemp) || exit 3
            "$0" --man > "$page" && man -l "$page"
            status=$?
            rm -f "$page"
            exit $status
            """
        let outcome = try ToolCommand.outcome("/bin/sh", ["-c", script, PickerRun.executable],
                                              environment: ProcessEnvironmentList.current(removing: ["LC_ALL", "LC_CTYPE"],
                                                                                          setting: ["LANG": locale, "MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"]),
                                              timeout: 8)
        #expect(outcome.status == .exited(0))
        #expect(outcome.errorOutput.isEmpty, "\(outcome.errorOutput)")
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("DIAL-TUI(1)") == true)
        #expect(lines.contains { $0.trimmingPrefixSpaces == "dial-tui - a round, spinnable picker for the terminal" })
        #expect(lines.contains { $0.trimmingPrefixSpaces.hasPrefix("--completion SHELL") })
    }
}

private extension Substring {
    var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
