import Foundation
import DialTUI
import ProcessHarness
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `dial-tui --completion bash|zsh|fish`: each script sourced in its shell (where the shell is
/// installed), then asked for completions. Each shell runs under ``ToolCommand``'s deadline.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct CompletionEndToEndTests {
    /// The path of the shell `name`, if it is installed.
    static func shell(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }.first { access($0, X_OK) == 0 }
    }

    /// Words of a command line being completed (the last is the one under the cursor) and the
    /// completions expected, in order.
    static let cases: [(words: [String], expected: [String])] = [
        (["--fa"], ["--face"]),
        (["--m"], ["--min", "--max", "--min-span", "--max-span", "--man"]),
        (["--face", ""], ["hours12", "hours24", "minutes"]),
        (["--face", "h"], ["hours12", "hours24"]),
        (["--time", "--step", ""], MinuteStep.allowed.map { "\($0)" }),
        (["--time", "--clock", ""], ["12", "24"]),
        (["--range", "--format", ""], ["iso", "json"]),
        (["--duration", "--format", ""], ["minutes", "seconds", "iso", "clock"]),
        (["--format", "", "--duration"], ["minutes", "seconds", "iso", "clock"]),
        (["--time", "--format", ""], []),
        (["--header", ""], []),
        (["--completion", "z"], ["zsh"]),
        (["--color", ""], ["auto", "always", "never", "accent=", "ring=", "label=", "header="]),
        (["--color", "accent="], PickerColors.colorNames.map { "accent=" + $0 }),
        (["--color", "accent=r"], ["accent=red"]),
        (["--color", "accent=red,r"], ["accent=red,ring="]),
        (["--color", "accent=red,ring=bright-b"], ["accent=red,ring=bright-black", "accent=red,ring=bright-blue"]),
    ]

    /// `words` as bash splits them for completion: at each `=` (in `COMP_WORDBREAKS`), the `=`
    /// a word of its own.
    static func bashWords(_ words: [String]) -> [String] {
        words.flatMap { word -> [String] in
            guard word.contains("=") else { return [word] }
            var parts: [String] = []
            for (index, part) in word.split(separator: "=", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { parts.append("=") }
                if !part.isEmpty { parts.append(String(part)) }
            }
            return parts
        }
    }

    /// What bash offers for the word under the cursor: the text after the last `=` of what was
    /// typed, so each expected completion without what comes before it.
    static func bashExpected(_ expected: [String], typed: String) -> [String] {
        guard let equals = typed.lastIndex(of: "=") else { return expected }
        let prefix = typed.distance(from: typed.startIndex, to: equals) + 1
        return expected.map { String($0.dropFirst(prefix)) }
    }

    /// The expected words among all of `candidates` that start with the last word (a shell that
    /// filters by the prefix itself is given all).
    static func matching(_ candidates: [String], _ prefix: String) -> [String] {
        candidates.filter { $0.hasPrefix(prefix) }
    }

    @Test(.enabled(if: shell("bash") != nil, "bash is not installed"), arguments: 0..<cases.count)
    func bashCompletesWithoutTheBashCompletionPackage(_ index: Int) throws {
        let (typedWords, typedExpected) = Self.cases[index]
        let typedCursor = typedWords.firstIndex(of: "") ?? typedWords.count - 1
        let words = Self.bashWords(typedWords)
        let expected = Self.bashExpected(typedExpected, typed: typedWords[typedCursor])
        // The cursor: at the empty word, else the last; a word ending in '=' leaves '=' under it.
        let cursor = words.firstIndex(of: "") ?? words.count - 1
        let quoted = (["dial-tui"] + words).map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source <("$0" --completion bash) || exit 3
            complete -p dial-tui >&2
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(cursor + 1); _dial_tui
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let outcome = try ToolCommand.outcome(try #require(Self.shell("bash")), ["--norc", "--noprofile", "-c", script, PickerRun.executable],
                                              environment: ProcessEnvironmentList.current(), timeout: 5)
        #expect(outcome.status == .exited(0), "\(outcome.errorOutput)")
        #expect(outcome.errorOutput == "complete -F _dial_tui dial-tui\n")
        #expect(outcome.output.split(separator: "\n").map(String.init) == expected, "\(words)")
    }

    @Test(.enabled(if: shell("bash") != nil, "bash is not installed"))
    func bashCompletesEveryFlagAndAValueAfterAnEqualsSign() throws {
        let script = """
            source <("$0" --completion bash) || exit 3
            COMP_WORDS=(dial-tui ''); COMP_CWORD=1; _dial_tui; printf '%s\\n' "${COMPREPLY[@]}"
            COMP_WORDS=(dial-tui --face = h); COMP_CWORD=3; _dial_tui; printf '%s\\n' "${COMPREPLY[@]}"
            COMP_WORDS=(dial-tui --clock =); COMP_CWORD=2; _dial_tui; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try ToolCommand.run(try #require(Self.shell("bash")), ["--norc", "--noprofile", "-c", script, PickerRun.executable],
                                         environment: ProcessEnvironmentList.current(), timeout: 5)
        let flags = PickerFlag.all.map(\.name)
        #expect(output.split(separator: "\n").map(String.init) == flags + ["hours12", "hours24", "12", "24"])
    }

    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"), arguments: 0..<cases.count)
    func zshOffersTheValues(_ index: Int) throws {
        let (words, expected) = Self.cases[index]
        let cursor = words.firstIndex(of: "") ?? words.count - 1
        let quoted = (["dial-tui"] + words).map { "'\($0)'" }.joined(separator: " ")
        // compadd, a builtin of completion widgets only, is stood in for by a function that
        // prints what it is given, each word after its -P prefix (-S, the suffix, is what
        // follows an accepted word); zsh filters by the prefix itself, so the test does.
        let script = """
            source <("$0" --completion zsh) || exit 3
            print -r -- "registered: $_comps[dial-tui]" >&2
            compadd() {
                local prefix=""
                while [[ $1 == -* && $1 != -- ]]; do
                    case $1 in -P) prefix=$2; shift 2 ;; -S|-d) shift 2 ;; *) shift ;; esac
                done
                [[ $1 == -- ]] && shift
                for word; do print -r -- "$prefix$word"; done
            }
            words=(\(quoted)); CURRENT=\(cursor + 2); _dial_tui
            """
        let outcome = try ToolCommand.outcome(try #require(Self.shell("zsh")), ["-f", "-c", script, PickerRun.executable],
                                              environment: ProcessEnvironmentList.current(), timeout: 5)
        #expect(outcome.errorOutput == "registered: _dial_tui\n")
        let offered = outcome.output.split(separator: "\n").map(String.init)
        #expect(Self.matching(offered, words[cursor]) == expected, "\(words): \(offered)")
    }

    /// Installed where zsh looks (`_dial-tui` in a folder of `$fpath`, as the tarball and the
    /// `.deb` install it), `compinit` registers the file by its `#compdef` line and autoloads it
    /// at the first Tab: that Tab completes, and so does the next.
    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
    func zshCompletesFromTheFirstTabWhenAutoloadedFromFpath() throws {
        let folder = try TemporaryDirectory(prefix: "dial-zsh-fpath")
        let session = """
            "$0" --completion zsh >"$1/_dial-tui" || exit 3
            fpath=("$1" $fpath); autoload -Uz compinit; compinit -u -D
            print -r -- "registered: $_comps[dial-tui]"
            compadd() {
                while [[ $1 == -* && $1 != -- ]]; do
                    case $1 in -P|-S|-d) shift 2 ;; *) shift ;; esac
                done
                [[ $1 == -- ]] && shift
                print -r -- "$*"
            }
            words=(dial-tui --face ''); CURRENT=3; $_comps[dial-tui]
            words=(dial-tui --clock ''); CURRENT=3; $_comps[dial-tui]
            """
        let output = try ToolCommand.run(try #require(Self.shell("zsh")), ["-f", "-c", session, PickerRun.executable, folder.path],
                                         environment: ProcessEnvironmentList.current(setting: ["HOME": folder.path]), timeout: 5)
        #expect(output == "registered: _dial-tui\nhours12 hours24 minutes\n12 24\n")
    }

    /// The cases whose cursor is at the end of the line: fish completes only there, so a case
    /// with words after the cursor is not one of its.
    static var endOfLineCases: [Int] {
        cases.indices.filter { (cases[$0].words.firstIndex(of: "") ?? cases[$0].words.count - 1) == cases[$0].words.count - 1 }
    }

    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"), arguments: endOfLineCases)
    func fishCompletes(_ index: Int) throws {
        let (words, expected) = Self.cases[index]
        let line = (["dial-tui"] + words).joined(separator: " ")
        let script = "$DIAL_PICKER --completion fish | source; or exit 3; complete -C'\(line)'"
        let output = try ToolCommand.run(try #require(Self.shell("fish")), ["--no-config", "-c", script],
                                         environment: ProcessEnvironmentList.current(setting: ["DIAL_PICKER": PickerRun.executable]),
                                         timeout: 5)
        let offered = output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(Set(offered) == Set(expected), "\(line): \(offered)")
    }

    /// fish after the tarball: a login shell of a fresh account (nothing in its environment but
    /// HOME, USER, PATH and TERM, as `su -` leaves it: no `XDG_DATA_DIRS`) reads no folder under
    /// /usr/local, so the README sends the completion where it does look, /etc/fish/completions
    /// or ~/.config/fish/completions; put in the second, it completes.
    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishFindsTheCompletionWhereTheREADMEPutsIt() throws {
        let fish = try #require(Self.shell("fish"))
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("dial-fish-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let completions = home.appendingPathComponent(".config/fish/completions")
        try FileManager.default.createDirectory(at: completions, withIntermediateDirectories: true)
        let script = try ToolCommand.run(PickerRun.executable, ["--completion", "fish"], environment: ProcessEnvironmentList.current(), timeout: 5)
        try script.write(to: completions.appendingPathComponent("dial-tui.fish"), atomically: true, encoding: .utf8)
        // fish completes a command it finds on the PATH, as the installed one is.
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("dial-tui").path, withDestinationPath: PickerRun.executable)
        let environment = ["HOME=\(home.path)", "USER=nobody", "PATH=\(bin.path):/usr/local/bin:/usr/bin:/bin", "TERM=dumb"]
        let paths = try ToolCommand.run("/usr/bin/env", ["-i"] + environment + [fish, "-l", "-c", "string join \\n $fish_complete_path"], environment: [], timeout: 10)
            .split(separator: "\n").map(String.init)
        #expect(!paths.contains { $0.hasPrefix("/usr/local/") }, "no folder under /usr/local: \(paths)")
        #expect(paths.contains("/etc/fish/completions") && paths.contains(completions.path), "\(paths)")
        let offered = try ToolCommand.run("/usr/bin/env", ["-i"] + environment + [fish, "-l", "-c", "complete -C'dial-tui --ti'"], environment: [], timeout: 10)
        #expect(offered.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.sorted() == ["--time", "--timeout"], "\(offered)")
    }

    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
    func zshDescribesEveryFlag() throws {
        // compadd stood in for: the descriptions it is given with -d, one a line.
        let script = """
            source <("$0" --completion zsh) || exit 3
            compadd() {
                while [[ $1 == -* && $1 != -- ]]; do
                    case $1 in -d) print -rl -- "${(@P)2}"; shift 2 ;; -P|-S) shift 2 ;; *) shift ;; esac
                done
            }
            words=(dial-tui ''); CURRENT=2; _dial_tui
            """
        let output = try ToolCommand.run(try #require(Self.shell("zsh")), ["-f", "-c", script, PickerRun.executable],
                                         environment: ProcessEnvironmentList.current(), timeout: 5)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == PickerFlag.all.count, "\(lines)")
        for (line, flag) in zip(lines, PickerFlag.all) {
            #expect(line.hasPrefix(flag.name + " ") && line.hasSuffix("-- " + flag.summary), "\(line)")
        }
    }

    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishDescribesEveryFlag() throws {
        let script = "$DIAL_PICKER --completion fish | source; or exit 3; complete -C'dial-tui -'"
        let output = try ToolCommand.run(try #require(Self.shell("fish")), ["--no-config", "-c", script],
                                         environment: ProcessEnvironmentList.current(setting: ["DIAL_PICKER": PickerRun.executable]),
                                         timeout: 5)
        let described = Dictionary(output.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { first, _ in first })
        for flag in PickerFlag.all {
            #expect(described[flag.name] == flag.summary, "\(flag.name): \(described[flag.name] ?? "not offered")")
        }
    }

    @Test func aShellNotKnownIsABadValue() throws {
        let outcome = try ToolCommand.outcome(PickerRun.executable, ["--completion", "tcsh"], environment: ProcessEnvironmentList.current())
        #expect(outcome.status == .exited(2))
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorOutput == "dial-tui: --completion 'tcsh' must be bash, zsh or fish\nTry 'dial-tui --help' for more information.\n")
    }
}
