import DialTUI
import ProcessHarness
import Testing

/// The script examples of the README, `--help` and the manual page run in bash, with a stand-in
/// for `dial-tui` that cancels (prints nothing, exits 130) and one that answers: a cancel is
/// handled (no command runs on with an empty answer, nothing on stderr), an answer is used.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ScriptExamplesEndToEndTests {
    /// What the stand-in answers, by what it is asked for.
    static let answering = """
        dial-tui() {
            case "$*" in
                *json*) printf '%s\\n' '{"start":"08:00","end":"20:00","minutes":720,"crosses_midnight":false}' ;;
                *seconds*) printf '%s\\n' 0 ;;
                *"%M %H"*) printf '%s\\n' '00 22,00 06' ;;
                *--range*) printf '%s\\n' '22:00 06:00' ;;
                *--time*) printf '%s\\n' '09:15 AM' ;;
                *) printf '%s\\n' 10 ;;
            esac
        }
        jq() { [ "$1" = .minutes ] && sed -n 's/.*"minutes":\\([0-9]*\\).*/\\1/p'; }
        """

    static func run(_ example: String, standIn: String) throws -> ToolCommand.Outcome {
        let bash = try #require(CompletionEndToEndTests.shell("bash"))
        return try ToolCommand.outcome(bash, ["--norc", "--noprofile", "-c", standIn + "\n" + example],
                                       environment: ProcessEnvironmentList.current(), timeout: 5)
    }

    @Test(.enabled(if: CompletionEndToEndTests.shell("bash") != nil, "bash is not installed"), arguments: ScriptExamples.all.indices)
    func aCancelIsHandled(_ index: Int) throws {
        let outcome = try Self.run(ScriptExamples.all[index], standIn: "dial-tui() { return 130; }")
        #expect(outcome.errorOutput.isEmpty, "\(ScriptExamples.all[index])\n\(outcome.errorOutput)")
        #expect(outcome.status == .exited(0) || outcome.status == .exited(130), "\(outcome.status)")
        #expect(!outcome.output.contains("time is up") && !outcome.output.contains("quiet hours from  to"), "\(outcome.output)")
    }

    @Test(.enabled(if: CompletionEndToEndTests.shell("bash") != nil, "bash is not installed"), arguments: ScriptExamples.all.indices)
    func anAnswerIsUsed(_ index: Int) throws {
        let outcome = try Self.run(ScriptExamples.all[index], standIn: Self.answering)
        #expect(outcome.status == .exited(0) && outcome.errorOutput.isEmpty, "\(ScriptExamples.all[index])\n\(outcome.errorOutput)")
        let expected = ["at 10", "painting it 10", "meeting at 09:15 AM", "quiet hours from 22:00 to 06:00", "00 22 * * * /usr/local/bin/backup",
                        "time is up", "720"][index]
        #expect(outcome.output == expected + "\n", "\(outcome.output)")
    }

    @Test(.enabled(if: CompletionEndToEndTests.shell("bash") != nil, "bash is not installed"))
    func theOldTimerFailedOnACancel() throws {
        // The README's timer before: `sleep` handed an empty answer says so on stderr.
        let old = #"sleep "$(dial-tui --duration --step 5 --initial 25m --format seconds)" && echo "time is up""#
        #expect(!(try Self.run(old, standIn: "dial-tui() { return 130; }")).errorOutput.isEmpty)
    }
}
